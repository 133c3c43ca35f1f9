import LarderModel
import LarderSyntax

extension JournalReader {
  /// The largest day-to-day weight change that is plausibly real.
  static let plausibleDailyWeightChange = 3.0

  /// Reads one year of body metrics (FORMAT.md §4.7).
  func readBody(_ file: inout FileReading, year: Int) -> [(BodyMetrics, key: Range<Int>)] {
    guard let root = file.rootMapping(describing: "a body file") else { return [] }
    var result: [(BodyMetrics, key: Range<Int>)] = []
    for entry in root.entries {
      var keyDiagnostics: [Diagnostic] = []
      guard
        let syntax = DateSyntax.parse(
          Array(entry.name.utf8)[...], at: entry.key.range.lowerBound, into: &keyDiagnostics),
        let date = CalendarDate(year: syntax.year, month: syntax.month, day: syntax.day)
      else {
        file.diagnostics.append(
          .error(
            "bad-date", entry.key.range, "\"\(entry.name)\" is not a date",
            hint: "Key each line by its date: `\(year)-01-31: weight 80 kg`."))
        continue
      }
      guard date.year == year else {
        file.diagnostics.append(
          .error(
            "path-date-mismatch", entry.key.range,
            "\(date.isoString) does not belong in the file of \(year)",
            hint: "Move the line to \(JournalFileKind.bodyPath(forYear: date.year))."))
        continue
      }
      file.warnIfFuture(date, today: today, range: entry.key.range)
      guard let metricsSyntax = file.parse(BodyMetricsSyntax.self, entry) else { continue }
      var metrics = BodyMetrics(date: date)
      for metric in metricsSyntax.metrics {
        let value = metric.number.value
        switch metric.kind {
        case .weight:
          metrics.weightKilograms =
            metric.unit == .pounds ? BodyMetrics.kilograms(pounds: value) : value
        case .lean:
          metrics.leanKilograms =
            metric.unit == .pounds ? BodyMetrics.kilograms(pounds: value) : value
        case .waist:
          metrics.waistCentimeters =
            metric.unit == .inches ? BodyMetrics.centimeters(inches: value) : value
        case .fat: metrics.bodyFatPercent = value
        case .steps: metrics.steps = Int(value)
        case .active: metrics.activeKcal = value
        }
        checkPlausible(metric, metrics, &file)
      }
      result.append((metrics, entry.key.range))
    }
    return result
  }

  private func checkPlausible(
    _ metric: BodyMetricsSyntax.Metric, _ metrics: BodyMetrics, _ file: inout FileReading
  ) {
    let problem: String? =
      switch metric.kind {
      case .weight: (20...400).contains(metrics.weightKilograms ?? 0) ? nil : "a weight of"
      case .lean: (10...300).contains(metrics.leanKilograms ?? 0) ? nil : "a lean mass of"
      case .fat: (2...75).contains(metrics.bodyFatPercent ?? 0) ? nil : "a body fat of"
      case .waist: (30...250).contains(metrics.waistCentimeters ?? 0) ? nil : "a waist of"
      case .steps: (0...150_000).contains(metrics.steps ?? -1) ? nil : "a step count of"
      case .active: (0...10_000).contains(metrics.activeKcal ?? -1) ? nil : "an active energy of"
      }
    guard let problem else { return }
    file.diagnostics.append(
      .error(
        "implausible-value", metric.range,
        "\(problem) \"\(file.text(metric.number.range))\" is not plausible",
        hint: "Check the number and its unit (lb versus kg, say)."))
  }

  /// Warns about weigh-ins that jump more than 3 kg from one day to the next.
  func checkWeightJumps(
    _ metrics: [BodyMetrics], origins: [CalendarDate: (file: Int, range: Range<Int>)],
    files: inout [FileReading]
  ) {
    var previous: BodyMetrics?
    for current in metrics.sorted(by: { $0.date < $1.date }) {
      guard let weight = current.weightKilograms else { continue }
      defer { previous = current }
      guard let before = previous, let earlier = before.weightKilograms,
        before.date.next == current.date,
        abs(weight - earlier) > Self.plausibleDailyWeightChange,
        let origin = origins[current.date]
      else { continue }
      files[origin.file].diagnostics.append(
        .warning(
          "weight-jump", origin.range,
          "weight changed by \(NumberSyntax.spelling(of: abs(weight - earlier), maxFractionDigits: 1)) kg "
            + "since \(before.date.isoString)",
          hint: "A change over 3 kg in a day is usually a typo or a unit mix-up."))
    }
  }

  /// Reads `care.yaml` (FORMAT.md §4.8).
  func readCare(_ file: inout FileReading) -> [CareMeeting] {
    guard let root = file.rootMapping(describing: "care.yaml") else { return [] }
    file.warnUnknownKeys(root, known: ["meetings"], in: "care.yaml")
    guard let entry = root.entry(named: "meetings"), let list = file.sequence(entry) else {
      return []
    }
    var meetings: [CareMeeting] = []
    for item in list.items {
      guard let fields = item.value?.mapping else {
        file.diagnostics.append(
          .error(
            "expected-mapping", item.range, "a meeting must hold `date:`, `with:` and `notes:`",
            hint: "Write `- date: 2026-10-02` and indent `with:` and `notes:` under it."))
        continue
      }
      file.warnUnknownKeys(fields, known: ["date", "with", "notes"], in: "a meeting")
      guard let dateEntry = fields.entry(named: "date"),
        let syntax = file.parse(DateSyntax.self, dateEntry),
        let date = CalendarDate(year: syntax.year, month: syntax.month, day: syntax.day)
      else {
        if fields.entry(named: "date") == nil {
          file.diagnostics.append(
            .error(
              "missing-value", item.range, "a meeting has no date",
              hint: "Add `date: 2026-10-02`."))
        }
        continue
      }
      file.warnIfFuture(date, today: today, range: dateEntry.value?.range ?? dateEntry.key.range)
      var provider = CareMeeting.Provider.doctor
      if let withEntry = fields.entry(named: "with"), let scalar = file.scalar(withEntry) {
        if let parsed = CareMeeting.Provider(rawValue: Name.normalized(scalar.value)) {
          provider = parsed
        } else {
          file.diagnostics.append(
            .error(
              "bad-provider", scalar.range, "\"\(scalar.value)\" is not doctor or nutritionist",
              hint: "Write `with: doctor` or `with: nutritionist`."))
        }
      }
      let notes = fields.entry(named: "notes").flatMap { file.scalar($0)?.value }
      meetings.append(CareMeeting(date: date, provider: provider, notes: notes))
    }
    return meetings
  }

  /// Reads `documents/documents.yaml` (FORMAT.md §4.9).
  func readDocuments(_ file: inout FileReading) -> [DocumentRecord] {
    guard let root = file.rootMapping(describing: "documents.yaml") else { return [] }
    file.warnUnknownKeys(root, known: ["documents"], in: "documents.yaml")
    guard let entry = root.entry(named: "documents"), let list = file.sequence(entry) else {
      return []
    }
    var records: [DocumentRecord] = []
    for item in list.items {
      guard let fields = item.value?.mapping else {
        file.diagnostics.append(
          .error(
            "expected-mapping", item.range, "a document must hold title, file, type and added",
            hint: "Write `- title: ...` and indent `file:`, `type:` and `added:` under it."))
        continue
      }
      file.warnUnknownKeys(fields, known: ["title", "file", "type", "added"], in: "a document")
      let title = fields.entry(named: "title").flatMap { file.scalar($0)?.value }
      let name = fields.entry(named: "file").flatMap { file.scalar($0)?.value }
      let typeText = fields.entry(named: "type").flatMap { file.scalar($0)?.value }
      let added = fields.entry(named: "added").flatMap { file.parse(DateSyntax.self, $0) }
      guard let title, let name, let typeText, let added,
        let date = CalendarDate(year: added.year, month: added.month, day: added.day)
      else {
        file.diagnostics.append(
          .error(
            "missing-value", item.range, "a document needs a title, file, type and added date",
            hint: "Add the missing keys; `larder doc add` writes them all."))
        continue
      }
      guard let type = DocumentRecord.FileType(rawValue: Name.normalized(typeText)) else {
        file.diagnostics.append(
          .error(
            "bad-document-type", fields.entry(named: "type")?.value?.range ?? item.range,
            "document type \"\(typeText)\" is not supported",
            hint: "Use one of "
              + DocumentRecord.FileType.allCases.map(\.rawValue).joined(separator: ", ") + "."))
        continue
      }
      if name.contains("/") || name.hasPrefix(".") {
        file.diagnostics.append(
          .error(
            "unsafe-document-path", fields.entry(named: "file")?.value?.range ?? item.range,
            "document file \"\(name)\" must be a plain file name inside documents/",
            hint: "Name the file without folders, such as `2026-10-02-blood-test.pdf`."))
        continue
      }
      if let documentFiles, !documentFiles.contains(name) {
        file.diagnostics.append(
          .error(
            "missing-document", fields.entry(named: "file")?.value?.range ?? item.range,
            "document file \"\(name)\" is not in documents/",
            hint: "Put the file back, or remove its entry with `larder doc rm \"\(title)\"`."))
      }
      records.append(DocumentRecord(title: title, file: name, type: type, added: date))
    }
    return records
  }
}
