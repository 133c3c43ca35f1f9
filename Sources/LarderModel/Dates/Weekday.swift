/// A day of the week; raw values count from Sunday (0) to Saturday (6).
public enum Weekday: Int, Hashable, Sendable, CaseIterable {
  case sunday, monday, tuesday, wednesday, thursday, friday, saturday

  /// The English name in lower case, `monday`, as written in settings and date expressions.
  public var name: String {
    switch self {
    case .sunday: "sunday"
    case .monday: "monday"
    case .tuesday: "tuesday"
    case .wednesday: "wednesday"
    case .thursday: "thursday"
    case .friday: "friday"
    case .saturday: "saturday"
    }
  }

  /// The three-letter abbreviation in lower case, `mon`.
  public var abbreviation: String { String(name.prefix(3)) }

  /// Finds a weekday by its name or abbreviation in any case (`Monday`, `mon`, `tues`), or `nil`.
  public init?(spelling: some StringProtocol) {
    let key = spelling.lowercased()
    guard key.count >= 3,
      let match = Weekday.allCases.first(where: { $0.name.hasPrefix(key) })
    else { return nil }
    self = match
  }

  /// The number of days from `self` forward to `other`, 0 to 6.
  public func days(forwardTo other: Weekday) -> Int {
    (other.rawValue - rawValue + 7) % 7
  }
}
