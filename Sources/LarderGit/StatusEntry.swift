/// One path that differs between HEAD, the index and the work tree, as in `git status`.
public struct StatusEntry: Sendable, Hashable {
  /// Kinds of change on one side of the index.
  public struct Changes: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    public init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// The path is new (untracked, for the work tree).
    public static let new = Changes(rawValue: 1 << 0)
    /// The contents changed.
    public static let modified = Changes(rawValue: 1 << 1)
    /// The path was deleted.
    public static let deleted = Changes(rawValue: 1 << 2)
    /// The path was renamed from `oldPath`.
    public static let renamed = Changes(rawValue: 1 << 3)
    /// The path changed kind, for example from a file to a symbolic link.
    public static let typeChange = Changes(rawValue: 1 << 4)
  }

  /// The path relative to the work tree (the new path of a rename).
  public let path: String
  /// The path before a rename, or `nil`.
  public let oldPath: String?
  /// Changes between HEAD and the index: staged, not yet committed.
  public let staged: Changes
  /// Changes between the index and the work tree: not staged.
  public let unstaged: Changes
  /// Whether the index holds an unresolved merge conflict for the path.
  public let isConflicted: Bool

  /// Creates an entry; `git status --porcelain` prints the same facts as two letters.
  public init(
    path: String, oldPath: String? = nil, staged: Changes = [], unstaged: Changes = [],
    isConflicted: Bool = false
  ) {
    self.path = path
    self.oldPath = oldPath
    self.staged = staged
    self.unstaged = unstaged
    self.isConflicted = isConflicted
  }
}
