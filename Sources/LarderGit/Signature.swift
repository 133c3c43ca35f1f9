public import FoundationEssentials

/// Who made a commit, and optionally when (otherwise the current time and time zone).
public struct Signature: Sendable, Equatable {
  /// The author's name, as in `user.name`.
  public var name: String
  /// The author's email, as in `user.email`.
  public var email: String
  /// A fixed time for the commit, or `nil` for the moment the commit is made.
  public var date: Date?
  /// The time zone offset from UTC in minutes, used with `date`.
  public var utcOffsetMinutes: Int

  /// A signature stamped with the time of each commit.
  public init(name: String, email: String) {
    self.init(name: name, email: email, date: nil, utcOffsetMinutes: 0)
  }

  /// A signature with a fixed time, as tests and imports need.
  public init(name: String, email: String, date: Date?, utcOffsetMinutes: Int) {
    self.name = name
    self.email = email
    self.date = date
    self.utcOffsetMinutes = utcOffsetMinutes
  }
}
