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

  private func revertHeadExists(_ scratch: Scratch) -> Bool {
    FileManager.default.fileExists(atPath: scratch(".git/REVERT_HEAD"))
  }

  @Test func revertWithoutCommittingLeavesTheInverseUncommitted() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let (repository, edit) = try edited(scratch)

    let revert = try repository.revert(commit: edit, author: author, committing: false)

    #expect(revert == nil)
    #expect(try scratch.read("a.md") == "one\ntwo\nthree\n")
    #expect(try repository.headCommit == edit)
    #expect(try GitCLI.porcelain(scratch.path) == " M a.md\n")
    #expect(!revertHeadExists(scratch))
  }

  @Test func revertRestoresTheFileAndCommits() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let (repository, edit) = try edited(scratch)

    let revert = try repository.revert(commit: edit, author: author)

    #expect(try scratch.read("a.md") == "one\ntwo\nthree\n")
    #expect(try repository.headCommit == revert)
    let info = try #require(try repository.log(limit: 1).first)
    #expect(info.parents == [edit])
    #expect(info.message == "Revert \"Edit a\"\n\nThis reverts commit \(edit.hex).\n")
    #expect(try GitCLI.porcelain(scratch.path) == "")
    #expect(!revertHeadExists(scratch))
    #expect(!FileManager.default.fileExists(atPath: scratch(".git/MERGE_MSG")))
    try GitCLI.fsck(scratch.path)
  }

  @Test func revertOfAnOlderCommitKeepsLaterOnes() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let (repository, edit) = try edited(scratch)
    try scratch.write("b.md", "b, later\n")
    try repository.commit(paths: ["b.md"], message: "Edit b", author: author)

    try repository.revert(commit: edit, message: "Undo the edit of a", author: author)

    #expect(try scratch.read("a.md") == "one\ntwo\nthree\n")
    #expect(try scratch.read("b.md") == "b, later\n")
    #expect(try repository.log(limit: 1).first?.message == "Undo the edit of a\n")
    #expect(try GitCLI.porcelain(scratch.path) == "")
  }

  @Test func handEditToTheSameFileIsKeptAndRefused() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let (repository, edit) = try edited(scratch)
    try scratch.write("a.md", "one\n2\nthree\nhand edit\n")
    let statusBefore = try GitCLI.porcelain(scratch.path)

    let error = try #require(throws: GitError.self) {
      try repository.revert(commit: edit, author: author)
    }

    #expect(error.code == .conflict)
    #expect(error.message.contains("uncommitted change"))
    #expect(try scratch.read("a.md") == "one\n2\nthree\nhand edit\n")
    #expect(try repository.headCommit == edit)
    #expect(try GitCLI.porcelain(scratch.path) == statusBefore)
    #expect(!revertHeadExists(scratch))
  }

  @Test func handEditToAnotherFileIsKeptAndNotCommitted() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let (repository, edit) = try edited(scratch)
    try scratch.write("b.md", "b, by hand\n")

    try repository.revert(commit: edit, author: author)

    #expect(try scratch.read("b.md") == "b, by hand\n")
    #expect(try GitCLI.porcelain(scratch.path) == " M b.md\n")
  }

  @Test func conflictWithALaterCommitChangesNothing() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let (repository, edit) = try edited(scratch)
    try scratch.write("a.md", "one\n2, again\nthree\n")
    let later = try repository.commit(paths: ["a.md"], message: "Edit a again", author: author)

    let error = try #require(throws: GitError.self) {
      try repository.revert(commit: edit, author: author)
    }

    #expect(error.code == .conflict)
    #expect(error.message.contains("'a.md'"))
    #expect(try scratch.read("a.md") == "one\n2, again\nthree\n")
    #expect(try repository.headCommit == later)
    #expect(try GitCLI.porcelain(scratch.path) == "")
    #expect(!revertHeadExists(scratch))
  }

  @Test func stagedChangesAreRefused() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let (repository, edit) = try edited(scratch)
    try scratch.write("b.md", "staged\n")
    try GitCLI.run(["add", "b.md"], in: scratch.path)

    let error = try #require(throws: GitError.self) {
      try repository.revert(commit: edit, author: author)
    }

    #expect(error.code == .conflict)
    #expect(error.message.contains("'b.md'"))
    #expect(try GitCLI.porcelain(scratch.path) == "M  b.md\n")
    #expect(try repository.headCommit == edit)
  }

  @Test func operationInProgressIsRefused() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let (repository, edit) = try edited(scratch)
    try scratch.write(".git/MERGE_HEAD", edit.hex + "\n")

    let error = try #require(throws: GitError.self) {
      try repository.revert(commit: edit, author: author)
    }

    #expect(error.code == .conflict)
    #expect(error.message.contains("in progress"))
    #expect(FileManager.default.fileExists(atPath: scratch(".git/MERGE_HEAD")))
    #expect(try repository.headCommit == edit)
  }

  @Test func unbornBranchHasNothingToRevert() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let (_, edit) = try edited(scratch)
    let empty = try Repository.create(at: scratch("empty"))

    let error = try #require(throws: GitError.self) {
      try empty.revert(commit: edit, author: author)
    }

    #expect(error.code == .unbornBranch)
  }
}
