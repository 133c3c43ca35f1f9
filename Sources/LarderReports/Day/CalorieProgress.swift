import LarderModel

/// Energy eaten against the calorie goal (seed 000 user story 2): `1,200 of 2,000 kcal, 60 %,
/// 800 kcal remaining`; `2,100 of 2,000 kcal, 105 %, 100 kcal over goal`; or totals only when
/// there is no goal.
public struct CalorieProgress: Hashable, Sendable {
  /// Where the day stands.
  public enum Status: Hashable, Sendable {
    /// No calorie goal is in force: show the total and a hint to set one.
    case noGoal
    /// At or below the goal, with this many kcal left (0 at exactly the goal).
    case remaining(Double)
    /// Above the goal by this many kcal: show it in a warning colour.
    case over(Double)
  }

  /// Energy eaten in kcal.
  public var consumed: Double
  /// The calorie goal in force, if any.
  public var goal: Double?

  /// Creates progress toward a goal.
  public init(consumed: Double, goal: Double?) {
    self.consumed = consumed
    self.goal = goal
  }

  /// Consumed divided by goal (1.05 is 105 %); `nil` without a positive goal.
  public var fraction: Double? {
    guard let goal, goal > 0 else { return nil }
    return consumed / goal
  }

  /// Consumed as the whole percent of the goal every view shows (`GoalStatus.percent`);
  /// `nil` without a positive goal.
  public var percent: Int? {
    GoalStatus.percent(kcal: consumed, goal: goal)
  }

  /// The status: remaining, over or no goal.
  public var status: Status {
    guard let goal, goal > 0 else { return .noGoal }
    return consumed > goal ? .over(consumed - goal) : .remaining(goal - consumed)
  }
}
