public import LarderModel
public import LarderReports

/// `larder export`: the table and the period it covers.
public struct ExportResult: Sendable {
  /// The rows and columns.
  public let table: ExportTable
  /// The first day exported, `nil` when the journal has no day files.
  public let from: CalendarDate?
  /// The last day exported.
  public let to: CalendarDate?
  /// The journal files read that have errors: rows may be missing or incomplete.
  public let filesWithErrors: [String]
}

extension HistoryUseCases {
  /// Exports the days `from...to` as a table of `kind`; a missing bound defaults to the
  /// first or last day that has a day file. `nutrients` adds the micronutrient columns.
  public func export(
    _ kind: ExportTable.Kind, from: CalendarDate?, to: CalendarDate?, nutrients: Bool = false
  ) throws(WorkspaceError) -> ExportResult {
    let days = try workspace.dayFilePaths(from: from, to: to)
    let reading = try workspace.readHistory(dayPaths: days.map(\.path), today: nil)
    guard let first = from ?? days.first?.date, let last = to ?? days.last?.date else {
      let columns =
        (kind == .entries ? ExportTable.entryColumns : ExportTable.dayColumns)
        + (nutrients ? ExportTable.nutrientColumns : [])
      return ExportResult(
        table: ExportTable(columns: columns, rows: []), from: nil, to: nil,
        filesWithErrors: reading.filesWithErrors)
    }
    return ExportResult(
      table: ExportTable(
        kind, journal: reading.journal, from: first, to: last, nutrients: nutrients),
      from: first,
      to: last, filesWithErrors: reading.filesWithErrors)
  }
}
