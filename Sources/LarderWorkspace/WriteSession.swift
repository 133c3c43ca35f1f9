import FoundationEssentials
import Glibc
import LarderGit
import LarderJournal
import LarderSyntax

/// One writing command's exclusive access to the journal: it reads files, proposes their new
/// bytes, and ends with one commit of exactly the files it changed.
///
/// Opening a session takes the journal lock and checks that a commit can succeed (no
/// detached HEAD, no git lock file left by a crash) before anything is written. `commit`
/// then re-parses every changed YAML file and refuses a change that would add a syntax
/// error, refuses when a file changed on disk since the session read it, writes each file
/// atomically, and commits them in one commit. Nothing is written when a check fails.
///
/// ```swift
/// let session = try workspace.beginWrite(noCommit: noCommit)
/// let day = try session.read("log/2026/11/2026-11-21.yaml")
/// try session.replace(day.path, with: edited(day.bytes ?? []))
/// let outcome = try session.commit(message: "add 2026-11-21 lunch: chicken breast 150 g")
/// ```
public final class WriteSession {
  /// The journal being changed.
  public let workspace: Workspace
  /// Whether the files are written without a commit (`--no-commit`).
  public let noCommit: Bool
  /// Whether the session only checks and shows its change (`Workspace.isDryRun`).
  public let isDryRun: Bool
  /// Things the person should know that are not errors: a stale lock cleared, changes staged
  /// with git but not committed, a journal without a repository.
  public private(set) var notices: [String] = []

  private let lock: JournalLock
  private let repository: JournalRepository?
  private var snapshots: [String: FileSnapshot] = [:]
  private var proposals: [(path: String, bytes: [UInt8]?)] = []
  /// Proposed paths whose bytes a commit held, written even with a syntax error.
  private var restored: Set<String> = []
  /// The pending record as this session found it: files an interrupted command wrote and
  /// did not commit.
  private var interruptedRecord: [PendingFile] = []
  /// The files of `interruptedRecord`.
  private var interrupted: [String] { interruptedRecord.map(\.path) }
  /// The commit message the interrupted command was to make, when it recorded one.
  private var interruptedMessage: String?
  /// Files an interrupted command of several files wrote, or was about to write, that were
  /// edited since: only `larder commit`, after its check, commits them.
  private var editedAfterInterruption: [String] = []
  /// Journal files staged with git (or by a crash) but not committed.
  private var staged: [String] = []
  /// Files committed as they are on disk, without a proposal (`larder commit`).
  private var asIs: [String] = []
  /// `author:` of `larder.yaml` as the session found it, for the commits' author.
  private let authorSetting: String?
  private var isFinished = false
  /// Whether an outcome carrying `notices` was returned; a session that ends without one
  /// hands them to `Workspace.onUndeliveredNotices`.
  private var noticesDelivered = false

  init(workspace: Workspace, noCommit: Bool) throws(WorkspaceError) {
    self.workspace = workspace
    self.noCommit = noCommit
    isDryRun = workspace.isDryRun
    lock = try JournalLock.take(location: workspace.location)
    if let notice = lock.notice { notices.append(notice) }
    authorSetting = try workspace.requireSupportedFormat().author
    repository = try JournalRepository.open(workspace.location, clock: workspace.clock)
    // A dry run leaves what an interrupted command left as it is: clearing it writes.
    guard let repository, !noCommit, !isDryRun else { return }
    repository.removeAbandonedRecords()
    interruptedRecord = repository.pendingRecord()
    interruptedMessage = repository.pendingMessage()
    let committing = repository.interruptedCommitPaths()
    if !interruptedRecord.isEmpty || committing != nil {
      let cleared = repository.removeAbandonedFiles(pending: interruptedRecord)
      if !cleared.removed.isEmpty {
        notices.append(
          "removed \(cleared.removed.joined(separator: ", ")), left by a larder command that "
            + "was interrupted")
      }
      notices += cleared.notices
    }
    try repository.requireCommittable()
    if let committing { try repository.repairInterruptedCommit(committing) }
    if !interruptedRecord.isEmpty {
      let halfDone = try repository.putBackHalfWrittenCommand(pending: interruptedRecord)
      if !halfDone.putBack.isEmpty {
        notices.append(
          "put back \(Self.naming(halfDone.putBack)) as last committed: a larder command "
            + "wrote \(halfDone.putBack.count == 1 ? "it" : "them") and was interrupted before it wrote \(Self.naming(halfDone.unwritten)); "
            + "run that command again")
        let undone = Set(halfDone.putBack + halfDone.unwritten)
        interruptedRecord.removeAll { undone.contains($0.path) }
        repository.restorePending(interruptedRecord, message: interruptedMessage)
      }
      editedAfterInterruption = halfDone.editedSince
    }
    if repository.indexChangedOutsideLarder() {
      staged = try repository.stagedJournalPaths().filter {
        JournalFileKind(relativePath: $0) != nil
      }
      if staged.isEmpty { repository.recordIndex() }
    }
  }

  /// The files an interrupted command wrote and did not commit that differ from the last
  /// commit: what this session's commit will finish for it. Empty with `--no-commit`, in a
  /// dry run, or without a repository.
  func unfinishedWrites() throws(WorkspaceError) -> [String] {
    guard let repository else { return [] }
    return try changedSinceCommit(interrupted, in: repository).map(\.path)
  }

  /// The files of `paths` whose bytes on disk (nil: no file) differ from the last commit,
  /// with those bytes.
  private func changedSinceCommit(_ paths: [String], in repository: JournalRepository)
    throws(WorkspaceError) -> [(path: String, bytes: [UInt8]?)]
  {
    var found: [(path: String, bytes: [UInt8]?)] = []
    for path in paths {
      let bytes = try FileSnapshot.readBytes(workspace.location.url(for: path))
      if try bytes != repository.committedBytes(of: path) { found.append((path, bytes)) }
    }
    return found
  }

  /// The files an interrupted command wrote that differ from the last commit and that no one
  /// edited since: what a commit of this session finishes for that command, in a commit of
  /// its own (`unfinishedWrites` without `editedAfterInterruption`).
  func interruptedWritesToFinish() throws(WorkspaceError) -> [String] {
    try unfinishedWrites().filter { !editedAfterInterruption.contains($0) }
  }

  /// The file at `path` (relative to the journal root) as it is now; the session remembers
  /// it, so a later write refuses if the file changes on disk meanwhile. Reading a path again
  /// gives the same snapshot.
  public func read(_ path: String) throws(WorkspaceError) -> FileSnapshot {
    if let snapshot = snapshots[path] { return snapshot }
    try Self.requireJournalPath(path)
    try requireNoSymbolicLink(path)
    let snapshot = try Self.readUnlessBeingWritten(workspace.location.url(for: path), path: path)
    try requireNotEmptied(path, snapshot.bytes)
    snapshots[path] = snapshot
    return snapshot
  }

  /// Refuses a file that holds nothing on disk (no bytes, or only blank lines and comments)
  /// while its last commit holds more: a save cut off by a crash or a power cut, most likely.
  /// Writing it would commit the loss as a hand edit, and a command that changes many files
  /// (a rename) would skip it and leave the last commit's version behind.
  private func requireNotEmptied(_ path: String, _ bytes: [UInt8]?) throws(WorkspaceError) {
    guard let bytes, Self.holdsNothing(bytes), let repository, !interrupted.contains(path),
      let committed = try repository.committedBytes(of: path), !Self.holdsNothing(committed)
    else { return }
    throw .emptiedOnDisk(
      path: path, committedLines: Self.lineCount(committed),
      left: bytes.isEmpty ? .noBytes : bytes.contains(UInt8(ascii: "#")) ? .comments : .blank)
  }

  /// Whether every line of `bytes` is blank or a comment.
  private static func holdsNothing(_ bytes: [UInt8]) -> Bool {
    var atLineStart = true
    var inComment = false
    for byte in bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...] {
      switch byte {
      case UInt8(ascii: "\n"):
        atLineStart = true
        inComment = false
      case _ where inComment: continue
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): continue
      case UInt8(ascii: "#") where atLineStart: inComment = true
      default: return false
      }
    }
    return true
  }

  /// Reads the file at `url` when no other program has it open for writing, before the read
  /// and after it. An editor that truncates a file and then writes its save would lose the
  /// save to larder's swap if larder read the file in between: the save would go to the file
  /// swapped out. Waits up to two seconds for such a writer, then refuses.
  private static func readUnlessBeingWritten(_ url: URL, path: String) throws(WorkspaceError)
    -> FileSnapshot
  {
    for _ in 0..<40 {
      if !FileSnapshot.isOpenForWriting(atPath: url.path) {
        let snapshot = try FileSnapshot.read(url)
        if !FileSnapshot.isOpenForWriting(atPath: url.path) { return snapshot }
      }
      usleep(50_000)
    }
    throw .beingWritten(path: path)
  }

  /// Proposes the new contents of `path`, creating the file if it does not exist. A path not
  /// read yet is read now, so the write still refuses a change made on disk after this call.
  public func replace(_ path: String, with bytes: [UInt8]) throws(WorkspaceError) {
    try propose(path, bytes)
  }

  /// Proposes deleting the file at `path`.
  public func delete(_ path: String) throws(WorkspaceError) {
    try propose(path, nil)
  }

  /// Proposes putting back what a commit held at `path` (nil: no file), as undo does:
  /// like `replace` and `delete`, except that bytes the history held are written even when
  /// they hold a syntax error.
  func restore(_ path: String, to bytes: [UInt8]?) throws(WorkspaceError) {
    try propose(path, bytes)
    restored.insert(path)
  }

  /// Commits `paths` as they are on disk (hand edits, deletions included) along with the
  /// proposed changes, without a "hand edits" line in the message.
  func commitAsIs(_ paths: [String]) {
    asIs += paths.filter { !asIs.contains($0) }
  }

  /// Commits the deletion of `path`, a file already deleted by hand that the last commit
  /// still holds, with the proposed changes. Returns whether there was such a deletion to
  /// commit: false without a repository, with `--no-commit`, or when the file exists or was
  /// never committed.
  func commitDeletionByHand(_ path: String) throws(WorkspaceError) -> Bool {
    guard let repository, !noCommit, try read(path).bytes == nil,
      try repository.committedBytes(of: path) != nil
    else { return false }
    commitAsIs([path])
    return true
  }

  private func propose(_ path: String, _ bytes: [UInt8]?) throws(WorkspaceError) {
    _ = try read(path)
    proposals.removeAll { $0.path == path }
    proposals.append((path, bytes))
  }

  /// Writes the proposed files and commits them with `message` (its first line is the
  /// summary `git log --oneline` shows); ends the session.
  ///
  /// Files whose proposed bytes equal what is on disk are left alone; when nothing changes,
  /// nothing is written or committed. A changed file that already held uncommitted hand
  /// edits is committed with them, and the message says so. In a dry run, every check runs
  /// and the outcome holds the diff of what would change, nothing written.
  public func commit(message: String) throws(WorkspaceError) -> WriteOutcome {
    precondition(!isFinished, "a write session commits once")
    isFinished = true
    let outcome = try finish(message: message)
    noticesDelivered = true
    return outcome
  }

  deinit {
    // What the session did before its command failed (files put back, a stale lock or an
    // interrupted command's leftovers removed) still has to reach the person.
    if !noticesDelivered, !notices.isEmpty { workspace.onUndeliveredNotices?(notices) }
  }

  /// `commit`'s work: checks, writes and commits the proposals.
  private func finish(message: String) throws(WorkspaceError) -> WriteOutcome {
    let changes = proposals.filter { snapshots[$0.path]?.bytes != $0.bytes }
    let paths = changes.map(\.path)
    for change in changes {
      try requireUnchangedOnDisk(change.path)
      try workspace.requireWritable([change.path])
      if let bytes = change.bytes, !restored.contains(change.path) {
        try requireParses(change.path, bytes)
      }
    }
    if isDryRun {
      return WriteOutcome(
        files: paths + asIs.filter { !paths.contains($0) }, commit: nil,
        message: Self.message(message, recovered: []), handEdits: [],
        recovered: [], notices: notices, dryRunDiff: diff(changes))
    }
    guard let repository, !noCommit else {
      precondition(asIs.isEmpty, "committing files as they are needs a repository")
      try write(changes)
      if repository == nil, !changes.isEmpty {
        notices.append(
          "the journal has no git repository, so this change is in no history; run "
            + "`larder init` to start one")
      }
      return WriteOutcome(
        files: paths, commit: nil, message: message, handEdits: [], recovered: [],
        notices: notices + stagedNotices(committing: []))
    }
    let unsettled = editedAfterInterruption.filter { !asIs.contains($0) }
    if !unsettled.isEmpty { throw .editedAfterInterruption(paths: unsettled) }
    let handEdits = try handEdited(paths, in: repository)
    let recovered = try recoverable(excluding: paths + asIs, in: repository)
    let recoveredAlong = try interruptedWrites(among: paths, in: repository)
    var stored = changes.compactMap { change in change.bytes.map { (change.path, $0) } }
    // Files committed as they are: read when no editor is saving one (truncated, its save
    // still to come), and committed as read, so that a save begun since is not committed
    // half done but shows in `git status`.
    var asRead: [String: [UInt8]?] = [:]
    for path in asIs + recovered where !paths.contains(path) {
      let url = workspace.location.url(for: path)
      let bytes = try Self.readUnlessBeingWritten(url, path: path).bytes
      asRead[path] = bytes
      if let bytes { stored.append((path, bytes)) }
    }
    for edit in handEdits {
      if let bytes = snapshots[edit.path]?.bytes { stored.append((edit.path, bytes)) }
    }
    try repository.requireStoredAsTheyAre(stored)
    let signatures = try repository.signatures(authorSetting: authorSetting)
    if !handEdits.isEmpty {
      try commitHandEdits(handEdits, in: repository, signatures: signatures)
    }
    // What an interrupted command left goes in a commit of its own before this command's,
    // so that undoing this command undoes only what it did. A command that changes nothing
    // itself finishes the interrupted one in its own commit.
    let finishedApart = !(changes.isEmpty && asIs.isEmpty)
    if finishedApart {
      let finished = try commitInterruptedWrites(
        recovered, along: recoveredAlong, in: repository, signatures: signatures)
      if !finished.isEmpty {
        let one = finished.count == 1
        notices.append(
          "committed \(Self.naming(finished)) first, in a commit of \(one ? "its" : "their") "
            + "own: a larder command wrote \(one ? "it" : "them") and was interrupted before "
            + "committing")
      }
    }
    if !changes.isEmpty {
      let written = changes.compactMap { change in change.bytes.map { (change.path, $0) } }
      try repository.recordPending(
        paths + recovered, writing: Dictionary(written, uniquingKeysWith: { $1 }),
        reading: Dictionary(uniqueKeysWithValues: paths.map { ($0, snapshots[$0]?.bytes) }),
        // The interrupted command's files were committed apart above: all is this command's.
        message: message)
    }
    Fault.trigger(.beforeWrite, journal: workspace.location)
    do {
      try write(changes)
    } catch {
      // Every file is as it was (or as an editor saved it): nothing of this command is
      // left to recover.
      if !changes.isEmpty {
        repository.restorePending(interruptedRecord, message: interruptedMessage)
      }
      throw error
    }
    Fault.trigger(.afterWrite, journal: workspace.location)

    let allPaths = paths + asIs.filter { !paths.contains($0) } + (finishedApart ? [] : recovered)
    guard !allPaths.isEmpty else {
      return WriteOutcome(
        files: [], commit: nil, message: message, handEdits: [], recovered: [],
        notices: notices + stagedNotices(committing: []))
    }
    let fullMessage = Self.message(message, recovered: finishedApart ? [] : recovered)
    let id: CommitID?
    do {
      id = try repository.commit(
        paths: allPaths, message: fullMessage, signatures: signatures,
        expected: asRead.merging(changes.map { ($0.path, $0.bytes) }) { $1 })
    } catch {
      // `larder commit` wrote nothing itself.
      guard !changes.isEmpty else { throw error }
      throw .writtenNotCommitted(paths: allPaths, reason: error.message)
    }
    repository.clearPending()
    Fault.trigger(.afterCommit, journal: workspace.location)
    let remainingStaged = stagedNotices(committing: allPaths)
    if remainingStaged.isEmpty { repository.recordIndex() }
    var outcomeNotices = notices + repository.notices + remainingStaged
    if let id, let packed = repository.packIfNeeded(after: id, threshold: Housekeeping.threshold) {
      outcomeNotices.append(Housekeeping.notice(packed))
    }
    return WriteOutcome(
      files: allPaths.filter { !recovered.contains($0) },
      commit: id == nil ? nil : try repository.headRecord(),
      message: fullMessage, handEdits: handEdits.map(\.path),
      recovered: finishedApart ? [] : recovered, notices: outcomeNotices)
  }

  /// The unified diff of `changes` against what the session read; a file that is not text
  /// is named with its size.
  private func diff(_ changes: [(path: String, bytes: [UInt8]?)]) -> String {
    changes.map { change in
      let old = snapshots[change.path]?.bytes
      let isText = [old, change.bytes].allSatisfy { bytes in
        bytes.map { !$0.contains(0) && String(validating: $0, as: UTF8.self) != nil } ?? true
      }
      guard isText else {
        let size = change.bytes.map { "\($0.count) bytes" } ?? "deleted"
        return "binary file \(change.path): \(size)\n"
      }
      return LineDiff.unified(
        old: old ?? [], new: change.bytes ?? [],
        oldName: old == nil ? "/dev/null" : "a/\(change.path)",
        newName: change.bytes == nil ? "/dev/null" : "b/\(change.path)")
    }.joined()
  }

  // MARK: - Checks

  private static func requireJournalPath(_ path: String) throws(WorkspaceError) {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    let invalid =
      path.isEmpty || path.hasPrefix("/")
      || parts.contains { $0.isEmpty || $0 == "." || $0 == ".." || $0 == ".git" }
    if invalid { throw .notInJournal(path: path) }
  }

  /// Refuses a path that leads through a symbolic link inside the journal: a write there
  /// would land outside the journal or replace the link with a file.
  private func requireNoSymbolicLink(_ path: String) throws(WorkspaceError) {
    var prefix = workspace.location.root.path
    for component in path.split(separator: "/") {
      prefix += (prefix.hasSuffix("/") ? "" : "/") + component
      var info = stat()
      guard lstat(prefix, &info) == 0 else { return }
      if info.st_mode & S_IFMT == S_IFLNK { throw .symbolicLink(path: path) }
    }
  }

  private func requireUnchangedOnDisk(_ path: String) throws(WorkspaceError) {
    let url = workspace.location.url(for: path)
    guard try FileSnapshot.readBytes(url) == snapshots[path]?.bytes else {
      throw .changedSinceRead(path: path)
    }
  }

  /// Refuses new bytes that hold a syntax error the old bytes did not.
  private func requireParses(_ path: String, _ bytes: [UInt8]) throws(WorkspaceError) {
    guard path.hasSuffix(".yaml") else { return }
    let (_, diagnostics) = DocumentParser.parse(bytes)
    let errors = diagnostics.filter { $0.severity == .error }
    guard !errors.isEmpty else { return }
    var known: [String: Int] = [:]
    if let old = snapshots[path]?.bytes {
      for diagnostic in DocumentParser.parse(old).1 where diagnostic.severity == .error {
        known["\(diagnostic.id) \(diagnostic.message)", default: 0] += 1
      }
    }
    for error in errors {
      let key = "\(error.id) \(error.message)"
      if let count = known[key], count > 0 {
        known[key] = count - 1
        continue
      }
      let location = SourceText(bytes).location(of: error.range.lowerBound)
      throw .wouldBreakSyntax(
        path: path, line: location.line, column: location.column, message: error.message)
    }
  }

  /// The paths among `paths` whose file, before this command, differed from HEAD.
  private func handEdited(_ paths: [String], in repository: JournalRepository)
    throws(WorkspaceError) -> [(path: String, committed: [UInt8]?)]
  {
    var edited: [(path: String, committed: [UInt8]?)] = []
    for path in paths where !interrupted.contains(path) {
      let committed = try repository.committedBytes(of: path)
      let bytes = snapshots[path]?.bytes
      if committed != bytes { edited.append((path, committed)) }
    }
    return edited
  }

  /// The number of lines of `bytes`, a last line without a newline included.
  private static func lineCount(_ bytes: [UInt8]) -> Int {
    bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } + (bytes.last == 10 ? 0 : 1)
  }

  /// The paths among `paths` that an interrupted command wrote and did not commit (their
  /// bytes as read differ from HEAD's): this commit holds that command's change too, and its
  /// message says so rather than credit it to this command alone.
  private func interruptedWrites(among paths: [String], in repository: JournalRepository)
    throws(WorkspaceError) -> [String]
  {
    var found: [String] = []
    for path in paths where interrupted.contains(path) {
      if try repository.committedBytes(of: path) != snapshots[path]?.bytes { found.append(path) }
    }
    return found
  }

  /// Files an interrupted command left uncommitted that still exist or were committed.
  private func recoverable(excluding paths: [String], in repository: JournalRepository)
    throws(WorkspaceError) -> [String]
  {
    var found: [String] = []
    for path in interrupted where !paths.contains(path) {
      if FileManager.default.fileExists(atPath: workspace.location.url(for: path).path) {
        found.append(path)
      } else if try repository.committedBytes(of: path) != nil {
        found.append(path)
      }
    }
    return found
  }

  private func stagedNotices(committing paths: [String]) -> [String] {
    let left = staged.filter { !paths.contains($0) }
    guard !left.isEmpty else { return [] }
    return [
      "\(left.joined(separator: ", ")) \(left.count == 1 ? "has" : "have") changes staged "
        + "with git but not committed; run `larder commit` to commit them"
    ]
  }

  // MARK: - Writing

  /// Puts each change in place with a compare-and-swap against the bytes this session read
  /// (`AtomicWrite.swap`). When one fails because a file changed on disk, the changes already
  /// made are swapped back, so the command leaves every file as it found it or as an editor
  /// saved it, and throws.
  private func write(_ changes: [(path: String, bytes: [UInt8]?)]) throws(WorkspaceError) {
    var done: [(url: URL, old: [UInt8]?, new: [UInt8]?)] = []
    for change in changes {
      let url = workspace.location.url(for: change.path)
      let old = snapshots[change.path]?.bytes
      do {
        try AtomicWrite.swap(url, expecting: old, with: change.bytes, in: workspace.location)
      } catch {
        for written in done.reversed() {
          try? AtomicWrite.swap(
            written.url, expecting: written.new, with: written.old, in: workspace.location)
        }
        if case .changedSinceRead = error { throw .changedSinceRead(path: change.path) }
        throw error
      }
      done.append((url, old, change.bytes))
    }
  }

  /// Commits the hand edits of files this command is about to change, as they are on disk,
  /// on their own and before the command's change, with a message that says what they are:
  /// `commit hand edits to log/2026/11/2026-11-19.yaml: file deleted, 22 entries`. Refuses, writing
  /// nothing, when an edited file does not parse: committing it would hide that.
  private func commitHandEdits(
    _ edits: [(path: String, committed: [UInt8]?)], in repository: JournalRepository,
    signatures: CommitSignatures
  ) throws(WorkspaceError) {
    let paths = edits.map(\.path)
    var descriptions: [String] = []
    var expected: [String: [UInt8]?] = [:]
    for (path, committed) in edits {
      let bytes = snapshots[path]?.bytes
      expected[path] = bytes
      if let bytes, path.hasSuffix(".yaml") {
        let (_, diagnostics) = DocumentParser.parse(bytes)
        if let error = diagnostics.first(where: { $0.severity == .error }) {
          let location = SourceText(bytes).location(of: error.range.lowerBound)
          throw .handEditsDoNotParse(
            path: path, line: location.line, column: location.column, message: error.message)
        }
      }
      descriptions.append(
        "\(path): " + Self.describeEdit(from: committed, to: bytes))
    }
    let message =
      paths.count == 1
      ? "commit hand edits to \(descriptions[0])"
      : "commit hand edits to \(paths.count) files\n\n" + descriptions.joined(separator: "\n")
    do {
      _ = try repository.commit(
        paths: paths, message: message, signatures: signatures, expected: expected)
    } catch {
      throw .git(operation: "commit your hand edits", reason: error.message)
    }
  }

  /// Commits the files an interrupted command wrote and did not commit, on their own:
  /// `recovered` as they are on disk (those that differ from the last commit), `along` (files
  /// this command changes too) as this command read them. Returns the files committed.
  private func commitInterruptedWrites(
    _ recovered: [String], along: [String], in repository: JournalRepository,
    signatures: CommitSignatures
  ) throws(WorkspaceError) -> [String] {
    var expected: [String: [UInt8]?] = [:]
    var paths: [String] = []
    for (path, bytes) in try changedSinceCommit(recovered, in: repository) {
      expected[path] = bytes
      paths.append(path)
    }
    for path in along {
      expected[path] = snapshots[path]?.bytes
      paths.append(path)
    }
    guard !paths.isEmpty else { return [] }
    let message = Self.message(finishingMessage(paths), recovered: paths)
    do {
      _ = try repository.commit(
        paths: paths, message: message, signatures: signatures, expected: expected)
    } catch {
      throw .git(
        operation: "commit what an interrupted larder command wrote", reason: error.message)
    }
    return paths
  }

  /// The message of a commit that finishes what an interrupted command wrote to `paths`: the
  /// command's own message, when it recorded one, saying it was finished later; else one
  /// naming the files.
  func finishingMessage(_ paths: [String]) -> String {
    guard let interruptedMessage else {
      return "finish a larder command that was interrupted: \(Self.naming(paths))"
    }
    var summary = Substring(interruptedMessage)
    while summary.last?.isNewline == true { summary.removeLast() }
    return summary
      + "\n\nCommitted by a later larder command: this one stopped after writing its files "
      + "and before committing them (it was killed, or its commit failed)."
  }

  /// `log/2026/11/2026-11-20.yaml`, or `12 files (meals.yaml, log/…, log/… and 9 more)`.
  static func naming(_ paths: [String]) -> String {
    guard paths.count > 1 else { return paths.first ?? "" }
    let shown = paths.prefix(3).joined(separator: ", ")
    let more = paths.count > 3 ? " and \(paths.count - 3) more" : ""
    return "\(paths.count) files (\(shown)\(more))"
  }

  /// `file deleted, 22 entries`, `new file, 3 entries`, `+2 −1 lines`.
  private static func describeEdit(from old: [UInt8]?, to new: [UInt8]?) -> String {
    func entries(_ bytes: [UInt8]) -> String {
      let count = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        .filter { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("- ") }.count
      return String.counted(count, "entry", "entries")
    }
    switch (old, new) {
    case (let old?, nil): return "file deleted, " + entries(old)
    case (nil, let new?): return "new file, " + entries(new)
    case (let old?, let new?):
      let (added, removed) = LineDiff.changedLineCounts(old: old, new: new)
      return "+\(added) −\(removed) lines"
    case (nil, nil): return "unchanged"
    }
  }

  private static func message(_ message: String, recovered: [String]) -> String {
    var lines: [String] = []
    for path in recovered {
      lines.append("Includes \(path), written by an interrupted larder command")
    }
    var trimmed = Substring(message)
    while trimmed.first?.isNewline == true { trimmed.removeFirst() }
    while trimmed.last?.isNewline == true { trimmed.removeLast() }
    return lines.isEmpty ? String(trimmed) : trimmed + "\n\n" + lines.joined(separator: "\n")
  }
}
