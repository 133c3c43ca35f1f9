/// The entries of one meal slot in a day file, in file order:
///
/// ```
/// breakfast:
///   - 07:40 oatmeal, dry 60 g  = 228 kcal 7.9p 40.6c 3.9f; starchy sides 1
/// ```
public struct MealLog: Hashable, Sendable {
  /// The slot's name as written in the file.
  public var slot: Name
  /// The entries in file order, components included.
  public var entries: [Entry]

  /// Creates a meal.
  public init(slot: Name, entries: [Entry]) {
    self.slot = slot
    self.entries = entries
  }

  /// The entries grouped with their components: each `+ ` line belongs to the nearest
  /// non-component entry above it.
  public var groups: [EntryGroup] {
    var groups: [EntryGroup] = []
    forEachGroup { groups.append($0) }
    return groups
  }

  /// Hands the groups of `groups` to `body` one at a time, in file order, for a caller that
  /// needs one group at a time: a slot of a million lines made an array of them 200 MB long.
  public func forEachGroup(_ body: (EntryGroup) -> Void) {
    var grouper = EntryGrouper()
    for entry in entries {
      if let group = grouper.add(entry) { body(group) }
    }
    if let group = grouper.finish() { body(group) }
  }
}
