/// How completely a day's food is logged, the `intake:` line of a day file:
///
/// ```
/// intake: fasted
/// ```
///
/// Without the line a day's completeness is inferred: a day with no entries was not logged,
/// and a day logged far below the person's usual intake was probably logged in part.
public enum DayIntake: String, Hashable, Sendable, CaseIterable {
  /// Everything eaten is logged, however little it adds up to.
  case complete
  /// Some of what was eaten is missing: the day says nothing about intake.
  case incomplete
  /// A fast on purpose: nothing (or only what is logged) was eaten.
  case fasted

  /// The marker spelled in a day file, compared without regard to case; `nil` for any other.
  public init?(text: String) {
    self.init(rawValue: Name.normalized(text))
  }
}
