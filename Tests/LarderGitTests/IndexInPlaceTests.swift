import Foundation
import Testing

@testable import LarderGit

/// A commit updates `.git/index` in place (IndexFile, IndexUpdate); the file must be byte for
/// byte the one libgit2 would have written, and libgit2 must still handle every index the
/// in-place update leaves to it.
@Suite struct IndexInPlaceTests {
  let author = TestEnvironment.author

  /// A repository with a month of days and a few other files, committed with the git CLI so
  /// the index has git's tree cache (`TREE`) and git's own entries.
  func monthOfDays(_ scratch: Scratch) throws -> Repository {
    let repository = try Repository.create(at: scratch.path)
    for day in 1...30 {
      try scratch.write(String(format: "log/2024/05/%02d.yaml", day), "day \(day)\n")
    }
    try scratch.write("larder.yaml", "format: 1\n")
    try scratch.write("foods/basics.yaml", "foods:\n")
    try GitCLI.run(["add", "-A"], in: scratch.path)
    try GitCLI.commit("Start", in: scratch.path)
    return repository
  }

  /// Where two files first differ (their common length when one is a prefix of the other);
  /// nil when they are the same.
  func firstDifference(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int? {
    guard lhs != rhs else { return nil }
    return zip(lhs, rhs).enumerated().first { $1.0 != $1.1 }?.offset ?? min(lhs.count, rhs.count)
  }

  /// Commits `paths` through `Repository.commit` (in place), then puts the index back as it
  /// was and lets libgit2 update it for the same files; returns both results.
  func bothIndexes(_ scratch: Scratch, _ repository: Repository, paths: [String]) throws
    -> (inPlace: [UInt8], libgit2: [UInt8])
  {
    let indexPath = scratch(".git/index")
    let before = try Data(contentsOf: URL(fileURLWithPath: indexPath))
    var info = stat()
    #expect(stat(indexPath, &info) == 0)
    let workTree = scratch.path + "/"
    #expect(try IndexUpdate(repository: repository, workTree: workTree, paths: paths) != nil)
    try repository.commit(paths: paths, message: "Change", author: author)
    let inPlace = try Data(contentsOf: URL(fileURLWithPath: indexPath))

    try before.write(to: URL(fileURLWithPath: indexPath))
    var times = [info.st_atim, info.st_mtim]
    #expect(utimensat(AT_FDCWD, indexPath, &times, 0) == 0)
    try Repository.open(at: scratch.path).refreshIndex(
      paths: paths, present: paths.map { _ in true })
    let libgit2 = try Data(contentsOf: URL(fileURLWithPath: indexPath))
    return ([UInt8](inPlace), [UInt8](libgit2))
  }

  @Test func replacingADayIsWhatLibgit2Writes() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try monthOfDays(scratch)
    #expect(try GitCLI.run(["ls-files", "--debug"], in: scratch.path).contains("log/2024/05/07"))
    try scratch.write("log/2024/05/07.yaml", "day 7, lunch added\n")

    let (inPlace, libgit2) = try bothIndexes(scratch, repository, paths: ["log/2024/05/07.yaml"])
    #expect(firstDifference(inPlace, libgit2) == nil)
    #expect(inPlace.firstRange(of: Array("TREE".utf8)) != nil)
    #expect(try GitCLI.porcelain(scratch.path) == "")
    try GitCLI.fsck(scratch.path)
  }

  @Test func newDaysAndFoldersAreInsertedInOrder() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try monthOfDays(scratch)
    let paths = [
      "log/2024/06/01.yaml", "log/2024/05/31.yaml", "log/2023/12/31.yaml", "log/2024/05/02.yaml",
      "zz.yaml", "a.yaml",
    ]
    for path in paths { try scratch.write(path, "new \(path)\n") }

    let (inPlace, libgit2) = try bothIndexes(scratch, repository, paths: paths)
    #expect(firstDifference(inPlace, libgit2) == nil)
    #expect(try GitCLI.porcelain(scratch.path) == "")
    #expect(try GitCLI.run(["ls-files"], in: scratch.path).split(separator: "\n").count == 37)
    try GitCLI.fsck(scratch.path)
  }

  @Test func aFileChangedAsTheIndexWasWrittenIsLeftForGitToCompare() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try monthOfDays(scratch)
    // The index written long ago makes every entry racy: its recorded stat may hide a change.
    let indexPath = scratch(".git/index")
    var times = [timespec(tv_sec: 1_000, tv_nsec: 0), timespec(tv_sec: 1_000, tv_nsec: 0)]
    #expect(utimensat(AT_FDCWD, indexPath, &times, 0) == 0)
    // Same size, and the recorded times put back: only the contents tell.
    var info = stat()
    #expect(stat(scratch("log/2024/05/09.yaml"), &info) == 0)
    try scratch.write("log/2024/05/09.yaml", "day X\n")
    var kept = [info.st_atim, info.st_mtim]
    #expect(utimensat(AT_FDCWD, scratch("log/2024/05/09.yaml"), &kept, 0) == 0)
    // One that grew, one removed, and one whose recorded time alone changed.
    try scratch.write("log/2024/05/11.yaml", "day 11, and a snack\n")
    try FileManager.default.removeItem(atPath: scratch("log/2024/05/12.yaml"))
    var touched = [timespec(tv_sec: 5_000, tv_nsec: 0), timespec(tv_sec: 5_000, tv_nsec: 0)]
    #expect(utimensat(AT_FDCWD, scratch("log/2024/05/13.yaml"), &touched, 0) == 0)
    // An entry git is told to assume unchanged, changed all the same.
    try GitCLI.run(["update-index", "--assume-unchanged", "log/2024/05/10.yaml"], in: scratch.path)
    #expect(utimensat(AT_FDCWD, indexPath, &times, 0) == 0)
    try scratch.write("log/2024/05/10.yaml", "day Y, much longer\n")
    try scratch.write("log/2024/05/07.yaml", "day 7, lunch added\n")

    let (inPlace, libgit2) = try bothIndexes(scratch, repository, paths: ["log/2024/05/07.yaml"])
    #expect(firstDifference(inPlace, libgit2) == nil)
    #expect(
      try GitCLI.porcelain(scratch.path)
        == " M log/2024/05/09.yaml\n M log/2024/05/11.yaml\n D log/2024/05/12.yaml\n")
  }

  @Test func aRacySymbolicLinkIsLeftToLibgit2() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try monthOfDays(scratch)
    #expect(symlink("larder.yaml", scratch("settings.yaml")) == 0)
    try GitCLI.run(["add", "settings.yaml"], in: scratch.path)
    try GitCLI.commit("Link", in: scratch.path)
    var times = [timespec(tv_sec: 1_000, tv_nsec: 0), timespec(tv_sec: 1_000, tv_nsec: 0)]
    #expect(utimensat(AT_FDCWD, scratch(".git/index"), &times, 0) == 0)
    try scratch.write("log/2024/05/07.yaml", "day 7, lunch added\n")

    let (inPlace, libgit2) = try bothIndexes(scratch, repository, paths: ["log/2024/05/07.yaml"])
    #expect(firstDifference(inPlace, libgit2) == nil)
    #expect(try GitCLI.porcelain(scratch.path) == "")
    try GitCLI.fsck(scratch.path)
  }

  @Test func indexesLeftToLibgit2() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try monthOfDays(scratch)
    let workTree = scratch.path + "/"
    let day = ["log/2024/05/07.yaml"]
    func inPlace() throws -> Bool {
      try IndexUpdate(repository: repository, workTree: workTree, paths: day) != nil
    }
    #expect(try inPlace())
    // A removed file.
    #expect(
      try IndexUpdate(repository: repository, workTree: workTree, paths: ["gone.yaml"]) == nil)
    // A file where the index has a file of that folder's name.
    try FileManager.default.removeItem(atPath: scratch("larder.yaml"))
    try scratch.write("larder.yaml/x.yaml", "x\n")
    #expect(
      try IndexUpdate(repository: repository, workTree: workTree, paths: ["larder.yaml/x.yaml"])
        == nil)
    try FileManager.default.removeItem(atPath: scratch("larder.yaml"))
    try scratch.write("larder.yaml", "format: 1\n")
    // Rules in .gitattributes that libgit2 reads from the index.
    try scratch.write("log/.gitattributes", "*.yaml text\n")
    try GitCLI.run(["add", "log/.gitattributes"], in: scratch.path)
    #expect(try !inPlace())
    try GitCLI.run(["rm", "-q", "--cached", "log/.gitattributes"], in: scratch.path)
    #expect(try inPlace())
    // Extended flags make a version 3 index.
    try GitCLI.run(["update-index", "--skip-worktree", "larder.yaml"], in: scratch.path)
    #expect(try !inPlace())
    try GitCLI.run(["update-index", "--no-skip-worktree", "larder.yaml"], in: scratch.path)
    // An extension libgit2 would drop.
    try GitCLI.run(["update-index", "--untracked-cache"], in: scratch.path)
    #expect(try !inPlace())
    try GitCLI.run(["update-index", "--no-untracked-cache"], in: scratch.path)
    // Settings that change what an entry records.
    try GitCLI.run(["config", "core.filemode", "false"], in: scratch.path)
    #expect(try !inPlace())
    try GitCLI.run(["config", "core.filemode", "true"], in: scratch.path)
    #expect(try inPlace())

    // Each still commits, through libgit2.
    try scratch.write("log/.gitattributes", "*.yaml text\n")
    try GitCLI.run(["add", "log/.gitattributes"], in: scratch.path)
    try GitCLI.commit("Attributes", in: scratch.path)
    try scratch.write("log/2024/05/07.yaml", "day 7, lunch added\n")
    try repository.commit(paths: day, message: "Change", author: author)
    #expect(try GitCLI.porcelain(scratch.path) == "")
    try GitCLI.fsck(scratch.path)
  }

  @Test func aHeldIndexLockRefusesTheCommitAndIsKept() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try monthOfDays(scratch)
    try scratch.write("log/2024/05/07.yaml", "day 7, lunch added\n")
    do {
      let held = try IndexUpdate(
        repository: repository, workTree: scratch.path + "/", paths: ["log/2024/05/07.yaml"])
      #expect(held != nil)
      let error = #expect(throws: GitError.self) {
        try Repository.open(at: scratch.path).commit(
          paths: ["log/2024/05/07.yaml"], message: "Change", author: author)
      }
      #expect(error?.code == .locked)
    }
    // Released unused: the lock file is gone and a commit goes through.
    #expect(!FileManager.default.fileExists(atPath: scratch(".git/index.lock")))
    try repository.commit(paths: ["log/2024/05/07.yaml"], message: "Change", author: author)
    #expect(try GitCLI.porcelain(scratch.path) == "")
  }
}
