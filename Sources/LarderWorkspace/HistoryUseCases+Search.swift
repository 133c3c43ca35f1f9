import LarderJournal
import LarderModel
public import LarderReports
import LarderSyntax

/// `larder search`: the entries found, and the files that could not be read cleanly.
public struct SearchResult: Sendable {
  /// The matches, newest first, with the summary and suggestions.
  public let report: SearchReport
  /// The journal files read that have errors: matches may be missing.
  public let filesWithErrors: [String]
}

extension HistoryUseCases {
  /// Searches the day files within the query's period (all of them without one).
  ///
  /// Ten years hold some 70,000 entries naming a library of 10,000 foods, and a search needs
  /// few of them, so it reads only what can matter:
  /// 1. the library entries whose text holds the query, for the clues every match holds
  ///    (`SearchReport.clues`: the query, or another name of a food whose name holds it);
  /// 2. on every core, the day files whose text holds a clue, each cut down to the entries
  ///    that hold one and the lines above them that give them their time and composite
  ///    (`DayExcerpt`); the other files are passed over unparsed;
  /// 3. those entries, resolved against the library entries they name (`LibraryExcerpt`), or
  ///    against the whole library when there are so many that gathering the names they need
  ///    would cost more. A cut file that reads with an error, or that cannot be cut, is read
  ///    whole.
  ///
  /// The matches are those of reading every file whole. The files with errors are the
  /// settings, plan and library files read, and the day files that hold a clue and have a
  /// syntax error or an error in an entry read; an entry that holds no clue cannot hide a
  /// match, so its errors are left to `larder check`.
  public func search(_ query: SearchQuery) throws(WorkspaceError) -> SearchResult {
    guard !query.key.isEmpty else {
      return SearchResult(
        report: SearchReport(query: query, journal: Journal()), filesWithErrors: [])
    }
    let days = try workspace.dayFilePaths(from: query.from, to: query.to).map(\.path)
    let foundation = try workspace.historyFoundationPaths()
    let plan = try workspace.sources(paths: foundation.filter { !$0.hasPrefix("foods/") })
    let library = try workspace.sources(paths: foundation.filter { $0.hasPrefix("foods/") })
    let excerpt = LibraryExcerpt(library)
    let reader = workspace.reader(today: nil)
    let queryOnly = SearchClues([query.key])
    let holdingQuery = reader.read(
      plan + excerpt.sources(whereText: { $0.withUnsafeBufferPointer(queryOnly.mayBeHeld) })
    ).journal
    let clues = SearchClues(SearchReport.clues(for: query, library: holdingQuery.library))
    let slots = holdingQuery.mealSlots
    let found = try dayExcerpts(days, clues: clues) { key in
      guard let meal = query.meal else { return true }
      return slots.first(where: { $0.name == Name(key) })?.name == meal
    }

    // Gathering the names an entry needs from the library costs more than reading the
    // library entries it spares: past half the library's size in day text, the library is
    // read whole.
    let text = found.reduce(0) { $0 + $1.text.count }
    let readsWholeLibrary = text * 2 > library.reduce(0) { $0 + $1.bytes.count }
    var needed = readsWholeLibrary ? [] : names(neededBy: found.map(\.text))
    func readPlan() -> JournalReading {
      reader.read(plan + (readsWholeLibrary ? library : excerpt.sources(needing: needed)))
    }
    var reading = readPlan()
    var read = readDays(found.map(\.text), paths: found.map(\.path), reader, reading)
    // An excerpt read with an error may have lost an entry that the whole file keeps.
    let recut = found.indices.filter { found[$0].excerpt != nil && read[$0].hasErrors }
    if !recut.isEmpty {
      if !readsWholeLibrary {
        needed.formUnion(names(neededBy: recut.map { found[$0].bytes }))
        reading = readPlan()
      }
      let whole = readDays(
        recut.map { found[$0].bytes }, paths: recut.map { found[$0].path }, reader, reading)
      for (position, index) in recut.enumerated() { read[index] = whole[position] }
    }

    var journal = reading.journal
    for day in read { if let value = day.day { journal.days[value.date] = value } }
    var report = SearchReport(query: query, journal: journal)
    report.matches = referencing(
      report.matches, in: zip(found, read).map { ($0.bytes, $1.day?.date) }, clues, reader,
      journal)
    if report.matchCount == 0, !readsWholeLibrary {
      // The excerpt holds the foods that entries name; a suggestion may be any other one. The
      // scan has every name and alias, unless a file's layout is one it does not know.
      if let names = excerpt.names() {
        report.suggestions = SearchReport.suggestions(
          for: query, among: names.map { $0.map { Name($0) } })
      } else {
        reading = reader.read(plan + library)
        report.suggestions = SearchReport.suggestions(
          for: query, library: reading.journal.library)
      }
    }
    let problems =
      reading.files.filter(Workspace.hasErrors).map(\.path)
      + read.filter(\.hasErrors).map(\.path)
    return SearchResult(report: report, filesWithErrors: problems.sorted())
  }

  /// The day files at `paths` that may hold a clue, in order, each with the excerpt to read;
  /// on every core.
  private func dayExcerpts(
    _ paths: [String], clues: SearchClues, meals: @escaping @Sendable (String) -> Bool
  ) throws(WorkspaceError) -> [DayToSearch] {
    let found = concurrentMap(paths.count) { index in
      Result { () throws(WorkspaceError) in try dayExcerpt(paths[index], clues, meals) }
    }
    var days: [DayToSearch] = []
    for day in found { if let day = try day.get() { days.append(day) } }
    return days
  }

  /// The day file at `path` with the excerpt to read, or `nil` when it holds no clue.
  private func dayExcerpt(_ path: String, _ clues: SearchClues, _ meals: (String) -> Bool)
    throws(WorkspaceError) -> DayToSearch?
  {
    guard let bytes = try workspace.readJournalFile(path),
      bytes.withUnsafeBufferPointer(clues.mayBeHeld)
    else { return nil }
    let (document, diagnostics) = DocumentParser.parse(bytes)
    guard !diagnostics.contains(where: { $0.severity == .error }),
      let excerpt = DayExcerpt.cut(document, meals: meals, selecting: clues.isHeld(in:))
    else { return DayToSearch(path: path, bytes: bytes, excerpt: nil) }
    return excerpt.isEmpty ? nil : DayToSearch(path: path, bytes: bytes, excerpt: excerpt)
  }

  /// The library names that the entries of day files need, on every core.
  private func names(neededBy days: [[UInt8]]) -> Set<String> {
    concurrentMap(days.count) { LibraryExcerpt.names(neededBy: DocumentParser.parse(days[$0]).0) }
      .reduce(into: []) { $0.formUnion($1) }
  }

  /// `matches` with their REFs, as `larder day` shows them. A REF's digits depend on every
  /// line of its day, so the day files of the matches are parsed whole, on every core, and
  /// the lines holding a clue read; a match takes the first line of its day and slot that
  /// reads as its entry and no match has taken.
  private func referencing(
    _ matches: [SearchReport.Match], in files: [(bytes: [UInt8], date: CalendarDate?)],
    _ clues: SearchClues, _ reader: JournalReader, _ journal: Journal
  ) -> [SearchReport.Match] {
    let dates = Set(matches.map(\.date))
    let wanted = files.filter { $0.date.map(dates.contains) ?? false }
    let entries = concurrentMap(wanted.count) { index in
      reader.referencedEntries(
        in: DocumentParser.parse(wanted[index].bytes).0, journal: journal,
        selecting: clues.isHeld(in:))
    }
    var byDate: [CalendarDate: [ReferencedEntry]] = [:]
    for (file, referenced) in zip(wanted, entries) { byDate[file.date!] = referenced }
    var taken: [CalendarDate: Set<Int>] = [:]
    return matches.map { match in
      var match = match
      let lines = byDate[match.date] ?? []
      if let index = lines.indices.first(where: { index in
        !(taken[match.date]?.contains(index) ?? false) && lines[index].entry == match.entry
          && Name(lines[index].line.key.name) == match.meal
      }) {
        taken[match.date, default: []].insert(index)
        match.reference = lines[index].line.reference.text
      }
      return match
    }
  }

  /// Reads day files against `reading`, on every core, in the order given.
  private func readDays(
    _ bytes: [[UInt8]], paths: [String], _ reader: JournalReader, _ reading: JournalReading
  ) -> [DayRead] {
    concurrentMap(paths.count) { index in
      guard let source = JournalSource(path: paths[index], bytes: bytes[index]),
        let (file, day) = reader.readDay(source, against: reading)
      else { return DayRead(path: paths[index], day: nil, hasErrors: false) }
      return DayRead(path: paths[index], day: day, hasErrors: Workspace.hasErrors(file))
    }
  }
}

/// A day file that may hold a match: its bytes, and the excerpt to read instead (`nil` to
/// read it whole).
private struct DayToSearch: Sendable {
  let path: String
  let bytes: [UInt8]
  let excerpt: [UInt8]?

  /// What is read of the file.
  var text: [UInt8] { excerpt ?? bytes }
}

/// A day file as read for a search.
private struct DayRead: Sendable {
  let path: String
  let day: Day?
  let hasErrors: Bool
}
