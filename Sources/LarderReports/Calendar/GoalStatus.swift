/// How a day's energy stands against its calorie goal on the calendar (seed 002), each with a
/// symbol and a word so colour is never the only signal.
///
/// With `r = kcal / goal`: met for 95 % ≤ r ≤ 105 %; close for 90 % ≤ r < 95 % or
/// 105 % < r ≤ 110 %; over above 110 %; under below 90 %. The boundaries 95 % and 105 % are
/// met, 90 % and 110 % are close: a boundary belongs to the better status. The comparison is
/// exact for whole kcal (`|kcal − goal| × 20 ≤ goal`), with no floating-point drift.
public enum GoalStatus: String, Hashable, Sendable, CaseIterable {
  /// Within 5 % of the goal.
  case met
  /// 5 to 10 % away from the goal.
  case close
  /// More than 10 % above the goal.
  case over
  /// More than 10 % below the goal.
  case under
  /// Entries but no calorie goal in force: neutral.
  case noGoal
  /// No entries: blank.
  case noEntries

  /// The status of a day with `kcal` eaten against `goal` kcal.
  public init(kcal: Double, goal: Double?, hasEntries: Bool) {
    guard hasEntries else {
      self = .noEntries
      return
    }
    guard let goal, goal > 0 else {
      self = .noGoal
      return
    }
    let distance = abs(kcal - goal)
    // A billionth of the goal absorbs rounding of fractional kcal sums.
    let slack = goal * 1e-9
    if distance * 20 <= goal + slack {
      self = .met
    } else if distance * 10 <= goal + slack {
      self = .close
    } else {
      self = kcal > goal ? .over : .under
    }
  }

  /// `kcal` as a whole percent of `goal`, as every view shows it: rounded half away from
  /// zero, except where that would cross a status threshold, so that the number never
  /// contradicts the status beside it — 1,799 of 2,000 kcal is under, so it is 89 %, not
  /// 90 %. `nil` without a positive goal.
  public static func percent(kcal: Double, goal: Double?) -> Int? {
    guard let goal, goal > 0 else { return nil }
    let shown = Display.percentValue(kcal / goal)
    switch GoalStatus(kcal: kcal, goal: goal, hasEntries: true) {
    case .under: return min(shown, 89)
    case .close where kcal < goal: return min(shown, 94)
    case .close: return max(shown, 106)
    case .over: return max(shown, 111)
    default: return shown
    }
  }

  /// A one-character symbol for the calendar grid.
  public var symbol: String {
    switch self {
    case .met: "✓"
    case .close: "~"
    case .over: "▲"
    case .under: "▼"
    case .noGoal: "•"
    case .noEntries: " "
    }
  }

  /// A word for the status, for legends and screen readers.
  public var word: String {
    switch self {
    case .met: "met"
    case .close: "close"
    case .over: "over"
    case .under: "under"
    case .noGoal: "no goal"
    case .noEntries: "no entries"
    }
  }
}
