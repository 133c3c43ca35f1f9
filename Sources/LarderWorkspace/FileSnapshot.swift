import CRename
public import FoundationEssentials
import Glibc
import SystemPackage

/// The bytes of a file as read, so that a later write can refuse to overwrite a change made
/// on disk in between (by an editor, or another `larder` process).
public struct FileSnapshot: Sendable {
  /// The file's absolute URL.
  public let url: URL
  /// The bytes read, or nil when the file did not exist.
  public let bytes: [UInt8]?

  /// Reads a file; a missing file gives a snapshot with `bytes == nil`.
  public static func read(_ url: URL) throws(WorkspaceError) -> FileSnapshot {
    FileSnapshot(url: url, bytes: try FileSnapshot.readBytes(url))
  }

  /// Reads a file's bytes, or nil when it does not exist.
  static func readBytes(_ url: URL) throws(WorkspaceError) -> [UInt8]? {
    try readBytes(atPath: url.path)
  }

  /// Reads the bytes of the file at an absolute path, or nil when it does not exist.
  static func readBytes(atPath path: String) throws(WorkspaceError) -> [UInt8]? {
    var info = stat()
    return try readBytes(atPath: path, status: &info)
  }

  /// Whether another process has the file at an absolute path open for writing, as an editor
  /// has while it saves (many truncate the file, then write the save). The kernel grants a
  /// read lease (`F_SETLEASE`) only on a file nobody has open for writing, and it is given
  /// back at once. False too when the file is missing, when its owner allows no lease, and on
  /// network and FUSE file systems, which refuse leases in the same words as a file being
  /// written: there the compare-and-swap of `AtomicWrite.swap` alone guards the write.
  static func isOpenForWriting(atPath path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    let system = larder_file_system_type(descriptor)
    guard system >= 0, !Self.filesystemsWithoutLeases.contains(system) else { return false }
    // A program opening the file for writing while the lease is held breaks it, and the
    // kernel tells the holder with SIGIO, which would end larder; the lease is given back at
    // once whatever happens.
    _ = Self.ignoringLeaseBreaks
    guard larder_take_read_lease(descriptor) == 0 else { return errno == EAGAIN }
    _ = larder_release_lease(descriptor)
    return false
  }

  /// Ignores SIGIO for the whole process, once (`isOpenForWriting`).
  private static let ignoringLeaseBreaks: Void = { _ = signal(SIGIO, SIG_IGN) }()

  /// The `statfs` magic numbers of file systems whose leases say nothing of local writers:
  /// NFS, SMB (CIFS and SMB2), FUSE (sshfs, cloud drives), Ceph and 9p.
  private static let filesystemsWithoutLeases: Set<Int> = [
    0x6969, 0xFF53_4D42, 0xFE53_4D42, 0x6573_5546, 0x00C3_6400, 0x0102_1997,
  ]

  /// What an entry whose `st_mode` is `mode` is when it is neither a regular file nor a
  /// symbolic link, in the words messages use: "a directory", "a FIFO (named pipe)", "a
  /// socket" or "a device"; nil otherwise.
  static func nonFileKind(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFDIR: "a directory"
    case S_IFIFO: "a FIFO (named pipe)"
    case S_IFSOCK: "a socket"
    case S_IFCHR, S_IFBLK: "a device"
    default: nil
    }
  }

  /// Reads the bytes of the file at an absolute path, or nil when it does not exist;
  /// `info` gets what `fstat` said of the file just before it was read. Anything but a
  /// regular file is refused: a FIFO would block the read forever (it is opened without
  /// waiting for a writer), a directory has no bytes, and a symbolic link is not followed
  /// (FORMAT.md: a journal file is never read through a link).
  static func readBytes(atPath path: String, status info: inout stat) throws(WorkspaceError)
    -> [UInt8]?
  {
    let file: FileDescriptor
    do {
      file = try FileDescriptor.open(
        FilePath(path), .readOnly, options: [.closeOnExec, .nonBlocking, .noFollow])
    } catch Errno.noSuchFileOrDirectory {
      return nil
    } catch Errno.notDirectory {
      throw .io(
        path: path,
        reason: "a folder on its path is a file, not a folder; `larder check` tells which")
    } catch Errno.tooManySymbolicLinkLevels {
      throw .io(path: path, reason: "it is a symbolic link, which larder does not read through")
    } catch {
      throw .io(path: path, reason: "\(error)")
    }
    defer { try? file.close() }
    let isKnown = fstat(file.rawValue, &info) == 0
    let size = isKnown ? max(Int(info.st_size), 0) : 0
    guard !isKnown || info.st_mode & S_IFMT == S_IFREG else {
      let kind = nonFileKind(info.st_mode) ?? "a special file"
      throw .io(path: path, reason: "it is \(kind), not a file")
    }
    do {
      // Read straight into the array's storage, sized by fstat: `larder check` reads
      // thousands of files, and a zeroed chunk copied into a growing array cost more than
      // parsing them. The spare byte lets the read that meets the end of the file show that
      // it grew.
      var bytes = try [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
        count = try readFully(file, into: UnsafeMutableRawBufferPointer(buffer))
      }
      if bytes.count == size + 1 { try readRest(file, appendingTo: &bytes) }
      return bytes
    } catch {
      throw .io(path: path, reason: "\(error)")
    }
  }

  /// Reads until `buffer` is full or the file ends; returns how many bytes were read.
  private static func readFully(_ file: FileDescriptor, into buffer: UnsafeMutableRawBufferPointer)
    throws -> Int
  {
    var count = 0
    while count < buffer.count {
      let read = try file.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[count...]))
      if read == 0 { break }
      count += read
    }
    return count
  }

  /// Appends the rest of a file that is longer than it was when its size was taken.
  private static func readRest(_ file: FileDescriptor, appendingTo bytes: inout [UInt8]) throws {
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = try chunk.withUnsafeMutableBytes { try readFully(file, into: $0) }
      bytes.append(contentsOf: chunk[0..<count])
      if count < chunk.count { return }
    }
  }

}

/// Writing a whole file so that a crash leaves either the old or the new content, never a mix.
enum AtomicWrite {
  /// Writes `bytes` to a temporary file beside `url` and renames it over `url`; `durably`
  /// syncs the file before the rename and the directory after it, so the new content
  /// survives a power cut too. For larder's own files: journal files go through `swap`.
  static func write(_ bytes: [UInt8], to url: URL, durably: Bool = true) throws(WorkspaceError) {
    let temporary = try writeTemporary(bytes, beside: url, durably: durably)
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary.path)
      throw .io(path: url.path, reason: reason)
    }
    if durably { syncDirectory(url.deletingLastPathComponent()) }
  }
}
