import Foundation
import LarderTestSupport
import Testing

/// FORMAT.md's file-name rule for library files, end to end.
@Suite("Library file names, end to end")
struct LibraryFileNameCommandTests {
  @Test("foods add --file refuses a hidden, upper-case, non-ASCII or shell name")
  func refused() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    for file in ["foods/.hidden.yaml", "UPPER.yaml", "ü.yaml", "$(id).yaml"] {
      let run = try journal.larder("foods", "add", "Thing", "--kcal", "100", "--file", file)
      #expect(run.status == 1, "\(run)")
      #expect(run.stderr.contains("\"\(file)\" is not a name a library file may have"), "\(run)")
      #expect(run.stderr.contains("hint: Library files are foods/NAME.yaml"), "\(run)")
    }
    #expect(try journal.subjects().count == 1)
    #expect(try journal.git("status", "--porcelain").isEmpty)
  }

  @Test("check warns about a library file named against the rule, and a hidden one")
  func checked() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    try journal.write("foods/UPPER.yaml", "foods:\n  Rye crisp:\n    nutrition: 350 kcal\n")
    try journal.write("foods/.hidden.yaml", "foods:\n  Hidden crisp:\n    nutrition: 350 kcal\n")
    let run = try journal.larder("check")
    #expect(run.status == 0, "warnings only: \(run)")
    #expect(
      run.stdout.contains("foods/UPPER.yaml:1:1: warning: library file names are lower-case ASCII"),
      "\(run)")
    #expect(
      run.stdout.contains(
        "foods/.hidden.yaml:1:1: warning: this file is not part of the journal and is ignored [stray-file]"
      ), "\(run)")
  }
}
