import LarderWorkspace

/// `larder search --json`: the matches and the summary, the same facts as the text.
enum SearchJSON {
  struct Output: JSONReport {
    static let schemaVersion = 1
    var query: Query
    var matchCount: Int
    var dayCount: Int
    var lastDate: String?
    var firstDate: String?
    /// The newest matches, at most `query.limit`.
    var matches: [Match]
    /// Library names to try when nothing matched.
    var suggestions: [String]
    var filesWithErrors: [String]
  }

  struct Query: Encodable {
    var text: String
    var from: String?
    var to: String?
    var meal: String?
    var limit: Int?
  }

  struct Match: Encodable {
    var date: String
    var meal: String
    var time: String?
    var food: String
    var amount: Double?
    var unit: String?
    var kcal: Double?
    /// The library item's own name when the entry names it by an alias.
    var libraryName: String?
    /// The library name or alias that holds the text, when the entry matched by alias.
    var matchedAlias: String?
    /// For a component, the composite entry it belongs to.
    var partOf: String?
    var comment: String?
    /// Where the text was found: `name`, `alias`, `free_text`, `comment`.
    var matchedIn: [String]
    /// The entry's REF qualified by its date (`2026-11-20:3f2a`), for `larder edit` and
    /// `larder rm`.
    var ref: String?
  }

  static func render(_ result: SearchResult) -> String {
    let report = result.report
    let query = report.query
    let output = Output(
      query: Query(
        text: query.text, from: query.from?.isoString, to: query.to?.isoString,
        meal: query.meal?.text, limit: query.limit),
      matchCount: report.matchCount, dayCount: report.dayCount,
      lastDate: report.lastDate?.isoString, firstDate: report.firstDate?.isoString,
      matches: report.matches.map { match in
        Match(
          date: match.date.isoString, meal: match.meal.text, time: match.entry.time?.description,
          food: match.entry.what, amount: match.quantity.map { CalendarJSON.rounded($0.amount) },
          unit: match.quantity?.unit.symbol, kcal: match.kcal.map(CalendarJSON.rounded),
          libraryName: match.libraryName?.text, matchedAlias: match.matchedAlias?.text,
          partOf: match.composite?.what,
          comment: match.entry.comment,
          matchedIn: match.fields.map { $0 == .freeText ? "free_text" : $0.rawValue },
          ref: match.reference.map { "\(match.date.isoString):\($0)" })
      },
      suggestions: report.suggestions.map(\.text), filesWithErrors: result.filesWithErrors)
    return JSONOutput.encode(output)
  }
}
