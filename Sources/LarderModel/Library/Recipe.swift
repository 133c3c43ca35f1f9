/// A recipe of the library (`recipes:` in `foods/*.yaml`): ingredients that make `servings`.
///
/// ```
/// Overnight oats:
///   servings: 2
///   cooked weight: 520 g
///   ingredients:
///     - oatmeal, dry 80 g
///     - whole milk 250 ml
/// ```
public struct Recipe: Hashable, Sendable {
  /// The recipe's name, unique in the library.
  public var name: Name
  /// Other names that find this recipe.
  public var aliases: [Name]
  /// The ingredients of the whole recipe, in order.
  public var ingredients: [Ingredient]
  /// How many servings the whole recipe makes, above zero; 1 unless the file says otherwise.
  public var servings: Double
  /// The weight of the whole cooked recipe, for logging it by mass.
  public var cookedWeight: Quantity?
  /// Free notes.
  public var notes: String?
  /// Whether the recipe is a favourite.
  public var isFavorite: Bool
  /// A photo's path inside the journal.
  public var photo: String?

  /// Creates a recipe.
  public init(
    name: Name, aliases: [Name] = [], ingredients: [Ingredient], servings: Double = 1,
    cookedWeight: Quantity? = nil, notes: String? = nil, isFavorite: Bool = false,
    photo: String? = nil
  ) {
    self.name = name
    self.aliases = aliases
    self.ingredients = ingredients
    self.servings = servings
    self.cookedWeight = cookedWeight
    self.notes = notes
    self.isFavorite = isFavorite
    self.photo = photo
  }

  /// The recipe's name followed by its aliases.
  public var allNames: [Name] { [name] + aliases }
}
