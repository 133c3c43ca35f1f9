import LarderJournal
public import LarderModel
public import LarderReports

/// What `larder energy` shows: the expenditure estimate week by week, the latest last, with
/// what it was worked out from.
public struct EnergyOverview: Sendable {
  /// The date the report treats as today.
  public var today: CalendarDate
  /// The days each estimate's window spans (fewer at the start of a journal).
  public var windowDays: Int
  /// The estimates, one a week, oldest first; the last ends today.
  public var history: EnergyHistory
  /// The intake logged by date, for the days read: what a left-out day held.
  public var intake: [CalendarDate: LoggedIntake]
  /// The profile, for the target weight and date.
  public var profile: Profile
  /// The journal's display units.
  public var units: Settings.DisplayUnits
  /// The journal files read that have errors: the numbers may be incomplete.
  public var filesWithErrors: [String]

  /// The latest week's estimate, or what it lacked.
  public var latest: Result<EnergyEstimate, EnergyEstimate.ShortfallError>? {
    history.weeks.last?.estimate
  }
}

extension BodyAndCareUseCases {
  /// Spans longer than this many days are read with every core and the whole library; shorter
  /// ones read only the library entries their days name.
  static let wholeHistorySpan = 366

  /// Estimates the daily energy expenditure for `weeks` weeks ending today, each over
  /// `windowDays` days: reads `larder.yaml` and the plan, the day files of those days (and
  /// only the library entries they name, unless the span is long), and the body files of
  /// their years.
  public func energy(today: CalendarDate, weeks: Int, windowDays: Int) throws(WorkspaceError)
    -> EnergyOverview
  {
    let first = today.adding(days: -7 * (max(1, weeks) - 1) - (max(1, windowDays) - 1))
    let reading: HistoryReading
    if first.days(to: today) > Self.wholeHistorySpan {
      reading = try workspace.readHistory(
        dayPaths: try workspace.dayFilePaths(from: first, to: today).map(\.path), today: today)
    } else {
      var dates: [CalendarDate] = []
      var date = first
      while date <= today {
        dates.append(date)
        date = date.next
      }
      reading = try workspace.readHistory(days: dates, today: today)
    }
    let journal = reading.journal
    // Ten years of days add up on every core.
    let days = journal.days.values.filter { $0.date >= first && $0.date <= today }
    let totals = concurrentMap(days.count) { LoggedIntake(day: days[$0], journal: journal) }
    var intake: [CalendarDate: LoggedIntake] = [:]
    intake.reserveCapacity(days.count)
    for (day, logged) in zip(days, totals) { intake[day.date] = logged }
    var years: [Int] = []
    for path in try bodyPaths() {
      if case .body(let year)? = JournalFileKind(relativePath: path) { years.append(year) }
    }
    let body = JournalReader(today: today).read(
      try workspace.sources(
        paths: years.filter { $0 >= first.year && $0 <= today.year }.map(
          JournalFileKind.bodyPath(forYear:))))
    let weighIns = body.journal.body.values.compactMap { metrics in
      metrics.weightKilograms.map { WeightReading(date: metrics.date, kilograms: $0) }
    }
    // The days before the first day file and the first weigh-in are before the journal
    // began, not days left unlogged; a body file of an earlier year means it began earlier.
    let firstWeighIn =
      years.contains { $0 < first.year } ? first : weighIns.map(\.date).min()
    let dataStart = [firstWeighIn, try workspace.loggedDay(first: true)].compactMap { $0 }.min()
    let history = EnergyHistory(
      weeks: max(1, weeks), endingOn: today, windowDays: windowDays, intake: intake,
      weighIns: weighIns, dataStart: dataStart)
    let bodyProblems = body.files.filter(Workspace.hasErrors).map(\.path)
    return EnergyOverview(
      today: today, windowDays: windowDays, history: history, intake: intake,
      profile: journal.settings.profile, units: journal.settings.displayUnits,
      filesWithErrors: (reading.filesWithErrors + bodyProblems).sorted())
  }
}
