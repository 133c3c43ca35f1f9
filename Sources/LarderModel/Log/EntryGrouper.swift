/// Groups the entries of one meal slot as they come, in file order, as `MealLog.groups` groups
/// them: each `+ ` line belongs to the nearest non-component entry above it, and a `+ ` line
/// with none above it stands alone (`EntryGroup.isOrphan`).
///
/// For a reader that hands entries over one at a time and never holds the slot's whole list.
public struct EntryGrouper: Sendable {
  private var group: EntryGroup?

  /// A grouper for a new slot.
  public init() {}

  /// Whether `entry` would join the group being gathered rather than start a new one.
  public func joins(_ entry: Entry) -> Bool {
    Self.joins(entry, headIsComponent: group.map(\.isOrphan))
  }

  /// Whether `entry` joins the group being gathered, told by whether the entry heading that
  /// group is a component, `nil` when none is being gathered: a component joins a group
  /// headed by a composite.
  public static func joins(_ entry: Entry, headIsComponent: Bool?) -> Bool {
    entry.isComponent && headIsComponent == false
  }

  /// Takes the next entry of the slot; returns the group it completes, if it starts a new one.
  public mutating func add(_ entry: Entry) -> EntryGroup? {
    if joins(entry) {
      group?.components.append(entry)
      return nil
    }
    let completed = group
    group = EntryGroup(entry: entry)
    return completed
  }

  /// Ends the slot; returns its last group, if it has one.
  public mutating func finish() -> EntryGroup? {
    defer { group = nil }
    return group
  }
}
