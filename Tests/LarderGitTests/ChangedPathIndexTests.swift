import Foundation
import LarderGit
import Testing

@Suite struct ChangedPathIndexTests {
  /// A history with the cases a path's history must get right: nested folders, a file
  /// deleted, a mode change, a file that becomes a folder, a rename and a merge.
  private func history(_ scratch: Scratch) throws -> Repository {
    let repository = try Repository.create(at: scratch.path)
    func commit(_ message: String, _ change: () throws -> Void) throws {
      try change()
      try GitCLI.run(["add", "-A"], in: scratch.path)
      try GitCLI.commit(message, in: scratch.path)
    }
    try commit("start") {
      try scratch.write("log/2024/05/01.yaml", "a\n")
      try scratch.write("log/2024/05/02.yaml", "b\n")
      try scratch.write("foods/common.yaml", "c\n")
    }
    try commit("day") { try scratch.write("log/2024/05/01.yaml", "a 2\n") }
    try commit("june") { try scratch.write("log/2024/06/01.yaml", "d\n") }
    try commit("delete") {
      try FileManager.default.removeItem(atPath: scratch("log/2024/05/02.yaml"))
    }
    try commit("mode") {
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: scratch("foods/common.yaml"))
    }
    try commit("file to folder") {
      try FileManager.default.removeItem(atPath: scratch("foods/common.yaml"))
      try scratch.write("foods/common.yaml/inner.yaml", "e\n")
    }
    try commit("rename") {
      try GitCLI.run(["mv", "log/2024/06", "log/2024/07"], in: scratch.path)
    }
    try GitCLI.run(["checkout", "-q", "-b", "side", "HEAD~2"], in: scratch.path)
    try commit("side") { try scratch.write("log/2024/05/01.yaml", "side\n") }
    try GitCLI.run(["checkout", "-q", "main"], in: scratch.path)
    try GitCLI.run(
      [
        "-c", "user.name=Hand", "-c", "user.email=hand@larder.invalid", "merge", "-q",
        "-m", "merge side", "side",
      ], in: scratch.path)
    return repository
  }

  private static let paths = [
    "log", "log/2024", "log/2024/05", "log/2024/05/01.yaml", "log/2024/05/02.yaml",
    "log/2024/06", "log/2024/07/01.yaml", "foods", "foods/common.yaml",
    "foods/common.yaml/inner.yaml", "log/2024/0", "never.yaml",
  ]

  private func gitLog(_ path: String, _ scratch: Scratch) throws -> [String] {
    try GitCLI.run(["log", "--first-parent", "--format=%s", "--", path], in: scratch.path)
      .split(separator: "\n").map(String.init)
  }

  @Test func historyOfEveryPathMatchesGitLog() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try history(scratch)
    var index = ChangedPathIndex()
    for path in Self.paths {
      #expect(
        try repository.history(of: path, index: &index).map(\.summary)
          == (try gitLog(path, scratch)), "\(path)")
      #expect(try repository.history(of: path).map(\.summary) == (try gitLog(path, scratch)))
    }
    #expect(
      try repository.history(of: "log/2024/05/01.yaml", limit: 1).map(\.summary) == ["merge side"])
  }

  @Test func aKeptIndexReadsOnlyNewCommits() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try history(scratch)
    var index = ChangedPathIndex()
    _ = try repository.history(of: "log", index: &index)
    #expect(index.hasAdditions)
    let kept = try #require(ChangedPathIndex(decoding: index.encoded()[...]))
    #expect(!kept.hasAdditions)
    index = kept
    #expect(
      try repository.history(of: "foods", index: &index).map(\.summary)
        == (try gitLog("foods", scratch)))
    #expect(!index.hasAdditions, "every commit was known")

    try scratch.write("log/2024/05/01.yaml", "a 3\n")
    try GitCLI.run(["add", "-A"], in: scratch.path)
    try GitCLI.commit("later", in: scratch.path)
    let day = try repository.history(of: "log/2024/05/01.yaml", index: &index).map(\.summary)
    #expect(day == (try gitLog("log/2024/05/01.yaml", scratch)))
    #expect(day.first == "later")
    #expect(index.hasAdditions)
  }

  @Test func rewrittenHistoryIsAnsweredAndForgotten() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try history(scratch)
    var index = ChangedPathIndex()
    _ = try repository.history(of: "log", index: &index)
    let before = index.encoded().count
    try GitCLI.run(["reset", "-q", "--hard", "HEAD~3"], in: scratch.path)
    try scratch.write("foods/other.yaml", "f\n")
    try GitCLI.run(["add", "-A"], in: scratch.path)
    try GitCLI.commit("instead", in: scratch.path)
    #expect(
      try repository.history(of: "foods", index: &index).map(\.summary)
        == (try gitLog("foods", scratch)))
    #expect(index.encoded().count < before, "commits no longer on the line are dropped")
  }

  @Test func damagedBytesDoNotDecode() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try history(scratch)
    var index = ChangedPathIndex()
    _ = try repository.history(of: "log", index: &index)
    let bytes = index.encoded()
    #expect(ChangedPathIndex(decoding: []) == nil)
    #expect(ChangedPathIndex(decoding: bytes.dropLast()) == nil)
    #expect(ChangedPathIndex(decoding: (bytes + [0])[...]) == nil)
    #expect(ChangedPathIndex(decoding: [UInt8](repeating: 0xFF, count: 64)[...]) == nil)
  }
}
