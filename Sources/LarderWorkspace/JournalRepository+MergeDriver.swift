import FoundationEssentials
import LarderGit

extension JournalRepository {
  /// The command git runs to merge a journal file changed on both sides.
  static let mergeDriverCommand = "larder merge-file %O %A %B %P"
  /// The line of `.git/info/attributes` that sends journal files to the driver.
  static let mergeAttribute = "*.yaml merge=larder"

  /// Registers `larder merge-file` as git's merge driver for the journal's files, so a plain
  /// `git pull` or `git merge` merges them as `larder sync` does: `merge.larder.driver` in
  /// `.git/config` and `*.yaml merge=larder` in `.git/info/attributes`. Both belong to this
  /// clone, not to the journal's files, since a driver git cannot find would be no use to
  /// another clone. Returns whether anything changed.
  @discardableResult
  func registerMergeDriver() throws(WorkspaceError) -> Bool {
    var changed = false
    let configured = try git("read the merge driver") {
      try repository.configString("merge.larder.driver")
    }
    if configured != Self.mergeDriverCommand {
      try git("register the merge driver") {
        try repository.setConfig("merge.larder.name", to: "Larder's journal merge")
        try repository.setConfig("merge.larder.driver", to: Self.mergeDriverCommand)
      }
      changed = true
    }
    let url = gitDirectory.appendingPathComponent("info/attributes")
    let existing = try FileSnapshot.readBytes(url).map { String(decoding: $0, as: UTF8.self) }
    let lines = existing?.split(whereSeparator: \.isNewline).map(String.init) ?? []
    if !lines.contains(Self.mergeAttribute) {
      var text = existing ?? ""
      if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
      text += "# Installed by larder: journal files merge entry by entry.\n"
      text += Self.mergeAttribute + "\n"
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      } catch {
        throw .io(path: url.deletingLastPathComponent().path, reason: "\(error)")
      }
      try AtomicWrite.write(Array(text.utf8), to: url)
      changed = true
    }
    return changed
  }
}
