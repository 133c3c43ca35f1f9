import FoundationEssentials
import Glibc

/// A failure of a use case that is about the environment rather than the journal's content:
/// a missing journal, an unreadable file, a lock held by another process.
public enum WorkspaceError: Error, Equatable, Sendable {
  /// No directory holding `larder.yaml` was found.
  case journalNotFound(searchedFrom: String)
  /// A directory named explicitly is not a journal.
  case notAJournal(path: String, source: String)
  /// A file could not be read or written.
  case io(path: String, reason: String)
  /// Writing a file, or the temporary file beside it, failed: `code` is the `errno` (a full
  /// disk, a folder the person may not write).
  case cannotWrite(path: String, code: Int32)
  /// A file the command would change is read-only (no write permission for anyone): it is
  /// left as it is.
  case readOnlyFile(path: String)
  /// A file changed on disk between the moment it was read and the moment it was to be written.
  case changedSinceRead(path: String)
  /// Another program kept a file the command would change open for writing (an editor
  /// saving it) for longer than the command waits.
  case beingWritten(path: String)
  /// A file the command reads is empty on disk, or holds only blank lines and comments,
  /// while its last commit holds more: a save cut off, most likely, which committing would
  /// hide.
  case emptiedOnDisk(path: String, committedLines: Int, left: EmptiedFile)
  /// A larder command of several files was interrupted, and files it wrote (or was about to
  /// write) were edited since: larder cannot tell its change from the edit, so it commits
  /// them only through `larder commit`.
  case editedAfterInterruption(paths: [String])
  /// Undo or redo was asked for while a larder command that was interrupted left a change
  /// not committed, which would be the newest change.
  case interruptedChangeFirst(paths: [String], verb: String)
  /// Git is set to convert a file as it is committed (a filter, line ends), which larder,
  /// committing bytes as they are, cannot do.
  case gitConverts(path: String, conversion: String)
  /// Another process holds the journal lock and did not release it in time.
  case locked(holder: String)
  /// A path given on the command line is outside the journal or not a journal file.
  case notInJournal(path: String)
  /// A date on the command line that is no date.
  case badDate(String)
  /// A time of day on the command line (`--time`) that is no time.
  case badTime(String)
  /// A file the command would change holds uncommitted hand edits that do not parse.
  case handEditsDoNotParse(path: String, line: Int, column: Int, message: String)
  /// A journal path leads through a symbolic link, so a write would land outside the journal.
  case symbolicLink(path: String)
  /// A date before 1900 or after 9999, which no journal file can hold.
  case dateOutOfRange(String)
  /// `GIT_AUTHOR_DATE` or `GIT_COMMITTER_DATE` holds a time in no format git reads.
  case badCommitDate(variable: String, value: String)
  /// A change a command computed would leave a file that no longer parses; nothing was written.
  case wouldBreakSyntax(path: String, line: Int, column: Int, message: String)
  /// A git lock file (`.git/index.lock`, a branch's `.lock`) exists: a git command is running,
  /// or one crashed and left it behind.
  case gitLocked(path: String)
  /// HEAD points at a commit instead of a branch, so a commit would be lost.
  case detachedHead(at: String)
  /// The repository belongs to another user, and git refuses to work in it.
  case repositoryNotOwned(path: String)
  /// The journal has no git repository, and the command needs its history.
  case noRepository(path: String)
  /// Files were written, but committing them failed; they are kept and committed next time.
  case writtenNotCommitted(paths: [String], reason: String)
  /// A git operation failed for a reason without a case of its own.
  case git(operation: String, reason: String)
  /// A directory that should be new or empty holds other files.
  case directoryNotEmpty(path: String)
  /// The journal's format version is newer than this larder understands.
  case formatTooNew(version: String, supported: Int)
  /// `larder.yaml` names a format that is no version (`0x2`, `0`, `1e1`).
  case unreadableFormat(version: String)
  /// A commit, date or revision named on the command line matches no commit.
  case unknownRevision(String)
  /// There is no commit to undo or restore from.
  case noHistory(String)
  /// Undo or restore would overwrite uncommitted edits or conflict with later commits.
  case wouldLoseEdits(reason: String)
  /// No remote has this name.
  case unknownRemote(name: String, known: [String])
  /// A backup was asked for, but no remote is configured.
  case noRemote
  /// A remote's name or URL cannot be used.
  case badRemote(String)
  /// The remote refused the push (a hook, a protected branch, commits the journal lacks).
  case pushRejected(remote: String, reason: String)
  /// The remote could not be reached, or has no repository at its URL.
  case remoteUnreachable(remote: String, reason: String)
  /// The remote was reached, but its repository may not be written (a folder of another
  /// user, a read-only disk).
  case remoteNotWritable(remote: String, reason: String)
  /// The remote asked for credentials that were missing or refused.
  case remoteAuthentication(remote: String, reason: String)
  /// A file that larder would create is already there and is not larder's.
  case fileExists(path: String)
  /// `larder restore` was pointed at a directory that already holds files.
  case restoreTargetNotEmpty(path: String)
  /// `larder resolve --keep both` on a conflict over one key (a date of goals or body
  /// metrics, a food): both versions cannot stand, for the key would be written twice.
  case cannotKeepBoth(path: String, key: String)
  /// `larder resolve` met a conflict marker that belongs to no whole conflict (a marker
  /// deleted or copied by hand): which lines are which version is not known.
  case strayConflictMarker(path: String, line: Int)

  /// A one-line message for the person at the terminal.
  public var message: String {
    switch self {
    case .journalNotFound(let start):
      "no journal found in \"\(start)\" or any directory above it"
    case .notAJournal(let path, let source):
      "\"\(path)\" (from \(source)) is not a journal: it has no larder.yaml"
    case .io(let path, let reason):
      "cannot access \"\(path)\": \(reason)"
    case .cannotWrite(let path, let code):
      "cannot write \"\(path)\": \(String(cString: strerror(code)))"
    case .readOnlyFile(let path):
      "\(path) is read-only, so larder leaves it as it is; nothing was written"
    case .changedSinceRead(let path):
      "\"\(path)\" changed on disk while larder was working; nothing was written"
    case .beingWritten(let path):
      "another program has \(path) open for writing (an editor saving it?); nothing was written"
    case .emptiedOnDisk(let path, let lines, let left):
      "\(path) \(left.description) on disk, "
        + "but its last commit holds "
        + "\(String.counted(lines, "line", "lines")); nothing was written"
    case .editedAfterInterruption(let paths):
      "\(paths.joined(separator: ", ")) \(paths.count == 1 ? "was" : "were") edited after a "
        + "larder command that was writing \(paths.count == 1 ? "it" : "them") was "
        + "interrupted, so larder cannot tell that command's change from the edit; nothing was "
        + "written"
    case .interruptedChangeFirst(let paths, let verb):
      "a larder command was interrupted before committing its change to "
        + "\(paths.prefix(3).joined(separator: ", "))\(paths.count > 3 ? " and \(paths.count - 3) more" : ""), "
        + "so it is not clear what to \(verb); nothing was written"
    case .gitConverts(let path, let conversion):
      "git is set to apply \(conversion) to \(path) as it is committed, which larder cannot "
        + "do; nothing was written"
    case .locked(let holder):
      "the journal is locked by \(holder)"
    case .notInJournal(let path):
      "\"\(path)\" is not a file of this journal"
    case .badDate(let text):
      "\"\(text)\" is not a date"
    case .badTime(let text):
      "\"\(text)\" is not a time"
    case .handEditsDoNotParse(let path, let line, let column, let message):
      "your uncommitted edits to \(path) do not parse (\(line):\(column): \(message)); "
        + "nothing was written"
    case .symbolicLink(let path):
      "\(path) leads through a symbolic link, so larder will not write it; nothing was written"
    case .dateOutOfRange(let text):
      "\"\(text)\" is outside the years a journal holds (1900 to 9999)"
    case .badCommitDate(let variable, let value):
      "\(variable) is \"\(value)\", which is not a time git reads; nothing was written"
    case .wouldBreakSyntax(let path, let line, let column, let message):
      "the change to \(path) would not parse (\(line):\(column): \(message)); nothing was written"
    case .gitLocked(let path):
      "git's lock file \(path) exists, so nothing was written"
    case .detachedHead(let at):
      "HEAD is detached at \(at), so larder cannot commit; nothing was written"
    case .repositoryNotOwned(let path):
      "the repository \"\(path)\" belongs to another user; git refuses to work in it"
    case .noRepository(let path):
      "the journal \"\(path)\" has no git repository"
    case .writtenNotCommitted(let paths, let reason):
      "wrote \(paths.joined(separator: ", ")) but could not commit: \(reason)"
    case .git(let operation, let reason):
      "cannot \(operation): \(reason)"
    case .directoryNotEmpty(let path):
      "\"\(path)\" is not empty and is not a journal"
    case .unreadableFormat(let version):
      "larder.yaml says format \"\(version)\", which is no version this larder reads; "
        + "nothing was written"
    case .formatTooNew(let version, let supported):
      "the journal is format \(version), but this larder reads format \(supported) at most"
    case .unknownRevision(let text):
      "\"\(text)\" names no commit of the journal"
    case .noHistory(let what):
      what
    case .wouldLoseEdits(let reason):
      reason
    case .unknownRemote(let name, _):
      "no remote is named \"\(name)\""
    case .noRemote:
      "no backup remote is configured"
    case .badRemote(let reason):
      reason
    case .pushRejected(let remote, let reason):
      "\(remote) refused the backup: \(reason)"
    case .remoteUnreachable(let remote, let reason):
      "cannot reach \(remote): \(reason)"
    case .remoteNotWritable(let remote, let reason):
      "cannot write to \(remote): \(reason)"
    case .remoteAuthentication(let remote, let reason):
      "\(remote) did not accept the credentials: \(reason)"
    case .fileExists(let path):
      "\(path) already exists"
    case .restoreTargetNotEmpty(let path):
      "\"\(path)\" already holds files; a backup is restored into a new or empty directory"
    case .cannotKeepBoth(let path, let key):
      "keeping both versions would write \(key) twice in \(path); nothing was written"
    case .strayConflictMarker(let path, let line):
      "line \(line) of \(path) is a larder-conflict marker of no whole conflict, so which "
        + "lines are which version is not known; nothing was written"
    }
  }

  /// Whether the command refused what was asked, for a reason about the journal or the
  /// input rather than a failure (exit status 1, not 2): a commit or remote that does not
  /// exist, edits an undo or restore would overwrite, a file changed on disk while the
  /// command worked, a file or directory in the way, a change that would not parse, a push
  /// the remote refused.
  public var isRefusal: Bool {
    switch self {
    case .wouldBreakSyntax, .directoryNotEmpty, .unknownRevision, .noHistory, .wouldLoseEdits,
      .changedSinceRead, .beingWritten, .emptiedOnDisk, .editedAfterInterruption,
      .interruptedChangeFirst,
      .unknownRemote,
      .noRemote, .pushRejected,
      .fileExists,
      .restoreTargetNotEmpty, .cannotKeepBoth, .strayConflictMarker, .readOnlyFile:
      true
    default:
      false
    }
  }

  /// One sentence on what to do about it.
  public var hint: String? {
    switch self {
    case .journalNotFound:
      "Run `larder init DIR` to create one, pass `-j DIR`, or set LARDER_JOURNAL."
    case .notAJournal:
      "Point at the directory that holds larder.yaml, or run `larder init` there."
    case .io:
      nil
    case .readOnlyFile(let path):
      "To let larder change it, make it writable: `chmod u+w \"\(path)\"`."
    case .cannotWrite(let path, let code):
      switch code {
      case ENOSPC, EDQUOT, EFBIG:
        "Make room on the disk (or raise the file size limit, `ulimit -f`), then run the "
          + "command again; the file keeps what it held."
      case EACCES, EPERM, EROFS:
        "Check that you may write the file and its folder (`ls -ld \"\(Self.folder(of: path))\"`): "
          + "larder writes a new file beside each file it changes, then renames it."
      default:
        nil
      }
    case .changedSinceRead:
      "Run the command again; the file is kept as it is on disk (an editor's save, or what "
        + "another larder command wrote)."
    case .beingWritten:
      "Run the command again once the program has saved; a program that keeps the file open "
        + "for writing must close it first."
    case .emptiedOnDisk(let path, _, _):
      "If a save was cut off, put the file back with `git checkout -- \(path)`; to keep it as "
        + "it is, commit it with `larder commit`. Then run the command again."
    case .editedAfterInterruption:
      "See what is left with `git status`, `git diff` and `larder check`; finish the change by "
        + "hand and commit it with `larder commit`, or put the files `git status` lists back as "
        + "last committed with `git checkout -- FILE…` (your edit goes too)."
    case .interruptedChangeFirst(_, let verb):
      "Keep that change with `larder commit`, or drop it with `git checkout -- FILE…` for the "
        + "files `git status` lists; then run `larder \(verb)` again."
    case .gitConverts:
      "Remove the attribute for journal files from .gitattributes, .git/info/attributes or the "
        + "file core.attributesFile names (~/.config/git/attributes by default), or unset "
        + "core.autocrlf for the journal; larder keeps files byte for byte."
    case .locked:
      "Wait for that command to finish, then run yours again."
    case .notInJournal:
      "Name files under the journal directory, such as log/2026/11/2026-11-21.yaml."
    case .badDate:
      "Write 2026-11-21, today, yesterday, -3, monday or last monday."
    case .badTime:
      "Write it on a 24-hour clock, like 07:40 or 19:05."
    case .handEditsDoNotParse(let path, _, _, _):
      "Fix them (`larder check \(path)`), or commit them as they are with "
        + "`larder commit --force`; then run the command again."
    case .symbolicLink:
      "Replace the link with the file or folder itself, inside the journal."
    case .dateOutOfRange:
      "Write a date from 1900-01-01 to 9999-12-31, such as 2026-11-21."
    case .badCommitDate:
      "Write \"2026-11-26T14:00:00+01:00\", \"Thu, 26 Nov 2026 14:00 +0100\" or "
        + "\"@1795701600 +0100\", or unset it."
    case .wouldBreakSyntax:
      "This is a bug in larder; please report it with the file."
    case .gitLocked(let path):
      "If no git command is running, a crashed one left it: remove \(path) and run again."
    case .detachedHead:
      "Go back to the branch with `git switch main`, then run the command again."
    case .repositoryNotOwned(let path):
      "If you trust it, run `git config --global --add safe.directory \(path)`."
    case .noRepository:
      "Run `larder init` in the journal to start its history."
    case .writtenNotCommitted:
      "Your change is saved in the files; the next larder command commits it, or run "
        + "`larder commit`."
    case .git:
      nil
    case .directoryNotEmpty:
      "Choose a new or empty directory, or pass --force to create the journal there anyway."
    case .formatTooNew:
      "Install a newer larder to read this journal."
    case .unreadableFormat:
      "Write `format: 1` if this larder made the journal; `larder check larder.yaml` tells more."
    case .unknownRevision:
      "Name a commit by its id from `larder history`, or a date such as 2026-11-21."
    case .noHistory:
      nil
    case .wouldLoseEdits:
      "Commit your edits with `larder commit` first (or undo them), then run the command again."
    case .unknownRemote(_, let known):
      known.isEmpty
        ? "Add one with `larder remote add NAME URL`."
        : "Known remotes: \(known.joined(separator: ", ")); `larder remote list` shows them."
    case .noRemote:
      "Add one with `larder remote add backup URL` (a path, ssh:// or https:// URL), then run "
        + "`larder backup`."
    case .badRemote:
      "A remote is a name such as backup and a URL: /path/to/backup.git, file://, ssh:// or "
        + "https://."
    case .pushRejected:
      "The journal is untouched; fix the remote (or fetch what it has), then back up again."
    case .remoteUnreachable:
      "Check the URL with `larder remote list`, the network, and that the repository exists."
    case .remoteNotWritable:
      "The repository is there, but you may not write it: check its owner and permissions "
        + "(`ls -ld` on a folder), and that its disk has room."
    case .remoteAuthentication:
      "For ssh use ssh-agent or LARDER_SSH_KEY=path/to/key (ed25519); for https set "
        + "LARDER_GIT_TOKEN or configure a git credential helper."
    case .fileExists:
      "Move it away, or pass --force to replace it."
    case .restoreTargetNotEmpty:
      "Name a new directory; to bring back files of a journal, use `larder restore --at DATE "
        + "PATH` inside it."
    case .cannotKeepBoth:
      "Keep one with `larder resolve --keep here` or `--keep there`, or edit the lines and "
        + "delete the `# larder-conflict` comments, then `larder commit`."
    case .strayConflictMarker:
      "Settle it by hand: keep the lines you want, make `#> ` lines active again if you want "
        + "them, delete the `# larder-conflict` comments, then `larder commit`."
    }
  }
}

extension WorkspaceError {
  /// What is left in a file emptied on disk (`emptiedOnDisk`).
  public enum EmptiedFile: Sendable, Equatable {
    /// No byte at all.
    case noBytes
    /// Only blank space: spaces, line breaks, a byte-order mark.
    case blank
    /// Blank lines and comments.
    case comments

    /// `is empty`, `holds only blank lines`, `holds only blank lines and comments`.
    var description: String {
      switch self {
      case .noBytes: "is empty"
      case .blank: "holds only blank lines"
      case .comments: "holds only blank lines and comments"
      }
    }
  }
}

extension WorkspaceError {
  /// The folder of `path`: what precedes its last `/`, or `.`.
  fileprivate static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
