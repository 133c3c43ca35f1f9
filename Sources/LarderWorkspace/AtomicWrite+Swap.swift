import CRename
import FoundationEssentials
import Glibc
import SystemPackage

extension AtomicWrite {
  /// Puts `bytes` at `url` (nil: deletes the file) only if the file there still holds
  /// `expected` (nil: that there is no file), as one compare-and-swap: a write never
  /// replaces bytes larder did not read.
  ///
  /// The new file is written beside the old one and synced, then swapped with it atomically
  /// (`renameat2` with `RENAME_EXCHANGE`); the file swapped out is compared with `expected`
  /// and, when an editor saved in the meantime, swapped back, so the editor's bytes stay in
  /// place and `.changedSinceRead` is thrown. A new file is put in place only if none
  /// appeared (`RENAME_NOREPLACE`); a deletion moves the file aside first and compares it.
  static func swap(
    _ url: URL, expecting expected: [UInt8]?, with bytes: [UInt8]?, in journal: JournalLocation
  ) throws(WorkspaceError) {
    let directory = url.deletingLastPathComponent()
    if let bytes {
      let temporary = try writeTemporary(bytes, beside: url, durably: true)
      Fault.trigger(.temporaryWritten, journal: journal)
      if expected == nil {
        guard larder_rename_noreplace(temporary.path, url.path) == 0 else {
          let failure = errno
          unlink(temporary.path)
          if failure == EEXIST { throw .changedSinceRead(path: url.path) }
          throw .cannotWrite(path: url.path, code: failure)
        }
      } else {
        // Complete and synced, the new bytes get the name of a swap: a `.tmp` file left by a
        // killed process holds only larder's bytes, perhaps half written, while a `.swap`
        // file holds them whole or what the swap took out of place (crash recovery tells
        // which).
        let swapping = directory.appendingPathComponent(
          ".\(url.lastPathComponent).larder-\(getpid()).swap")
        guard rename(temporary.path, swapping.path) == 0,
          larder_rename_exchange(swapping.path, url.path) == 0
        else {
          let failure = errno
          unlink(temporary.path)
          unlink(swapping.path)
          if failure == ENOENT { throw .changedSinceRead(path: url.path) }
          throw .cannotWrite(path: url.path, code: failure)
        }
        // The swap's path now holds what was in place.
        Fault.trigger(.swapped, journal: journal)
        try confirmSwappedOut(
          swapping, expected: expected, restoring: url, swapBack: true, written: bytes)
      }
    } else {
      guard let expected else { return }
      let aside = directory.appendingPathComponent(
        ".\(url.lastPathComponent).larder-\(getpid()).old")
      guard rename(url.path, aside.path) == 0 else {
        if errno == ENOENT { throw .changedSinceRead(path: url.path) }
        throw .cannotWrite(path: url.path, code: errno)
      }
      try confirmSwappedOut(
        aside, expected: expected, restoring: url, swapBack: false, written: nil)
    }
    syncDirectory(directory)
  }

  /// Removes the file that a swap took out of place when it holds `expected` and no other
  /// program has it open for writing; otherwise puts it back (by swapping it with what is in
  /// place, or by renaming it there) and throws.
  /// After swapping back, what comes out is removed only when it is larder's own `written`
  /// bytes: an editor that saved again in that instant keeps its save beside the file.
  private static func confirmSwappedOut(
    _ out: URL, expected: [UInt8]?, restoring url: URL, swapBack: Bool, written: [UInt8]?
  ) throws(WorkspaceError) {
    let found = try? FileSnapshot.readBytes(out)
    // An editor that opened the file before the swap and has not written yet would write
    // into the file removed here: while one has it open for writing, it goes back in place.
    if let found, found == expected, !FileSnapshot.isOpenForWriting(atPath: out.path) {
      unlink(out.path)
      return
    }
    let restored =
      swapBack
      ? larder_rename_exchange(out.path, url.path) == 0
      : larder_rename_noreplace(out.path, url.path) == 0
    guard restored else { throw changedTwice(url, keptIn: out) }
    if swapBack {
      guard let larders = try? FileSnapshot.readBytes(out), larders == written else {
        throw changedTwice(url, keptIn: keep(out, beside: url))
      }
      unlink(out.path)
    }
    throw .changedSinceRead(path: url.path)
  }

  /// Moves `file`, another version of `url` saved while larder wrote, to
  /// `url.kept-by-larder` (or `url.kept-by-larder-2`, `-3`… when kept versions are there
  /// already), and returns where it is now: where it was when every name up to `-9` is taken.
  static func keep(_ file: URL, beside url: URL) -> URL {
    for number in 1...9 {
      let kept = URL(
        fileURLWithPath: url.path + ".kept-by-larder" + (number == 1 ? "" : "-\(number)"))
      if larder_rename_noreplace(file.path, kept.path) == 0 { return kept }
    }
    return file
  }

  /// The error of a file saved twice while larder wrote it: one save is in place, the other
  /// in `other`, never dropped.
  private static func changedTwice(_ url: URL, keptIn other: URL) -> WorkspaceError {
    .io(
      path: url.path,
      reason: "it changed twice while larder was writing; the other version is in \(other.path)")
  }

  /// Writes `bytes` to a new temporary file beside `url`, with the mode of the file at `url`;
  /// `durably` syncs it to disk.
  static func writeTemporary(_ bytes: [UInt8], beside url: URL, durably: Bool)
    throws(WorkspaceError) -> URL
  {
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .io(path: directory.path, reason: "cannot create the directory")
    }
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).larder-\(getpid()).tmp")
    do {
      let file = try FileDescriptor.open(
        FilePath(temporary.path), .writeOnly, options: [.create, .truncate, .closeOnExec],
        permissions: [.ownerReadWrite, .groupRead, .otherRead])
      try file.closeAfter {
        var existing = stat()
        if stat(url.path, &existing) == 0 { fchmod(file.rawValue, existing.st_mode & 0o7777) }
        try file.writeAll(bytes)
        // swift-system has no fsync.
        if durably, fsync(file.rawValue) != 0 { throw Errno(rawValue: errno) }
      }
    } catch {
      unlink(temporary.path)
      throw .cannotWrite(path: url.path, code: (error as? Errno)?.rawValue ?? EIO)
    }
    return temporary
  }

  /// Syncs a directory, so that renames in it survive a power cut.
  static func syncDirectory(_ directory: URL) {
    let fd = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if fd >= 0 {
      fsync(fd)
      close(fd)
    }
  }
}
