import Foundation
import LarderGit
import Testing

@Suite struct RepositoryTests {
  @Test func createThenOpen() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let created = try Repository.create(at: scratch("deep/journal"))
    #expect(created.path == scratch("deep/journal"))
    #expect(!created.isBare)

    let opened = try Repository.open(at: scratch("deep/journal"))
    #expect(opened.path == scratch("deep/journal"))
    #expect(try opened.isUnborn)
    #expect(try !opened.isHeadDetached)
    #expect(
      try GitCLI.run(["symbolic-ref", "HEAD"], in: scratch("deep/journal"))
        == "refs/heads/main\n")
  }

  @Test func createRefusesAnExistingRepository() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    _ = try Repository.create(at: scratch.path)
    let error = try #require(throws: GitError.self) { try Repository.create(at: scratch.path) }
    #expect(error.code == .exists)
  }

  @Test func openNeverClimbsToAParent() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    _ = try Repository.create(at: scratch.path)
    try FileManager.default.createDirectory(
      atPath: scratch("sub"), withIntermediateDirectories: true)
    let error = try #require(throws: GitError.self) { try Repository.open(at: scratch("sub")) }
    #expect(error.code == .notFound)
    #expect(throws: GitError.self) { try Repository.open(at: scratch("typo")) }
  }

  @Test func bareRepositoryHasNoWorkTreeOperations() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let bare = try Repository.create(at: scratch("backup.git"), bare: true)
    #expect(bare.isBare)
    #expect(try Repository.open(at: scratch("backup.git")).isBare)
    let error = try #require(throws: GitError.self) { try bare.status() }
    #expect(error.code == .bareRepo)
    #expect(throws: GitError.self) {
      try bare.commit(paths: ["a.md"], message: "A", author: TestEnvironment.author)
    }
  }

  @Test func twoThreadsCommitToTheirOwnRepositories() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let failures = FailureLog()
    DispatchQueue.concurrentPerform(iterations: 2) { worker in
      do {
        let path = scratch("journal-\(worker)")
        let repository = try Repository.create(at: path)
        for day in 1...25 {
          let file = String(format: "2024/05/%02d.md", day)
          try scratch.write("journal-\(worker)/" + file, "worker \(worker), day \(day)\n")
          try repository.commit(
            paths: [file], message: "Day \(day)", author: TestEnvironment.author)
        }
      } catch {
        failures.record("worker \(worker): \(error)")
      }
    }
    #expect(failures.messages.isEmpty)
    for worker in 0..<2 {
      let path = scratch("journal-\(worker)")
      #expect(try GitCLI.run(["rev-list", "--count", "HEAD"], in: path) == "25\n")
      #expect(try GitCLI.porcelain(path) == "")
      try GitCLI.fsck(path)
    }
  }
}

/// Collects errors from worker threads.
private final class FailureLog: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [String] = []

  func record(_ message: String) {
    lock.withLock { recorded.append(message) }
  }

  var messages: [String] { lock.withLock { recorded } }
}
