import LarderGit
import Testing

@Suite struct HeadTests {
  @Test func headCommitInfoIsNilOnAnUnbornBranch() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    #expect(try Repository.create(at: scratch.path).headCommitInfo() == nil)
  }

  @Test func headCommitInfoIsTheNewestCommitOfTheLog() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    for (index, text) in ["one\n", "two\n", "three\n"].enumerated() {
      try scratch.write("a.md", text)
      _ = try repository.commit(
        paths: ["a.md"], message: "Change \(index)", author: TestEnvironment.author)
    }
    let head = try #require(try repository.headCommitInfo())
    #expect(head == (try repository.log().first))
    #expect(head.summary == "Change 2")
    #expect(head.id == (try repository.headCommit))
  }
}
