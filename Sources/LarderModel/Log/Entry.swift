/// One line of a meal slot or of `activity:` in a day file (FORMAT.md §3.3):
///
/// ```
/// - 07:40 oatmeal, dry 60 g  = 228 kcal 7.9p 40.6c 3.9f; starchy sides 1  # with cinnamon
/// - + olive oil 10 ml  = 88 kcal 0p 0c 10f; oils / fats / nuts 1
/// - 12:30 vegetables 1.5 portions
/// - 19:10 restaurant curry 1 serving = 850 kcal 30p 90c 38f
/// - 18:00 running 35 min
/// ```
public struct Entry: Hashable, Sendable {
  /// What the entry records.
  public enum Kind: Hashable, Sendable {
    /// A library food or recipe and its amount; `nil` means one serving.
    case food(Name, Quantity?)
    /// Category portions logged directly, `vegetables 1.5 portions`, in the category's unit.
    case portions(category: Name, amount: Double)
    /// Text that names nothing in the library, such as a restaurant meal; it needs a
    /// snapshot.
    case freeText(String, Quantity?)
    /// Activity minutes, `running 35 min`, counted toward the activity category.
    case activity(name: String, minutes: Double)
  }

  /// The time written before the entry; before the day cutoff it is the night after.
  public var time: ClockTime?
  /// What the entry records.
  public var kind: Kind
  /// The resolved nutrition (energy burned, for activity), authoritative when present.
  public var snapshot: Nutrients?
  /// The category amounts recorded with the snapshot (`; starchy sides 1`).
  public var portions: [CategoryPortion]?
  /// Whether the line is a `+ ` component of the composite entry above it.
  public var isComponent: Bool
  /// The end-of-line comment, without `#`.
  public var comment: String?

  /// Creates an entry.
  public init(
    time: ClockTime? = nil, kind: Kind, snapshot: Nutrients? = nil,
    portions: [CategoryPortion]? = nil, isComponent: Bool = false, comment: String? = nil
  ) {
    self.time = time
    self.kind = kind
    self.snapshot = snapshot
    self.portions = portions
    self.isComponent = isComponent
    self.comment = comment
  }

  /// The name or text the entry starts with: the food, category, free text or activity.
  public var what: String {
    switch kind {
    case .food(let name, _): name.text
    case .portions(let category, _): category.text
    case .freeText(let text, _): text
    case .activity(let name, _): name
    }
  }
}
