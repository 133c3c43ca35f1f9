import CLibGit2

extension Repository {
  /// What git would make of `bytes`, the file at `path`, as it stores them: a filter driver
  /// the attributes name (`filter=git-crypt`) and the config gives a command, which libgit2
  /// cannot run, or a conversion of
  /// line ends (`text`, `eol`, `core.autocrlf`) or of `$Id$` (`ident`) that changes these
  /// bytes. Nil when git stores them as they are, as larder does: otherwise `git status`
  /// would find every file larder commits changed, and a filter that encrypts would see
  /// plain text pushed.
  public func conversionOnCommit(of path: String, bytes: [UInt8]) throws -> String? {
    var value: UnsafePointer<CChar>?
    try GitError.check(
      git_attr_get(&value, pointer, 0, path, "filter"), "reading the attributes of \(path)")
    // A driver git has no command for stores the file as it is, as larder does.
    if git_attr_value(value) == GIT_ATTR_VALUE_STRING, let value {
      let driver = String(cString: value)
      let commands = try ["clean", "process"].compactMap {
        try configString("filter.\(driver).\($0)")
      }
      if !commands.isEmpty { return "the filter \"\(driver)\"" }
    }
    var filters: OpaquePointer?
    try GitError.check(
      git_filter_list_load(&filters, pointer, nil, path, GIT_FILTER_TO_ODB, 0),
      "reading the filters of \(path)")
    guard let filters else { return nil }
    defer { git_filter_list_free(filters) }
    var converted = git_buf()
    defer { git_buf_dispose(&converted) }
    try GitError.check(
      bytes.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) {
          git_filter_list_apply_to_buffer(&converted, filters, $0.baseAddress, $0.count)
        }
      }, "converting \(path)")
    let stored = UnsafeRawBufferPointer(start: converted.ptr, count: converted.size)
    let isUnchanged = stored.elementsEqual(bytes)
    return isUnchanged
      ? nil : "a conversion of its line ends or $Id$ (text, eol, ident or core.autocrlf)"
  }
}
