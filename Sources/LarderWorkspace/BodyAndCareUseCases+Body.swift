import FoundationEssentials
import LarderImport
public import LarderJournal
public import LarderModel
public import LarderReports
public import LarderSyntax

/// What `larder body` shows: the report as of today, the daily trend, and every day's
/// measurements up to today, oldest first.
public struct BodyOverview: Sendable {
  /// The day the overview is for.
  public var today: CalendarDate
  /// The profile, for the target and height.
  public var profile: Profile
  /// The journal's display units.
  public var units: Settings.DisplayUnits
  /// Current weight, changes, averages and target progress.
  public var report: BodyReport
  /// The trend weight day by day and its weekly rate.
  public var trend: BodyTrend
  /// Every day's measurements up to today, oldest first.
  public var metrics: [BodyMetrics]
  /// How many errors `larder check` would report in the body files.
  public var errorCount: Int
}

/// What `larder import apple-health` read and wrote.
public struct BodyImport: Sendable, Encodable {
  /// Records of the imported types in the export.
  public var records: Int
  /// Records skipped for a date after today.
  public var future: Int
  /// Records skipped for an absurd value, date or unit.
  public var absurd: Int
  /// Days with at least one value in the export.
  public var days: Int
  /// Values written to the journal.
  public var added = 0
  /// Values the journal already had, equal.
  public var unchanged = 0
  /// Values the journal already had, different: the journal's were kept.
  public var kept = 0
  /// The write, when something was written.
  public var outcome: WriteOutcome?
}

/// One metric as `larder body add` reads it from the command line: kind, value in metric
/// units, and the text written to the file.
public struct BodyMetricInput: Hashable, Sendable {
  /// Which metric.
  public var kind: BodyMetricsSyntax.Kind
  /// The value in kg, %, cm, steps or kcal.
  public var value: Double
  /// The text written to the file, such as `weight 84.2 kg`.
  public var text: String
}

extension BodyAndCareUseCases {
  /// The paths of the body files, `body/YYYY.yaml`, sorted.
  public func bodyPaths() throws(WorkspaceError) -> [String] {
    let directory = workspace.location.url(for: "body").path
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return []
    }
    return names.filter { name in
      if case .body? = JournalFileKind(relativePath: "body/\(name)") { return true }
      return false
    }
    .sorted().map { "body/\($0)" }
  }

  /// Reads `larder.yaml` and the body files for `larder body`.
  public func body(today: CalendarDate) throws(WorkspaceError) -> BodyOverview {
    let reading = JournalReader(today: today).read(
      try workspace.sources(paths: ["larder.yaml"] + bodyPaths()))
    let journal = reading.journal
    return BodyOverview(
      today: today, profile: journal.settings.profile, units: journal.settings.displayUnits,
      report: BodyReport(journal: journal, today: today),
      trend: BodyTrend(body: journal.body, today: today),
      metrics: journal.body.values.filter { $0.date <= today }.sorted { $0.date < $1.date },
      // Only the body files' own errors: the warning names them, and left their lines out.
      errorCount: reading.files.filter { $0.path.hasPrefix("body/") }.reduce(0) { count, file in
        count + file.diagnostics.filter { $0.severity == .error }.count
      })
  }

  /// `larder body add`: sets the metrics on `date` in its year's body file, one commit.
  public func addBody(
    _ metrics: [BodyMetricInput], on date: CalendarDate, today: CalendarDate, noCommit: Bool
  ) throws(JournalEditError) -> WriteOutcome {
    guard !metrics.isEmpty else {
      throw JournalEditError("no metrics to add", hint: "Write `larder body add weight 84.2`.")
    }
    guard date <= today else {
      throw JournalEditError(
        "\(date.isoString) is in the future", hint: "Measure first, then write it down.")
    }
    let path = JournalFileKind.bodyPath(forYear: date.year)
    let summary = metrics.map(\.text).joined(separator: ", ")
    return try writing(message: "body add \(date.isoString): \(summary)", noCommit: noCommit) {
      session throws(JournalEditError) in
      let bytes = try Self.logged { () throws(WorkspaceError) in try session.read(path).bytes }
      let edited = try BodyFileEditor.setting(
        metrics.map { ($0.kind, $0.text) }, on: date, in: bytes ?? [])
      try Self.logged { () throws(WorkspaceError) in try session.replace(path, with: edited) }
    }
  }

  /// `larder body rm`: removes the metrics named (`weight`, `fat`, `lean`, `waist`, `steps`,
  /// `active`; all when none is) on `date`, one commit; refuses an unknown name.
  public func removeBody(metrics names: [String], on date: CalendarDate, noCommit: Bool)
    throws(JournalEditError) -> WriteOutcome
  {
    var kinds: Set<BodyMetricsSyntax.Kind> = []
    for name in names {
      guard let kind = BodyMetricsSyntax.Kind(rawValue: name.lowercased()) else {
        throw JournalEditError(
          "\"\(name)\" is not a body metric",
          hint: "Use weight, fat, lean, waist, steps or active.")
      }
      kinds.insert(kind)
    }
    let path = JournalFileKind.bodyPath(forYear: date.year)
    let what = kinds.isEmpty ? "" : " " + kinds.map(\.rawValue).sorted().joined(separator: ", ")
    return try writing(message: "body rm \(date.isoString)\(what)", noCommit: noCommit) {
      session throws(JournalEditError) in
      let bytes = try Self.logged { () throws(WorkspaceError) in try session.read(path).bytes }
      guard let bytes else {
        throw JournalEditError(
          "no body metrics on \(date.isoString)",
          hint: "`larder body --list` shows the days with metrics.")
      }
      var edited = try BodyFileEditor.removing(kinds, on: date, in: bytes)
      if edited.allSatisfy({ $0 == 0x0A || $0 == 0x0D || $0 == 0x20 }) { edited = [] }
      try Self.logged { () throws(WorkspaceError) in
        edited.isEmpty ? try session.delete(path) : try session.replace(path, with: edited)
      }
    }
  }

  /// Reads `larder body add`'s words: `weight 84.2 [kg|lb]`, `fat 23.1 [%]`, `lean 62 [kg|lb]`,
  /// `waist 92 [cm|in]`, `steps 8512`, `active 420 [kcal]`, commas optional. A number without
  /// a unit is in the journal's display units. Values are converted to metric and checked.
  public static func bodyMetrics(_ words: [String], units: Settings.DisplayUnits)
    throws(JournalEditError) -> [BodyMetricInput]
  {
    var tokens = words.joined(separator: " ")
      .split { $0 == " " || $0 == "," || $0 == "\t" }
      .flatMap(Self.splitNumberAndUnit)
    var result: [BodyMetricInput] = []
    while !tokens.isEmpty {
      let word = tokens.removeFirst().lowercased()
      guard let kind = BodyMetricsSyntax.Kind(rawValue: word) else {
        throw JournalEditError(
          "\"\(word)\" is not a body metric",
          hint: "Use weight, fat, lean, waist, steps or active, each followed by a number.")
      }
      guard !result.contains(where: { $0.kind == kind }) else {
        throw JournalEditError("\(word) is given twice", hint: "Give each metric once.")
      }
      guard let numberText = tokens.first, let number = Double(numberText), number.isFinite
      else {
        throw JournalEditError(
          "\(word) needs a number", hint: "Write it as `\(word) \(Self.example(kind))`.")
      }
      tokens.removeFirst()
      var unit: String?
      if let next = tokens.first, BodyMetricsSyntax.Kind(rawValue: next.lowercased()) == nil {
        unit = next.lowercased()
        tokens.removeFirst()
      }
      result.append(try metric(kind, number, unit: unit, units: units))
    }
    return result
  }

  private static func metric(
    _ kind: BodyMetricsSyntax.Kind, _ number: Double, unit: String?,
    units: Settings.DisplayUnits
  ) throws(JournalEditError) -> BodyMetricInput {
    let imperial = units == .imperial
    let value: Double
    let metricUnit: String
    switch (kind, unit) {
    case (.weight, "kg"?), (.lean, "kg"?),
      (.weight, nil) where !imperial,
      (.lean, nil) where !imperial:
      (value, metricUnit) = (number, "kg")
    case (.weight, "lb"?), (.weight, "lbs"?), (.lean, "lb"?), (.lean, "lbs"?), (.weight, nil),
      (.lean, nil):
      (value, metricUnit) = (BodyMetrics.kilograms(pounds: number), "kg")
    case (.fat, "%"?), (.fat, nil):
      (value, metricUnit) = (number, "%")
    case (.waist, "cm"?),
      (.waist, nil) where !imperial:
      (value, metricUnit) = (number, "cm")
    case (.waist, "in"?), (.waist, nil):
      (value, metricUnit) = (BodyMetrics.centimeters(inches: number), "cm")
    case (.steps, nil), (.steps, "steps"?):
      (value, metricUnit) = (number, "")
    case (.active, nil), (.active, "kcal"?), (.active, "cal"?):
      (value, metricUnit) = (number, "kcal")
    default:
      throw JournalEditError(
        "\"\(unit ?? "")\" is not a unit of \(kind.rawValue)",
        hint: "Write it as `\(kind.rawValue) \(Self.example(kind))`.")
    }
    let range = plausibleRanges[kind]!
    guard range.contains(value) else {
      throw JournalEditError(
        "\(kind.rawValue) \(NumberSyntax.spelling(of: number)) \(unit ?? metricUnit) is not "
          + "plausible",
        hint: "Larder takes \(kind.rawValue) from \(NumberSyntax.spelling(of: range.lowerBound))"
          + " to \(NumberSyntax.spelling(of: range.upperBound)) \(metricUnit); check the number "
          + "and its unit.")
    }
    if kind == .steps, value.rounded() != value {
      throw JournalEditError("steps must be a whole number", hint: "Write `steps 8512`.")
    }
    let spelled = NumberSyntax.spelling(of: value, maxFractionDigits: kind == .steps ? 0 : 2)
    let text = [kind.rawValue, spelled, metricUnit].filter { !$0.isEmpty }.joined(separator: " ")
    return BodyMetricInput(kind: kind, value: value, text: text)
  }

  /// The values `larder body add` accepts, in kg, %, cm, steps and kcal (as `larder check`).
  static let plausibleRanges: [BodyMetricsSyntax.Kind: ClosedRange<Double>] = [
    .weight: 20...400, .fat: BodyMetrics.bodyFatRange, .lean: 10...300, .waist: 30...250,
    .steps: 0...150_000, .active: 0...10_000,
  ]

  private static func example(_ kind: BodyMetricsSyntax.Kind) -> String {
    switch kind {
    case .weight: "84.2 kg"
    case .fat: "23.1 %"
    case .lean: "62 kg"
    case .waist: "92 cm"
    case .steps: "8512"
    case .active: "420 kcal"
    }
  }

  /// `84.2kg` → `84.2`, `kg`; `23%` → `23`, `%`; other words as they are.
  private static func splitNumberAndUnit(_ word: Substring) -> [String] {
    guard let first = word.first, first.isNumber || first == ".",
      let split = word.firstIndex(where: { !$0.isNumber && $0 != "." }),
      split != word.startIndex
    else { return [String(word)] }
    return [String(word[..<split]), String(word[split...])]
  }

  /// `larder import apple-health FILE`: reads the export in one streaming pass and adds the
  /// values the journal lacks, one commit for every body file touched. A value the journal
  /// already has is left alone, whether equal (so importing again adds nothing) or different
  /// (a hand-written value wins, and is counted as kept).
  public func importAppleHealth(path: String, today: CalendarDate, noCommit: Bool)
    throws(JournalEditError) -> BodyImport
  {
    let export: AppleHealthImport
    do {
      export = try AppleHealthImport.read(path: path, today: today)
    } catch {
      throw JournalEditError(failure: error.message, hint: error.hint)
    }
    let existing = try Self.logged { () throws(WorkspaceError) in
      JournalReader(today: today).read(try workspace.sources(paths: try bodyPaths())).journal.body
    }
    var summary = BodyImport(
      records: export.counts.records, future: export.counts.future,
      absurd: export.counts.absurd, days: export.days.count)
    var byYear: [Int: [CalendarDate: [BodyFileEditor.Metric]]] = [:]
    for (date, metrics) in export.days {
      let old = existing[date] ?? BodyMetrics(date: date)
      for (kind, value, current) in Self.values(metrics, old) {
        guard let value else { continue }
        let input = try Self.metric(kind, value, unit: nil, units: .metric)
        guard let current else {
          byYear[date.year, default: [:]][date, default: []].append((kind, input.text))
          summary.added += 1
          continue
        }
        if abs(current - input.value) < 0.005 { summary.unchanged += 1 } else { summary.kept += 1 }
      }
    }
    let message =
      "import apple-health: \(String.counted(summary.added, "value", "values")) on "
      + String.counted(Set(byYear.values.flatMap(\.keys)).count, "day", "days")
      + (summary.future + summary.absurd > 0
        ? " (skipped \(summary.future) future, \(summary.absurd) absurd)" : "")
    summary.outcome = try writing(message: message, noCommit: noCommit) {
      session throws(JournalEditError) in
      for (year, days) in byYear.sorted(by: { $0.key < $1.key }) {
        let path = JournalFileKind.bodyPath(forYear: year)
        let bytes = try Self.logged { () throws(WorkspaceError) in try session.read(path).bytes }
        let edited = try BodyFileEditor.setting(days, in: bytes ?? [])
        try Self.logged { () throws(WorkspaceError) in try session.replace(path, with: edited) }
      }
    }
    return summary
  }

  /// Each metric of `new` with the value `old` has for it.
  private static func values(_ new: BodyMetrics, _ old: BodyMetrics)
    -> [(BodyMetricsSyntax.Kind, Double?, Double?)]
  {
    [
      (.weight, new.weightKilograms, old.weightKilograms),
      (.fat, new.bodyFatPercent, old.bodyFatPercent),
      (.lean, new.leanKilograms, old.leanKilograms),
      (.waist, new.waistCentimeters, old.waistCentimeters),
      (.steps, new.steps.map(Double.init), old.steps.map(Double.init)),
      (.active, new.activeKcal, old.activeKcal),
    ]
  }

  // MARK: - Writing with refusals

  /// Runs `change` in a write session and commits with `message`; every failure is a
  /// `JournalEditError`.
  func writing(
    message: String, noCommit: Bool, _ change: (WriteSession) throws(JournalEditError) -> Void
  ) throws(JournalEditError) -> WriteOutcome {
    let session = try Self.logged { () throws(WorkspaceError) in
      try workspace.beginWrite(noCommit: noCommit)
    }
    try change(session)
    return try Self.logged { () throws(WorkspaceError) in try session.commit(message: message) }
  }

  /// Runs `body`, turning a workspace error into a `JournalEditError`.
  static func logged<Result>(_ body: () throws(WorkspaceError) -> Result)
    throws(JournalEditError) -> Result
  {
    do {
      return try body()
    } catch {
      // A refusal (a file changed or being written meanwhile) is exit 1, a failure 2.
      throw error.isRefusal
        ? JournalEditError(error.message, hint: error.hint)
        : JournalEditError(failure: error.message, hint: error.hint)
    }
  }
}
