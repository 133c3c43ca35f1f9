import Foundation
import LarderGit
import Testing

@Suite struct PackTests {
  let author = TestEnvironment.author

  private func packFiles(_ scratch: Scratch) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: scratch(".git/objects/pack"))
      .filter { $0.hasSuffix(".pack") }
  }

  /// A repository with `count` commits of one new file each, a staged file and a tag.
  private func grown(_ scratch: Scratch, commits count: Int) throws -> Repository {
    let repository = try Repository.create(at: scratch.path)
    for day in 1...count {
      let path = String(format: "2024/%02d/%02d.md", (day - 1) / 28 + 1, (day - 1) % 28 + 1)
      try scratch.write(path, "day \(day)\n")
      try repository.commit(paths: [path], message: "Day \(day)", author: author)
    }
    return repository
  }

  @Test func packingLeavesNoLooseObjectsAndAValidRepository() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try grown(scratch, commits: 40)
    try GitCLI.run(
      [
        "-c", "user.name=Hand", "-c", "user.email=hand@larder.invalid", "tag", "-a", "v1", "-m",
        "First month",
      ], in: scratch.path)
    try scratch.write("staged.md", "staged only\n")
    try GitCLI.run(["add", "staged.md"], in: scratch.path)
    let objectsBefore = try GitCLI.run(["rev-list", "--objects", "--all"], in: scratch.path)
    #expect(try repository.looseObjectCount() > 160)

    let summary = try repository.pack()

    #expect(try repository.looseObjectCount() == 0)
    #expect(summary.keptLooseObjects == 0)
    #expect(summary.removedLooseObjects == summary.packedObjects)
    #expect(try packFiles(scratch).count == 1)
    try GitCLI.fsck(scratch.path)
    #expect(try GitCLI.run(["rev-list", "--objects", "--all"], in: scratch.path) == objectsBefore)
    #expect(try GitCLI.run(["cat-file", "-p", ":staged.md"], in: scratch.path) == "staged only\n")
    #expect(try GitCLI.run(["count-objects", "-v"], in: scratch.path).contains("count: 0\n"))
    #expect(try repository.history(of: "2024/01/05.md").map(\.summary) == ["Day 5"])
  }

  @Test func unreachableLooseObjectsAreKept() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try grown(scratch, commits: 3)
    try scratch.write("orphan.txt", "never committed\n")
    let orphan = try GitCLI.run(["hash-object", "-w", "orphan.txt"], in: scratch.path)
      .trimmingCharacters(in: .newlines)

    let summary = try repository.pack()

    #expect(summary.keptLooseObjects == 1)
    #expect(try repository.looseObjectCount() == 1)
    #expect(try GitCLI.run(["cat-file", "-p", orphan], in: scratch.path) == "never committed\n")
  }

  @Test func packingAgainReplacesTheOlderPack() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try grown(scratch, commits: 5)
    try repository.pack()
    #expect(try repository.pack().packedObjects == 0)
    try scratch.write("later.md", "later\n")
    try repository.commit(paths: ["later.md"], message: "Later", author: author)

    let summary = try repository.pack()

    #expect(summary.removedPacks == 1)
    #expect(try packFiles(scratch).count == 1)
    #expect(try repository.looseObjectCount() == 0)
    try GitCLI.fsck(scratch.path)
    try scratch.write("after.md", "after\n")
    #expect(try repository.commit(paths: ["after.md"], message: "After", author: author) != nil)
    #expect(try repository.log().count == 7)
  }

  @Test func packWithAKeepFileIsLeftAlone() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try grown(scratch, commits: 3)
    try repository.pack()
    let kept = try #require(try packFiles(scratch).first)
    try scratch.write(
      ".git/objects/pack/" + kept.replacingOccurrences(of: ".pack", with: ".keep"), "")
    try scratch.write("later.md", "later\n")
    try repository.commit(paths: ["later.md"], message: "Later", author: author)

    #expect(try repository.pack().removedPacks == 0)
    #expect(try packFiles(scratch).contains(kept))
    try GitCLI.fsck(scratch.path)
  }
}
