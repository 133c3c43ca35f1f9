import Foundation
import LarderTestSupport
import Testing

@Suite("larder settings, end to end")
struct SettingsCommandTests {
  @Test("settings alone shows the three; set changes one as a commit; a bad value is refused")
  func showsAndSets() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    let set = try journal.larder("settings", "set", "cutoff", "3:00", "--yes")
    #expect(set.status == 0, "\(set)")
    #expect(set.stdout.hasPrefix("cutoff 04:00 → 03:00\n✓ committed "))
    let shown = try journal.larder("settings")
    // `larder init` writes all three into larder.yaml.
    #expect(
      shown.stdout == "cutoff      03:00\nweek-start  sunday\nunits       metric\n", "\(shown)")
    let bad = try journal.larder("settings", "set", "week-start", "friday", "--json")
    #expect(bad.status == 1 && bad.stderr.contains("is not sunday or monday"))
  }
}
