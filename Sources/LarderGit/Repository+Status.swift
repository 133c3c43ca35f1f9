import CLibGit2
import Glibc

extension Repository {
  /// Every path that differs between HEAD, the index and the work tree, untracked files
  /// included and ignored ones left out, sorted by path.
  public func status() throws -> [StatusEntry] {
    _ = try requireWorkTree(for: "read the status")
    var options = git_status_options()
    try GitError.check(
      git_status_options_init(&options, UInt32(GIT_STATUS_OPTIONS_VERSION)),
      "preparing status options")
    options.show = GIT_STATUS_SHOW_INDEX_AND_WORKDIR
    options.flags =
      GIT_STATUS_OPT_INCLUDE_UNTRACKED.rawValue | GIT_STATUS_OPT_RECURSE_UNTRACKED_DIRS.rawValue
      | GIT_STATUS_OPT_EXCLUDE_SUBMODULES.rawValue
      | GIT_STATUS_OPT_RENAMES_HEAD_TO_INDEX.rawValue
      | GIT_STATUS_OPT_RENAMES_INDEX_TO_WORKDIR.rawValue
    var list: OpaquePointer?
    // Reading a file an editor is writing fails in libgit2's hashing ("error reading file for
    // hashing"): wait for the save and read again, a few times.
    var result = git_status_list_new(&list, pointer, &options)
    for _ in 0..<10 where result < 0 && Self.lastErrorIsFromTheSystem {
      usleep(50_000)
      result = git_status_list_new(&list, pointer, &options)
    }
    if result < 0, Self.lastErrorIsFromTheSystem {
      throw GitError(
        .other,
        "a file kept changing while git read it (an editor saving it?); try again once it "
          + "is saved")
    }
    try GitError.check(result, "reading the status")
    defer { git_status_list_free(list) }
    var entries: [StatusEntry] = []
    for position in 0..<git_status_list_entrycount(list) {
      guard let entry = git_status_byindex(list, position)?.pointee else { continue }
      entries.append(Self.statusEntry(entry))
    }
    return entries
  }

  /// Whether libgit2's last error came from the operating system: a file that could not be
  /// read whole.
  private static var lastErrorIsFromTheSystem: Bool {
    git_error_last()?.pointee.klass == Int32(GIT_ERROR_OS.rawValue)
  }

  /// Paths whose staged contents differ from HEAD: what a crash between staging and
  /// committing leaves behind.
  public func stagedButUncommitted() throws -> [String] {
    try status().filter { !$0.staged.isEmpty || $0.isConflicted }.map(\.path)
  }

  private static func statusEntry(_ entry: git_status_entry) -> StatusEntry {
    let flags = entry.status.rawValue
    let staged = changes(
      flags,
      [
        (GIT_STATUS_INDEX_NEW, .new), (GIT_STATUS_INDEX_MODIFIED, .modified),
        (GIT_STATUS_INDEX_DELETED, .deleted), (GIT_STATUS_INDEX_RENAMED, .renamed),
        (GIT_STATUS_INDEX_TYPECHANGE, .typeChange),
      ])
    let unstaged = changes(
      flags,
      [
        (GIT_STATUS_WT_NEW, .new), (GIT_STATUS_WT_MODIFIED, .modified),
        (GIT_STATUS_WT_DELETED, .deleted), (GIT_STATUS_WT_RENAMED, .renamed),
        (GIT_STATUS_WT_TYPECHANGE, .typeChange),
      ])
    // The work-tree delta names the file as it is on disk; without one, the staged delta does.
    let current = (entry.index_to_workdir ?? entry.head_to_index)!.pointee
    // A rename's source is the oldest name: HEAD's when the rename is staged.
    let renameDelta =
      staged.contains(.renamed)
      ? entry.head_to_index : unstaged.contains(.renamed) ? entry.index_to_workdir : nil
    return StatusEntry(
      path: String(cString: current.new_file.path),
      oldPath: renameDelta.map { String(cString: $0.pointee.old_file.path) },
      staged: staged, unstaged: unstaged,
      isConflicted: flags & GIT_STATUS_CONFLICTED.rawValue != 0)
  }

  private static func changes(
    _ flags: UInt32, _ table: [(git_status_t, StatusEntry.Changes)]
  ) -> StatusEntry.Changes {
    table.reduce(into: []) { result, pair in
      if flags & pair.0.rawValue != 0 { result.insert(pair.1) }
    }
  }
}
