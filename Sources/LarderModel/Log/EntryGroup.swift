/// An entry with the `+ ` components that follow it in its slot: a composite eaten and its
/// parts, or a plain entry with no components.
///
/// ```
/// - 12:30 chicken salad 1 serving  = 412 kcal 38p 12c 23f
/// - + chicken breast, grilled 120 g  = 198 kcal 36p 0c 4.3f; protein sources 1
/// ```
public struct EntryGroup: Hashable, Sendable {
  /// The composite or plain entry; a component itself when it has no entry above it
  /// (`orphan-component`).
  public var entry: Entry
  /// The components that belong to `entry`, in file order.
  public var components: [Entry]

  /// Creates a group.
  public init(entry: Entry, components: [Entry] = []) {
    self.entry = entry
    self.components = components
  }

  /// Whether `entry` is a component without a composite above it.
  public var isOrphan: Bool { entry.isComponent }
}
