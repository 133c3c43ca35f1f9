/// A unit of category amounts (`units.yaml`):
///
/// ```
/// Liters:
///   symbol: L
///   decimals: yes
/// ```
public struct CategoryUnit: Hashable, Sendable {
  /// The unit's name, `Liters`.
  public var name: Name
  /// The symbol written after amounts, `L`.
  public var symbol: String
  /// Whether amounts may have decimals (`min` may not).
  public var allowsDecimals: Bool
  /// Whether the unit is offered for new categories.
  public var isEnabled: Bool

  /// Creates a unit.
  public init(name: Name, symbol: String, allowsDecimals: Bool = true, isEnabled: Bool = true) {
    self.name = name
    self.symbol = symbol
    self.allowsDecimals = allowsDecimals
    self.isEnabled = isEnabled
  }

  /// Litres, `L`.
  public static let liters = CategoryUnit(name: "Liters", symbol: "L")
  /// Portions, `portions`.
  public static let portions = CategoryUnit(name: "Portions", symbol: "portions")
  /// Minutes, `min`, whole numbers only.
  public static let minutes = CategoryUnit(name: "Minutes", symbol: "min", allowsDecimals: false)

  /// The units that apply without `units.yaml`: Liters, Portions, Minutes.
  public static let defaults: [CategoryUnit] = [.liters, .portions, .minutes]

  /// Whether a word names this unit: its name or symbol, singular or plural, in any case
  /// (`portion`, `Portions`, `l`, `liters`, `minutes`).
  public func matches(_ spelling: some StringProtocol) -> Bool {
    let symbolKey = Name.normalized(symbol)
    return Unit.singularCandidates(of: Name.normalized(spelling)).contains { word in
      word == symbolKey || word == name.key
        || Unit.singularCandidates(of: symbolKey).contains(word)
        || Unit.singularCandidates(of: name.key).contains(word)
    }
  }
}
