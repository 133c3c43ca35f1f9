import Foundation
import LarderGit
import Testing

@Suite struct CommitTests {
  let author = TestEnvironment.author

  @Test func firstCommitOnUnbornHeadCreatesMain() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch("journal"))
    #expect(try repository.isUnborn)
    #expect(try repository.headCommit == nil)
    try scratch.write("journal/2024/05/01.md", "breakfast: oats 80 g\n")

    let id = try #require(
      try repository.commit(paths: ["2024/05/01.md"], message: "Log 2024-05-01", author: author))

    #expect(try !repository.isUnborn)
    #expect(try repository.headCommit == id)
    let journal = scratch("journal")
    #expect(try GitCLI.run(["rev-parse", "refs/heads/main"], in: journal) == id.hex + "\n")
    #expect(
      try GitCLI.run(["log", "--format=%s|%an|%ae|%P"], in: journal)
        == "Log 2024-05-01|Larder Test|test@larder.invalid|\n")
    #expect(try GitCLI.porcelain(journal) == "")
    try GitCLI.fsck(journal)
  }

  @Test("an index that cannot be written after the commit is made names the commit")
  func indexNotUpdatedNamesTheCommit() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    try scratch.write("a.md", "a\n")
    try repository.commit(paths: ["a.md"], message: "A", author: author)
    try scratch.write("a.md", "b\n")
    // A folder where git's lock file goes: the index cannot be written, as on a full disk.
    let lock = scratch(".git/index.lock")
    do {
      try repository.commit(
        paths: ["a.md"], message: "B", author: author,
        committed: {
          try? FileManager.default.createDirectory(atPath: lock, withIntermediateDirectories: false)
        })
      Issue.record("the commit should report the index it could not write")
    } catch let error as IndexNotUpdated {
      #expect(try repository.headCommit == error.commit)
    }
    try FileManager.default.removeItem(atPath: lock)
    #expect(try GitCLI.run(["log", "--format=%s"], in: scratch.path) == "B\nA\n")
    // The index still holds the first commit's entry until it is reset.
    #expect(try GitCLI.porcelain(scratch.path) == "MM a.md\n")
    try repository.resetIndexEntries(paths: ["a.md"])
    #expect(try GitCLI.porcelain(scratch.path) == "")
  }

  @Test(
    "the bytes the caller wrote are committed; an edit made after the write shows in git status")
  func expectedBytesAreCommitted() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    try scratch.write("a.md", "a\n")
    try repository.commit(paths: ["a.md"], message: "A", author: author)
    // The caller wrote "ours", then an editor saved "theirs" before the commit read the file.
    try scratch.write("a.md", "theirs\n")
    try scratch.write("b.md", "b\n")
    try repository.commit(
      paths: ["a.md", "b.md", "gone.md", "kept.md"], message: "Ours", author: author,
      expected: [
        "a.md": Array("ours\n".utf8), "b.md": Array("b\n".utf8), "gone.md": nil,
        "kept.md": Array("kept\n".utf8),
      ])
    #expect(try GitCLI.run(["show", "HEAD:a.md"], in: scratch.path) == "ours\n")
    #expect(try GitCLI.run(["show", "HEAD:kept.md"], in: scratch.path) == "kept\n")
    #expect(try scratch.read("a.md") == "theirs\n")
    // The editor's bytes are a change of the work tree; the file that vanished after the
    // write shows as deleted; the file that matched its write is clean.
    #expect(try GitCLI.porcelain(scratch.path) == " M a.md\n D kept.md\n")
    try GitCLI.fsck(scratch.path)
  }

  @Test(
    "a clock before 1970 or after 2106 dates the commit at the edge libgit2 records",
    arguments: [(-18_446_400.0, "0"), (7_266_182_400.0, "4294967295")])
  func clockOutsideTheRecordableRangeIsClamped(seconds: Double, recorded: String) throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    try scratch.write("a.md", "a\n")
    var signature = author
    signature.date = Date(timeIntervalSince1970: seconds)
    let id = try #require(
      try repository.commit(paths: ["a.md"], message: "A", author: signature))
    #expect(
      try GitCLI.run(["log", "-1", "--format=%at %ct", id.hex], in: scratch.path)
        == "\(recorded) \(recorded)\n")
    try GitCLI.fsck(scratch.path)
  }

  @Test func messageEndsWithNewline() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    try scratch.write("a.md", "a\n")
    let id = try #require(try repository.commit(paths: ["a.md"], message: "One", author: author))
    #expect(
      try GitCLI.run(["cat-file", "commit", id.hex], in: scratch.path).hasSuffix("\n\nOne\n"))
  }

  @Test func commitsOnlyTheGivenPaths() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    try scratch.write("a.md", "a\n")
    try scratch.write("b.md", "b\n")
    try repository.commit(paths: ["a.md"], message: "Add a", author: author)

    #expect(try GitCLI.run(["ls-tree", "-r", "--name-only", "HEAD"], in: scratch.path) == "a.md\n")
    #expect(try GitCLI.porcelain(scratch.path) == "?? b.md\n")
  }

  @Test func changeAddAndDeleteInOneCommit() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    try scratch.write("2024/05/01.md", "one\n")
    try scratch.write("2024/05/02.md", "two\n")
    try repository.commit(
      paths: ["2024/05/01.md", "2024/05/02.md"], message: "Start", author: author)

    try scratch.write("2024/05/01.md", "one, edited\n")
    try FileManager.default.removeItem(atPath: scratch("2024/05/02.md"))
    try scratch.write("2024/06/01.md", "june\n")
    // Unsorted on purpose: the tree update must not depend on the caller's order.
    try repository.commit(
      paths: ["2024/06/01.md", "2024/05/02.md", "2024/05/01.md"], message: "Edit",
      author: author)

    #expect(
      try GitCLI.run(["show", "--name-status", "--format=", "HEAD"], in: scratch.path)
        == "M\t2024/05/01.md\nD\t2024/05/02.md\nA\t2024/06/01.md\n")
    #expect(try GitCLI.porcelain(scratch.path) == "")
    try GitCLI.fsck(scratch.path)
  }

  @Test func deletingTheLastFileOfAFolderDropsTheFolder() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    try scratch.write("2023/12/31.md", "old\n")
    try scratch.write("2024/01/01.md", "new\n")
    try repository.commit(
      paths: ["2023/12/31.md", "2024/01/01.md"], message: "Two years", author: author)
    try FileManager.default.removeItem(atPath: scratch("2023"))
    try repository.commit(paths: ["2023/12/31.md"], message: "Drop 2023", author: author)

    #expect(try GitCLI.run(["ls-tree", "HEAD"], in: scratch.path).contains("2023") == false)
    #expect(try GitCLI.porcelain(scratch.path) == "")
    try GitCLI.fsck(scratch.path)
  }

  @Test func unchangedFilesMakeNoCommit() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    try scratch.write("a.md", "a\n")
    let first = try repository.commit(paths: ["a.md"], message: "Add a", author: author)

    #expect(try repository.commit(paths: ["a.md"], message: "Again", author: author) == nil)
    #expect(try repository.commit(paths: [], message: "Nothing", author: author) == nil)
    #expect(try repository.headCommit == first)
    #expect(try GitCLI.run(["rev-list", "--count", "HEAD"], in: scratch.path) == "1\n")
  }

  @Test func unchangedCommitStillRepairsAStaleIndexEntry() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    try scratch.write("a.md", "a\n")
    let first = try #require(try repository.commit(paths: ["a.md"], message: "A", author: author))
    try scratch.write("a.md", "a, edited\n")
    try repository.commit(paths: ["a.md"], message: "Edit", author: author)
    // What a crash between the commit and the index write leaves: the old entry staged.
    let oldBlob = try GitCLI.run(["rev-parse", "\(first.hex):a.md"], in: scratch.path)
      .trimmingCharacters(in: .newlines)
    try GitCLI.run(
      ["update-index", "--cacheinfo", "100644,\(oldBlob),a.md"], in: scratch.path)
    #expect(try GitCLI.porcelain(scratch.path) == "MM a.md\n")

    #expect(try repository.commit(paths: ["a.md"], message: "Again", author: author) == nil)

    #expect(try GitCLI.porcelain(scratch.path) == "")
  }

  @Test func executableBitAndSymlinkAreKept() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    try scratch.write("tool.sh", "#!/bin/sh\n")
    chmod(scratch("tool.sh"), 0o755)
    try FileManager.default.createSymbolicLink(
      atPath: scratch("latest.md"), withDestinationPath: "tool.sh")
    try repository.commit(paths: ["tool.sh", "latest.md"], message: "Modes", author: author)

    #expect(
      try GitCLI.run(["ls-tree", "HEAD"], in: scratch.path).split(separator: "\n")
        .map { $0.prefix(6) } == ["120000", "100755"])
    #expect(try GitCLI.porcelain(scratch.path) == "")
  }

  @Test func missingPathIsNotFound() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    let error = try #require(throws: GitError.self) {
      try repository.commit(paths: ["typo.md"], message: "Typo", author: author)
    }
    #expect(error.code == .notFound)
    #expect(error.message.contains("typo.md"))
  }

  @Test(arguments: ["/etc/passwd", "../outside.md", "a//b.md", ".git/config", ""])
  func pathsOutsideTheWorkTreeAreRefused(path: String) throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    #expect(throws: GitError.self) {
      try repository.commit(paths: [path], message: "Bad", author: author)
    }
    #expect(try repository.isUnborn)
  }

  @Test func commitAllImportsEveryFileAndSkipsWhenUnchanged() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    #expect(try repository.commitAll(message: "Empty", author: author) == nil)
    for day in 1...30 {
      try scratch.write(String(format: "2024/04/%02d.md", day), "day \(day)\n")
    }
    try scratch.write(".gitignore", "*.tmp\n")
    try scratch.write("scratch.tmp", "ignored\n")

    let id = try #require(try repository.commitAll(message: "Import", author: author))

    #expect(try GitCLI.run(["ls-files"], in: scratch.path).split(separator: "\n").count == 31)
    #expect(try repository.commitAll(message: "Again", author: author) == nil)
    #expect(try repository.headCommit == id)
    try FileManager.default.removeItem(atPath: scratch("2024/04/30.md"))
    try #require(try repository.commitAll(message: "Remove", author: author) != nil)
    #expect(
      try GitCLI.run(["show", "--name-status", "--format=", "HEAD"], in: scratch.path)
        == "D\t2024/04/30.md\n")
    #expect(try GitCLI.porcelain(scratch.path) == "")
    try GitCLI.fsck(scratch.path)
  }

  @Test func leftoverIndexLockIsLockedAndCommitsNothing() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    try scratch.write("a.md", "a\n")
    try repository.commit(paths: ["a.md"], message: "Add a", author: author)
    let head = try repository.headCommit
    try scratch.write(".git/index.lock", "")
    try scratch.write("a.md", "a, edited\n")

    for attempt in [
      { try repository.commit(paths: ["a.md"], message: "Edit", author: author) },
      { try repository.commitAll(message: "Edit", author: author) },
    ] {
      let error = try #require(throws: GitError.self) { _ = try attempt() }
      #expect(error.code == .locked)
      #expect(error.message.contains("index.lock"))
    }
    #expect(try repository.headCommit == head)
  }

  @Test func detachedHeadIsRefused() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    try scratch.write("a.md", "a\n")
    let first = try #require(try repository.commit(paths: ["a.md"], message: "A", author: author))
    try GitCLI.run(["checkout", "-q", "--detach", first.hex], in: scratch.path)
    #expect(try repository.isHeadDetached)
    try scratch.write("a.md", "b\n")

    let error = try #require(throws: GitError.self) {
      try repository.commit(paths: ["a.md"], message: "B", author: author)
    }
    #expect(error.code == .detachedHead)
    #expect(try GitCLI.run(["rev-parse", "HEAD"], in: scratch.path) == first.hex + "\n")
  }

  @Test func fixedSignatureTimeAndOffsetAreStored() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    try scratch.write("a.md", "a\n")
    try repository.commit(paths: ["a.md"], message: "A", author: author)
    #expect(
      try GitCLI.run(["log", "--format=%ad", "--date=iso-strict"], in: scratch.path)
        == "2024-05-01T12:00:00+02:00\n")
  }
}
