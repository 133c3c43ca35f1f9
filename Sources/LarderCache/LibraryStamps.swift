/// The files something was made from (library files, plan files, day files), each with its
/// stamp, and when their reading began: what tells whether a cache made from them still holds
/// without reading them.
///
/// A file whose stamp is unchanged still holds the bytes it held, with one exception that
/// git knows as "racily clean": a change in the same tick of the file system's clock as the
/// reading leaves the stamp as it was. So a file stamped at or after `startTime` is never
/// trusted.
public struct LibraryStamps: Sendable, Equatable {
  /// How the file system identifies one version of a file.
  public struct FileStamp: Hashable, Sendable {
    /// The device holding the file.
    public var device: UInt64
    /// The file's inode on that device.
    public var inode: UInt64
    /// The size in bytes.
    public var size: Int64
    /// The last change of the contents, in nanoseconds since 1970.
    public var modified: Int64
    /// The last change of the inode (contents, times or permissions), in nanoseconds since
    /// 1970.
    public var changed: Int64

    /// A stamp of the given values.
    public init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
      self.device = device
      self.inode = inode
      self.size = size
      self.modified = modified
      self.changed = changed
    }
  }

  /// One file as it was read.
  public struct File: Hashable, Sendable {
    /// The path relative to the journal root: `foods/common.yaml`.
    public var path: String
    /// The stamp when the file was read.
    public var stamp: FileStamp

    /// A file of the given path and stamp.
    public init(path: String, stamp: FileStamp) {
      self.path = path
      self.stamp = stamp
    }
  }

  /// The files, in path order.
  public let files: [File]
  /// When the reading of the files began, in nanoseconds since 1970, by the file system's
  /// clock.
  public let startTime: Int64

  /// The stamps of `files`, read from `startTime` on.
  public init(files: [File], startTime: Int64) {
    self.files = files
    self.startTime = startTime
  }

  /// Whether these stamps still hold for `files` as they are now: the same paths with the
  /// same stamps, none stamped at or after the start time.
  public func hold(for files: [File]) -> Bool {
    files == self.files && files.allSatisfy { $0.stamp.modified < startTime }
  }
}

extension LibraryStamps {
  func encode(into writer: inout ByteWriter) {
    writer.append(startTime)
    writer.append(files.count)
    for file in files {
      writer.appendCounted(file.path.utf8)
      file.stamp.encode(into: &writer)
    }
  }

  init?(reading reader: inout ByteReader) {
    guard let startTime = reader.signedWord(), let count = reader.count() else { return nil }
    var files: [File] = []
    for _ in 0..<count {
      guard let path = reader.countedBytes(), let stamp = FileStamp(reading: &reader) else {
        return nil
      }
      files.append(File(path: String(decoding: path, as: UTF8.self), stamp: stamp))
    }
    self.init(files: files, startTime: startTime)
  }
}

extension LibraryStamps.FileStamp {
  func encode(into writer: inout ByteWriter) {
    writer.append(device)
    writer.append(inode)
    writer.append(size)
    writer.append(modified)
    writer.append(changed)
  }

  init?(reading reader: inout ByteReader) {
    guard let device = reader.word(), let inode = reader.word(), let size = reader.signedWord(),
      let modified = reader.signedWord(), let changed = reader.signedWord()
    else { return nil }
    self.init(device: device, inode: inode, size: size, modified: modified, changed: changed)
  }
}
