import LarderWorkspace

/// `--json` of `add`, `edit`, `rm` and `copy`: the preview as data and, once written, the
/// outcome. Amounts are unrounded apart from binary noise (three decimals).
enum AddPreviewJSON {
  struct Output: JSONReport {
    static let schemaVersion = 2
    var action: String
    var date: String
    var path: String
    var removed: [Item]
    var added: [Item]
    var before: Totals
    var after: Totals
    var goal: Totals?
    var overGoal: Bool
    /// The entry's REF, `DATE:REF`, as `day` and `search` name it.
    var ref: String?
    /// For an edit, the entry's REF before it; the new one is `ref`.
    var previousRef: String?
    var message: String
    var written: Bool
    var outcome: WriteOutcome?
  }

  struct Item: Encodable {
    var place: String
    var time: String?
    var what: String
    var amount: String
    var kcal: Double?
    var protein: Double?
    var carbs: Double?
    var fat: Double?
    var portions: [Portion]
    var component: Bool
    var line: String
  }

  struct Portion: Encodable {
    var category: String
    var amount: Double
  }

  struct Totals: Encodable {
    var kcal: Double?
    var protein: Double?
    var carbs: Double?
    var fat: Double?
  }

  static func render(_ change: LogChange, outcome: WriteOutcome?, today: CalendarDate) -> String {
    JSONOutput.encode(output(change, outcome: outcome, today: today))
  }

  /// The preview and outcome as data, for a command that adds keys of its own.
  static func output(_ change: LogChange, outcome: WriteOutcome?, today: CalendarDate) -> Output {
    return Output(
      action: change.action.rawValue, date: change.date.isoString, path: change.path,
      removed: change.removed.map(item), added: change.added.map(item),
      before: totals(change.before.nutrients), after: totals(change.after.nutrients),
      goal: change.goal.map {
        Totals(
          kcal: $0.kcal.map(rounded), protein: $0.protein.map(rounded),
          carbs: $0.carbs.map(rounded), fat: $0.fat.map(rounded))
      }, overGoal: change.exceedsGoal, ref: change.shownReference(today: today),
      previousRef: change.shownPreviousReference(today: today), message: change.message,
      written: outcome != nil, outcome: outcome)
  }

  private static func item(_ item: LogChange.Item) -> Item {
    Item(
      place: item.place, time: item.time.map { "\($0)" }, what: item.what, amount: item.amount,
      kcal: item.nutrients.map { rounded($0.kcal) },
      protein: item.nutrients.map { rounded($0.protein) },
      carbs: item.nutrients.map { rounded($0.carbs) }, fat: item.nutrients.map { rounded($0.fat) },
      portions: item.portions.map {
        Portion(category: $0.category.text, amount: rounded($0.amount))
      },
      component: item.isComponent, line: item.line)
  }

  private static func totals(_ nutrients: Nutrients) -> Totals {
    Totals(
      kcal: rounded(nutrients.kcal), protein: rounded(nutrients.protein),
      carbs: rounded(nutrients.carbs), fat: rounded(nutrients.fat))
  }

  private static func rounded(_ value: Double) -> Double {
    DecimalText.rounded(value, fractionDigits: 3)
  }
}
