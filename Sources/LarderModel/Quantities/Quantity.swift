/// An amount with its unit, as in an entry or a food's serving: `60 g`, `1.5 cup`, `2 slice`.
public struct Quantity: Hashable, Sendable {
  /// The amount, never negative in a valid journal.
  public var amount: Double
  /// The unit of the amount.
  public var unit: Unit

  /// Creates a quantity.
  public init(_ amount: Double, _ unit: Unit) {
    self.amount = amount
    self.unit = unit
  }

  /// This quantity with its amount multiplied by `factor`.
  public func scaled(by factor: Double) -> Quantity {
    Quantity(amount * factor, unit)
  }

  /// The amount in grams, for a mass quantity.
  public var grams: Double? { unit.grams.map { $0 * amount } }

  /// The amount in millilitres, for a volume quantity.
  public var milliliters: Double? { unit.milliliters.map { $0 * amount } }
}

extension Quantity: CustomStringConvertible {
  /// The spelling `amount unit`, `60 g`, with at most three decimals.
  public var description: String {
    DecimalText.string(amount, fractionDigits: 3) + " " + unit.symbol
  }
}
