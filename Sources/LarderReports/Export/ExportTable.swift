public import LarderModel

/// The journal as a table for spreadsheets and scripts (`larder export`): one row per entry, or
/// one row per day with its totals, goal status and score.
///
/// Numeric columns add up: in the entries table a composite eaten carries the nutrition and its
/// `+ ` components carry the category portions, exactly as the day's totals count them, so a
/// column's sum over a day is the day's total.
public struct ExportTable: Hashable, Sendable {
  /// What a row stands for.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// One row per meal entry, components included.
    case entries
    /// One row per day, days without entries included.
    case days
  }

  /// The column names, snake_case: `date`, `time`, `meal`, `food`...
  public var columns: [String]
  /// The rows, each with one value per column.
  public var rows: [[ExportValue]]

  /// Creates a table.
  public init(columns: [String], rows: [[ExportValue]]) {
    self.columns = columns
    self.rows = rows
  }

  /// The table of `kind` for the days `from...to` of `journal`; `nutrients` adds the
  /// micronutrient columns.
  public init(
    _ kind: Kind, journal: Journal, from: CalendarDate, to: CalendarDate, nutrients: Bool = false
  ) {
    switch kind {
    case .entries:
      self = ExportTable.entries(journal: journal, from: from, to: to, nutrients: nutrients)
    case .days: self = ExportTable.days(journal: journal, from: from, to: to, nutrients: nutrients)
    }
  }
}
