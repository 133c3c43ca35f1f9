import Foundation
import LarderGit
import Testing

@Suite struct StatusTests {
  let author = TestEnvironment.author

  /// A repository with `a.md`, `b.md` and `c.md` committed.
  private func committed(_ scratch: Scratch) throws -> Repository {
    let repository = try Repository.create(at: scratch.path)
    for name in ["a", "b", "c"] {
      try scratch.write("\(name).md", "\(name) line 1\n\(name) line 2\n\(name) line 3\n")
    }
    try repository.commit(paths: ["a.md", "b.md", "c.md"], message: "Start", author: author)
    return repository
  }

  @Test func cleanRepositoryHasNoEntries() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try committed(scratch)
    #expect(try repository.status().isEmpty)
    #expect(try repository.stagedButUncommitted().isEmpty)
  }

  @Test func handEditsAreUnstaged() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try committed(scratch)
    try scratch.write("a.md", "hand edit\n")
    try FileManager.default.removeItem(atPath: scratch("b.md"))
    try scratch.write("2024/new.md", "new\n")

    #expect(
      try repository.status() == [
        StatusEntry(path: "2024/new.md", unstaged: .new),
        StatusEntry(path: "a.md", unstaged: .modified),
        StatusEntry(path: "b.md", unstaged: .deleted),
      ])
    #expect(try repository.stagedButUncommitted().isEmpty)
  }

  @Test func changedFilesCompareACommitWithTheWorkTreeUnderAFolder() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    for name in ["a", "b", "c"] { try scratch.write("foods/\(name).yaml", "\(name)\n") }
    try scratch.write("foodstuff.md", "x\n")
    try repository.commit(
      paths: ["foods/a.yaml", "foods/b.yaml", "foods/c.yaml", "foodstuff.md"], message: "Start",
      author: author)
    let start = try #require(try repository.headCommit)
    #expect(try repository.changedFiles(since: start, under: "foods").isEmpty)

    try scratch.write("foods/a.yaml", "a, staged\n")
    try GitCLI.run(["add", "foods/a.yaml"], in: scratch.path)
    try scratch.write("foods/b.yaml", "b, edited\n")
    try repository.commit(paths: ["foods/b.yaml"], message: "Edit b", author: author)
    try FileManager.default.removeItem(atPath: scratch("foods/c.yaml"))
    try scratch.write("foods/d.yaml", "d\n")
    try scratch.write("foodstuff.md", "y\n")

    #expect(
      try repository.changedFiles(since: start, under: "foods") == [
        WorkTreeChange(path: "foods/a.yaml", isInCommit: true, isInWorkTree: true),
        WorkTreeChange(path: "foods/b.yaml", isInCommit: true, isInWorkTree: true),
        WorkTreeChange(path: "foods/c.yaml", isInCommit: true, isInWorkTree: false),
        WorkTreeChange(path: "foods/d.yaml", isInCommit: false, isInWorkTree: true),
      ])
    let head = try #require(try repository.headCommit)
    #expect(try repository.changedFiles(since: head, under: "foods").map(\.path).count == 3)
  }

  @Test func stagedChangesAreReportedAsUncommitted() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try committed(scratch)
    try scratch.write("a.md", "staged\n")
    try scratch.write("d.md", "new, staged\n")
    try GitCLI.run(["add", "a.md", "d.md"], in: scratch.path)
    try GitCLI.run(["rm", "-q", "b.md"], in: scratch.path)
    try scratch.write("a.md", "staged, then edited again\n")

    #expect(
      try repository.status() == [
        StatusEntry(path: "a.md", staged: .modified, unstaged: .modified),
        StatusEntry(path: "b.md", staged: .deleted),
        StatusEntry(path: "d.md", staged: .new),
      ])
    #expect(try repository.stagedButUncommitted() == ["a.md", "b.md", "d.md"])
  }

  @Test func renamesNameTheirSource() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try committed(scratch)
    try GitCLI.run(["mv", "a.md", "renamed-a.md"], in: scratch.path)
    try FileManager.default.moveItem(atPath: scratch("c.md"), toPath: scratch("renamed-c.md"))

    let entries = try repository.status()
    #expect(
      entries == [
        StatusEntry(path: "renamed-a.md", oldPath: "a.md", staged: .renamed),
        StatusEntry(path: "renamed-c.md", oldPath: "c.md", unstaged: .renamed),
      ])
  }

  @Test func typeChangeAndConflict() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try committed(scratch)
    try FileManager.default.removeItem(atPath: scratch("a.md"))
    try FileManager.default.createSymbolicLink(
      atPath: scratch("a.md"), withDestinationPath: "b.md")
    try GitCLI.run(["checkout", "-q", "-b", "other"], in: scratch.path)
    try scratch.write("c.md", "theirs\n")
    try GitCLI.run(["add", "c.md"], in: scratch.path)
    try GitCLI.commit("Theirs", in: scratch.path)
    try GitCLI.run(["checkout", "-q", "main"], in: scratch.path)
    try scratch.write("c.md", "ours\n")
    try GitCLI.run(["add", "c.md"], in: scratch.path)
    try GitCLI.commit("Ours", in: scratch.path)
    let merge = try GitCLI.runAllowingFailure(
      ["-c", "user.name=Hand", "-c", "user.email=hand@larder.invalid", "merge", "-q", "other"],
      in: scratch.path)
    #expect(merge.output.contains("CONFLICT (content): Merge conflict in c.md"))

    let entries = try repository.status()
    #expect(entries.first { $0.path == "a.md" }?.unstaged == .typeChange)
    #expect(entries.first { $0.path == "c.md" }?.isConflicted == true)
    #expect(try repository.stagedButUncommitted().contains("c.md"))
  }
}
