import LarderModel

extension ExportTable {
  /// The columns of the entries table.
  public static let entryColumns = [
    "date", "time", "meal", "food", "amount", "unit", "kcal", "protein", "carbs", "fat",
    "category_portions", "part_of", "note",
  ]

  /// The nutrients `--nutrients` adds: all but energy and the three macros, which the table
  /// always has.
  static let extraNutrients = Nutrient.allCases.filter { $0.rawValue > Nutrient.fat.rawValue }

  /// The columns `--nutrients` adds, one per nutrient of `extraNutrients`, named by its word
  /// and unit with micrograms as `ug`: `fibre_g`, `iron_mg`, `vitamin_d_ug`.
  public static let nutrientColumns = extraNutrients.map { nutrient in
    let unit = nutrient.unit == .microgram ? "ug" : nutrient.unit.rawValue
    return nutrient.word.replacing("-", with: "_") + "_" + unit
  }

  /// One row per meal entry of the days `from...to`, in date and file order. A composite
  /// with `+ ` components has the nutrition and no portions; each component has its portions
  /// and no nutrition, and names its composite in `part_of`. An entry whose nutrition cannot
  /// be resolved has empty nutrient cells. With `nutrients`, the `nutrientColumns` follow,
  /// as `larder nutrients` counts them, empty where the entry does not give the nutrient.
  static func entries(
    journal: Journal, from: CalendarDate, to: CalendarDate, nutrients: Bool = false
  ) -> ExportTable {
    let order = CategoryOrder(journal.categories)
    var rows: [[ExportValue]] = []
    for date in journal.days.keys.filter({ from <= $0 && $0 <= to }).sorted() {
      guard let day = journal.days[date] else { continue }
      for meal in day.meals {
        for group in meal.groups {
          let composite = group.isOrphan || group.components.isEmpty ? nil : group.entry
          var entryRow = row(
            group.entry, date: date, slot: meal.slot, partOf: nil,
            countsPortions: composite == nil, journal: journal, order: order)
          if nutrients {
            var tally = NutrientTally()
            let given = tally.add(group, library: journal.library)
            entryRow += extraNutrients.map { nutrient in
              given?[nutrient].map { .number($0, decimals: 3) } ?? .empty
            }
          }
          rows.append(entryRow)
          for component in group.components {
            rows.append(
              row(
                component, date: date, slot: meal.slot, partOf: composite,
                countsPortions: true, journal: journal, order: order)
                + (nutrients ? Array(repeating: .empty, count: nutrientColumns.count) : []))
          }
        }
      }
    }
    return ExportTable(columns: entryColumns + (nutrients ? nutrientColumns : []), rows: rows)
  }

  private static func row(
    _ entry: Entry, date: CalendarDate, slot: Name, partOf composite: Entry?,
    countsPortions: Bool, journal: Journal, order: CategoryOrder
  ) -> [ExportValue] {
    // The entry alone as a day: DayTotals counts it exactly as it counts toward its day.
    let alone = DayTotals(
      day: Day(date: date, meals: [MealLog(slot: slot, entries: [entry])]), journal: journal)
    let counted = alone.entryCount > 0 && alone.unresolved.isEmpty
    func nutrient(_ value: Double) -> ExportValue {
      counted ? .number(value, decimals: 1) : .empty
    }
    let (amount, unit) = amountAndUnit(of: entry, journal: journal)
    let portions = countsPortions ? order.text(of: alone.categoryAmounts) : ""
    return [
      .text(date.isoString), entry.time.map { .text($0.description) } ?? .empty,
      .text(slot.text), .text(entry.what), amount, unit,
      nutrient(alone.nutrients.kcal), nutrient(alone.nutrients.protein),
      nutrient(alone.nutrients.carbs), nutrient(alone.nutrients.fat),
      portions.isEmpty ? .empty : .text(portions),
      composite.map { .text($0.what) } ?? .empty,
      entry.comment.map { .text($0) } ?? .empty,
    ]
  }

  private static func amountAndUnit(of entry: Entry, journal: Journal)
    -> (ExportValue, ExportValue)
  {
    switch entry.kind {
    case .food(_, let quantity?), .freeText(_, let quantity?):
      return (.number(quantity.amount, decimals: 3), .text(quantity.unit.symbol))
    case .food, .freeText:
      return (.number(1, decimals: 0), .text("serving"))
    case .portions(let category, let amount):
      let symbol = journal.category(named: category)?.unit.symbol ?? "portions"
      return (.number(amount, decimals: 3), .text(symbol))
    case .activity(_, let minutes):
      return (.number(minutes, decimals: 3), .text("min"))
    }
  }
}

/// Category amounts as text in the plan's display order: `Starchy Sides 1; Dairy 0.5`.
struct CategoryOrder {
  private let names: [(key: String, text: String)]
  private let known: Set<String>

  init(_ categories: [Category]) {
    names = categories.map { ($0.name.key, $0.name.text) }
    known = Set(names.map(\.key))
  }

  /// The non-zero amounts by category key, plan categories first, unknown keys after.
  func text(of amounts: [String: Double]) -> String {
    guard !amounts.isEmpty else { return "" }
    var parts: [String] = []
    for (key, text) in names {
      if let amount = amounts[key], amount != 0 { parts.append(part(text, amount)) }
    }
    if amounts.keys.contains(where: { !known.contains($0) }) {
      for (key, amount) in amounts.sorted(by: { $0.key < $1.key })
      where !known.contains(key) && amount != 0 {
        parts.append(part(key, amount))
      }
    }
    return parts.joined(separator: "; ")
  }

  private func part(_ name: String, _ amount: Double) -> String {
    name + " " + DecimalText.string(amount, fractionDigits: 2)
  }
}
