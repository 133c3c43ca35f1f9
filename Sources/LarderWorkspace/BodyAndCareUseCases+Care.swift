import FoundationEssentials
public import LarderJournal
public import LarderModel

/// What `larder care list` shows: the meetings, oldest first, and the care team's names from
/// the profile.
public struct CareOverview: Sendable {
  /// The meetings in date order.
  public var meetings: [CareMeeting]
  /// The doctor's name, from the profile.
  public var doctor: String?
  /// The nutritionist's name, from the profile.
  public var nutritionist: String?
}

extension BodyAndCareUseCases {
  /// Reads `care.yaml` and the profile's care team.
  public func care(today: CalendarDate) throws(WorkspaceError) -> CareOverview {
    let paths = ["larder.yaml"] + (exists("care.yaml") ? ["care.yaml"] : [])
    let journal = JournalReader(today: today).read(try workspace.sources(paths: paths)).journal
    return CareOverview(
      meetings: journal.meetings.enumerated()
        .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element),
      doctor: journal.settings.profile.doctor,
      nutritionist: journal.settings.profile.nutritionist)
  }

  /// `larder care add`: records a meeting in `care.yaml`, one commit. A meeting may not lie
  /// in the future, and its notes must not be empty.
  public func addMeeting(_ meeting: CareMeeting, today: CalendarDate, noCommit: Bool)
    throws(JournalEditError) -> WriteOutcome
  {
    guard meeting.date <= today else {
      throw JournalEditError(
        "\(meeting.date.isoString) is in the future",
        hint: "Write the meeting down after it took place.")
    }
    if let notes = meeting.notes, notes.isEmpty || notes.contains(where: \.isNewline) {
      throw JournalEditError(
        "the notes must be text on one line", hint: "Write them as one sentence or several.")
    }
    let message =
      "care add \(meeting.date.isoString) with \(meeting.provider.rawValue)"
      + (meeting.notes.map { ": \($0)" } ?? "")
    return try writing(message: message, noCommit: noCommit) { session throws(JournalEditError) in
      let bytes = try Self.logged { () throws(WorkspaceError) in
        try session.read("care.yaml").bytes
      }
      let edited = try CareFileEditor.adding(meeting, in: bytes ?? [])
      try Self.logged { () throws(WorkspaceError) in
        try session.replace("care.yaml", with: edited)
      }
    }
  }

  /// Whether a file exists at `path`, relative to the journal root.
  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: workspace.location.url(for: path).path)
  }
}
