/// Why a quantity of a food cannot be converted, and which line to add to the food to fix it.
public enum QuantityConversionError: Error, Hashable, Sendable {
  /// A volume and a mass meet without a density: `200 ml` of a food measured in grams.
  case needsDensity(food: Name, unit: Unit)
  /// The food has no measure by this name: `2 slices` without `slice = 30 g`, or `1 piece`.
  case unknownMeasure(food: Name, measure: Name)
  /// A category unit was used for a food that has no `portion`.
  case noPortion(food: Name)
  /// A count (piece, serving in pieces) cannot be related to a mass or volume.
  case incompatible(food: Name, unit: Unit)
  /// The food's serving is zero, so nothing can be scaled by it.
  case zeroServing(food: Name)
  /// A measure is defined through itself, directly or through other measures.
  case circularMeasure(food: Name, measure: Name)

  /// A lowercase one-line description naming the food in quotes.
  public var message: String {
    switch self {
    case .needsDensity(let food, let unit):
      "cannot convert \(unit.symbol) of \"\(food)\" to grams without a density"
    case .unknownMeasure(let food, let measure):
      "\"\(food)\" has no measure \"\(measure)\""
    case .noPortion(let food):
      "\"\(food)\" has no category portion"
    case .incompatible(let food, let unit):
      "cannot relate \(unit.symbol) of \"\(food)\" to its serving"
    case .zeroServing(let food):
      "\"\(food)\" has a serving of zero"
    case .circularMeasure(let food, let measure):
      "measure \"\(measure)\" of \"\(food)\" is defined through itself"
    }
  }

  /// One sentence saying what to add to the food's library entry.
  public var hint: String {
    switch self {
    case .needsDensity(let food, _):
      "add `density: N g/ml` to \"\(food)\" (grams per millilitre, e.g. `density: 0.4 g/ml`)."
    case .unknownMeasure(let food, let measure):
      "add `measures: \(measure) = N g` to \"\(food)\"."
    case .noPortion(let food):
      "add `category:` and `portion: N g` to \"\(food)\"."
    case .incompatible(let food, _):
      "add `measures: piece = N g` to \"\(food)\" or log it in its serving unit."
    case .zeroServing(let food):
      "give \"\(food)\" a serving above zero, such as `serving: 100 g`."
    case .circularMeasure(let food, let measure):
      "define measure \"\(measure)\" of \"\(food)\" in grams or millilitres."
    }
  }
}
