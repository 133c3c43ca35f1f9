public import LarderModel
public import LarderReports

/// `larder week`: the seven days holding a date, in detail.
public struct WeekHistory: Sendable {
  /// Each day's summary, the average of the logged days and the goal-met count.
  public let report: WeekReport
  /// Each day's report, macronutrients per logged day and category adherence.
  public let breakdown: WeekReport.Breakdown
  /// The date the report treats as today.
  public let today: CalendarDate
  /// The journal files read that have errors: the numbers may be incomplete.
  public let filesWithErrors: [String]
}

extension HistoryUseCases {
  /// Summarises the week holding `date`: reads settings, plan, library and the week's seven
  /// day files only.
  public func week(containing date: CalendarDate, today: CalendarDate) throws(WorkspaceError)
    -> WeekHistory
  {
    let weekStart = try workspace.settings().weekStart
    let reading = try workspace.readHistory(
      days: Week(containing: date, startingOn: weekStart).days, today: today)
    let report = WeekReport(containing: date, journal: reading.journal)
    return WeekHistory(
      report: report, breakdown: report.breakdown(journal: reading.journal), today: today,
      filesWithErrors: reading.filesWithErrors)
  }
}
