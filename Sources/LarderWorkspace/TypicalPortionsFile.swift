public import LarderMealText
import LarderModel

extension LoggingUseCases {
  /// The typical portions and densities compiled into the binary
  /// (`Resources/typical-portions.tsv`), for the measures a food lacks in meal text.
  public static let typicalPortions: TypicalPortions = ResourceTable.compiled(
    PackageResources.typical_portions_tsv, name: "typical-portions.tsv",
    read: TypicalPortionsFile.read)
}

/// Reads `typical-portions.tsv`: `kind NAME DENSITY WORDS` and `size KIND MEASURE AMOUNT`
/// rows, tab-separated, `#` comments and blank lines skipped (the file's header says more).
enum TypicalPortionsFile {
  static func read(_ text: String) throws(ResourceTableError) -> TypicalPortions {
    var kinds: [TypicalPortions.Kind] = []
    var sizes: [TypicalPortions.Size] = []
    for row in ResourceTable.rows(text) {
      let (fields, error) = (row.fields, row.error)
      guard fields.count == 4 else { throw error }
      switch fields[0] {
      case "kind":
        let density = fields[2] == "-" ? nil : Double(fields[2])
        guard fields[2] == "-" || density.map({ $0 > 0 }) == true else { throw error }
        kinds.append(
          TypicalPortions.Kind(
            name: fields[1], words: fields[3].split(separator: " ").map(String.init),
            density: density))
      case "size":
        let amount = fields[3].split(separator: " ")
        guard amount.count == 2, let value = Double(amount[0]), value > 0,
          let unit = Unit(spelling: amount[1]), unit.grams != nil || unit.milliliters != nil,
          fields[1] == TypicalPortions.anyFood || kinds.contains(where: { $0.name == fields[1] })
        else { throw error }
        sizes.append(
          TypicalPortions.Size(kind: fields[1], measure: fields[2], size: Quantity(value, unit)))
      default:
        throw error
      }
    }
    return TypicalPortions(kinds: kinds, sizes: sizes)
  }
}
