extension BlockParser {
  /// What the text at a node's first byte starts.
  enum Start {
    /// `- `: a sequence item.
    case sequenceItem
    /// `key: `: a mapping entry.
    case mappingEntry(Key)
    /// `? ` or a `: ` with no key before it.
    case complexKey
    /// `---`, `...` or a `%` directive at the start of a line.
    case documentMarker
    /// Anything else: a scalar.
    case scalar
  }

  /// What a block holds, for the message about a line that does not fit in it.
  enum Expectation {
    case key
    case item
  }

  /// Where a mapping key and its colon are.
  struct Key {
    let range: Range<Int>
    let colon: Int
    let isQuoted: Bool
  }

  /// Reads the block node on the lines after the cursor, if the next content line is indented
  /// more than `parentIndent` (or starts a sequence at that column, when allowed).
  mutating func parseBlockNode(parentIndent: Int, allowsSequenceAtParent: Bool) -> NodeSyntax? {
    while let line = nextContentLine() {
      let isDeeper = line.indent > parentIndent
      guard
        isDeeper
          || allowsSequenceAtParent && line.indent == parentIndent && startsSequence(line.content)
      else { return nil }
      switch classify(line.content) {
      case .complexKey, .documentMarker:
        reportUnexpected(line, expecting: nil)
        skip(line, followersIndentedFrom: line.indent + 1)
      default:
        return parseNode(
          at: line.content, column: line.indent, parentIndent: parentIndent, startsLine: true)
      }
    }
    return nil
  }

  /// Reads the node that starts at `index`, in the column `column` of its line; its lines
  /// after the first must be indented more than `parentIndent` (or at `column` for the
  /// following keys or items of a collection). `startsLine` tells whether only indentation
  /// stands before it on its line.
  mutating func parseNode(
    at index: Int, column: Int, parentIndent: Int, startsLine: Bool
  ) -> NodeSyntax? {
    position = index
    let start = classify(index)
    switch start {
    case .sequenceItem, .mappingEntry:
      guard depth < Self.maximumDepth else {
        let end = unexpectedEnd(from: index)
        diagnostics.append(
          .nestingTooDeep(index..<end, text: quoted(index, end), limit: Self.maximumDepth))
        skipRestOfLine(from: index)
        while let next = nextContentLine(), next.indent > parentIndent {
          skipRestOfLine(from: next.content)
        }
        return nil
      }
      depth += 1
      defer { depth -= 1 }
      let lineStartOfNode = startsLine ? lineStart : index
      if case .mappingEntry(let key) = start {
        return .mapping(parseMapping(column: column, first: key, lineStart: lineStartOfNode))
      }
      return .sequence(parseSequence(column: column, lineStart: lineStartOfNode))
    default:
      if parentIndent < 0 && isDocumentMarker(at: index) {
        // Indented, it is text; at the start of a line, where formatting would put it, a
        // document marker.
        let end = unexpectedEnd(from: index)
        diagnostics.append(.reservedStart(index..<end, text: quoted(index, end), isKey: false))
      }
      return .scalar(parseInlineScalar(at: index, parentIndent: parentIndent))
    }
  }

  /// Whether a `- ` sequence indicator starts at `index`.
  func startsSequence(_ index: Int) -> Bool {
    index < count && bytes[index] == 0x2D && isSeparator(index + 1)
  }

  /// Tells what the text at `index` starts.
  mutating func classify(_ index: Int) -> Start {
    let byte = bytes[index]
    if byte == 0x2D && isSeparator(index + 1) { return .sequenceItem }
    if (byte == 0x3F || byte == 0x3A) && isSeparator(index + 1) { return .complexKey }
    if index == lineStart {
      if byte == 0x25 { return .documentMarker }
      if (byte == 0x2D || byte == 0x2E) && index + 2 < count && bytes[index + 1] == byte
        && bytes[index + 2] == byte && isSeparator(index + 3)
      {
        return .documentMarker
      }
    }
    if byte == 0x22 || byte == 0x27 {
      // A colon inside the quotes never makes a key; only one after the closing quote does.
      let quoted = scanQuoted(from: index)
      let colon = skipBlanks(quoted.end)
      guard quoted.isClosed && colon < count && bytes[colon] == 0x3A && isSeparator(colon + 1)
      else { return .scalar }
      return .mappingEntry(Key(range: index..<quoted.end, colon: colon, isQuoted: true))
    }
    let scan = scanPlainLine(from: index, stopsAtColon: true)
    if let colon = scan.colon {
      return .mappingEntry(
        Key(range: index..<trimmedEnd(index, colon), colon: colon, isQuoted: false))
    }
    lastScan = (index, scan.end)
    return .scalar
  }

  /// Reads a block mapping whose first key is `first`, with its keys in column `column`.
  mutating func parseMapping(column: Int, first: Key, lineStart: Int) -> MappingSyntax {
    var entries: [MappingEntrySyntax] = []
    // Room for a few at once: most mappings (a food's fields, a day's meals) hold more than
    // two, and growing from one place took three allocations to reach four.
    entries.reserveCapacity(4)
    var key = first
    var entryLineStart = lineStart
    entries: while true {
      entries.append(parseMappingEntry(key, column: column, lineStart: entryLineStart))
      while let line = nextContentLine(), line.indent >= column {
        if line.indent > column {
          reportMisaligned(line)
          skip(line, followersIndentedFrom: line.indent)
          continue
        }
        if case .mappingEntry(let next) = classify(line.content) {
          key = next
          entryLineStart = line.start
          continue entries
        }
        reportUnexpected(line, expecting: .key)
        skip(line, followersIndentedFrom: line.indent + 1)
      }
      break
    }
    reportDuplicateKeys(entries)
    return MappingSyntax(indent: column, entries: entries)
  }

  /// Reads one `key: value` entry whose key is at `key`.
  mutating func parseMappingEntry(_ key: Key, column: Int, lineStart: Int) -> MappingEntrySyntax {
    let keySyntax: ScalarSyntax
    if key.isQuoted {
      keySyntax = parseQuotedScalar(at: key.range.lowerBound, checkingRest: false)
    } else {
      checkPlainStart(key.range, isKey: true)
      keySyntax = ScalarSyntax(plainLine: token(.plainScalar, key.range), in: source.bytes)
    }
    let colon = token(.colon, key.colon..<key.colon + 1)
    let value: NodeSyntax?
    if colon.endsLine {
      value = parseBlockNode(parentIndent: column, allowsSequenceAtParent: true)
    } else {
      value = .scalar(parseInlineScalar(at: position, parentIndent: column))
    }
    return MappingEntrySyntax(key: keySyntax, colon: colon, value: value, lineStart: lineStart)
  }

  /// Reads a block sequence whose first dash is at the cursor, in column `column`.
  mutating func parseSequence(column: Int, lineStart: Int) -> SequenceSyntax {
    var items: [SequenceItemSyntax] = []
    // Room for a few at once, as for a mapping's entries: most meals list more than two.
    items.reserveCapacity(4)
    var itemLineStart = lineStart
    items: while true {
      items.append(parseSequenceItem(column: column, lineStart: itemLineStart))
      while let line = nextContentLine(), line.indent >= column {
        if line.indent > column {
          reportMisaligned(line)
          skip(line, followersIndentedFrom: line.indent)
          continue
        }
        guard startsSequence(line.content) else { break }
        position = line.content
        itemLineStart = line.start
        continue items
      }
      break
    }
    return SequenceSyntax(indent: column, items: items)
  }

  /// Reads one `- item` whose dash is at the cursor.
  mutating func parseSequenceItem(column: Int, lineStart: Int) -> SequenceItemSyntax {
    let dash = token(.dash, position..<position + 1)
    let value: NodeSyntax?
    if dash.endsLine {
      value = parseBlockNode(parentIndent: column, allowsSequenceAtParent: false)
    } else {
      let index = position
      value = parseNode(
        at: index, column: self.column(from: self.lineStart, to: index), parentIndent: column,
        startsLine: false)
    }
    return SequenceItemSyntax(dash: dash, value: value, lineStart: lineStart)
  }

  /// Reports keys of one mapping that name the same thing.
  mutating func reportDuplicateKeys(_ entries: [MappingEntrySyntax]) {
    guard entries.count > 1 else { return }
    if entries.count <= 32, let duplicates = Self.duplicatesOfSimpleKeys(entries, in: bytes) {
      for duplicate in duplicates {
        reportDuplicate(entries[duplicate.entry], first: entries[duplicate.first])
      }
      return
    }
    // Keys are told apart by a hash of their folded bytes, computed without allocating; only
    // keys with equal hashes are folded into names and compared. The duplicates are reported
    // after the hashing, which then need not reach the parser (and copy it) for each key.
    if entries.count <= 32 {
      let bytes = self.bytes
      var duplicates: [(entry: Int, first: Int)] = []
      withUnsafeTemporaryAllocation(of: UInt64.self, capacity: entries.count) { hashes in
        for index in entries.indices {
          let hash = Self.foldedHash(entries[index].key, in: bytes)
          hashes[index] = hash
          for earlier in 0..<index where hashes[earlier] == hash {
            if FoldedName(entries[earlier].key.value) == FoldedName(entries[index].key.value) {
              duplicates.append((index, earlier))
              break
            }
          }
        }
      }
      for duplicate in duplicates {
        reportDuplicate(entries[duplicate.entry], first: entries[duplicate.first])
      }
      return
    }
    var seen: [UInt64: Int] = [:]
    seen.reserveCapacity(entries.count)
    var collisions: [Int] = []
    for index in entries.indices {
      let hash = Self.foldedHash(entries[index].key, in: bytes)
      guard let earlier = seen[hash] else {
        seen[hash] = index
        continue
      }
      let name = FoldedName(entries[index].key.value)
      if FoldedName(entries[earlier].key.value) == name {
        reportDuplicate(entries[index], first: entries[earlier])
      } else if let match = collisions.first(where: {
        FoldedName(entries[$0].key.value) == name
      }) {
        reportDuplicate(entries[index], first: entries[match])
      } else {
        collisions.append(index)
      }
    }
  }

  /// The duplicate keys of a small mapping, each with the first key of its name, when every
  /// key is plain, on one line and its own folded name (`FoldedName`: ASCII without upper
  /// case, tabs, or spaces at its ends or in runs); nil when some key is not. Such keys name
  /// the same thing only when their bytes are equal, so they are compared without hashing,
  /// as almost every key of a journal can be: those of a day, and the fields of each food.
  static func duplicatesOfSimpleKeys(
    _ entries: [MappingEntrySyntax], in bytes: UnsafeBufferPointer<UInt8>
  ) -> [(entry: Int, first: Int)]? {
    withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: entries.count) { keys in
      for index in entries.indices {
        guard entries[index].key.isVerbatim else { return nil }
        let range = entries[index].key.range
        var previousWasSpace = true
        for byte in bytes[range] {
          let isSpace = byte == 0x20
          guard byte < 0x80, byte != 0x09, byte < 0x41 || byte > 0x5A,
            !(isSpace && previousWasSpace)
          else { return nil }
          previousWasSpace = isSpace
        }
        guard !previousWasSpace else { return nil }
        keys[index] = range
      }
      var duplicates: [(entry: Int, first: Int)] = []
      for index in 1..<entries.count {
        let key = keys[index]
        for earlier in 0..<index
        where keys[earlier].count == key.count && bytes[keys[earlier]].elementsEqual(bytes[key]) {
          duplicates.append((index, earlier))
          break
        }
      }
      return duplicates
    }
  }

  /// A hash of a key's name as `FoldedName` folds it: letters in lower case, runs of blanks
  /// as one space, leading and trailing blanks ignored.
  static func foldedHash(_ key: ScalarSyntax, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    // A plain key's value is its bytes in the file: hash those, without walking a string.
    let (hash, isASCII) =
      key.isVerbatim
      ? foldedHash(UnsafeBufferPointer(rebasing: bytes[key.range]))
      : foldedHash(key.value.utf8)
    // Lower-casing beyond ASCII needs the standard library's Unicode tables.
    return isASCII ? hash : foldedHash(FoldedName(key.value).text.utf8).hash
  }

  /// The FNV-1a hash of `bytes` with ASCII letters lower-cased and blanks folded, and whether
  /// all bytes were ASCII.
  static func foldedHash(_ bytes: some Sequence<UInt8>) -> (hash: UInt64, isASCII: Bool) {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    var pendingSpace = false
    var started = false
    var isASCII = true
    for byte in bytes {
      if byte == 0x20 || byte == 0x09 {
        pendingSpace = started
        continue
      }
      if byte >= 0x80 { isASCII = false }
      if pendingSpace { hash = (hash ^ 0x20) &* 0x100_0000_01B3 }
      pendingSpace = false
      started = true
      let folded = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
      hash = (hash ^ UInt64(folded)) &* 0x100_0000_01B3
    }
    return (hash, isASCII)
  }

  private mutating func reportDuplicate(_ entry: MappingEntrySyntax, first: MappingEntrySyntax) {
    let range = entry.key.range
    diagnostics.append(
      .duplicateKey(
        range, name: quoted(range.lowerBound, range.upperBound),
        firstLine: source.line(containing: first.key.range.lowerBound)))
  }

  /// Reports a content line more indented than the keys or items of its block.
  mutating func reportMisaligned(_ line: Line) {
    // A tab in the indentation is already reported, and it is the likely cause.
    guard tabReportedLine != line.start else { return }
    let end = unexpectedEnd(from: line.content)
    diagnostics.append(.badIndentation(line.start..<end, text: quoted(line.content, end)))
  }

  /// Reports a line at a block's column that does not start what the block holds; `expected`
  /// is what the block holds, `nil` outside any block.
  mutating func reportUnexpected(_ line: Line, expecting expected: Expectation?) {
    let end = unexpectedEnd(from: line.content)
    let range = line.content..<end
    let text = quoted(line.content, end)
    switch classify(line.content) {
    case .documentMarker:
      diagnostics.append(
        .documentMarker(range, text: text, isDirective: bytes[line.content] == 0x25))
    case .complexKey where bytes[line.content] == 0x3F:
      diagnostics.append(.complexKey(range, text: text))
    case .complexKey:
      diagnostics.append(.missingKey(range, text: text))
    default:
      switch expected {
      case .key?:
        let hasColon = range.contains { bytes[$0] == 0x3A }
        diagnostics.append(.expectedKey(range, found: text, hasColon: hasColon))
      case .item?:
        diagnostics.append(.expectedItem(range, found: text))
      case nil:
        diagnostics.append(.unexpectedText(range, text: text))
      }
    }
  }

  /// Reports a content line after the end of the document's root node.
  mutating func reportStrayLine(_ line: Line, root: NodeSyntax?) {
    if case .documentMarker = classify(line.content) {
      reportUnexpected(line, expecting: nil)
      return
    }
    switch root {
    case .mapping(let mapping)? where line.indent == mapping.indent:
      reportUnexpected(line, expecting: .key)
    case .sequence(let sequence)? where line.indent == sequence.indent:
      reportUnexpected(line, expecting: .item)
    case .mapping?, .sequence?:
      reportMisaligned(line)
    default:
      reportUnexpected(line, expecting: nil)
    }
  }
}
