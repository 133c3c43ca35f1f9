import LarderJournal

extension LibraryOutline {
  /// Appends the outline to `writer`, for `init(reading:fileSize:)`; returns where in
  /// `writer` each block's record and the sections begin, for `LibraryLookup`.
  @discardableResult
  func encode(into writer: inout ByteWriter) -> (blocks: [Int], sections: Int) {
    var offsets: [Int] = []
    offsets.reserveCapacity(blocks.count)
    writer.appendByte(isRecognised ? 1 : 0)
    writer.append(blocks.count)
    for block in blocks {
      offsets.append(writer.bytes.count)
      writer.append(block.range)
      writer.append(block.key)
      writer.appendByte(
        (block.keyHash == nil ? 0 : 1) | (block.aliases == nil ? 0 : 2)
          | (block.aliasHashes == nil ? 0 : 4))
      if let hash = block.keyHash { writer.append(hash) }
      if let aliases = block.aliases { writer.append(aliases) }
      if let hashes = block.aliasHashes {
        writer.append(hashes.count)
        for hash in hashes { writer.append(hash) }
      }
      writer.append(block.ingredients.count)
      for ingredient in block.ingredients { writer.append(ingredient) }
    }
    let sectionsOffset = writer.bytes.count
    encodeSections(into: &writer)
    return (offsets, sectionsOffset)
  }

  private func encodeSections(into writer: inout ByteWriter) {
    writer.append(sections.count)
    for section in sections {
      writer.append(section.header)
      writer.append(section.blocks.count)
      for block in section.blocks { writer.append(block) }
    }
  }

  /// The outline `encode(into:)` wrote for a file of `fileSize` bytes; `nil` for bytes it
  /// cannot have written, or ranges outside such a file.
  init?(reading reader: inout ByteReader, fileSize: Int) {
    guard let recognised = reader.byte(), recognised <= 1, let blockCount = reader.count()
    else { return nil }
    var blocks: [FileScan.Block] = []
    blocks.reserveCapacity(blockCount)
    for _ in 0..<blockCount {
      guard let block = Self.block(reading: &reader, fileSize: fileSize) else { return nil }
      blocks.append(block)
    }
    guard
      let sections = Self.sections(reading: &reader, fileSize: fileSize, blocks: blocks.count)
    else { return nil }
    self.init(blocks: blocks, sections: sections, isRecognised: recognised == 1)
  }

  /// One block's record, as `encode(into:)` wrote it.
  static func block(reading reader: inout ByteReader, fileSize: Int) -> FileScan.Block? {
    func range() -> Range<Int>? { reader.range(within: fileSize) }
    guard let lines = range(), let key = range(), let flags = reader.byte(), flags <= 7
    else { return nil }
    var block = FileScan.Block(range: lines, key: key)
    if flags & 1 != 0 {
      guard let hash = reader.word() else { return nil }
      block.keyHash = hash
    }
    if flags & 2 != 0 {
      guard let aliases = range() else { return nil }
      block.aliases = aliases
    }
    if flags & 4 != 0 {
      guard let count = reader.count() else { return nil }
      var hashes: [UInt64] = []
      for _ in 0..<count {
        guard let hash = reader.word() else { return nil }
        hashes.append(hash)
      }
      block.aliasHashes = hashes
    }
    guard let count = reader.count() else { return nil }
    for _ in 0..<count {
      guard let ingredient = range() else { return nil }
      block.ingredients.append(ingredient)
    }
    return block
  }

  /// The sections' record, as `encode(into:)` wrote it, for a file of `blocks` blocks.
  static func sections(reading reader: inout ByteReader, fileSize: Int, blocks: Int)
    -> [FileScan.Section]?
  {
    guard let sectionCount = reader.count() else { return nil }
    var sections: [FileScan.Section] = []
    for _ in 0..<sectionCount {
      guard let header = reader.range(within: fileSize), let count = reader.count() else {
        return nil
      }
      var section = FileScan.Section(header: header)
      for _ in 0..<count {
        guard let block = reader.integer(), block < blocks else { return nil }
        section.blocks.append(block)
      }
      sections.append(section)
    }
    return sections
  }
}
