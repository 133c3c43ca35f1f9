import LarderModel

/// What entries are resolved against: the library, the categories and the meal slots, with
/// the look-ups a day file needs made O(1).
struct Plan {
  let library: FoodLibrary
  let categories: [Category]
  let slots: [MealSlot]
  private let categoriesByKey: [String: Category]
  private let slotsByKey: [String: MealSlot]

  init(library: FoodLibrary, categories: [Category], slots: [MealSlot]) {
    self.library = library
    self.categories = categories
    self.slots = slots
    categoriesByKey = Dictionary(
      categories.map { ($0.name.key, $0) }, uniquingKeysWith: { first, _ in first })
    slotsByKey = Dictionary(
      slots.map { ($0.name.key, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The category with this normalized name.
  func category(named key: String) -> Category? { categoriesByKey[key] }

  /// The meal slot with this normalized name.
  func slot(named key: String) -> MealSlot? { slotsByKey[key] }
}
