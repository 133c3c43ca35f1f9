public import LarderModel
public import LarderReports

/// `larder calendar`: a month on the grid, with what the command needs around it.
public struct CalendarHistory: Sendable {
  /// The month's grid and summaries, each day judged by the goal in force that day.
  public let report: CalendarReport
  /// The date the report treats as today.
  public let today: CalendarDate
  /// The first day with a day file, looked up only when the month has no entries (to say
  /// where the journal starts); `nil` otherwise or when nothing is logged at all.
  public let firstLoggedDay: CalendarDate?
  /// The journal files read that have errors: the numbers may be incomplete.
  public let filesWithErrors: [String]

  /// The first day of the grid's weeks, from the journal's settings.
  public var weekStart: Weekday { report.weeks.first?.first?.summary.date.weekday ?? .sunday }
}

extension HistoryUseCases {
  /// Summarises `month`: reads settings, plan, library and the month's own day files only.
  public func calendar(month: Month, today: CalendarDate) throws(WorkspaceError)
    -> CalendarHistory
  {
    let reading = try workspace.readHistory(days: month.days, today: today)
    let report = CalendarReport(month: month, journal: reading.journal, today: today)
    let isEmpty = !report.days.contains { $0.summary.hasEntries }
    return CalendarHistory(
      report: report, today: today,
      firstLoggedDay: isEmpty ? try workspace.loggedDay(first: true) : nil,
      filesWithErrors: reading.filesWithErrors)
  }
}
