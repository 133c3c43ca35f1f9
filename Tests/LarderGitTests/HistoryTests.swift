import Foundation
import LarderGit
import Testing

@Suite struct HistoryTests {
  let author = TestEnvironment.author

  /// Five commits: a.md, b.md, a.md again, b.md deleted, a.md a third time.
  private func history(_ scratch: Scratch) throws -> (Repository, [CommitID]) {
    let repository = try Repository.create(at: scratch.path)
    var ids: [CommitID] = []
    func commit(_ path: String, _ text: String?, _ message: String) throws {
      if let text {
        try scratch.write(path, text)
      } else {
        try FileManager.default.removeItem(atPath: scratch(path))
      }
      ids.append(
        try #require(try repository.commit(paths: [path], message: message, author: author)))
    }
    try commit("a.md", "a 1\n", "Add a")
    try commit("b.md", "b 1\n", "Add b")
    try commit("a.md", "a 1\na 2\n", "Extend a\n\nWith a body.")
    try commit("b.md", nil, "Delete b")
    try commit("a.md", "a 2\n", "Trim a")
    return (repository, ids)
  }

  @Test func logListsNewestFirstWithEveryField() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let (repository, ids) = try history(scratch)

    let log = try repository.log()
    #expect(log.map(\.id) == ids.reversed())
    #expect(log.map(\.summary) == ["Trim a", "Delete b", "Extend a", "Add b", "Add a"])
    let third = log[2]
    #expect(third.message == "Extend a\n\nWith a body.\n")
    #expect(third.parents == [ids[1]])
    #expect(third.authorName == "Larder Test")
    #expect(third.authorEmail == "test@larder.invalid")
    #expect(third.date == Date(timeIntervalSince1970: 1_714_557_600))
    #expect(third.utcOffsetMinutes == 120)
    #expect(log.last?.parents == [])
    let oneline = try GitCLI.run(["log", "--format=%h %s"], in: scratch.path)
    #expect(oneline == log.map { "\($0.shortID) \($0.summary)\n" }.joined())
    #expect(try repository.log(limit: 2).map(\.id) == [ids[4], ids[3]])
  }

  @Test func logOfUnbornBranchIsEmpty() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    #expect(try Repository.create(at: scratch.path).log().isEmpty)
    #expect(try Repository.create(at: scratch("other")).history(of: "a.md").isEmpty)
  }

  @Test func historyOfOneFileMatchesGitLog() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let (repository, ids) = try history(scratch)

    #expect(try repository.history(of: "a.md").map(\.id) == [ids[4], ids[2], ids[0]])
    #expect(try repository.history(of: "b.md").map(\.id) == [ids[3], ids[1]])
    #expect(try repository.history(of: "a.md", limit: 1).map(\.id) == [ids[4]])
    #expect(try repository.history(of: "never.md").isEmpty)
    for path in ["a.md", "b.md"] {
      let cli = try GitCLI.run(
        ["log", "--first-parent", "--format=%H", "--", path], in: scratch.path)
      #expect(try repository.history(of: path).map { $0.id.hex + "\n" }.joined() == cli)
    }
  }

  @Test func historyFollowsTheFirstParentOnly() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let (repository, _) = try history(scratch)
    try GitCLI.run(["checkout", "-q", "-b", "side", "HEAD~1"], in: scratch.path)
    try scratch.write("a.md", "side edit\n")
    try GitCLI.run(["add", "a.md"], in: scratch.path)
    try GitCLI.commit("Side edit", in: scratch.path)
    try GitCLI.run(["checkout", "-q", "main"], in: scratch.path)
    try GitCLI.run(
      [
        "-c", "user.name=Hand", "-c", "user.email=hand@larder.invalid", "merge", "-q", "-s",
        "ours", "-m", "Merge side", "side",
      ], in: scratch.path)

    let summaries = try repository.history(of: "a.md").map(\.summary)
    #expect(summaries == ["Trim a", "Extend a", "Add a"])
    #expect(try repository.log().map(\.summary).contains("Side edit"))
  }

  @Test func historyOfAFolder() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    try scratch.write("2024/05/01.md", "x\n")
    try repository.commit(paths: ["2024/05/01.md"], message: "May", author: author)
    try scratch.write("notes.md", "x\n")
    try repository.commit(paths: ["notes.md"], message: "Notes", author: author)
    try scratch.write("2024/06/01.md", "x\n")
    try repository.commit(paths: ["2024/06/01.md"], message: "June", author: author)
    #expect(try repository.history(of: "2024").map(\.summary) == ["June", "May"])
  }

  @Test func patchMatchesGitDiff() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    try scratch.write("a.md", "one\ntwo\nthree\n")
    try scratch.write("b.md", "b\n")
    let first = try #require(
      try repository.commit(paths: ["a.md", "b.md"], message: "Start", author: author))
    try scratch.write("a.md", "one\n2\nthree\n")
    try scratch.write("b.md", "b, edited\n")
    let second = try #require(
      try repository.commit(paths: ["a.md", "b.md"], message: "Edit", author: author))

    let patch = try repository.patch(of: second, paths: ["a.md"])
    #expect(patch.contains("-two\n+2\n"))
    #expect(!patch.contains("b.md"))
    #expect(
      patch
        == (try GitCLI.run(
          ["diff", "--no-color", "--no-ext-diff", first.hex, second.hex, "--", "a.md"],
          in: scratch.path)))
    #expect(
      try repository.patch(of: second)
        == (try GitCLI.run(
          ["diff", "--no-color", "--no-ext-diff", first.hex, second.hex], in: scratch.path)))
    let root = try repository.patch(of: first, paths: ["b.md"])
    #expect(root.contains("new file mode 100644"))
    #expect(root.contains("+b\n"))
  }

  @Test func resolveRevisions() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let (repository, ids) = try history(scratch)

    #expect(try repository.resolve(revision: "HEAD") == ids[4])
    #expect(try repository.resolve(revision: "HEAD~2") == ids[2])
    #expect(try repository.resolve(revision: "main^") == ids[3])
    #expect(try repository.resolve(revision: ids[1].hex) == ids[1])
    #expect(try repository.resolve(revision: String(ids[0].hex.prefix(8))) == ids[0])
    let error = try #require(throws: GitError.self) {
      try repository.resolve(revision: "HEAD~9")
    }
    #expect(error.code == .notFound)
    #expect(throws: GitError.self) { try repository.resolve(revision: "no-such-branch") }
  }

  @Test func fileContentsAtARevision() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let (repository, ids) = try history(scratch)

    #expect(try repository.fileContents(at: ids[2], path: "a.md") == Array("a 1\na 2\n".utf8))
    #expect(try repository.fileContents(at: ids[4], path: "a.md") == Array("a 2\n".utf8))
    #expect(try repository.fileContents(at: ids[3], path: "b.md") == nil)
    #expect(try repository.fileContents(at: ids[0], path: "b.md") == nil)
  }
}
