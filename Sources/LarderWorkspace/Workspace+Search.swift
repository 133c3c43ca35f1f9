import LarderJournal
public import LarderModel
public import LarderReports

/// `larder search`: the entries found, and the files that could not be read cleanly.
public struct SearchResult: Sendable {
  /// The matches, newest first, with the summary and suggestions.
  public let report: SearchReport
  /// The journal files read that have errors: matches may be missing.
  public let filesWithErrors: [String]
}

extension Workspace {
  /// Searches the day files within the query's period (all of them without one).
  public func search(_ query: SearchQuery) throws(WorkspaceError) -> SearchResult {
    let days = try dayFilePaths(from: query.from, to: query.to)
    let reading = try readHistory(dayPaths: days.map(\.path), today: nil)
    return SearchResult(
      report: SearchReport(query: query, journal: reading.journal),
      filesWithErrors: reading.filesWithErrors)
  }

  /// The journal's meal slots in display order, from `meals.yaml` alone (else the defaults),
  /// for checking a `--meal` option before searching.
  public func mealSlots() throws(WorkspaceError) -> [MealSlot] {
    JournalReader(today: nil).read(try sources(paths: ["meals.yaml"])).journal.mealSlots
  }
}
