import Foundation

/// A failure of a use case that is about the environment rather than the journal's content:
/// a missing journal, an unreadable file, a lock held by another process.
public enum WorkspaceError: Error, Equatable, Sendable {
  /// No directory holding `larder.yaml` was found.
  case journalNotFound(searchedFrom: String)
  /// A directory named explicitly is not a journal.
  case notAJournal(path: String, source: String)
  /// A file could not be read or written.
  case io(path: String, reason: String)
  /// A file changed on disk between the moment it was read and the moment it was to be written.
  case changedSinceRead(path: String)
  /// Another process holds the journal lock and did not release it in time.
  case locked(holder: String)
  /// A path given on the command line is outside the journal or not a journal file.
  case notInJournal(path: String)
  /// A date on the command line that is no date.
  case badDate(String)

  /// A one-line message for the person at the terminal.
  public var message: String {
    switch self {
    case .journalNotFound(let start):
      "no journal found in \"\(start)\" or any directory above it"
    case .notAJournal(let path, let source):
      "\"\(path)\" (from \(source)) is not a journal: it has no larder.yaml"
    case .io(let path, let reason):
      "cannot access \"\(path)\": \(reason)"
    case .changedSinceRead(let path):
      "\"\(path)\" changed on disk while larder was working; nothing was written"
    case .locked(let holder):
      "the journal is locked by \(holder)"
    case .notInJournal(let path):
      "\"\(path)\" is not a file of this journal"
    case .badDate(let text):
      "\"\(text)\" is not a date"
    }
  }

  /// One sentence on what to do about it.
  public var hint: String? {
    switch self {
    case .journalNotFound:
      "Run `larder init DIR` to create one, pass `-j DIR`, or set LARDER_JOURNAL."
    case .notAJournal:
      "Point at the directory that holds larder.yaml, or run `larder init` there."
    case .io:
      nil
    case .changedSinceRead:
      "Run the command again; your edit on disk is kept as it is."
    case .locked:
      "Wait for that command to finish, then run yours again."
    case .notInJournal:
      "Name files under the journal directory, such as log/2026/11/2026-11-21.yaml."
    case .badDate:
      "Write 2026-11-21, today, yesterday, -3, monday or last monday."
    }
  }
}
