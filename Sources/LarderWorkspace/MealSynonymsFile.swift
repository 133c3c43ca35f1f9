public import LarderMealText

extension LoggingUseCases {
  /// The meal-text synonyms compiled into the binary (`Resources/meal-synonyms.tsv`): other
  /// words for foods, and what generic words usually mean.
  public static let mealSynonyms: MealSynonyms = ResourceTable.compiled(
    PackageResources.meal_synonyms_tsv, name: "meal-synonyms.tsv", read: MealSynonymsFile.read)
}

/// Reads `meal-synonyms.tsv`: `same WORDS MEANING` and `usual WORDS MEANING` rows,
/// tab-separated, `#` comments and blank lines skipped (the file's header says more).
enum MealSynonymsFile {
  static func read(_ text: String) throws(ResourceTableError) -> MealSynonyms {
    var same: [MealSynonyms.Rule] = []
    var usual: [MealSynonyms.Rule] = []
    for row in ResourceTable.rows(text) {
      let words = row.fields.dropFirst().map { $0.split(separator: " ").map(String.init) }
      guard row.fields.count == 3, words.allSatisfy({ !$0.isEmpty }),
        words.joined().allSatisfy({ $0 == $0.lowercased() })
      else { throw row.error }
      let rule = MealSynonyms.Rule(words: words[0], meaning: words[1])
      switch row.fields[0] {
      case "same": same.append(rule)
      case "usual": usual.append(rule)
      default: throw row.error
      }
    }
    return MealSynonyms(same: same, usual: usual)
  }
}
