import Foundation
import LarderGit
import Testing

/// libgit2's index checksum runs through CChecksums' plain SHA-1; a damaged index must still
/// be refused, and an index libgit2 writes must still satisfy git.
@Suite struct IndexChecksumTests {
  let author = TestEnvironment.author

  @Test func aDamagedIndexIsRefused() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    try scratch.write("a.md", "a\n")
    try repository.commit(paths: ["a.md"], message: "Add a", author: author)
    let indexPath = scratch(".git/index")
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: indexPath)))
    // A byte of the entry's path, so the entries still parse and only the checksum can tell.
    let pathOffset = try #require(bytes.firstRange(of: Array("a.md".utf8))).lowerBound
    bytes[pathOffset] = UInt8(ascii: "b")
    try Data(bytes).write(to: URL(fileURLWithPath: indexPath))

    try scratch.write("a.md", "a, again\n")
    let reopened = try Repository.open(at: scratch.path)
    let error = #expect(throws: GitError.self) {
      try reopened.commit(paths: ["a.md"], message: "Change a", author: author)
    }
    #expect(error?.message.contains("checksum") == true)
  }

  @Test func anIndexWrittenAfterAChecksumPassesGitsOwnCheck() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    for day in 1...20 {
      let path = String(format: "2024/05/%02d.md", day)
      try scratch.write(path, "day \(day)\n")
      try repository.commit(paths: [path], message: "Log \(day)", author: author)
    }
    // git verifies the trailer only when asked, as fsck does.
    try GitCLI.fsck(scratch.path)
    #expect(try GitCLI.run(["ls-files"], in: scratch.path).split(separator: "\n").count == 20)
    #expect(try GitCLI.porcelain(scratch.path) == "")
  }
}
