/// A meeting with the care team, an item of `care.yaml`:
///
/// ```
/// - date: 2026-10-02
///   with: doctor
///   notes: Blood pressure fine; keep going.
/// ```
public struct CareMeeting: Hashable, Sendable {
  /// Who the meeting was with.
  public enum Provider: String, Hashable, Sendable, CaseIterable {
    /// The doctor.
    case doctor
    /// The nutritionist.
    case nutritionist
  }

  /// The day of the meeting.
  public var date: CalendarDate
  /// Who it was with.
  public var provider: Provider
  /// What was said.
  public var notes: String?

  /// Creates a meeting.
  public init(date: CalendarDate, provider: Provider, notes: String? = nil) {
    self.date = date
    self.provider = provider
    self.notes = notes
  }
}
