public import LarderMealText

extension LoggingUseCases {
  /// The meal-text synonyms compiled into the binary (`Resources/meal-synonyms.tsv`): other
  /// words for foods, and what generic words usually mean.
  public static let mealSynonyms: MealSynonyms = {
    let text = String(decoding: PackageResources.meal_synonyms_tsv, as: UTF8.self)
    do throws(MealSynonymsFile.ReadError) {
      return try MealSynonymsFile.read(text)
    } catch {
      // The file is part of the program and read by a test; it cannot be wrong at run time.
      preconditionFailure("meal-synonyms.tsv line \(error.line): \(error.text)")
    }
  }()
}

/// Reads `meal-synonyms.tsv`: `same WORDS MEANING` and `usual WORDS MEANING` rows,
/// tab-separated, `#` comments and blank lines skipped (the file's header says more).
enum MealSynonymsFile {
  /// A line that is not a row of the file.
  struct ReadError: Error {
    /// The line's number, from 1.
    let line: Int
    /// The line as written.
    let text: String
  }

  static func read(_ text: String) throws(ReadError) -> MealSynonyms {
    var same: [MealSynonyms.Rule] = []
    var usual: [MealSynonyms.Rule] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    where !line.isEmpty && !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      let words = fields.dropFirst().map { $0.split(separator: " ").map(String.init) }
      guard fields.count == 3, words.allSatisfy({ !$0.isEmpty }),
        words.joined().allSatisfy({ $0 == $0.lowercased() })
      else { throw ReadError(line: index + 1, text: String(line)) }
      let rule = MealSynonyms.Rule(words: words[0], meaning: words[1])
      switch fields[0] {
      case "same": same.append(rule)
      case "usual": usual.append(rule)
      default: throw ReadError(line: index + 1, text: String(line))
      }
    }
    return MealSynonyms(same: same, usual: usual)
  }
}
