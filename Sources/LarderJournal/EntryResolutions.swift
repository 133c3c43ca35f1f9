import LarderModel

/// How the names of entries resolved against the library of one reading, kept across the day
/// files that one thread reads.
///
/// A decade of days names the same few thousand foods in the same units again and again: the
/// decade benchmark journal has 74,000 entries but fewer than 6,000 distinct pairs of words
/// and unit. Looking each one up anew (normalizing the name, finding and copying the food,
/// resolving the unit, converting it to servings) was most of the cost of checking a day, so
/// the outcome is remembered by the bytes of the words and unit as written, and found again
/// without making strings of them. The categories of snapshot portions (`; dairy 1`) are
/// remembered the same way. What depends on the amount or on the entry's own text is still
/// worked out for every entry.
///
/// Use one per thread, with one reading: it is not safe to share, and it is only right for
/// the library it was filled against.
public final class EntryResolutions {
  private var resolved = SpellingTable<Resolution>()
  private var categoryNames = SpellingTable<Name?>()

  /// Creates an empty record.
  public init() {}

  /// What an entry's words and unit resolve to, looked up and remembered on first use.
  func resolution(
    of words: UnsafeBufferPointer<UInt8>, unit: UnsafeBufferPointer<UInt8>?,
    _ resolve: () -> Resolution
  ) -> Resolution {
    if let known = resolved.value(words, unit) { return known }
    let resolution = resolve()
    resolved.remember(resolution, for: words, unit)
    return resolution
  }

  /// The name of the category a portion names, nil for none, looked up and remembered on
  /// first use.
  func categoryName(spelled spelling: UnsafeBufferPointer<UInt8>, _ find: () -> Name?) -> Name? {
    if let known = categoryNames.value(spelling) { return known }
    let name = find()
    categoryNames.remember(name, for: spelling)
    return name
  }
}

/// What the library makes of an entry's words and unit, whatever its amount.
///
/// A class, so that a remembered resolution is handed out with one reference count rather
/// than a copy of each of its strings.
final class Resolution {
  /// The words as a name.
  let name: Name
  /// The food or recipe they name, if any.
  let item: LibraryMatch?

  init(name: Name, item: LibraryMatch?) {
    self.name = name
    self.item = item
  }
}

/// A library item named by an entry, with what its unit comes to; a class for the same reason
/// as `Resolution`.
final class LibraryMatch {
  /// The item's own name, for messages.
  let itemName: String
  /// Whether the item is a food (rather than a recipe).
  let isFood: Bool
  /// The unit the entry's unit word names for the item; `nil` when the entry has no unit
  /// word, so that an amount counts servings.
  let unit: Result<Unit?, UnitHint>
  /// For a food, why a quantity in that unit (servings without a unit word) cannot be
  /// converted to servings, if it cannot: the check does not depend on the amount.
  let conversionError: LibraryError?

  /// The nutrients of the amounts met so far, by the amount's bits (`nil`: none written).
  private var nutrientsByAmount: [UInt64?: Result<Nutrients, LibraryError>] = [:]

  init(
    itemName: String, isFood: Bool, unit: Result<Unit?, UnitHint>, conversionError: LibraryError?
  ) {
    self.itemName = itemName
    self.isFood = isFood
    self.unit = unit
    self.conversionError = conversionError
  }

  /// The nutrients of `amount` (`nil`: none written) of the item in this unit, worked out by
  /// `compute` the first time the amount is met and remembered: what they come to depends
  /// only on the item, the unit and the amount, which a match and its key fix, and a recipe
  /// named by a thousand days was expanded anew for each.
  func nutrients(
    at amount: Double?, _ compute: () throws(LibraryError) -> Nutrients
  ) throws(LibraryError) -> Nutrients {
    let key = amount?.bitPattern
    if let known = nutrientsByAmount[key] { return try known.get() }
    let result = Result<Nutrients, LibraryError> { () throws(LibraryError) in try compute() }
    nutrientsByAmount[key] = result
    return try result.get()
  }
}
