extension Food {
  /// How many servings `quantity` is: `120 g` of a food served per `100 g` is 1.2.
  ///
  /// Masses and volumes convert into each other through `density`; without one, a measure
  /// named after a volume unit in grams (`cup = 81 g`) supplies it.
  public func servings(in quantity: Quantity) throws(QuantityConversionError) -> Double {
    let servingAmount = try baseAmount(of: serving, depth: 0)
    guard servingAmount.value > 0 else { throw .zeroServing(food: name) }
    let amount = try baseAmount(of: quantity, depth: 0)
    return try ratio(amount, to: servingAmount, unit: quantity.unit)
  }

  /// The mass of `quantity` of this food in grams: `1 cup` of a food with `cup = 81 g` is 81.
  public func grams(in quantity: Quantity) throws(QuantityConversionError) -> Double {
    let amount = try baseAmount(of: quantity, depth: 0)
    switch amount {
    case .grams(let grams):
      return grams
    case .milliliters(let milliliters):
      guard let density = effectiveDensity else {
        throw .needsDensity(food: name, unit: quantity.unit)
      }
      return milliliters * density
    case .pieces:
      throw .incompatible(food: name, unit: quantity.unit)
    }
  }

  /// The nutrition of `quantity` of this food; `nil` means one serving.
  public func nutrients(for quantity: Quantity?) throws(QuantityConversionError) -> Nutrients {
    guard let quantity else { return nutrition }
    return nutrition.scaled(by: try servings(in: quantity))
  }

  /// How many units of its category `quantity` of this food makes (`120 g` with `portion:
  /// 60 g` is 2), or `nil` when the food has no category and portion; `nil` quantity is one
  /// serving.
  public func portions(in quantity: Quantity?) throws(QuantityConversionError) -> Double? {
    guard category != nil, let portion else { return nil }
    let eaten = try servings(in: quantity ?? Quantity(1, .serving))
    let perPortion = try servings(in: portion)
    guard perPortion > 0 else { throw .noPortion(food: name) }
    return eaten / perPortion
  }

  /// Grams per millilitre: the food's density, else one derived from a measure named after a
  /// volume unit and given as a mass.
  public var effectiveDensity: Double? {
    if let density { return density }
    for measure in measures {
      guard let volume = Unit(spelling: measure.name.key)?.milliliters,
        let grams = measure.quantity.grams, volume > 0, grams > 0
      else { continue }
      return grams / volume
    }
    return nil
  }

  /// A quantity reduced to grams, millilitres or pieces.
  private enum BaseAmount {
    case grams(Double)
    case milliliters(Double)
    case pieces(Double)

    var value: Double {
      switch self {
      case .grams(let value), .milliliters(let value), .pieces(let value): value
      }
    }

    func scaled(by factor: Double) -> BaseAmount {
      switch self {
      case .grams(let value): .grams(value * factor)
      case .milliliters(let value): .milliliters(value * factor)
      case .pieces(let value): .pieces(value * factor)
      }
    }
  }

  // Measures may be defined through other measures; deeper chains than this are circular.
  private static let maximumMeasureDepth = 8

  private func baseAmount(
    of quantity: Quantity, depth: Int
  ) throws(QuantityConversionError) -> BaseAmount {
    if let grams = quantity.grams { return .grams(grams) }
    if let milliliters = quantity.milliliters { return .milliliters(milliliters) }
    guard depth < Food.maximumMeasureDepth else {
      throw .circularMeasure(food: name, measure: Name(quantity.unit.symbol))
    }
    switch quantity.unit {
    case .serving:
      return try baseAmount(of: serving, depth: depth + 1).scaled(by: quantity.amount)
    case .measure(let measureName):
      guard let measure = measure(named: measureName.key) else {
        throw .unknownMeasure(food: name, measure: measureName)
      }
      return try baseAmount(of: measure.quantity, depth: depth + 1).scaled(by: quantity.amount)
    case .piece:
      if let measure = measure(named: "piece") {
        return try baseAmount(of: measure.quantity, depth: depth + 1)
          .scaled(by: quantity.amount)
      }
      if serving.unit == .piece { return .pieces(quantity.amount) }
      throw .unknownMeasure(food: name, measure: "piece")
    case .category:
      guard let portion else { throw .noPortion(food: name) }
      return try baseAmount(of: portion, depth: depth + 1).scaled(by: quantity.amount)
    default:
      throw .incompatible(food: name, unit: quantity.unit)
    }
  }

  private func ratio(
    _ amount: BaseAmount, to reference: BaseAmount, unit: Unit
  ) throws(QuantityConversionError) -> Double {
    switch (amount, reference) {
    case (.grams(let value), .grams(let base)), (.milliliters(let value), .milliliters(let base)),
      (.pieces(let value), .pieces(let base)):
      return value / base
    case (.milliliters(let milliliters), .grams(let grams)):
      guard let density = effectiveDensity else { throw .needsDensity(food: name, unit: unit) }
      return milliliters * density / grams
    case (.grams(let grams), .milliliters(let milliliters)):
      guard let density = effectiveDensity else { throw .needsDensity(food: name, unit: unit) }
      return grams / density / milliliters
    case (.pieces, _), (_, .pieces):
      throw .incompatible(food: name, unit: unit)
    }
  }
}
