import Foundation
import Testing

@testable import LarderWorkspace

/// Crash recovery of a command killed between writing two of its files.
@Suite("Recovery: a command that wrote only some of its files")
struct HalfWrittenRecoveryTests {
  let day = "log/2026/11/2026-11-21.yaml"
  let other = "foods/mine.yaml"

  /// The pending record line of `path`: the checksums of the bytes written and read.
  func line(_ path: String, wrote written: String, read: String) -> String {
    let checksum = { (text: String) in
      String(JournalCache.checksum(Array(text.utf8)[...]), radix: 16)
    }
    return "\(path)\t\(checksum(written))\t\(checksum(read))\n"
  }

  @Test("a file the command read with an earlier interrupted write in it is not put back")
  func earlierWriteIsKept() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let committed = "lunch:\n  - 12:30 apple 150 g\n"
    _ = try journal.workspace.write(message: "add apple") { session throws(WorkspaceError) in
      try session.replace(day, with: Array(committed.utf8))
      try session.replace(other, with: Array("foods:\n".utf8))
    }
    // An add killed before its commit left the banana; a rename read the day with it, wrote
    // it renamed, and was killed before writing its second file.
    let withBanana = committed + "  - 13:00 banana\n"
    let renamed = withBanana.replacingOccurrences(of: "lunch:", with: "dinner:")
    try journal.write(day, renamed)
    let record =
      line(day, wrote: renamed, read: withBanana)
      + line(other, wrote: "foods:\n  # renamed\n", read: "foods:\n")
    try journal.write(".git/larder-pending", record)
    let outcome = try journal.workspace.write(message: "add rice") {
      session throws(WorkspaceError) in
      try session.replace("log/2026/11/2026-11-20.yaml", with: Array("lunch:\n  - rice\n".utf8))
    }
    #expect(!outcome.notices.contains { $0.contains("as last committed") }, "\(outcome.notices)")
    #expect(try journal.read(day) == renamed, "the banana and the rename are kept")
  }

  @Test("files the command read as last committed are put back, and the notice names them")
  func cleanReadIsPutBack() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let committed = "lunch:\n  - 12:30 apple 150 g\n"
    _ = try journal.workspace.write(message: "add apple") { session throws(WorkspaceError) in
      try session.replace(day, with: Array(committed.utf8))
      try session.replace(other, with: Array("foods:\n".utf8))
    }
    let renamed = committed.replacingOccurrences(of: "lunch:", with: "dinner:")
    try journal.write(day, renamed)
    let record =
      line(day, wrote: renamed, read: committed)
      + line(other, wrote: "foods:\n  # renamed\n", read: "foods:\n")
    try journal.write(".git/larder-pending", record)
    let outcome = try journal.workspace.write(message: "add rice") {
      session throws(WorkspaceError) in
      try session.replace("log/2026/11/2026-11-20.yaml", with: Array("lunch:\n  - rice\n".utf8))
    }
    #expect(outcome.notices.contains { $0.contains("put back \(day) as last committed") })
    #expect(try journal.read(day) == committed)
    #expect(try journal.git("status", "--porcelain") == "")
  }
}
