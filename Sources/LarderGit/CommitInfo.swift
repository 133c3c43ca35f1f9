public import FoundationEssentials

/// What `git log` shows about one commit.
public struct CommitInfo: Sendable, Hashable {
  /// The commit's full id.
  public let id: CommitID
  /// The shortest unique abbreviation of the id, at least 7 digits, as `git log --oneline`.
  public let shortID: String
  /// The first paragraph of the message, joined onto one line.
  public let summary: String
  /// The whole message, as stored.
  public let message: String
  /// The author's name.
  public let authorName: String
  /// The author's email.
  public let authorEmail: String
  /// When the author made the change.
  public let date: Date
  /// The author's offset from UTC in minutes when the change was made.
  public let utcOffsetMinutes: Int
  /// The parents' ids, the first parent first; empty for a root commit.
  public let parents: [CommitID]
}
