import LarderWorkspace

/// `larder goals suggest --json`: the suggested goal, each number it came from, and the
/// estimate's working as `larder energy --json` gives it.
enum GoalSuggestionJSON {
  struct Output: JSONReport {
    static let schemaVersion = 1
    var today: String
    var suggestion: Suggestion?
    var current: String?
    var energy: EnergyJSON.Week?
  }

  struct Suggestion: Encodable {
    var kcal: Double
    var exactKcal: Double
    var type: String
    var pace: String
    var expenditureKcal: Double
    var currentKg: Double
    var targetKg: Double?
    var targetDate: String?
    var daysRemaining: Int?
    var requiredWeeklyChangeKg: Double?
    var safeWeeklyChangeKg: Double
    var weeklyChangeKg: Double
    var dailyBalanceKcal: Double
    var atFloor: Bool
  }

  static func render(_ proposal: GoalSuggestion) -> String {
    func kcal(_ value: Double) -> Double { DecimalText.rounded(value, fractionDigits: 0) }
    func kilograms(_ value: Double) -> Double { DecimalText.rounded(value, fractionDigits: 3) }
    let suggestion = proposal.suggestion.map { suggestion in
      Suggestion(
        kcal: suggestion.kcal, exactKcal: kcal(suggestion.exactKcal),
        type: suggestion.kind.rawValue, pace: pace(suggestion.pace),
        expenditureKcal: kcal(suggestion.expenditure),
        currentKg: kilograms(suggestion.currentKilograms),
        targetKg: suggestion.targetKilograms, targetDate: suggestion.targetDate?.isoString,
        daysRemaining: suggestion.daysRemaining,
        requiredWeeklyChangeKg: suggestion.requiredWeeklyChange.map(kilograms),
        safeWeeklyChangeKg: kilograms(suggestion.safeWeeklyChange),
        weeklyChangeKg: kilograms(suggestion.weeklyChange),
        dailyBalanceKcal: kcal(suggestion.dailyBalance), atFloor: suggestion.isAtFloor)
    }
    return JSONOutput.encode(
      Output(
        today: proposal.energy.today.isoString, suggestion: suggestion,
        current: proposal.current.map { "\($0)" },
        energy: proposal.energy.history.weeks.last.map {
          EnergyJSON.week($0, overview: proposal.energy)
        }))
  }

  static func pace(_ pace: CalorieGoalSuggestion.Pace) -> String {
    switch pace {
    case .noTarget: "no-target"
    case .atTarget: "at-target"
    case .onSchedule: "on-schedule"
    case .heldToSafeRate: "held-to-safe-rate"
    case .noDate: "no-date"
    }
  }
}
