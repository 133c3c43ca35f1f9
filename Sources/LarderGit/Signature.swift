public import FoundationEssentials

/// Who made a commit and when, as git records it: `Alex Doe <alex@example.com> 1732615200 +0100`.
///
/// The time is always explicit: the caller decides what "now" is, so a test can fix it.
public struct Signature: Sendable, Equatable {
  /// The author's name, as in `user.name`.
  public var name: String
  /// The author's email, as in `user.email`.
  public var email: String
  /// The moment of the signature.
  public var date: Date
  /// The time zone offset from UTC in minutes, as git shows it beside the time (`+0100` is 60).
  public var utcOffsetMinutes: Int

  /// A signature for a moment and the time zone it was made in.
  public init(name: String, email: String, date: Date, utcOffsetMinutes: Int) {
    self.name = name
    self.email = email
    self.date = date
    self.utcOffsetMinutes = utcOffsetMinutes
  }
}

/// A name and an email address without a time: whom `user.name` and `user.email` configure.
public struct Identity: Sendable, Equatable {
  /// The name, as in `user.name`.
  public var name: String
  /// The email address, as in `user.email`.
  public var email: String

  /// An identity from its parts.
  public init(name: String, email: String) {
    self.name = name
    self.email = email
  }
}
