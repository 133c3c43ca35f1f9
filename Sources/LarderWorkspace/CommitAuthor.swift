import LarderGit
import LarderModel

/// Who the commits larder makes are by, written as in `larder.yaml`:
///
/// ```yaml
/// author: Alex Doe <alex@example.com>
/// ```
///
/// Chosen, in order, from the journal's `author` setting, git's `user.name` and `user.email`,
/// and Larder's own identity (a machine without a git identity, such as CI, still commits).
public struct CommitAuthor: Hashable, Sendable, CustomStringConvertible {
  /// The author's name.
  public let name: String
  /// The author's email address.
  public let email: String

  /// The identity used when neither the journal nor git names one.
  public static let larder = CommitAuthor(name: "Larder", email: "larder@localhost")

  /// Creates an author from its parts.
  public init(name: String, email: String) {
    self.name = name
    self.email = email
  }

  /// Reads `Name <email>`; nil when the text is not of that form or a part is empty.
  public init?(parsing text: String) {
    let trimmed = text.trimmingSpaces
    guard trimmed.hasSuffix(">"), let open = trimmed.lastIndex(of: "<") else { return nil }
    let name = String(trimmed[..<open]).trimmingSpaces
    let email = String(
      trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
    )
    .trimmingSpaces
    guard !name.isEmpty, !email.isEmpty, !email.contains("<"), !name.contains(">") else {
      return nil
    }
    self.init(name: name, email: email)
  }

  /// `Name <email>`, as git shows it.
  public var description: String { "\(name) <\(email)>" }

  /// The author for a repository: the journal's setting, else git's configured identity,
  /// else `.larder`.
  static func resolve(setting: String?, repository: Repository) -> CommitAuthor {
    if let setting, let author = CommitAuthor(parsing: setting) { return author }
    if let configured = try? repository.configuredIdentity(),
      !configured.name.isEmpty, !configured.email.isEmpty
    {
      return CommitAuthor(name: configured.name, email: configured.email)
    }
    return .larder
  }
}
