import Foundation
import LarderTestSupport
import Testing

/// `larder check` reports symbolic links inside the journal, end to end.
@Suite("Symbolic links inside the journal, checked end to end")
struct SymbolicLinkCheckCommandTests {
  @Test("a day file that is a link is a located error, and the journal fails the check")
  func reported() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let outside = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-outside-\(UUID().uuidString).yaml")
    let day = journal.root.appendingPathComponent("log/2026/11/2026-11-19.yaml")
    try FileManager.default.moveItem(at: day, to: outside)
    defer { try? FileManager.default.removeItem(at: outside) }
    try FileManager.default.createSymbolicLink(
      atPath: day.path, withDestinationPath: outside.path)
    let run = try journal.larder("check")
    #expect(run.status == 1, "\(run)")
    #expect(
      run.stdout.contains(
        "log/2026/11/2026-11-19.yaml:1:1: error: a symbolic link inside the journal: larder "
          + "does not read it, and refuses to write through it [symbolic-link]"), "\(run)")
    #expect(run.stdout.contains("hint: Replace the link with a copy"), "\(run)")
  }
}
