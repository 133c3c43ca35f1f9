public import LarderJournal

/// The kept library outlines read for one question: which entries define these names. The
/// entries are found by their names' hashes in a sorted table, and only their outlines are
/// decoded and only their lines read, so that `larder add` and `larder day` neither read the
/// whole library nor decode ten thousand outlines.
///
/// The answer is `LibraryExcerpt.sources(needing:)`'s, byte for byte: an entry can define a
/// name only if the hash of its key or of one of its aliases is the name's, or if one of
/// them has no hash (`FileScan.foldedHash`); those entries, and no others, are read, cut into
/// small files of their sections' header lines and their own lines, and excerpted as the
/// whole files would be. Recipes bring the names of their ingredients, so the search repeats
/// until no new entry may define a name.
public struct LibraryLookup {
  /// The files and their stamps, as the outlines were made.
  public let stamps: LibraryStamps
  private let bytes: ArraySlice<UInt8>
  /// Where the files' outlines begin in `bytes`, counted from its start.
  private let recordsStart: Int
  private let files: [FileTable]
  /// The sorted (hash, entry) table, counted from the start of `bytes`.
  private let hashedStart: Int
  private let hashedCount: Int
  /// The entries without a hash for their key or one of their aliases.
  private let unhashed: [EntryID]

  /// One entry: its file and its index among the file's blocks.
  struct EntryID: Hashable, Comparable {
    var file: Int
    var block: Int

    static func < (lhs: EntryID, rhs: EntryID) -> Bool {
      (lhs.file, lhs.block) < (rhs.file, rhs.block)
    }
  }

  /// What the lookup knows of one file without decoding its outline.
  private struct FileTable {
    var isRecognised: Bool
    var blockCount: Int
    /// Where the file's sections are recorded, counted from `recordsStart`.
    var sections: Int
    /// Where the table of the blocks' record offsets starts, counted from the start of
    /// `bytes`.
    var blockOffsets: Int
  }

  /// The lookup of outlines `LibraryOutlines.encoded()` gave; `nil` for bytes it cannot have
  /// given.
  public init?(decoding bytes: ArraySlice<UInt8>) {
    var reader = ByteReader(bytes)
    guard let stamps = LibraryStamps(reading: &reader), let lookupSize = reader.count() else {
      return nil
    }
    let lookupEnd = reader.position + lookupSize
    guard reader.byte() == 1 else { return nil }
    var files: [FileTable] = []
    for _ in stamps.files {
      guard let recognised = reader.byte(), recognised <= 1, let blockCount = reader.count(),
        let sections = reader.integer()
      else { return nil }
      files.append(
        FileTable(
          isRecognised: recognised == 1, blockCount: blockCount, sections: sections,
          blockOffsets: reader.position))
      guard reader.seek(to: reader.position + 4 * blockCount) else { return nil }
    }
    guard let hashedCount = reader.count() else { return nil }
    let hashedStart = reader.position
    guard reader.seek(to: hashedStart + Self.hashedEntrySize * hashedCount),
      let unhashedCount = reader.count()
    else { return nil }
    var unhashed: [EntryID] = []
    for _ in 0..<unhashedCount {
      guard let id = reader.integer(), let entry = Self.entry(id, files: files) else {
        return nil
      }
      unhashed.append(entry)
    }
    guard reader.position == lookupEnd else { return nil }
    self.stamps = stamps
    self.bytes = bytes
    self.files = files
    self.hashedStart = hashedStart
    self.hashedCount = hashedCount
    self.unhashed = unhashed
    recordsStart = lookupEnd
  }

  /// The library cut down to the entries that define `names` and what they need, as
  /// `LibraryExcerpt.sources(needing:)` cuts the whole files; `read(file, ranges)` gives the
  /// bytes of each range of the file at `stamps.files[file]`, in order. `nil` when the
  /// outlines turn out damaged.
  public func excerpt(
    needing names: Set<String>, read: (Int, [Range<Int>]) throws -> [[UInt8]]
  ) rethrows -> [JournalSource]? {
    var whole: [Int: [UInt8]] = [:]
    for (file, table) in files.enumerated() where !table.isRecognised {
      let size = fileSize(file)
      guard let bytes = try read(file, [0..<size]).first, bytes.count == size else { return nil }
      whole[file] = bytes
    }
    var found: [Int: [Int: FileScan.Block]] = [:]
    var sections: [Int: [FileScan.Section]] = [:]
    var pieces: [Int: [Range<Int>: [UInt8]]] = [:]
    var needed = names
    // Each round reads the entries that may define a needed name, then excerpts them; it ends
    // when the names that excerpt needs bring no entry not yet read.
    while true {
      var wanted: [Int: [Range<Int>]] = [:]
      for entry in candidates(for: needed).sorted() where found[entry.file]?[entry.block] == nil {
        guard let block = block(entry) else { return nil }
        found[entry.file, default: [:]][entry.block] = block
        if sections[entry.file] == nil {
          guard let fileSections = self.sections(of: entry.file) else { return nil }
          sections[entry.file] = fileSections
          wanted[entry.file, default: []] += fileSections.map(\.header)
        }
        wanted[entry.file, default: []].append(block.range)
      }
      for (file, ranges) in wanted {
        let read = try read(file, ranges)
        guard read.count == ranges.count else { return nil }
        for (range, piece) in zip(ranges, read) {
          guard piece.count == range.count else { return nil }
          pieces[file, default: [:]][range] = piece
        }
      }
      var library: [JournalSource] = []
      var outlines: [LibraryOutline] = []
      for file in files.indices {
        let small =
          whole[file].map { ($0, LibraryOutline(blocks: [], sections: [], isRecognised: false)) }
          ?? smallFile(
            file, found: found[file] ?? [:], sections: sections[file] ?? [],
            pieces: pieces[file] ?? [:])
        guard let source = JournalSource(path: stamps.files[file].path, bytes: small.0) else {
          return nil
        }
        library.append(source)
        outlines.append(small.1)
      }
      let (sources, moreNeeded) = LibraryExcerpt(library, outlines: outlines)
        .sourcesAndNames(needing: names)
      let complete = candidates(for: moreNeeded).allSatisfy {
        found[$0.file]?[$0.block] != nil
      }
      if complete { return sources }
      needed = moreNeeded
    }
  }

  /// The entries that may define one of `names`.
  private func candidates(for names: Set<String>) -> Set<EntryID> {
    candidates(for: Set(names.compactMap { FileScan.foldedHash(Array($0.utf8)[...]) }))
  }

  /// The entries that may define a name whose hash is in `hashes`.
  private func candidates(for hashes: Set<UInt64>) -> Set<EntryID> {
    var entries = Set(unhashed)
    bytes.withUnsafeBytes { raw in
      let table = raw.baseAddress! + hashedStart
      func hash(at index: Int) -> UInt64 {
        UInt64(
          littleEndian: table.loadUnaligned(
            fromByteOffset: index * Self.hashedEntrySize, as: UInt64.self))
      }
      for wanted in hashes {
        var low = 0
        var high = hashedCount
        while low < high {
          let middle = (low + high) / 2
          if hash(at: middle) < wanted { low = middle + 1 } else { high = middle }
        }
        while low < hashedCount, hash(at: low) == wanted {
          let id = UInt32(
            littleEndian: table.loadUnaligned(
              fromByteOffset: low * Self.hashedEntrySize + 8, as: UInt32.self))
          if let entry = Self.entry(Int(id), files: files) { entries.insert(entry) }
          low += 1
        }
      }
    }
    return entries
  }

  private func block(_ entry: EntryID) -> FileScan.Block? {
    let table = files[entry.file]
    let offset = bytes.withUnsafeBytes {
      Int(
        UInt32(
          littleEndian: $0.loadUnaligned(
            fromByteOffset: table.blockOffsets + 4 * entry.block, as: UInt32.self)))
    }
    var reader = ByteReader(bytes)
    guard reader.seek(to: recordsStart + offset) else { return nil }
    return LibraryOutline.block(reading: &reader, fileSize: fileSize(entry.file))
  }

  private func sections(of file: Int) -> [FileScan.Section]? {
    var reader = ByteReader(bytes)
    guard reader.seek(to: recordsStart + files[file].sections) else { return nil }
    return LibraryOutline.sections(
      reading: &reader, fileSize: fileSize(file), blocks: files[file].blockCount)
  }

  private func fileSize(_ file: Int) -> Int { Int(clamping: stamps.files[file].stamp.size) }

  /// A file of the section headers and the found entries of `file`, with their outline.
  private func smallFile(
    _ file: Int, found: [Int: FileScan.Block], sections: [FileScan.Section],
    pieces: [Range<Int>: [UInt8]]
  ) -> ([UInt8], LibraryOutline) {
    var bytes: [UInt8] = []
    var smallBlocks: [FileScan.Block] = []
    var smallSections: [FileScan.Section] = []
    let indices = found.keys.sorted()
    for section in sections {
      // A section's blocks are consecutive: the scan numbers them in file order.
      guard let first = section.blocks.first, let last = section.blocks.last else { continue }
      let inSection = indices.filter { $0 >= first && $0 <= last }
      guard !inSection.isEmpty, let header = pieces[section.header] else { continue }
      var smallSection = FileScan.Section(header: bytes.count..<(bytes.count + header.count))
      bytes += header
      for index in inSection {
        guard var block = found[index], let lines = pieces[block.range] else { continue }
        block.move(by: bytes.count - block.range.lowerBound)
        bytes += lines
        smallSection.blocks.append(smallBlocks.count)
        smallBlocks.append(block)
      }
      smallSections.append(smallSection)
    }
    return (bytes, LibraryOutline(blocks: smallBlocks, sections: smallSections, isRecognised: true))
  }

  /// A hash and an entry id: 8 and 4 bytes.
  private static let hashedEntrySize = 12
  /// An entry id is `file << 22 | block`.
  private static let blockBits = 22

  private static func entry(_ id: Int, files: [FileTable]) -> EntryID? {
    let entry = EntryID(file: id >> blockBits, block: id & (1 << blockBits - 1))
    guard entry.file < files.count, entry.block < files[entry.file].blockCount else {
      return nil
    }
    return entry
  }

  /// Writes the lookup of `outlines`, whose blocks' and sections' records start at `offsets`
  /// (counted from the first file's record).
  static func encode(
    _ outlines: [LibraryOutline], offsets: [(blocks: [Int], sections: Int)],
    into writer: inout ByteWriter
  ) {
    // A library whose ids do not fit gets no lookup; it is read whole.
    let fits =
      outlines.count < 1 << (32 - blockBits)
      && outlines.allSatisfy { $0.blocks.count < 1 << blockBits }
    writer.appendByte(fits ? 1 : 0)
    guard fits else { return }
    var hashed: [(hash: UInt64, id: Int)] = []
    var unhashed: [Int] = []
    for (file, outline) in outlines.enumerated() {
      writer.appendByte(outline.isRecognised ? 1 : 0)
      writer.append(outline.blocks.count)
      writer.append(offsets[file].sections)
      for offset in offsets[file].blocks { writer.append(offset) }
      guard outline.isRecognised else { continue }
      for (index, block) in outline.blocks.enumerated() {
        let id = file << blockBits | index
        let hashes = [block.keyHash] + (block.aliasHashes ?? []).map(Optional.some)
        let isUnhashed = block.keyHash == nil || (block.aliases != nil && block.aliasHashes == nil)
        if isUnhashed {
          unhashed.append(id)
        } else {
          hashed += hashes.compactMap { $0 }.map { ($0, id) }
        }
      }
    }
    hashed.sort { ($0.hash, $0.id) < ($1.hash, $1.id) }
    writer.append(hashed.count)
    for (hash, id) in hashed {
      writer.append(hash)
      writer.append(id)
    }
    writer.append(unhashed.count)
    for id in unhashed { writer.append(id) }
  }
}

extension FileScan.Block {
  /// Moves every range by `distance` bytes.
  mutating func move(by distance: Int) {
    func moved(_ range: Range<Int>) -> Range<Int> {
      (range.lowerBound + distance)..<(range.upperBound + distance)
    }
    range = moved(range)
    key = moved(key)
    aliases = aliases.map(moved)
    ingredients = ingredients.map(moved)
  }
}
