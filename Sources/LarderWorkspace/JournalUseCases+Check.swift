import Dispatch
import FoundationEssentials
import Glibc
import LarderJournal
public import LarderModel
import LarderReports
public import LarderSyntax
import Synchronization

/// The outcome of `larder check`: every file that has something to say, in path order.
public struct CheckResult: Sendable {
  /// One checked file with its problems.
  public struct File: Sendable {
    /// The path relative to the journal root.
    public let path: String
    /// The file's text, for excerpts.
    public let source: SourceText
    /// Its problems, sorted by position.
    public let diagnostics: [Diagnostic]
  }

  /// Files with at least one problem.
  public let files: [File]
  /// How many files were read.
  public let fileCount: Int
  /// How many day files were read.
  public let dayCount: Int
  /// How many entries the day files hold.
  public let entryCount: Int
  /// How many foods and recipes the library holds.
  public let foodCount: Int
  /// What an edit of the library changes in the days logged; `nil` when the library is as
  /// committed, or when only some files were checked.
  public let libraryEdit: LibraryEditReport?

  /// The number of errors.
  public var errorCount: Int { count(.error) }
  /// The number of warnings.
  public var warningCount: Int { count(.warning) }

  private func count(_ severity: Diagnostic.Severity) -> Int {
    files.reduce(0) { $0 + $1.diagnostics.count { $0.severity == severity } }
  }
}

extension JournalUseCases {
  /// Checks the journal: every file is read (entries must resolve against the library), and
  /// the problems of the files in `paths` (all files when empty) are reported. A check of
  /// every file also tells what an edit of the library since the commit `library` names
  /// changes in the days logged.
  ///
  /// Day files are listed on another thread while the settings, plan and library are read,
  /// then streamed on every core against them; a day's tree is dropped as soon as it is read,
  /// so memory stays flat however long the history.
  ///
  /// - Parameters:
  ///   - strict: report warnings as errors.
  ///   - ignoring: warning ids to leave out.
  ///   - library: the commit whose library the work tree's is compared with.
  public func check(
    paths: [String] = [], today: CalendarDate?, strict: Bool = false, ignoring: Set<String> = [],
    library: LibraryComparison = .lastCommit
  ) throws(WorkspaceError) -> CheckResult {
    let named = Set(paths)
    let isWanted: @Sendable (String) -> Bool = { paths.isEmpty || named.contains($0) }
    let logListing = LogListing.start(of: workspace, keeping: isWanted)
    defer { _ = try? logListing.result() }
    // The journal's folders are looked through for links and stray files on another thread
    // too: done after the days, it kept one core waiting on the other's directory listings.
    let boundary = BackgroundResult { () throws(WorkspaceError) in self.boundaryProblems() }
    defer { _ = try? boundary.result() }
    // Only a check of every day can tell which days a library edit changes. Whether the
    // library differs from the commit is asked on another thread too: opening the repository
    // and comparing blob ids takes milliseconds the reading need not wait for.
    let comparison = paths.isEmpty ? library : .none
    let baselineLookup = BackgroundResult { () throws(WorkspaceError) in
      do throws(WorkspaceError) {
        return try self.libraryBaseline(comparison, today: today)
      } catch {
        // Asked for, a comparison that fails is an error; otherwise git that cannot read the
        // repository (another user's, say) leaves check as it was without it.
        guard comparison == .lastCommit else { throw error }
        return nil
      }
    }
    defer { _ = try? baselineLookup.result() }
    // One listing and one classification per path: a decade journal has thousands.
    var otherPaths = try workspace.filePathsOutsideLog().filter {
      isWanted($0) || Workspace.isFoundation(JournalFileKind(relativePath: $0))
    }
    var reader = workspace.reader(today: today)
    reader.documentFiles = documentFileNames()
    // Read while `log/` is listed. A failure to list it is still reported before one to read
    // these files, as when every file was listed before any was read.
    var sources: [JournalSource] = []
    var foundation = Result { () throws(WorkspaceError) in
      sources = try workspace.sources(paths: otherPaths)
      return reader.read(sources)
    }
    let listing = try logListing.result()
    let dayPaths = listing.dayPaths
    if !listing.otherPaths.isEmpty {
      // Stray files under `log/` are read with the rest, as always: they are rare enough to
      // read the rest again for them.
      otherPaths = (otherPaths + listing.otherPaths).sorted()
      foundation = Result { () throws(WorkspaceError) in
        sources = try workspace.sources(paths: otherPaths)
        return reader.read(sources)
      }
    }
    // A named file that is not there is an error, not a file without problems.
    let found = Set(dayPaths).union(otherPaths)
    if let missing = paths.first(where: { !found.contains($0) }) {
      throw .io(path: missing, reason: "there is no such file")
    }
    let reading = try (consume foundation).get()
    let baseline = try baselineLookup.result()
    let edit = baseline.map {
      libraryEdit(
        $0, sources: sources.filter { Workspace.isFoundation($0.kind) },
        library: reading.journal.library, reader: reader)
    }
    var files: [CheckResult.File] = []
    for file in reading.files where isWanted(file.path) {
      if let checked = Self.checked(file, strict: strict, ignoring: ignoring) {
        files.append(checked)
      }
    }
    let days = try checkDays(
      dayPaths, reader: reader, reading: reading,
      edit: edit.flatMap { $0.edit.isEmpty ? nil : $0.edit },
      strict: strict, ignoring: ignoring)
    files += try boundary.result().filter { isWanted($0.path) }.compactMap {
      Self.checked($0, strict: strict, ignoring: ignoring)
    }
    files += days.files
    files.sort { $0.path < $1.path }
    var editReport: LibraryEditReport?
    if let baseline, let edit {
      editReport = libraryEditReport(edit, tally: days.edits, baseline: baseline)
    }
    let result = CheckResult(
      files: files, fileCount: otherPaths.count(where: isWanted) + dayPaths.count,
      dayCount: days.dayCount, entryCount: days.entryCount,
      foodCount: reading.journal.library.count,
      libraryEdit: editReport)
    Self.freeInBackground(consume reading)
    return result
  }

  /// The names of the regular files in `documents/`, for `missing-document`.
  private func documentFileNames() -> Set<String> {
    Set(directoryEntries("documents").filter { $0.type == UInt8(DT_REG) }.map(\.name))
  }

  /// Lets an idle thread free `reading`: tearing down ten thousand foods and the trees of their
  /// files took longer than the rest of a one-shot `larder check` after the days are read, and
  /// the process may exit before it is done.
  private static func freeInBackground(_ reading: consuming JournalReading) {
    let box = ReadingBox(consume reading)
    DispatchQueue.global(qos: .utility).async { box.reading = nil }
  }

  /// Reads the day files at `paths` against `reading` on every core, each thread taking the
  /// next file as it finishes one, and tallies the days `edit` changes.
  private func checkDays(
    _ paths: [String], reader: JournalReader, reading: JournalReading, edit: LibraryEdit?,
    strict: Bool, ignoring: Set<String>
  ) throws(WorkspaceError) -> (
    files: [CheckResult.File], dayCount: Int, entryCount: Int, edits: LibraryEditTally
  ) {
    let workers = min(ProcessInfo.processInfo.activeProcessorCount, max(1, paths.count / 64))
    let tallies = DayTallies(workers: workers)
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var tally = DayTally()
      // Each thread remembers how the entry names of its days resolved: most repeat.
      let resolutions = EntryResolutions()
      while true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < paths.count else { break }
        let path = paths[index]
        do throws(WorkspaceError) {
          guard let bytes = try workspace.readJournalFile(path),
            let source = JournalSource(path: path, bytes: bytes),
            let (file, counts, meals) = reader.checkDay(
              source, against: reading, resolutions: resolutions, buildingMeals: edit != nil)
          else { continue }
          if let edit, case .day(let date, _) = source.kind {
            tally.edits.add(meals, on: date, edit: edit)
          }
          tally.dayCount += counts.isEmpty ? 0 : 1
          tally.entryCount += counts.meals.reduce(0, +)
          if let checked = Self.checked(file, strict: strict, ignoring: ignoring) {
            tally.files.append(checked)
          }
        } catch {
          tally.note(error, at: index)
        }
      }
      tallies.store(tally, at: worker)
    }
    let total = tallies.all.reduce(into: DayTally()) { total, tally in
      total.files += tally.files
      total.dayCount += tally.dayCount
      total.entryCount += tally.entryCount
      total.edits.merge(tally.edits)
      if let (index, error) = tally.error { total.note(error, at: index) }
    }
    if let (_, error) = total.error { throw error }
    return (total.files, total.dayCount, total.entryCount, total.edits)
  }

  /// A file's diagnostics as check reports them, or nil when it has none to report.
  private static func checked(
    _ file: JournalFileResult, strict: Bool, ignoring: Set<String>
  ) -> CheckResult.File? {
    checked(
      CheckResult.File(
        path: file.path, source: file.document.source, diagnostics: file.diagnostics),
      strict: strict, ignoring: ignoring)
  }

  /// A file's diagnostics as check reports them, or nil when it has none to report.
  private static func checked(
    _ file: CheckResult.File, strict: Bool, ignoring: Set<String>
  ) -> CheckResult.File? {
    let diagnostics = file.diagnostics.compactMap { diagnostic -> Diagnostic? in
      guard diagnostic.severity == .error || !ignoring.contains(diagnostic.id) else {
        return nil
      }
      var reported = diagnostic
      if strict { reported.severity = .error }
      return reported
    }
    guard !diagnostics.isEmpty else { return nil }
    return CheckResult.File(path: file.path, source: file.source, diagnostics: diagnostics)
  }

  /// The problems of the journal's boundary that no file's text shows (FORMAT.md §1): a
  /// symbolic link where a journal file or folder would be, which commands neither read nor
  /// write through, a hidden file in `foods/`, which nothing reads, and a `.kept-by-larder`
  /// file: an editor's save that crash recovery kept beside the file it belongs to.
  func boundaryProblems() -> [CheckResult.File] {
    var problems: [CheckResult.File] = []
    func report(_ path: String, _ diagnostic: Diagnostic) {
      problems.append(
        CheckResult.File(path: path, source: SourceText([]), diagnostics: [diagnostic]))
    }
    let symbolicLink = Diagnostic.error(
      "symbolic-link", 0..<0,
      "a symbolic link inside the journal: larder does not read it, and refuses to write through it",
      hint: "Replace the link with a copy of the file or folder it points to: a journal keeps "
        + "its files itself, so that its history and every copy of it hold them.")
    let rootNames = Workspace.rootFileNames + Workspace.rootFolderNames
    func keptByLarder(_ name: String) -> Diagnostic {
      let original = name[..<(name.firstRange(of: ".kept-by-larder")?.lowerBound ?? name.endIndex)]
      return .warning(
        "kept-by-larder", 0..<0,
        "a version of \(original) saved while a larder command was writing it",
        hint: "Compare it with the file, copy what it alone holds into the file, then delete it.")
    }
    for entry in directoryEntries("") {
      if rootNames.contains(entry.name), entry.type == UInt8(DT_LNK) {
        report(entry.name, symbolicLink)
      } else if let wrongType = Self.wrongType(of: entry) {
        report(entry.name, wrongType)
      } else if Self.isKeptByLarder(entry.name) {
        report(entry.name, keptByLarder(entry.name))
      }
    }
    var folders = ["foods", "body", "documents", "log"]
    while let folder = folders.popLast() {
      for entry in directoryEntries(folder) {
        let path = "\(folder)/\(entry.name)"
        if entry.type == UInt8(DT_LNK) {
          report(path, symbolicLink)
        } else if entry.name.hasSuffix(".yaml"), let kind = Self.notAFile(entry.type) {
          report(
            path,
            .error(
              "not-a-file", 0..<0,
              "\(kind) named like a journal file: larder cannot read it, and commands that "
                + "need it stop here",
              hint: "Move it out of the journal, or replace it with the file it stands for."))
        } else if entry.type == UInt8(DT_DIR), folder.hasPrefix("log"), !entry.name.hasPrefix(".") {
          folders.append(path)
        } else if Self.isKeptByLarder(entry.name) {
          report(path, keptByLarder(entry.name))
        } else if entry.type == UInt8(DT_REG), folder != "documents", !entry.name.hasPrefix("."),
          !entry.name.hasSuffix(".yaml"), !Self.isEditorBackup(entry.name)
        {
          // `2026-11-22.yml`, `2026-11-21.YAML`, a name ending in a space: never read.
          report(
            path,
            .warning(
              "stray-file", 0..<0, "this file is not part of the journal and is ignored",
              hint: "Check its name: journal files end in .yaml, in lower case, such as "
                + "log/2026/11/2026-11-21.yaml or foods/custom.yaml."))
        } else if folder == "foods", entry.name.hasPrefix("."), entry.name.hasSuffix(".yaml") {
          report(
            path,
            .warning(
              "stray-file", 0..<0, "this file is not part of the journal and is ignored",
              hint: "Check its name: a hidden file is never read; library files are "
                + "foods/NAME.yaml, NAME of lower-case letters a-z, digits, \"-\" and \"_\"."))
        }
      }
    }
    return problems.sorted { $0.path < $1.path }
  }

  /// Whether `name` is a version a larder command kept beside a file: `NAME.kept-by-larder`,
  /// or `NAME.kept-by-larder-2` and so on when one was kept already.
  private static func isKeptByLarder(_ name: String) -> Bool {
    guard let range = name.firstRange(of: ".kept-by-larder") else { return false }
    let rest = name[range.upperBound...]
    return rest.isEmpty || (rest.hasPrefix("-") && rest.dropFirst().allSatisfy(\.isNumber))
  }

  /// Whether `name` is an editor's backup or autosave beside a file (`2026-11-21.yaml~`,
  /// `#2026-11-21.yaml#`), which is no typo of a journal file.
  private static func isEditorBackup(_ name: String) -> Bool {
    name.hasSuffix("~") || (name.hasPrefix("#") && name.hasSuffix("#"))
  }

  /// The error of a journal file or folder at the root that is something else: a FIFO
  /// named `care.yaml`, a file named `log`. Nil when `entry` is no such name, or is what it
  /// should be, or a link (reported as one).
  private static func wrongType(of entry: FolderEntry) -> Diagnostic? {
    let type = mode_t(entry.type) << 12
    if Workspace.rootFileNames.contains(entry.name), let kind = FileSnapshot.nonFileKind(type) {
      return .error(
        "not-a-file", 0..<0,
        "\(kind) named like a journal file: larder cannot read it, and commands that need it "
          + "stop here",
        hint: "Move it out of the journal, or replace it with the file it stands for.")
    }
    guard Workspace.rootFolderNames.contains(entry.name), entry.type != UInt8(DT_DIR),
      entry.type != UInt8(DT_LNK), entry.type != UInt8(DT_UNKNOWN)
    else { return nil }
    let kind = FileSnapshot.nonFileKind(type) ?? "a file"
    return .error(
      "not-a-folder", 0..<0,
      "\(kind) where the journal's folder \(entry.name)/ belongs: nothing in it is read",
      hint: "Move it out of the journal, then make \(entry.name)/ a folder again (`git checkout "
        + "-- \(entry.name)` puts back what the last commit holds).")
  }

  /// What a folder entry of the `d_type` `type` is when it is neither a file nor a link, for
  /// `not-a-file`; nil too when the file system does not tell the type.
  private static func notAFile(_ type: UInt8) -> String? {
    // A `d_type` is the file-type bits of `st_mode` shifted down by 12 (dirent.h's DTTOIF).
    FileSnapshot.nonFileKind(mode_t(type) << 12)
  }

  /// The entries of a folder of the journal (the root for ""), as `Workspace.folderEntries`
  /// gives them; empty when the folder is missing, not a folder, a link or unreadable.
  private func directoryEntries(_ relative: String) -> [FolderEntry] {
    (try? workspace.folderEntries(relative)) ?? []
  }
}

/// A reading handed to another thread to be freed there.
private final class ReadingBox: @unchecked Sendable {
  // Written once more, by the one thread the box is handed to.
  var reading: JournalReading?

  init(_ reading: consuming JournalReading) {
    self.reading = reading
  }
}

/// What one thread found in the day files it read.
private struct DayTally {
  var files: [CheckResult.File] = []
  var dayCount = 0
  var entryCount = 0
  var edits = LibraryEditTally()
  /// The error of the first day file, in path order, that could not be read.
  var error: (index: Int, error: WorkspaceError)?

  mutating func note(_ error: WorkspaceError, at index: Int) {
    if self.error.map({ index < $0.index }) ?? true { self.error = (index, error) }
  }
}

/// One tally per thread, each written once by its own thread.
private final class DayTallies: @unchecked Sendable {
  private let lock = Mutex(())
  private var tallies: [DayTally]

  init(workers: Int) {
    tallies = Array(repeating: DayTally(), count: workers)
  }

  func store(_ tally: DayTally, at worker: Int) {
    lock.withLock { _ in tallies[worker] = tally }
  }

  var all: [DayTally] { lock.withLock { _ in tallies } }
}

/// The YAML files under `log/` that a check reads, listed on another thread while the
/// settings, plan and library are read on the calling one: a decade is a hundred and twenty
/// month folders and thousands of files, which one thread listed while the other core idled.
private enum LogListing {
  /// The paths under `log/` that a check reads, sorted.
  struct Paths: Sendable {
    var dayPaths: [String] = []
    /// Stray files, read with the settings, plan and library.
    var otherPaths: [String] = []
  }

  /// Starts listing the files under `log/` of `workspace` that `isWanted` keeps (or that
  /// every reading needs).
  static func start(of workspace: Workspace, keeping isWanted: @escaping @Sendable (String) -> Bool)
    -> BackgroundResult<Paths>
  {
    BackgroundResult { () throws(WorkspaceError) in
      var found = Paths()
      for path in try workspace.filePathsInLog() {
        let kind = JournalFileKind(relativePath: path)
        guard isWanted(path) || Workspace.isFoundation(kind) else { continue }
        if case .day? = kind {
          found.dayPaths.append(path)
        } else {
          found.otherPaths.append(path)
        }
      }
      return found
    }
  }
}
