/// A named remote of a repository, as `git remote -v` lists it.
public struct Remote: Sendable, Hashable {
  /// The remote's name, such as `backup`.
  public let name: String
  /// Where it points: a path, `file://`, `ssh://` or `https://` URL, or `user@host:path`.
  public let url: String

  /// Creates a remote description.
  public init(name: String, url: String) {
    self.name = name
    self.url = url
  }
}
