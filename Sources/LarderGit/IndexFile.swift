import CChecksums
import Glibc

/// `.git/index` as its bytes, for a commit that changes a few entries: the entries are found
/// by walking the file, not parsed one by one, and the new file is the old one with those
/// entries replaced or inserted, written from the old bytes plus the few new ones.
///
/// libgit2 reads every entry into its own structure (allocating and validating each path) and
/// writes the whole file again through collision-detecting SHA-1; for a decade journal's
/// 3,500 entries that was a fifth of `larder add`. The result here is byte for byte what
/// libgit2's `git_index_add_bypath` and `git_index_write` would write, for the files this type
/// accepts: version 2, stage-0 entries in order, no extension but the tree cache, and no
/// `.gitattributes` (whose rules libgit2 would read from the index). Anything else is left to
/// libgit2 (`init` returns nil).
struct IndexFile {
  /// What an entry of a changed file records: the file's `stat` as libgit2 keeps it, and its
  /// blob.
  struct Record {
    var path: String
    var changed: timespec
    var modified: timespec
    /// libgit2 records `st_rdev` here, which is 0 for a regular file; git records `st_dev`.
    var device: UInt32
    var inode: UInt32
    var mode: UInt32
    var user: UInt32
    var group: UInt32
    var size: UInt32
    var blob: [UInt8]
  }

  /// Where an entry's bytes are, and what reading it takes.
  struct Entry {
    var range: Range<Int>
    var path: Range<Int>
  }

  /// One directory of the tree-cache extension (`TREE`), in the file's order.
  private struct CachedTree {
    var name: Range<Int>
    /// -1 when invalidated.
    var entryCount: Int
    var children: [Int] = []
    var id: Range<Int>?
  }

  private static let headerSize = 12
  private static let pathOffset = 62
  private static let checksumSize = 20

  let bytes: [UInt8]
  private(set) var entries: [Entry] = []
  private var trees: [CachedTree] = []

  /// Reads `bytes`; nil unless the file is one whose changes this type writes exactly as
  /// libgit2 would (see the type's description), or when it is damaged (libgit2 then says
  /// how).
  init?(_ bytes: [UInt8]) {
    self.bytes = bytes
    let end = bytes.count - Self.checksumSize
    guard end >= Self.headerSize, bytes[0..<4].elementsEqual("DIRC".utf8),
      readUInt32(at: 4) == 2
    else { return nil }
    let count = Int(readUInt32(at: 8))
    var offset = Self.headerSize
    entries.reserveCapacity(count)
    for _ in 0..<count {
      guard let entry = entry(at: offset, end: end) else { return nil }
      if let previous = entries.last, compare(previous.path, entry.path) >= 0 { return nil }
      if isAttributesFile(entry.path) { return nil }
      entries.append(entry)
      offset = entry.range.upperBound
    }
    while offset < end {
      guard offset + 8 <= end else { return nil }
      let size = Int(readUInt32(at: offset + 4))
      let data = (offset + 8)..<(offset + 8 + size)
      guard data.upperBound <= end, bytes[offset..<(offset + 4)].elementsEqual("TREE".utf8),
        trees.isEmpty, readTrees(data)
      else { return nil }
      offset = data.upperBound
    }
    let checksum = bytes[end...]
    guard !checksum.allSatisfy({ $0 == 0 }), checksum.elementsEqual(Self.sha1(bytes[..<end]))
    else { return nil }
  }

  /// The position of the entry at `path`, or where it would be inserted.
  func position(of path: String) -> (index: Int, found: Bool) {
    let key = Array(path.utf8)
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      let order = compare(entries[middle].path, key)
      if order == 0 { return (middle, true) }
      if order < 0 { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  /// The path of entry `index`.
  func path(of index: Int) -> String {
    String(decoding: bytes[entries[index].path], as: UTF8.self)
  }

  /// The mode of entry `index`.
  func mode(of index: Int) -> UInt32 { readUInt32(at: entries[index].range.lowerBound + 24) }

  /// The file size entry `index` records (its low 32 bits).
  func size(of index: Int) -> UInt32 { readUInt32(at: entries[index].range.lowerBound + 36) }

  /// The blob of entry `index`.
  func blob(of index: Int) -> ArraySlice<UInt8> {
    let start = entries[index].range.lowerBound + 40
    return bytes[start..<(start + 20)]
  }

  /// Whether git is told to assume entry `index` unchanged (`git update-index
  /// --assume-unchanged`).
  func isAssumedUnchanged(_ index: Int) -> Bool {
    bytes[entries[index].range.lowerBound + 60] & 0x80 != 0
  }

  /// The recorded modification time of entry `index`.
  func modified(of index: Int) -> (seconds: UInt32, nanoseconds: UInt32) {
    let start = entries[index].range.lowerBound
    return (readUInt32(at: start + 8), readUInt32(at: start + 12))
  }

  /// Whether `path` cannot be added beside the entries: an entry is one of its directories,
  /// or lies inside it (libgit2 refuses a path that is both a file and a directory).
  func collides(_ path: String, at position: Int) -> Bool {
    let key = Array(path.utf8)
    for (index, byte) in key.enumerated() where byte == UInt8(ascii: "/") {
      if self.position(of: String(decoding: key[..<index], as: UTF8.self)).found { return true }
    }
    guard position < entries.count else { return false }
    let next = bytes[entries[position].path]
    return next.count > key.count && next.starts(with: key)
      && next[next.startIndex + key.count] == UInt8(ascii: "/")
  }

  /// The new file: `records` replacing the entries at their paths or inserted in order, the
  /// entries at `smudged` with a recorded size of 0 (so the next reader compares their
  /// contents), and the tree cache invalidated along each record's path; as pieces to write
  /// in order (ending with the checksum), so the unchanged bytes are never copied.
  func updated(with records: [Record], smudging smudged: Set<Int>) -> [Piece] {
    var replacements: [Int: [UInt8]] = [:]
    var insertions: [Int: [[UInt8]]] = [:]
    for record in records.sorted(by: { Array($0.path.utf8).lexicographicallyPrecedes($1.path.utf8) }
    ) {
      let (index, found) = position(of: record.path)
      if found {
        replacements[index] = Self.encode(record)
      } else {
        insertions[index, default: []].append(Self.encode(record))
      }
    }
    var header = Array(bytes[0..<8])
    header += bigEndian(UInt32(entries.count + insertions.values.reduce(0) { $0 + $1.count }))
    var pieces: [Piece] = [.new(header)]
    var copyStart = Self.headerSize
    func copy(upTo offset: Int) {
      if copyStart < offset { pieces.append(.old(copyStart..<offset)) }
    }
    for index in 0...entries.count {
      let start = index < entries.count ? entries[index].range.lowerBound : entriesEnd
      if let inserted = insertions[index] {
        copy(upTo: start)
        copyStart = start
        pieces += inserted.map(Piece.new)
      }
      guard index < entries.count else { break }
      if let replacement = replacements[index] {
        copy(upTo: start)
        pieces.append(.new(replacement))
        copyStart = entries[index].range.upperBound
      } else if smudged.contains(index) {
        let sizeField = start + 36
        copy(upTo: sizeField)
        pieces.append(.new([0, 0, 0, 0]))
        copyStart = sizeField + 4
      }
    }
    copy(upTo: entriesEnd)
    if !trees.isEmpty {
      let extensionData = treeExtension(invalidating: records.map(\.path))
      pieces.append(
        .new(Array("TREE".utf8) + bigEndian(UInt32(extensionData.count)) + extensionData))
    }
    pieces.append(.new(Self.sha1(pieces, in: bytes)))
    return pieces
  }

  /// A piece of the new file: a range of the old bytes, or new bytes.
  enum Piece {
    case old(Range<Int>)
    case new([UInt8])
  }

  // MARK: - Reading

  private var entriesEnd: Int { entries.last?.range.upperBound ?? Self.headerSize }

  private func readUInt32(at offset: Int) -> UInt32 {
    bytes.withUnsafeBytes {
      UInt32(bigEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }
  }

  private func entry(at offset: Int, end: Int) -> Entry? {
    guard offset + Self.pathOffset < end else { return nil }
    let flags = UInt16(
      bigEndian: bytes.withUnsafeBytes {
        $0.loadUnaligned(fromByteOffset: offset + 60, as: UInt16.self)
      })
    // Extended flags (version 3) and conflict stages are left to libgit2.
    guard flags & 0x4000 == 0, flags & 0x3000 == 0 else { return nil }
    let pathStart = offset + Self.pathOffset
    var length = Int(flags & 0xFFF)
    if length == 0xFFF {
      guard let nul = bytes[pathStart..<end].firstIndex(of: 0) else { return nil }
      length = nul - pathStart
    }
    let size = (Self.pathOffset + length + 8) & ~7
    guard length > 0, offset + size <= end, bytes[pathStart + length] == 0 else { return nil }
    return Entry(range: offset..<(offset + size), path: pathStart..<(pathStart + length))
  }

  /// Reads the tree cache; false when it is malformed.
  private mutating func readTrees(_ data: Range<Int>) -> Bool {
    var offset = data.lowerBound
    func node() -> Int? {
      guard let nul = bytes[offset..<data.upperBound].firstIndex(of: 0) else { return nil }
      let name = offset..<nul
      offset = nul + 1
      guard let entryCount = number(until: UInt8(ascii: " ")),
        let childCount = number(until: UInt8(ascii: "\n")), childCount >= 0, entryCount >= -1
      else { return nil }
      var tree = CachedTree(name: name, entryCount: entryCount)
      if entryCount >= 0 {
        guard offset + 20 <= data.upperBound else { return nil }
        tree.id = offset..<(offset + 20)
        offset += 20
      }
      let index = trees.count
      trees.append(tree)
      for _ in 0..<childCount {
        guard let child = node() else { return nil }
        trees[index].children.append(child)
      }
      return index
    }
    func number(until terminator: UInt8) -> Int? {
      guard let stop = bytes[offset..<data.upperBound].firstIndex(of: terminator) else {
        return nil
      }
      let text = String(decoding: bytes[offset..<stop], as: UTF8.self)
      offset = stop + 1
      // Only what libgit2 itself writes: a plain decimal number.
      guard let value = Int(text), String(value) == text else { return nil }
      return value
    }
    guard node() == 0 else { return false }
    return offset == data.upperBound
  }

  // MARK: - Writing

  /// The tree cache with each directory above `paths` invalidated, as libgit2's
  /// `git_tree_cache_invalidate_path` does on every add.
  private func treeExtension(invalidating paths: [String]) -> [UInt8] {
    var invalid = Set<Int>()
    for path in paths {
      var tree = 0
      invalid.insert(tree)
      var components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      while let directory = components.first {
        components = components.dropFirst()
        let name = Array(directory.utf8)
        guard
          let child = trees[tree].children.first(where: {
            bytes[trees[$0].name].elementsEqual(name)
          })
        else { break }
        tree = child
        invalid.insert(tree)
      }
    }
    var data: [UInt8] = []
    for (index, tree) in trees.enumerated() {
      let entryCount = invalid.contains(index) ? -1 : tree.entryCount
      data += bytes[tree.name]
      data.append(0)
      data += Array("\(entryCount) \(tree.children.count)\n".utf8)
      if entryCount != -1, let id = tree.id { data += bytes[id] }
    }
    return data
  }

  private static func encode(_ record: Record) -> [UInt8] {
    let path = Array(record.path.utf8)
    var entry: [UInt8] = []
    entry.reserveCapacity((pathOffset + path.count + 8) & ~7)
    for field in [
      UInt32(truncatingIfNeeded: record.changed.tv_sec),
      UInt32(truncatingIfNeeded: record.changed.tv_nsec),
      UInt32(truncatingIfNeeded: record.modified.tv_sec),
      UInt32(truncatingIfNeeded: record.modified.tv_nsec), record.device, record.inode,
      record.mode, record.user, record.group, record.size,
    ] {
      entry += bigEndian(field)
    }
    entry += record.blob
    let flags = UInt16(min(path.count, 0xFFF))
    entry += [UInt8(flags >> 8), UInt8(flags & 0xFF)]
    entry += path
    entry += [UInt8](repeating: 0, count: ((pathOffset + path.count + 8) & ~7) - entry.count)
    return entry
  }

  /// Index order: bytewise, a prefix first (negative when `lhs`, a range of the bytes, comes
  /// before `rhs`).
  private func compare(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Int {
    bytes.withUnsafeBytes { raw in
      Self.compare(
        UnsafeRawBufferPointer(rebasing: raw[lhs]), UnsafeRawBufferPointer(rebasing: raw[rhs]))
    }
  }

  private func compare(_ lhs: Range<Int>, _ rhs: [UInt8]) -> Int {
    bytes.withUnsafeBytes { raw in
      rhs.withUnsafeBytes { Self.compare(UnsafeRawBufferPointer(rebasing: raw[lhs]), $0) }
    }
  }

  private static func compare(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer)
    -> Int
  {
    let common = min(lhs.count, rhs.count)
    if common > 0 {
      let order = memcmp(lhs.baseAddress!, rhs.baseAddress!, common)
      if order != 0 { return Int(order) }
    }
    return lhs.count - rhs.count
  }

  /// Whether the path at `path` is a `.gitattributes` file.
  private func isAttributesFile(_ path: Range<Int>) -> Bool {
    let name = Self.attributesFileName
    guard bytes[path.upperBound - 1] == name.last!, path.count >= name.count,
      compare((path.upperBound - name.count)..<path.upperBound, name) == 0
    else { return false }
    return path.count == name.count || bytes[path.upperBound - name.count - 1] == UInt8(ascii: "/")
  }

  private static let attributesFileName = Array(".gitattributes".utf8)

  private static func sha1(_ data: ArraySlice<UInt8>) -> [UInt8] {
    var digest = [UInt8](repeating: 0, count: 20)
    data.withUnsafeBytes { buffer in
      var piece = iovec(
        iov_base: UnsafeMutableRawPointer(mutating: buffer.baseAddress), iov_len: buffer.count)
      _ = larder_sha1(&piece, 1, &digest)
    }
    return digest
  }

  private static func sha1(_ pieces: [Piece], in bytes: [UInt8]) -> [UInt8] {
    var digest = [UInt8](repeating: 0, count: 20)
    withIOVectors(pieces, in: bytes) { vectors in
      _ = larder_sha1(vectors.baseAddress, Int32(vectors.count), &digest)
    }
    return digest
  }
}

/// `pieces` as `iovec`s, pointing into `bytes` and into one copy of the new pieces; valid
/// during `body`.
func withIOVectors<Result>(
  _ pieces: [IndexFile.Piece], in bytes: [UInt8],
  _ body: (UnsafeMutableBufferPointer<iovec>) throws -> Result
) rethrows -> Result {
  let newSize = pieces.reduce(0) { total, piece in
    if case .new(let data) = piece { return total + data.count }
    return total
  }
  let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: max(newSize, 1), alignment: 8)
  defer { scratch.deallocate() }
  return try bytes.withUnsafeBytes { old in
    var vectors: [iovec] = []
    vectors.reserveCapacity(pieces.count)
    var used = 0
    for piece in pieces {
      switch piece {
      case .old(let range):
        vectors.append(
          iovec(
            iov_base: UnsafeMutableRawPointer(mutating: old.baseAddress! + range.lowerBound),
            iov_len: range.count))
      case .new(let data):
        let target = scratch.baseAddress! + used
        scratch[used..<(used + data.count)].copyBytes(from: data)
        vectors.append(iovec(iov_base: target, iov_len: data.count))
        used += data.count
      }
    }
    return try vectors.withUnsafeMutableBufferPointer { try body($0) }
  }
}

private func bigEndian(_ value: UInt32) -> [UInt8] {
  [
    UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
    UInt8(value & 0xFF),
  ]
}
