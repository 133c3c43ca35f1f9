import LarderWorkspace

/// `larder day --json`: everything the text shows, as data. Amounts are unrounded apart from
/// binary noise (three decimals); percentages are whole numbers as shown.
enum DayJSON {
  struct Output: JSONReport {
    static let schemaVersion = 1
    var date: String
    var weekday: String
    var isToday: Bool
    var dayCutoff: String
    var minutesUntilReset: Int?
    var goal: GoalJSON?
    var calories: Calories
    var macros: [Macro]
    var activity: Activity
    var categories: [CategoryRow]
    var onTarget: OnTarget
    var score: ScoreJSON.Summary?
    var entryCount: Int
    var entries: [EntryRow]
    var meals: [Meal]
    var notes: String?
    var unresolved: Int
    var unreadable: [Unreadable]
    var filesWithErrors: [FileErrors]
    /// Left out when there is nothing to say, as for a person without targets.
    var nutrientAlerts: [NutrientAlertJSON]?
  }

  struct NutrientAlertJSON: Encodable {
    var nutrient: String
    var alert: String
    var amount: Double
    var limit: Double
    var unit: String
  }

  struct GoalJSON: Encodable {
    var since: String
    var kcal: Double?
    var protein: Double?
    var carbs: Double?
    var fat: Double?
    var type: String?
  }

  struct Calories: Encodable {
    var consumed: Double
    var goal: Double?
    var percent: Int?
    var remaining: Double?
    var over: Double?
    /// `met`, `close`, `over`, `under`, `no goal`, `no entries`.
    var status: String
    var celebrate: Bool
  }

  struct Macro: Encodable {
    var name: String
    var grams: Double
    var goal: Double?
    var percent: Int?
    var over: Double?
    var energySharePercent: Int
  }

  struct Activity: Encodable {
    var minutes: Double
    var burnedKcal: Double
  }

  struct CategoryRow: Encodable {
    var name: String
    var unit: String
    var target: String
    var amount: Double
    /// `met`, `missing` or `over`.
    var status: String
    var missing: Double?
    var over: Double?
  }

  struct OnTarget: Encodable {
    var count: Int
    var of: Int
  }

  struct EntryRow: Encodable {
    var ref: String
    var time: String?
    var meal: String
    var food: String
    var amount: String?
    var kcal: Double?
    var protein: Double?
    var carbs: Double?
    var fat: Double?
    var countsTowardTotals: Bool
    var isActivity: Bool
    var componentOf: String?
    var portions: [Portion]
    var comment: String?
  }

  struct Portion: Encodable {
    var category: String
    var amount: Double
  }

  struct Meal: Encodable {
    var name: String
    var kcal: Double?
    var protein: Double?
    var carbs: Double?
    var fat: Double?
    var refs: [String]
  }

  /// A line that could not be read, as written.
  struct Unreadable: Encodable {
    var ref: String
    var meal: String
    var text: String
  }

  struct FileErrors: Encodable {
    var path: String
    var errors: Int
  }

  /// The whole day, or one category's entries when `category` is given.
  static func render(_ overview: DayOverview, category: CategoryAdherence? = nil) -> String {
    let report = overview.report
    let progress = report.calories
    var over: Double?
    var remaining: Double?
    switch progress.status {
    case .over(let excess): over = clean(excess)
    case .remaining(let left): remaining = clean(left)
    case .noGoal: break
    }
    let goal = report.goal.map { goal in
      GoalJSON(
        since: overview.goalSince?.isoString ?? "", kcal: goal.kcal, protein: goal.protein,
        carbs: goal.carbs, fat: goal.fat, type: goal.kind?.rawValue)
    }
    let rows = (category.map { [$0] } ?? report.enabledCategories).map(categoryRow)
    let lines =
      category.map { overview.lines(in: $0.category.name) } ?? Array(overview.mostRecentFirst)
    let output = Output(
      date: overview.date.isoString, weekday: overview.date.weekday.name,
      isToday: overview.isToday, dayCutoff: overview.boundary.cutoff.description,
      minutesUntilReset: overview.minutesUntilReset, goal: goal,
      calories: Calories(
        consumed: clean(progress.consumed), goal: progress.goal,
        percent: progress.percent, remaining: remaining, over: over,
        status: overview.goalStatus.word, celebrate: overview.goalStatus == .met),
      macros: report.macros.map { macro in
        Macro(
          name: macro.macro.rawValue, grams: clean(macro.grams), goal: macro.goal,
          percent: macro.fraction.map(Display.percentValue), over: macro.excess.map(clean),
          energySharePercent: Display.percentValue(macro.energyShare))
      },
      activity: Activity(
        minutes: clean(report.totals.activityMinutes), burnedKcal: clean(report.totals.burnedKcal)),
      categories: rows,
      onTarget: OnTarget(count: report.onTargetCount, of: report.enabledCategories.count),
      score: overview.score.map(ScoreJSON.summary), entryCount: report.totals.entryCount,
      entries: lines.map(entryRow),
      meals: overview.byMeal.map { group in
        Meal(
          name: group.name, kcal: group.subtotal.map { clean($0.kcal) },
          protein: group.subtotal.map { clean($0.protein) },
          carbs: group.subtotal.map { clean($0.carbs) }, fat: group.subtotal.map { clean($0.fat) },
          refs: group.lines.map(\.reference.text))
      },
      notes: overview.notes, unresolved: report.totals.unresolved.count,
      unreadable: overview.unreadable.map {
        Unreadable(ref: $0.reference.text, meal: $0.key.name, text: $0.scalar.value)
      },
      filesWithErrors: overview.filesWithErrors.map {
        FileErrors(path: $0.path, errors: $0.errors)
      },
      nutrientAlerts: overview.nutrientAlerts.isEmpty
        ? nil
        : overview.nutrientAlerts.map { alert in
          let name: String
          switch alert.kind {
          case .aboveUpper(let kind): name = "above " + kind.rawValue
          case .farBelow: name = "far below target"
          }
          return NutrientAlertJSON(
            nutrient: alert.nutrient.word, alert: name, amount: clean(alert.amount),
            limit: alert.limit, unit: alert.nutrient.unit.rawValue)
        }
    )
    return JSONOutput.encode(output)
  }

  private static func categoryRow(_ row: CategoryAdherence) -> CategoryRow {
    var result = CategoryRow(
      name: row.category.name.text, unit: row.category.unit.symbol,
      target: row.category.target.description, amount: clean(row.amount), status: "met")
    switch row.evaluation {
    case .met: break
    case .missing(let amount):
      result.status = "missing"
      result.missing = clean(amount)
    case .over(let amount):
      result.status = "over"
      result.over = clean(amount)
    }
    return result
  }

  private static func entryRow(_ line: DayOverview.Line) -> EntryRow {
    let logged = line.logged
    let meal: String =
      switch logged.place {
      case .meal(let slot): slot.text
      case .activity: "Activity"
      }
    return EntryRow(
      ref: line.reference.text, time: logged.entry.time?.description, meal: meal, food: line.what,
      amount: line.amount, kcal: logged.nutrients.map { clean($0.kcal) },
      protein: logged.nutrients.map { clean($0.protein) },
      carbs: logged.nutrients.map { clean($0.carbs) }, fat: logged.nutrients.map { clean($0.fat) },
      countsTowardTotals: logged.countsTowardTotals, isActivity: logged.isActivity,
      componentOf: logged.composite?.what,
      portions: logged.portions.map {
        Portion(category: $0.category.text, amount: clean($0.amount))
      },
      comment: logged.entry.comment)
  }

  /// A sum without binary noise: 0.30000000000000004 → 0.3.
  static func clean(_ value: Double) -> Double {
    DecimalText.rounded(value, fractionDigits: 3)
  }
}
