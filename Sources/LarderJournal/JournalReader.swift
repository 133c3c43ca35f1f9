public import LarderModel
public import LarderSyntax

/// Reads journal files into model values, reporting every problem with a location.
///
/// Files are read in dependency order — settings, units, categories, meal slots, the food
/// library, then days, body metrics, care meetings and documents — so that each entry is
/// resolved against the library and plan that the same files define.
public struct JournalReader: Sendable {
  /// Runs `body(0)` … `body(count - 1)`, possibly at the same time on several threads, and
  /// returns when all have finished. The caller brings the threads: this layer has none.
  public typealias ParallelFor = @Sendable (_ count: Int, _ body: @Sendable (Int) -> Void) -> Void

  /// The date future-date warnings are judged against; nil turns them off.
  public let today: CalendarDate?
  let parallelFor: ParallelFor
  /// The names of the files in `documents/`, when a check should report a document of the
  /// index whose file is missing (`missing-document`); nil skips that check.
  public var documentFiles: Set<String>?

  /// Creates a reader; `parallelFor` spreads parsing and day files over threads.
  public init(
    today: CalendarDate?,
    parallelFor: @escaping ParallelFor = { count, body in for index in 0..<count { body(index) } }
  ) {
    self.today = today
    self.parallelFor = parallelFor
  }

  /// Reads a whole journal, or any subset of its files (a missing settings or plan file means
  /// its defaults).
  public func read(_ sources: [JournalSource]) -> JournalReading {
    var files = parsed(sources)
    var journal = Journal()
    var ofKind: [Kind: [Int]] = [:]
    for (index, source) in sources.enumerated() {
      ofKind[Kind(source.kind), default: []].append(index)
    }
    func reading(_ index: Int) -> FileReading { files[index].reading }

    if let index = ofKind[.settings]?.first {
      var file = reading(index)
      journal.settings = readSettings(&file)
      files[index].reading = file
      // A journal from a newer format is not read further: its meaning may have changed.
      if file.diagnostics.contains(where: { $0.id == "unsupported-format-version" }) {
        return JournalReading(journal: journal, files: files, plan: nil)
      }
    }
    if let index = ofKind[.units]?.first {
      var file = reading(index)
      if let units = readUnits(&file) { journal.units = units }
      files[index].reading = file
    }
    if let index = ofKind[.categories]?.first {
      var file = reading(index)
      let (categories, rules) = readCategories(&file, units: journal.units)
      if let categories { journal.categories = categories }
      if let rules { journal.compensation = rules }
      files[index].reading = file
    }
    if let index = ofKind[.meals]?.first {
      var file = reading(index)
      if let slots = readMeals(&file) { journal.mealSlots = slots }
      files[index].reading = file
    }
    if let indices = ofKind[.foods] {
      for index in indices {
        let name = String(files[index].path.split(separator: "/").last ?? "")
        guard !JournalFileKind.isLibraryFileName(name) else { continue }
        files[index].reading.diagnostics.append(
          .warning(
            "bad-file-name", 0..<0,
            "library file names are lower-case ASCII: letters, digits, \"-\" and \"_\"",
            hint: "Rename it, such as with `git mv`: a name like this one can mean another "
              + "file, or none, on another file system or in a shell. Its foods are read."))
      }
      var libraryFiles = indices.map(reading)
      journal.library = readLibrary(&libraryFiles, categories: journal.categories)
      for (position, index) in indices.enumerated() {
        files[index].reading = libraryFiles[position]
      }
    }
    let plan = Plan(
      library: journal.library, categories: journal.categories, slots: journal.mealSlots)
    let dayIndices = ofKind[.day] ?? []
    for (index, day) in readDays(dayIndices.map { files[$0] }, plan: plan).enumerated() {
      files[dayIndices[index]] = day.file
      journal.days[day.day.date] = day.day
    }
    // Body files are read on every core as well, then merged in file order.
    let bodyIndices = ofKind[.body] ?? []
    let bodies = ResultSlots<BodyFile>(count: bodyIndices.count)
    parallelFor(bodyIndices.count) { [files] position in
      let index = bodyIndices[position]
      guard case .body(let year) = files[index].kind else { return }
      var file = files[index].reading
      let metrics = readBody(&file, year: year)
      bodies[position] = BodyFile(reading: file, metrics: metrics)
    }
    var metricCount = 0
    for position in bodyIndices.indices { metricCount += bodies[position]?.metrics.count ?? 0 }
    var weighIns: [BodyMetrics] = []
    weighIns.reserveCapacity(metricCount)
    var origins: [CalendarDate: (file: Int, range: Range<Int>)] = [:]
    origins.reserveCapacity(metricCount)
    journal.body.reserveCapacity(journal.body.count + metricCount)
    for (position, index) in bodyIndices.enumerated() {
      guard let body = bodies.take(position) else { continue }
      for (metrics, key) in body.metrics {
        journal.body[metrics.date] = metrics
        weighIns.append(metrics)
        origins[metrics.date] = (index, key)
      }
      files[index].reading = body.reading
    }
    var readings = files.map(\.reading)
    checkWeightJumps(weighIns, origins: origins, files: &readings)
    for index in files.indices { files[index].reading = readings[index] }
    if let index = ofKind[.care]?.first {
      var file = reading(index)
      journal.meetings = readCare(&file)
      files[index].reading = file
    }
    if let index = ofKind[.documents]?.first {
      var file = reading(index)
      journal.documents = readDocuments(&file)
      files[index].reading = file
    }
    for index in ofKind[.stray] ?? [] {
      guard case .stray(let reason) = files[index].kind else { continue }
      files[index].reading.diagnostics.append(
        .warning(
          "stray-file", 0..<0, "this file is not part of the journal and is ignored",
          hint: "Check its name: \(reason)."))
    }
    return JournalReading(journal: journal, files: files, plan: plan)
  }

  /// Reads one more day file against the settings, plan and library of an earlier reading,
  /// so that a whole-history command can stream days without keeping every tree.
  ///
  /// - Parameter resolutions: how entry names resolved in the days this thread read before
  ///   against the same reading; it learns from this day too.
  public func readDay(
    _ source: JournalSource, against reading: JournalReading,
    resolutions: EntryResolutions? = nil
  ) -> (file: JournalFileResult, day: Day)? {
    guard case .day(let date, let pathAgrees) = source.kind, let plan = reading.plan else {
      return nil
    }
    let (document, _) = DocumentParser.parse(source.bytes)
    var result = JournalFileResult(path: source.path, kind: source.kind, document: document)
    var file = result.reading
    let day = readDay(
      &file, date: date, pathAgrees: pathAgrees, plan: plan, resolutions: resolutions)
    result.reading = file
    return (result, day)
  }

  /// Checks one more day file as `readDay(_:against:resolutions:)` reads it, with the same
  /// problems, but only counts its entries, for a caller that wants the problems and the
  /// number of entries, not the entries.
  public func checkDay(
    _ source: JournalSource, against reading: JournalReading,
    resolutions: EntryResolutions? = nil
  ) -> (file: JournalFileResult, counts: DayEntryCounts)? {
    checkDay(source, against: reading, resolutions: resolutions, buildingMeals: false)
      .map { ($0.file, $0.counts) }
  }

  /// Checks one more day file as `checkDay(_:against:resolutions:)` does, and with
  /// `buildingMeals` also builds the entries of its meal slots (those that resolve), for a
  /// check that looks at what some entries log.
  public func checkDay(
    _ source: JournalSource, against reading: JournalReading,
    resolutions: EntryResolutions? = nil, buildingMeals: Bool
  ) -> (file: JournalFileResult, counts: DayEntryCounts, meals: [Entry])? {
    guard case .day(let date, let pathAgrees) = source.kind, let plan = reading.plan else {
      return nil
    }
    let (document, _) = DocumentParser.parse(source.bytes)
    var result = JournalFileResult(path: source.path, kind: source.kind, document: document)
    var file = result.reading
    let (counts, meals) = checkDay(
      &file, date: date, pathAgrees: pathAgrees, plan: plan, resolutions: resolutions,
      buildingMeals: buildingMeals)
    result.reading = file
    return (result, counts, meals)
  }

  /// Parses every source, spread over threads.
  private func parsed(_ sources: [JournalSource]) -> [JournalFileResult] {
    let results = ResultSlots<JournalFileResult>(count: sources.count)
    let order = Self.largestFirst(sources.map(\.bytes.count))
    parallelFor(sources.count) { position in
      let index = order[position]
      let source = sources[index]
      let document = source.document ?? DocumentParser.parse(source.bytes).0
      results[index] = JournalFileResult(path: source.path, kind: source.kind, document: document)
    }
    return results.values
  }

  /// Reads day files against the plan, spread over threads.
  private func readDays(_ files: [JournalFileResult], plan: Plan) -> [(
    file: JournalFileResult, day: Day
  )] {
    let results = ResultSlots<(file: JournalFileResult, day: Day)>(count: files.count)
    parallelFor(files.count) { index in
      var result = files[index]
      guard case .day(let date, let pathAgrees) = result.kind else { return }
      var file = result.reading
      // A day names the same few foods again and again: a long day looked each one up anew.
      let day = readDay(
        &file, date: date, pathAgrees: pathAgrees, plan: plan, resolutions: EntryResolutions())
      result.reading = file
      results[index] = (result, day)
    }
    return results.values
  }

  /// The indices of work items of the given sizes, largest first: threads that take the next
  /// item as they finish one then end together, rather than one reading a large library file
  /// while the others wait.
  static func largestFirst(_ sizes: [Int]) -> [Int] {
    sizes.indices.sorted { sizes[$0] > sizes[$1] || sizes[$0] == sizes[$1] && $0 < $1 }
  }

  /// One body file as read: its diagnostics, and its metrics with the keys they were read from.
  private struct BodyFile: Sendable {
    var reading: FileReading
    var metrics: [(BodyMetrics, key: Range<Int>)]
  }

  /// File kinds without their payloads, for grouping.
  private enum Kind: Hashable {
    case settings, categories, meals, units, foods, day, body, care, documents, stray

    init(_ kind: JournalFileKind) {
      switch kind {
      case .settings: self = .settings
      case .categories: self = .categories
      case .meals: self = .meals
      case .units: self = .units
      case .foods: self = .foods
      case .day: self = .day
      case .body: self = .body
      case .care: self = .care
      case .documents: self = .documents
      case .stray: self = .stray
      }
    }
  }
}

/// One file handed to the reader: its path relative to the journal root and its bytes.
public struct JournalSource: Sendable {
  /// The path relative to the journal root, with `/` separators.
  public let path: String
  /// What the file holds, told by its path.
  public let kind: JournalFileKind
  /// The file's bytes.
  public let bytes: [UInt8]
  /// The file's tree, when the caller parsed it already.
  let document: DocumentSyntax?

  /// Creates a source; nil when the path is not a journal file.
  public init?(path: String, bytes: [UInt8]) {
    guard let kind = JournalFileKind(relativePath: path) else { return nil }
    self.path = path
    self.kind = kind
    self.bytes = bytes
    self.document = nil
  }

  /// Creates a source from a file the caller parsed already, which the reader does not parse
  /// again; nil when the path is not a journal file.
  public init?(path: String, document: DocumentSyntax) {
    guard let kind = JournalFileKind(relativePath: path) else { return nil }
    self.path = path
    self.kind = kind
    self.bytes = document.source.bytes
    self.document = document
  }
}

/// A file as read: its tree and every diagnostic about it, syntax and meaning alike.
public struct JournalFileResult: Sendable {
  /// The path relative to the journal root.
  public let path: String
  /// What the file holds.
  public let kind: JournalFileKind
  var reading: FileReading

  init(path: String, kind: JournalFileKind, document: DocumentSyntax) {
    self.path = path
    self.kind = kind
    self.reading = FileReading(document: document)
  }

  /// The file's lossless tree.
  public var document: DocumentSyntax { reading.document }

  /// Every problem in the file, sorted by position.
  public var diagnostics: [Diagnostic] {
    reading.diagnostics.sorted {
      ($0.range.lowerBound, $0.range.upperBound, $0.id)
        < ($1.range.lowerBound, $1.range.upperBound, $1.id)
    }
  }
}

/// The result of reading journal files: the model and each file's diagnostics.
public struct JournalReading: Sendable {
  /// Everything the files say, with defaults for what they leave out.
  public let journal: Journal
  /// Each file read, in the order given.
  public let files: [JournalFileResult]
  /// What further day files are resolved against; nil when the journal could not be read.
  let plan: Plan?

  /// Whether any file has an error (warnings do not count).
  public var hasErrors: Bool {
    files.contains { $0.reading.diagnostics.contains { $0.severity == .error } }
  }
}

/// Slots that threads fill at distinct indices, read once all have finished.
final class ResultSlots<Value>: @unchecked Sendable {
  // Each index is written by exactly one thread and read only after `parallelFor` returns,
  // which orders every write before every read. A fixed allocation, not an array, so that no
  // write goes through an exclusivity check or a copy-on-write test of shared storage.
  private let slots: UnsafeMutablePointer<Value?>
  private let count: Int

  init(count: Int) {
    self.count = count
    slots = .allocate(capacity: max(count, 1))
    slots.initialize(repeating: nil, count: count)
  }

  deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
  }

  subscript(index: Int) -> Value? {
    get { slots[index] }
    set { slots[index] = newValue }
  }

  var values: [Value] { (0..<count).compactMap { slots[$0] } }

  /// The value at `index`, moved out of its slot, which is left empty.
  func take(_ index: Int) -> Value? {
    let value = slots[index]
    slots[index] = nil
    return value
  }
}
