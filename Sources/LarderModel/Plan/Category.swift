/// A food-group category with its daily target (`categories.yaml`):
///
/// ```
/// Vegetables:
///   unit: portions
///   target: at least 3
/// Sports:
///   unit: min
///   target: at least 30
///   activity: yes
/// ```
public struct Category: Hashable, Sendable {
  /// The category's name, `Vegetables`.
  public var name: Name
  /// The unit of its amounts.
  public var unit: CategoryUnit
  /// Whether the category is judged; disabled categories are kept but not evaluated.
  public var isEnabled: Bool
  /// The daily target.
  public var target: TargetRule
  /// Whether activity minutes count here (at most one category).
  public var isActivity: Bool
  /// How the category is scored; missing keys of the file take the built-in default.
  public var scoreProfile: ScoreProfile

  /// Creates a category; the score profile defaults to the built-in one for its name.
  public init(
    name: Name, unit: CategoryUnit = .portions, isEnabled: Bool = true, target: TargetRule,
    isActivity: Bool = false, scoreProfile: ScoreProfile? = nil
  ) {
    self.name = name
    self.unit = unit
    self.isEnabled = isEnabled
    self.target = target
    self.isActivity = isActivity
    self.scoreProfile = scoreProfile ?? .defaultProfile(for: name, target: target)
  }

  /// The nine categories that apply without `categories.yaml` (seed 001 §5), in display order.
  public static let defaults: [Category] = [
    Category(name: "Unsweetened Drinks", unit: .liters, target: .range(1, 2)),
    Category(name: "Vegetables", target: .atLeast(3)),
    Category(name: "Fruit", target: .atLeast(2)),
    Category(name: "Starchy Sides", target: .exactly(3)),
    Category(name: "Protein Sources", target: .exactly(1)),
    Category(name: "Dairy", target: .exactly(3)),
    Category(name: "Oils / Fats / Nuts", target: .range(2, 3)),
    Category(name: "Treats", target: .atMost(1)),
    Category(name: "Sports", unit: .minutes, target: .atLeast(30), isActivity: true),
  ]
}
