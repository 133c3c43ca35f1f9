/// A food of the library (`foods/*.yaml`), with its nutrition per serving.
///
/// ```
/// Oatmeal, dry:
///   aliases: oats; rolled oats
///   serving: 100 g
///   nutrition: 379 kcal 13.2p 67.7c 6.5f 10.1 fibre
///   measures: cup = 81 g; tbsp = 5 g
///   density: 0.34 g/ml
///   category: Starchy Sides
///   portion: 60 g
/// ```
public struct Food: Hashable, Sendable {
  /// The food's name, unique in the library.
  public var name: Name
  /// Other names that find this food, unique in the library.
  public var aliases: [Name]
  /// The amount that `nutrition` describes; `100 g` unless the file says otherwise.
  public var serving: Quantity
  /// Nutrition of one serving.
  public var nutrition: Nutrients
  /// Household measures, such as `cup = 81 g`.
  public var measures: [Measure]
  /// Grams per millilitre, for converting volumes to masses.
  public var density: Double?
  /// The category this food counts toward, such as `Starchy Sides`.
  public var category: Name?
  /// The amount of this food that makes one unit of its category, such as `60 g`.
  public var portion: Quantity?
  /// The package barcode, kept as text.
  public var barcode: String?
  /// Where the nutrition comes from, such as `usda-sr 08120`.
  public var source: String?
  /// Free notes.
  public var notes: String?
  /// Whether the food is a favourite.
  public var isFavorite: Bool
  /// A photo's path inside the journal.
  public var photo: String?

  /// Creates a food; only the name and the nutrition are required.
  public init(
    name: Name, aliases: [Name] = [], serving: Quantity = Quantity(100, .gram),
    nutrition: Nutrients, measures: [Measure] = [], density: Double? = nil,
    category: Name? = nil, portion: Quantity? = nil, barcode: String? = nil,
    source: String? = nil, notes: String? = nil, isFavorite: Bool = false,
    photo: String? = nil
  ) {
    self.name = name
    self.aliases = aliases
    self.serving = serving
    self.nutrition = nutrition
    self.measures = measures
    self.density = density
    self.category = category
    self.portion = portion
    self.barcode = barcode
    self.source = source
    self.notes = notes
    self.isFavorite = isFavorite
    self.photo = photo
  }

  /// The food's name followed by its aliases.
  public var allNames: [Name] { [name] + aliases }

  /// The measure with this name, singular or plural in any case (`slices` finds `slice`).
  public func measure(named spelling: some StringProtocol) -> Measure? {
    guard !measures.isEmpty else { return nil }
    // One conversion, then the string version of `Name.normalized`, as in `Unit(spelling:)`.
    let key = Name.normalized(String(spelling))
    if let measure = measures.first(where: { $0.name.key == key }) { return measure }
    // Every entry's unit is looked up here, mostly a `g` or `ml` that no measure names; only a
    // word ending in `s` has singular forms, so only a plural builds the list of them.
    guard key.utf8.last == UInt8(ascii: "s") else { return nil }
    for candidate in Unit.singularCandidates(of: key).dropFirst() {
      if let measure = measures.first(where: { $0.name.key == candidate }) { return measure }
    }
    return nil
  }

  /// The unit a word names for this food: its own measure first (a food's `cup = 81 g` wins
  /// over the US cup), then a fixed unit (`g`, `tbsp`, `fl oz`), or `nil`.
  public func unit(spelling: some StringProtocol) -> Unit? {
    if let measure = measure(named: spelling) { return .measure(measure.name) }
    return Unit(spelling: spelling)
  }
}
