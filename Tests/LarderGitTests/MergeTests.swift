import Foundation
import LarderGit
import Testing

/// Fetching another clone's commits and joining them: fast-forward and merge commits.
@Suite struct MergeTests {
  let author = TestEnvironment.author

  /// Two clones of one bare remote, both at a first commit of two files.
  private func clones(_ scratch: Scratch) throws -> (Repository, Repository) {
    let first = try Repository.create(at: scratch("first"))
    try scratch.write("first/a.txt", "one\n")
    try scratch.write("first/b.txt", "two\n")
    try first.commitAll(message: "Start", author: author)
    _ = try Repository.create(at: scratch("remote.git"), bare: true)
    try first.addRemote(name: "origin", url: scratch("remote.git"))
    try first.push(remote: "origin")
    let second = try Repository.restore(from: scratch("remote.git"), into: scratch("second"))
    return (first, second)
  }

  @Test func fastForwardAndMergeWithGitAgreeing() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let (first, second) = try clones(scratch)
    try scratch.write("second/a.txt", "one, changed\n")
    try second.commit(paths: ["a.txt"], message: "Change a", author: author)
    try second.push(remote: "origin")

    try first.fetch(remote: "origin")
    let theirs = try #require(try first.commit(atReference: "refs/remotes/origin/main"))
    #expect(try first.relation(to: theirs) == .behind)
    try first.fastForward(to: theirs, reflogMessage: "sync")
    #expect(try first.headCommit == theirs)
    #expect(try scratch.read("first/a.txt") == "one, changed\n")
    #expect(try GitCLI.porcelain(scratch("first")) == "")

    // Both change: a file each, and one file on both sides.
    try scratch.write("first/b.txt", "two, first\n")
    try scratch.write("first/c.txt", "new\n")
    try first.commit(paths: ["b.txt", "c.txt"], message: "First's", author: author)
    try scratch.write("second/b.txt", "two, second\n")
    try FileManager.default.removeItem(atPath: scratch("second/a.txt"))
    try second.commit(paths: ["b.txt", "a.txt"], message: "Second's", author: author)
    // A hand edit in a file the merge does not touch stays, uncommitted.
    try scratch.write("first/c.txt", "new, by hand\n")

    try second.push(remote: "origin")
    try first.fetch(remote: "origin")
    let other = try #require(try first.commit(atReference: "refs/remotes/origin/main"))
    guard case .diverged(let base) = try first.relation(to: other) else {
      Issue.record("expected diverged histories")
      return
    }
    var seen: [MergeInput] = []
    let merge = try first.merge(
      other, base: base, message: { "Merge" }, author: author, committer: author
    ) { input in
      seen.append(input)
      return [
        MergedFile(path: input.path, bytes: Array("two, both\n".utf8)),
        MergedFile(path: "b.txt.theirs", bytes: input.there),
      ]
    }
    #expect(seen.map(\.path) == ["b.txt"])
    #expect(seen.first?.base == Array("two\n".utf8))
    #expect(try first.headCommit == merge)
    #expect(try first.relation(to: other) == .ahead)
    #expect(try scratch.read("first/b.txt") == "two, both\n")
    #expect(try scratch.read("first/b.txt.theirs") == "two, second\n")
    #expect(!FileManager.default.fileExists(atPath: scratch("first/a.txt")))
    #expect(try scratch.read("first/c.txt") == "new, by hand\n")
    #expect(try GitCLI.porcelain(scratch("first")) == " M c.txt\n")
    #expect(
      try GitCLI.run(["log", "--format=%P", "-1"], in: scratch("first")).split(separator: " ")
        .count == 2)
    try GitCLI.fsck(scratch("first"))
  }

  @Test func mergeRefusesToOverwriteAHandEditAndChangesNothing() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let (first, second) = try clones(scratch)
    try scratch.write("second/a.txt", "theirs\n")
    try second.commit(paths: ["a.txt"], message: "Theirs", author: author)
    try second.push(remote: "origin")
    try scratch.write("first/a.txt", "by hand\n")
    try first.fetch(remote: "origin")
    let theirs = try #require(try first.commit(atReference: "refs/remotes/origin/main"))
    let head = try first.headCommit

    let error = try #require(throws: GitError.self) {
      try first.fastForward(to: theirs, reflogMessage: "sync")
    }

    #expect(error.code == .conflict)
    #expect(try first.headCommit == head)
    #expect(try scratch.read("first/a.txt") == "by hand\n")
  }
}
