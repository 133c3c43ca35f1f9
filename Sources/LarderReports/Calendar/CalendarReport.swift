public import LarderModel

/// A month on the calendar grid (`larder calendar`, seed 002): whole weeks from the
/// journal's week start, each day with its summary. Days of the neighbouring months fill the
/// first and last rows; they are summarised too but flagged as outside the month.
public struct CalendarReport: Hashable, Sendable {
  /// One cell of the grid.
  public struct Cell: Hashable, Sendable {
    /// The day's summary.
    public var summary: DaySummary
    /// Whether the day belongs to the month shown.
    public var isInMonth: Bool
    /// Whether the day is after today: it can have no entries yet.
    public var isFuture: Bool

    /// Creates a cell.
    public init(summary: DaySummary, isInMonth: Bool, isFuture: Bool) {
      self.summary = summary
      self.isInMonth = isInMonth
      self.isFuture = isFuture
    }
  }

  /// The month shown.
  public var month: Month
  /// The grid: rows of seven cells.
  public var weeks: [[Cell]]

  /// Lays out `month` of `journal`, with `today` marking which days are still to come.
  public init(month: Month, journal: Journal, today: CalendarDate) {
    self.month = month
    weeks = month.weeks(startingOn: journal.settings.weekStart).map { week in
      week.days.map { date in
        Cell(
          summary: DaySummary(date: date, journal: journal), isInMonth: month.contains(date),
          isFuture: date > today)
      }
    }
  }

  /// The cells of the month's own days, in order.
  public var days: [Cell] { weeks.joined().filter(\.isInMonth) }

  /// How many of the month's days have each status.
  public var statusCounts: [GoalStatus: Int] {
    days.reduce(into: [:]) { counts, cell in counts[cell.summary.status, default: 0] += 1 }
  }
}
