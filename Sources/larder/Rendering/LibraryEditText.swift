import LarderWorkspace

/// The notes of `larder check` on a library edit: each changed food or recipe with its
/// nutrients old → new, then the days whose totals change.
///
/// ```
/// note: foods/basics.yaml: spinach since the last commit: iron 2.7 → 3.6 mg per 100 g
///   changes 3 days, 2026-11-01 … 2026-11-20: 2026-11-01, 2026-11-05, 2026-11-20
/// ```
enum LibraryEditText {
  /// How many dates a note lists without `--verbose`.
  static let listedDates = 5

  /// The notes; `namingTheCommit` says what the library is compared with, which `commit`,
  /// whose edit it is, leaves out.
  static func render(
    _ report: LibraryEditReport, terminal: Terminal, verbose: Bool, namingTheCommit: Bool = true
  ) -> String {
    let since =
      namingTheCommit ? " " + (report.since.map { "since \($0)" } ?? "since the last commit") : ""
    var output = ""
    for item in report.items {
      let units = item.unitChanges.map { change in
        "\(change.unit) \(change.old ?? "none") → \(change.new ?? "none")"
      }
      let changes = item.changes.map { change in
        "\(name(of: change.nutrient)) \(amount(change.old)) → \(amount(change.new)) "
          + change.nutrient.unit.rawValue
      }
      let basis = item.isRecipe ? "per serving" : "per \(item.basis)"
      let described =
        units + (changes.isEmpty ? [] : [changes.joined(separator: ", ") + " \(basis)"])
      output +=
        terminal.style("note:", .cyan) + " \(item.path): \(item.name.text)\(since): "
        + described.joined(separator: "; ") + "\n"
      output += "  " + days(item.dates, verbose: verbose) + "\n"
    }
    return output
  }

  /// `changes 3 days, 2026-11-01 … 2026-11-20: 2026-11-01, 2026-11-05, 2026-11-20`.
  static func days(_ dates: [CalendarDate], verbose: Bool) -> String {
    guard let first = dates.first, let last = dates.last else { return "changes no day logged" }
    let listed = verbose ? dates : Array(dates.prefix(listedDates))
    var text = "changes " + Display.count(dates.count, "day", "days")
    if dates.count > 1 { text += ", \(first.isoString) … \(last.isoString)" }
    text += ": " + listed.map(\.isoString).joined(separator: ", ")
    if listed.count < dates.count { text += ", … (--verbose lists them all)" }
    return text
  }

  /// `iron`, `vitamin D`, `energy`: the nutrient's title, its first letter in lower case.
  static func name(of nutrient: Nutrient) -> String {
    nutrient.title.prefix(1).lowercased() + nutrient.title.dropFirst()
  }

  /// An amount as the library writes it, `unknown` when not known.
  static func amount(_ value: Double?) -> String {
    value.map { DecimalText.string($0, fractionDigits: 3) } ?? "unknown"
  }
}
