import Dispatch
import FoundationEssentials
import Glibc
import LarderJournal
import LarderModel
import LarderSyntax
import Synchronization

/// What the history use cases read, besides the report: the files with errors, so a command
/// can say its numbers may be incomplete.
struct HistoryReading {
  /// The journal as read: settings, plan, library and the days asked for.
  let journal: Journal
  /// Paths of the files read that have errors, sorted.
  let filesWithErrors: [String]
}

extension Workspace {
  /// Reads settings and plan, the day files of `dates` that exist, and only the library
  /// entries those days name (`LibraryExcerpt`, by the library's kept outlines): the cost
  /// grows with the days asked for, not with the journal or the library.
  func readHistory(days dates: some Sequence<CalendarDate>, today: CalendarDate?)
    throws(WorkspaceError) -> HistoryReading
  {
    // A FIFO or folder named like a day is left out, as listings leave it out (`larder
    // check` reports it): one would stop the report of every other day.
    let files = try sources(
      paths: dates.map(JournalFileKind.dayPath(for:)).filter { !isSpecialFile($0) })
    // Each day is parsed once, on every core: its tree names the library entries it needs,
    // and the reader reads the same tree.
    let documents = concurrentMap(files.count) { DocumentParser.parse(files[$0].bytes).0 }
    var needed: Set<String> = []
    for document in documents { needed.formUnion(LibraryExcerpt.names(neededBy: document)) }
    let days = zip(files, documents).compactMap { JournalSource(path: $0.path, document: $1) }
    let foundation = try historyFoundationPaths()
    let plan = try sources(paths: foundation.filter { !$0.hasPrefix("foods/") })
    let library = try libraryExcerpt(
      foundation.filter { $0.hasPrefix("foods/") }, needing: needed)
    let reading = reader(today: today).read(plan + library + days)
    return HistoryReading(
      journal: reading.journal,
      filesWithErrors: reading.files.filter(Self.hasErrors).map(\.path).sorted())
  }

  /// Whether the journal path `relative` holds something other than a file or a link: a
  /// folder, a FIFO, a socket or a device.
  private func isSpecialFile(_ relative: String) -> Bool {
    var info = stat()
    return lstat(location.url(for: relative).path, &info) == 0
      && FileSnapshot.nonFileKind(info.st_mode) != nil
  }

  /// Reads settings, plan and library, then the day files at `dayPaths` that exist, on every
  /// core, each worker remembering how the entries' names resolved; each day's tree is
  /// dropped as soon as the day is read, so a whole-history command keeps only the days'
  /// values.
  func readHistory(dayPaths: [String], today: CalendarDate?) throws(WorkspaceError)
    -> HistoryReading
  {
    let reader = reader(today: today)
    let foundation = reader.read(try sources(paths: try historyFoundationPaths()))
    let collector = DayCollector()
    let workers = min(ProcessInfo.processInfo.activeProcessorCount, max(1, dayPaths.count / 64))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      // Ten years of days name the same few thousand foods again and again: each worker
      // resolves each spelling once.
      let resolutions = EntryResolutions()
      var index = worker
      while index < dayPaths.count {
        defer { index += workers }
        do throws(WorkspaceError) {
          guard let bytes = try readJournalFile(dayPaths[index]),
            let source = JournalSource(path: dayPaths[index], bytes: bytes),
            let (file, day) = reader.readDay(source, against: foundation, resolutions: resolutions)
          else { continue }
          collector.add(day, path: file.path, hasErrors: Self.hasErrors(file))
        } catch {
          collector.fail(error)
        }
      }
    }
    let (days, problems, error) = collector.result
    if let error { throw error }
    var journal = foundation.journal
    journal.days = days
    let foundationProblems = foundation.files.filter(Self.hasErrors).map(\.path)
    return HistoryReading(
      journal: journal, filesWithErrors: (foundationProblems + problems).sorted())
  }

  /// Whether a file read has an error (warnings do not count).
  static func hasErrors(_ file: JournalFileResult) -> Bool {
    file.diagnostics.contains { $0.severity == .error }
  }

  /// The settings, plan and library files that exist, found without walking `log/`.
  func historyFoundationPaths() throws(WorkspaceError) -> [String] {
    var paths = ["larder.yaml", "categories.yaml", "meals.yaml", "units.yaml"].filter {
      FileManager.default.fileExists(atPath: location.url(for: $0).path)
    }
    paths += try directoryNames("foods", holding: .files).filter { $0.hasSuffix(".yaml") }.map {
      "foods/\($0)"
    }
    return paths
  }

  /// The day files under `log/` dated `from...to`, in date order; only the year and month
  /// directories that can hold such days are listed.
  func dayFilePaths(from: CalendarDate?, to: CalendarDate?) throws(WorkspaceError)
    -> [(date: CalendarDate, path: String)]
  {
    let first = from.map(Month.init(containing:))
    let last = to.map(Month.init(containing:))
    var result: [(date: CalendarDate, path: String)] = []
    for year in try directoryNames("log", holding: .folders).compactMap(Int.init).sorted()
    where year >= first?.year ?? .min && year <= last?.year ?? .max {
      for monthName in try directoryNames("log/\(year)", holding: .folders) {
        guard let number = Int(monthName), let month = Month(year: year, month: number),
          month >= first ?? month, month <= last ?? month
        else { continue }
        for name in try directoryNames("log/\(year)/\(monthName)", holding: .files) {
          let path = "log/\(year)/\(monthName)/\(name)"
          guard case .day(let date, _)? = JournalFileKind(relativePath: path),
            date >= from ?? date, date <= to ?? date
          else { continue }
          result.append((date, path))
        }
      }
    }
    return result.sorted { $0.date < $1.date }
  }

  /// The first (or last) day that has a day file, looking at as few directories as it can.
  func loggedDay(first: Bool) throws(WorkspaceError) -> CalendarDate? {
    func ordered(_ names: [String]) -> [String] {
      let sorted = names.sorted()
      return first ? sorted : sorted.reversed()
    }
    for year in ordered(try directoryNames("log", holding: .folders)) where Int(year) != nil {
      for month in ordered(try directoryNames("log/\(year)", holding: .folders))
      where Int(month) != nil {
        for name in ordered(try directoryNames("log/\(year)/\(month)", holding: .files)) {
          if case .day(let date, _)? = JournalFileKind(relativePath: "log/\(year)/\(month)/\(name)")
          {
            return date
          }
        }
      }
    }
    return nil
  }

  /// The names of the files, or of the folders, in a journal directory, hidden ones left
  /// out; empty when it does not exist or is itself a link (FORMAT.md §1). Links, FIFOs and
  /// the like are left out as well (`larder check` reports them): a FIFO named like a day
  /// would stop every report of the journal.
  private func directoryNames(_ relative: String, holding kind: EntryKind) throws(WorkspaceError)
    -> [String]
  {
    let type = UInt8(kind == .files ? DT_REG : DT_DIR)
    return (try folderEntries(relative) ?? []).filter {
      !$0.name.hasPrefix(".") && $0.type == type
    }.map(\.name)
  }

  /// Which entries of a folder `directoryNames` gives.
  private enum EntryKind { case files, folders }
}

/// The days read by several threads at once, and the first failure.
private final class DayCollector: @unchecked Sendable {
  private let lock = Mutex(())
  private var days: [CalendarDate: Day] = [:]
  private var problems: [String] = []
  private var error: WorkspaceError?

  func add(_ day: Day, path: String, hasErrors: Bool) {
    lock.withLock { _ in
      days[day.date] = day
      if hasErrors { problems.append(path) }
    }
  }

  func fail(_ error: WorkspaceError) {
    lock.withLock { _ in self.error = self.error ?? error }
  }

  var result: (days: [CalendarDate: Day], problems: [String], error: WorkspaceError?) {
    lock.withLock { _ in (days, problems, error) }
  }
}
