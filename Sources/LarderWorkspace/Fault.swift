import FoundationEssentials
import Glibc

/// Named points of the write path where tests interrupt a command, to prove that a crash or
/// an editor saving at that instant loses nothing.
///
/// - `LARDER_FAULT=POINT` makes the command exit with status 3 there, as a kill would.
/// - `LARDER_PAUSE=POINT` makes it create `.git/larder-paused` there and wait until that
///   file is removed (at most ten seconds): a test's "editor" watches for the file with
///   inotify, saves, and removes it, so the save lands at exactly that point.
enum Fault: String {
  /// A write session has read its files and is about to write them.
  case beforeWrite = "before-write"
  /// A new file's bytes are in its temporary file, not yet in place.
  case temporaryWritten = "temporary-written"
  /// A new file is swapped into place; what it replaced, now in the temporary file, is not
  /// yet compared with what was read.
  case swapped = "swapped"
  /// The files are written, before the commit.
  case afterWrite = "after-write"
  /// A commit is made (the branch moved), its index entries not yet updated; the first
  /// commit of a command that commits hand edits first is theirs.
  case commitMade = "commit-made"
  /// The commit is made, before the command ends.
  case afterCommit = "after-commit"
  /// The repository is about to be packed (after a commit that passed the threshold, or
  /// `larder gc`).
  case packing = "packing"

  /// The variables, read once: the write path passes several points per command.
  private static let environment = {
    let variables = ProcessInfo.processInfo.environment
    return (fault: variables["LARDER_FAULT"], pause: variables["LARDER_PAUSE"])
  }()

  /// Stops or pauses the process at `point` when `LARDER_FAULT` or `LARDER_PAUSE` names it.
  static func trigger(_ point: Fault, journal: JournalLocation) {
    if environment.fault == point.rawValue {
      // _exit skips every cleanup, as a kill would.
      _exit(3)
    }
    guard environment.pause == point.rawValue else { return }
    let marker = journal.root.path + "/.git/larder-paused"
    let fd = open(marker, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return }
    close(fd)
    for _ in 0..<10_000 where access(marker, F_OK) == 0 {
      usleep(1_000)
    }
  }
}
