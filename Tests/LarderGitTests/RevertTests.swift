import Foundation
import LarderGit
import Testing

@Suite struct RevertTests {
  let author = TestEnvironment.author

  /// Commits `a.md` and `b.md`, then an edit to `a.md` whose id is returned.
  private func edited(_ scratch: Scratch) throws -> (Repository, CommitID) {
    let repository = try Repository.create(at: scratch.path)
    try scratch.write("a.md", "one\ntwo\nthree\n")
    try scratch.write("b.md", "b\n")
    try repository.commit(paths: ["a.md", "b.md"], message: "Start", author: author)
    try scratch.write("a.md", "one\n2\nthree\n")
    let edit = try #require(
      try repository.commit(paths: ["a.md"], message: "Edit a", author: author))
    return (repository, edit)
  }

  /// Each file as `path: text`, or `path: deleted`.
  private func described(_ files: [RevertedFile]) -> [String] {
    files.map {
      "\($0.path): " + ($0.bytes.map { String(decoding: $0, as: UTF8.self) } ?? "deleted")
    }
  }

  /// The work tree, the index, HEAD and git's state files are as `edited` left them.
  private func expectNothingWritten(_ scratch: Scratch, head: CommitID, _ repository: Repository)
    throws
  {
    #expect(try scratch.read("a.md") == "one\n2\nthree\n")
    #expect(try repository.headCommit == head)
    #expect(try GitCLI.porcelain(scratch.path) == "")
    for file in ["REVERT_HEAD", "MERGE_MSG", "index.lock"] {
      #expect(!FileManager.default.fileExists(atPath: scratch(".git/\(file)")))
    }
  }

  @Test func theInverseIsWorkedOutInMemory() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let (repository, edit) = try edited(scratch)

    let files = try repository.revertedFiles(of: edit)

    #expect(described(files) == ["a.md: one\ntwo\nthree\n"])
    try expectNothingWritten(scratch, head: edit, repository)
  }

  @Test func anOlderCommitIsRevertedOnTopOfLaterOnes() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let (repository, edit) = try edited(scratch)
    try scratch.write("a.md", "one\n2\nthree\nfour\n")
    try repository.commit(paths: ["a.md"], message: "Add four", author: author)

    let files = try repository.revertedFiles(of: edit)

    #expect(described(files) == ["a.md: one\ntwo\nthree\nfour\n"])
  }

  @Test func revertingAnAdditionDeletesTheFile() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let (repository, _) = try edited(scratch)
    try scratch.write("c.md", "new\n")
    let added = try #require(
      try repository.commit(paths: ["c.md"], message: "Add c", author: author))

    #expect(described(try repository.revertedFiles(of: added)) == ["c.md: deleted"])
    #expect(try scratch.read("c.md") == "new\n")
  }

  @Test func aConflictWithALaterCommitIsRefused() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let (repository, edit) = try edited(scratch)
    try scratch.write("a.md", "one\n2, again\nthree\n")
    let later = try #require(
      try repository.commit(paths: ["a.md"], message: "Edit a again", author: author))

    let error = try #require(throws: GitError.self) {
      try repository.revertedFiles(of: edit)
    }

    #expect(error.code == .conflict)
    #expect(error.message.contains("'a.md'"))
    #expect(try scratch.read("a.md") == "one\n2, again\nthree\n")
    #expect(try repository.headCommit == later)
    #expect(try GitCLI.porcelain(scratch.path) == "")
  }

  @Test func aHandEditIsNeitherReadNorTouched() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let (repository, edit) = try edited(scratch)
    try scratch.write("a.md", "one\n2\nthree\nhand edit\n")

    let files = try repository.revertedFiles(of: edit)

    #expect(described(files) == ["a.md: one\ntwo\nthree\n"])
    #expect(try scratch.read("a.md") == "one\n2\nthree\nhand edit\n")
    #expect(try GitCLI.porcelain(scratch.path) == " M a.md\n")
  }
}
