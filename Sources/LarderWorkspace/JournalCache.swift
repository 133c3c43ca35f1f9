import FoundationEssentials
import Glibc
import SystemPackage

/// One of Larder's caches in `.git/larder/`: data derived from the journal or its history
/// that makes a command faster, never committed and always safe to delete.
///
/// A cache is never required. One that is missing, unreadable, from another version of
/// Larder or damaged (its checksum says so) reads as `nil`, and the command computes what it
/// needs the slow way and writes the cache again; one that cannot be written is skipped. A
/// journal without a `.git` directory has no caches. Writes go to a temporary file that is
/// renamed over the cache, so a reader sees the old cache or the new one, whole; a write
/// that succeeds removes the temporary files of writes that were killed half-way.
struct JournalCache {
  /// The cache file.
  let url: URL
  /// Eight bytes naming the cache and the version of its format.
  private let magic: [UInt8]

  /// The cache `name` of the journal at `location`, whose file starts with `magic` (eight
  /// bytes; change them when the format changes); `nil` when the journal has no `.git`
  /// directory, or one of another user: a cache that root wrote there would be one its owner's
  /// larder could not replace.
  init?(_ name: String, magic: StaticString, location: JournalLocation) {
    let git = location.url(for: ".git")
    var info = stat()
    guard stat(git.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid()
    else { return nil }
    url = git.appendingPathComponent("larder").appendingPathComponent(name)
    self.magic = Array(UnsafeBufferPointer(start: magic.utf8Start, count: magic.utf8CodeUnitCount))
  }

  /// The cache's contents, or `nil` when there is no usable cache.
  func read() -> ArraySlice<UInt8>? {
    guard let bytes = try? FileSnapshot.readBytes(url), bytes.count >= 24,
      bytes.starts(with: magic)
    else { return nil }
    let length = bytes.withUnsafeBytes {
      UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
    }
    guard length == bytes.count - 24 else { return nil }
    let checksum = bytes.withUnsafeBytes {
      UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
    }
    guard checksum == Self.checksum(bytes[..<(bytes.count - 8)]) else { return nil }
    return bytes[16..<(bytes.count - 8)]
  }

  /// Replaces the cache with `contents`, or leaves it when that fails.
  func write(_ contents: [UInt8]) {
    beginWrite()?.finish(contents)
  }

  /// Starts writing the cache: a temporary file is made now, and its time stamp (taken by
  /// the file system's clock, with the file system's precision) is `startTime`. Contents
  /// computed from files stamped before `startTime` were read after those files last changed.
  func beginWrite() -> Write? {
    let directory = url.deletingLastPathComponent().path
    if mkdir(directory, 0o755) != 0, errno != EEXIST { return nil }
    let temporary = "\(url.path).\(getpid()).tmp"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return nil }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      close(fd)
      unlink(temporary)
      return nil
    }
    return Write(
      cache: self, temporaryPath: temporary, fd: fd,
      startTime: info.st_mtim.nanoseconds)
  }

  /// A write of the cache under way; `finish` ends it, and dropping it unfinished leaves the
  /// cache as it was.
  final class Write {
    let cache: JournalCache
    let temporaryPath: String
    let fd: Int32
    /// When the write began, in nanoseconds since 1970, as the file system records times.
    let startTime: Int64
    private var isOpen = true

    init(cache: JournalCache, temporaryPath: String, fd: Int32, startTime: Int64) {
      self.cache = cache
      self.temporaryPath = temporaryPath
      self.fd = fd
      self.startTime = startTime
    }

    deinit {
      if isOpen {
        close(fd)
        unlink(temporaryPath)
      }
    }

    /// Writes `contents` and puts the file in place of the cache.
    func finish(_ contents: [UInt8]) {
      guard isOpen else { return }
      isOpen = false
      var bytes = cache.magic
      withUnsafeBytes(of: UInt64(contents.count).littleEndian) { bytes += $0 }
      bytes += contents
      withUnsafeBytes(of: JournalCache.checksum(bytes[...]).littleEndian) { bytes += $0 }
      // No fsync: a cache lost or torn by a crash fails its checksum and is rebuilt.
      let written = (try? FileDescriptor(rawValue: fd).writeAll(bytes)) != nil
      close(fd)
      if !written || rename(temporaryPath, cache.url.path) != 0 {
        unlink(temporaryPath)
      } else {
        cache.removeAbandonedTemporaryFiles()
      }
    }
  }

  /// Removes the temporary files, `NAME.PID.tmp`, that writes of this cache killed before
  /// their rename left behind: those of a process that no longer runs, and those written over
  /// an hour before the cache just put in place, whose process number may have gone to
  /// another process since (no write takes that long). The file of a write under way in a
  /// running process stays. Times are the file system's own, never the clock's, so a skewed
  /// clock cannot make a fresh file look old.
  private func removeAbandonedTemporaryFiles() {
    let directory = url.deletingLastPathComponent().path
    let prefix = url.lastPathComponent + "."
    let suffix = ".tmp"
    var written = stat()
    guard stat(url.path, &written) == 0, let handle = opendir(directory) else { return }
    defer { closedir(handle) }
    let anHourAgo = written.st_mtim.tv_sec - 3600
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
      }
      guard name.hasPrefix(prefix), name.hasSuffix(suffix),
        let pid = pid_t(name.dropFirst(prefix.count).dropLast(suffix.count)), pid > 0,
        pid != getpid()
      else { continue }
      let path = directory + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }
      if !Self.isRunning(pid) || info.st_mtim.tv_sec < anHourAgo { unlink(path) }
    }
  }

  /// Whether a process with this number exists (perhaps another user's).
  private static func isRunning(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }

  /// FNV-1a over 64-bit words (then the remaining bytes): enough to notice a torn or damaged
  /// file, cheap enough for a cache read on every command.
  static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    bytes.withUnsafeBytes { raw in
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      var offset = 0
      while offset + 8 <= raw.count {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        hash = (hash ^ word) &* 0x100_0000_01b3
        offset += 8
      }
      while offset < raw.count {
        hash = (hash ^ UInt64(raw[offset])) &* 0x100_0000_01b3
        offset += 1
      }
      return hash
    }
  }
}
