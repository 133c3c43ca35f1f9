import LarderWorkspace
import Testing

@Suite("larder settings: the day cutoff, week start and units of larder.yaml")
struct SettingsUseCaseTests {
  @Test("set replaces the value in place, keeping its comment and every other byte")
  func setsInPlace() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let before = "# mine\nformat: 1\nday cutoff: 04:00  # night owl\nweek start: sunday\n"
    try journal.write("larder.yaml", before)
    let change = try journal.workspace.journal.setSetting(
      "cutoff", to: "3:00", dryRun: false, noCommit: false)
    #expect(change.previous == "04:00" && change.value == "03:00")
    #expect(
      try journal.read("larder.yaml")
        == before.replacingOccurrences(of: "04:00", with: "03:00"))
    #expect(try journal.subjects().first == "settings set cutoff 03:00")
    let values = try journal.workspace.journal.settingValues()
    #expect(values.map(\.key) == ["cutoff", "week-start", "units"])
    #expect(values.map(\.value) == ["03:00", "sunday", "metric"])
    #expect(values.map(\.isDefault) == [false, false, true])
  }

  @Test("a setting the file leaves out goes where FORMAT.md puts it; a dry run writes nothing")
  func insertsInOrder() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try journal.write(
      "larder.yaml", "format: 1\nauthor: A <a@b.c>\ngoals:\n  2026-01-01: 2000 kcal\n")
    let dry = try journal.workspace.journal.setSetting(
      "Week Start", to: "Monday", dryRun: true, noCommit: false)
    #expect(dry.outcome == nil && dry.value == "monday" && dry.previous == "sunday")
    #expect(try journal.read("larder.yaml").hasPrefix("format: 1\nauthor:"))
    _ = try journal.workspace.journal.setSetting(
      "week-start", to: "monday", dryRun: false, noCommit: false)
    _ = try journal.workspace.journal.setSetting(
      "units", to: "imperial", dryRun: false, noCommit: false)
    #expect(
      try journal.read("larder.yaml")
        == "format: 1\nweek start: monday\nunits: imperial\nauthor: A <a@b.c>\ngoals:\n"
        + "  2026-01-01: 2000 kcal\n")
    try journal.expectCleanAndValid()
  }

  @Test("unknown settings and bad values are refused, writing nothing")
  func refusals() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let settings = journal.workspace.journal
    for (key, value) in [
      ("colour", "red"), ("cutoff", "25:00"), ("week-start", "friday"),
      ("units", "furlongs"),
    ] {
      #expect(throws: JournalEditError.self) {
        try settings.setSetting(key, to: value, dryRun: false, noCommit: false)
      }
    }
    #expect(try journal.subjects() == ["init"])
  }
}
