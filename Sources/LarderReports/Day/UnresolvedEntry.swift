public import LarderModel

/// An entry whose nutrition or category amounts could not be worked out, left out of the
/// totals: an unknown food without a snapshot, or a quantity the food cannot convert.
public struct UnresolvedEntry: Hashable, Sendable {
  /// The entry as logged.
  public var entry: Entry
  /// Why it could not be resolved.
  public var error: LibraryError

  /// Creates an unresolved entry.
  public init(entry: Entry, error: LibraryError) {
    self.entry = entry
    self.error = error
  }
}
