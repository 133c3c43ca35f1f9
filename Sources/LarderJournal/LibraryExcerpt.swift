import LarderModel
public import LarderSyntax

/// The few blocks of the food library that one day needs, so that reading a day does not
/// parse ten thousand foods.
///
/// A day's entries name a food, an alias, a recipe or a category; `names(neededBy:)`
/// collects those names from the day file (entries with a snapshot too, so that the day reads
/// exactly as with the whole library), and
/// `sources(needing:)` cuts each library file down to the `foods:` and `recipes:` entries
/// whose name or alias is one of them (recipes bring the names of their ingredients along,
/// until nothing new is needed), keeping each entry's lines as written. Reading the excerpt
/// gives the same foods as reading the whole library. A file whose layout the line scan does
/// not recognise (tabs, a block at an unexpected indentation) is passed on whole.
///
/// The files are scanned once, when the excerpt is made, so one scan can answer several
/// questions: `larder search` first reads the entries whose text holds the query
/// (`sources(whereText:)`), then those its matches name.
public struct LibraryExcerpt: Sendable {
  private let library: [JournalSource]
  private let scans: [FileScan]

  /// Scans the library files `library`.
  public init(_ library: [JournalSource]) {
    self.library = library
    scans = library.map { FileScan($0.bytes) }
  }

  /// The library files `library`, whose scans were kept as `outlines` (one for each file,
  /// made from the same bytes).
  public init(_ library: [JournalSource], outlines: [LibraryOutline]) {
    self.library = library
    scans = zip(library, outlines).map { FileScan($0.bytes, outline: $1) }
  }

  /// The names the entries of a day file may need from the library: what each line names
  /// and, with the amount first (`2 slices toast`), also the words after the one or two that
  /// may be a unit.
  public static func names(neededBy document: DocumentSyntax) -> Set<String> {
    var names: Set<String> = []
    // A day names the same foods again and again: each spelling is looked at once.
    var seen: Set<String> = []
    var seenLeading: Set<String> = []
    // The entry lines alone: their references, which hash every line, are not needed here.
    EntryReference.forEachEntry(in: document) { line in
      let what = ScalarText(line.scalar, in: document.source.bytes).text(line.syntax.what)
      let leading = line.syntax.amountPlacement == .leading
      guard leading ? seenLeading.insert(what).inserted : seen.insert(what).inserted else {
        return
      }
      names.formUnion(candidates(what, leading: leading))
    }
    return names
  }

  /// The names `what` may stand for: itself and, with the amount first, the words after the
  /// one or two that may be a unit.
  static func candidates(_ what: String, leading: Bool) -> [String] {
    let words = what.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard !words.isEmpty else { return [] }
    var names = [Name.normalized(words.joined(separator: " "))]
    if leading {
      for dropped in 1...2 where words.count > dropped {
        names.append(Name.normalized(words.dropFirst(dropped).joined(separator: " ")))
      }
    }
    return names
  }

  /// The library files cut down to the entries that define `names`, and the ingredients of
  /// the recipes among them.
  public static func sources(_ library: [JournalSource], needing names: Set<String>)
    -> [JournalSource]
  {
    LibraryExcerpt(library).sources(needing: names)
  }

  /// The library files cut down to the entries that define `names`, and the ingredients of
  /// the recipes among them.
  public func sources(needing names: Set<String>) -> [JournalSource] {
    sourcesAndNames(needing: names).sources
  }

  /// `sources(needing:)`, and every name the excerpt needed: `names` and those its entries
  /// brought.
  package func sourcesAndNames(needing names: Set<String>)
    -> (sources: [JournalSource], names: Set<String>)
  {
    var needed = names
    var included = scans.map { [Bool](repeating: false, count: $0.blocks.count) }
    var changed = true
    while changed {
      changed = false
      let hashes = Set(needed.compactMap { FileScan.foldedHash(Array($0.utf8)[...]) })
      for file in scans.indices where scans[file].isRecognised {
        let scan = scans[file]
        for index in scan.blocks.indices where !included[file][index] {
          guard scan.defines(index, oneOf: needed, hashes: hashes) else { continue }
          included[file][index] = true
          // An entry's own names come along: an entry elsewhere claiming one of them decides
          // whether this one keeps its name, as the whole library would.
          for name in scan.ingredientNames(index) + scan.claimedNames(index)
          where needed.insert(name).inserted {
            changed = true
          }
        }
      }
    }
    return (excerpt(included), needed)
  }

  /// The library files cut down to the entries whose lines, as written, pass `isWanted`
  /// (recipes come without their ingredients).
  public func sources(whereText isWanted: (ArraySlice<UInt8>) -> Bool) -> [JournalSource] {
    excerpt(scans.map { scan in scan.blocks.map { isWanted(scan.bytes[$0.range]) } })
  }

  /// Each recognised file cut down to its included blocks under their section headers; the
  /// others whole.
  private func excerpt(_ included: [[Bool]]) -> [JournalSource] {
    library.indices.map { file in
      let scan = scans[file]
      guard scan.isRecognised else { return library[file] }
      var bytes: [UInt8] = []
      for section in scan.sections {
        let blocks = section.blocks.filter { included[file][$0] }
        guard !blocks.isEmpty else { continue }
        bytes += scan.bytes[section.header]
        for block in blocks { bytes += scan.bytes[scan.blocks[block].range] }
      }
      return JournalSource(path: library[file].path, bytes: bytes) ?? library[file]
    }
  }
}

extension LibraryExcerpt {
  /// Every food and recipe of the library files as its name followed by its aliases, as
  /// written, from the line scan alone, so that a caller can match names before reading a few
  /// entries in full; `nil` when a file's layout is not recognised and only a full reading
  /// knows its names.
  public func names() -> [[String]]? {
    var names: [[String]] = []
    for scan in scans {
      guard scan.isRecognised else { return nil }
      names += scan.blocks.indices.compactMap(scan.names(of:))
    }
    return names
  }
}

/// One library file scanned line by line, without decoding it: its `foods:` and `recipes:`
/// sections and, in each, the lines of every entry.
package struct FileScan: Sendable {
  package struct Block: Equatable, Sendable {
    /// The entry's lines, with the comment and blank lines after it.
    package var range: Range<Int>
    /// The key's text on its line (after the indentation).
    package var key: Range<Int>
    /// The folded hash of a plain key; `nil` for a key that needs a real comparison.
    package var keyHash: UInt64?
    /// The value of an `aliases:` field.
    package var aliases: Range<Int>?
    /// The folded hash of each alias; `nil` when one needs a real comparison.
    package var aliasHashes: [UInt64]?
    /// The text of each `- ` line of an `ingredients:` field, after the dash.
    package var ingredients: [Range<Int>] = []

    package init(
      range: Range<Int>, key: Range<Int>, keyHash: UInt64? = nil, aliases: Range<Int>? = nil,
      aliasHashes: [UInt64]? = nil, ingredients: [Range<Int>] = []
    ) {
      self.range = range
      self.key = key
      self.keyHash = keyHash
      self.aliases = aliases
      self.aliasHashes = aliasHashes
      self.ingredients = ingredients
    }
  }

  package struct Section: Equatable, Sendable {
    /// The `foods:` or `recipes:` line.
    package var header: Range<Int>
    /// Indices into `blocks`.
    package var blocks: [Int] = []

    package init(header: Range<Int>, blocks: [Int] = []) {
      self.header = header
      self.blocks = blocks
    }
  }

  let bytes: [UInt8]
  private(set) var blocks: [Block] = []
  private(set) var sections: [Section] = []
  private(set) var isRecognised = true

  /// The scan of `bytes` that `outline` describes.
  init(_ bytes: [UInt8], outline: LibraryOutline) {
    self.bytes = bytes
    blocks = outline.blocks
    sections = outline.sections
    isRecognised = outline.isRecognised
  }

  /// What the scan found, without the bytes.
  var outline: LibraryOutline {
    LibraryOutline(blocks: blocks, sections: sections, isRecognised: isRecognised)
  }

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var start = 0
    var section: Int?
    var childIndent: Int?
    var fieldIndent: Int?
    var inIngredients = false
    while start < bytes.count, isRecognised {
      var end = start
      while end < bytes.count, bytes[end] != 0x0A { end += 1 }
      let next = min(end + 1, bytes.count)
      defer { start = next }
      var content = start
      while content < end, bytes[content] == 0x20 { content += 1 }
      var textEnd = end
      if textEnd > content, bytes[textEnd - 1] == 0x0D { textEnd -= 1 }
      let indent = content - start
      if content < textEnd, bytes[content] == 0x09 { isRecognised = false }
      if content == textEnd || bytes[content] == 0x23 {
        // Blank and comment lines go with the entry above them.
        if section != nil, let last = blocks.indices.last {
          blocks[last].range = blocks[last].range.lowerBound..<next
        }
        continue
      }
      if indent == 0 {
        let key = keyText(content..<textEnd).map { Name.normalized($0) }
        section = nil
        if key == "foods" || key == "recipes" {
          sections.append(Section(header: start..<next))
          section = sections.count - 1
        }
        childIndent = nil
        continue
      }
      guard let current = section else { continue }
      let child = childIndent ?? indent
      childIndent = child
      if indent < child {
        isRecognised = false
      } else if indent == child {
        var block = Block(range: start..<next, key: content..<textEnd)
        if bytes[content] != 0x22, bytes[content] != 0x27,
          let colon = plainKeyEnd(content..<textEnd)
        {
          block.keyHash = Self.foldedHash(bytes[content..<colon])
        }
        blocks.append(block)
        sections[current].blocks.append(blocks.count - 1)
        fieldIndent = nil
        inIngredients = false
      } else if let last = blocks.indices.last {
        blocks[last].range = blocks[last].range.lowerBound..<next
        let field = fieldIndent ?? indent
        fieldIndent = field
        if indent == field {
          inIngredients = false
          if let value = fieldValue("aliases", content..<textEnd) {
            blocks[last].aliases = value
            var hashes: [UInt64]? = []
            for alias in bytes[value].split(separator: 0x3B, omittingEmptySubsequences: false) {
              guard let hash = Self.foldedHash(alias) else {
                hashes = nil
                break
              }
              hashes?.append(hash)
            }
            blocks[last].aliasHashes = hashes
          } else if fieldValue("ingredients", content..<textEnd) != nil {
            inIngredients = true
          }
        } else if inIngredients, textEnd - content > 2, bytes[content] == 0x2D,
          bytes[content + 1] == 0x20
        {
          blocks[last].ingredients.append((content + 2)..<textEnd)
        }
      }
    }
  }

  /// Whether the block's name or one of its aliases is in `names`, whose folded hashes are
  /// `hashes`. A key is hashed as it is folded, without building a string, so that ten
  /// thousand keys cost next to nothing; only a hit, or a key with characters the hash cannot
  /// fold, is compared as a name.
  func defines(_ index: Int, oneOf names: Set<String>, hashes: Set<UInt64>) -> Bool {
    let block = blocks[index]
    if let hash = block.keyHash, !hashes.contains(hash) {
      return aliases(of: block, in: names, hashes: hashes)
    }
    if let text = keyText(block.key), names.contains(Name.normalized(text)) { return true }
    return aliases(of: block, in: names, hashes: hashes)
  }

  private func aliases(of block: Block, in names: Set<String>, hashes: Set<UInt64>) -> Bool {
    guard let aliases = block.aliases else { return false }
    if let aliasHashes = block.aliasHashes, !aliasHashes.contains(where: hashes.contains) {
      return false
    }
    let text = String(decoding: bytes[aliases], as: UTF8.self)
    return text.split(separator: ";").contains { names.contains(Name.normalized($0)) }
  }

  /// FNV-1a of text folded as names are (lower case, blanks as single spaces, none at the
  /// ends), counting only ASCII bytes: two texts that are the same name have the same hash.
  /// Lower-casing maps other letters to other letters, so skipping them keeps that true;
  /// `nil` for text holding the few characters where it does not (Unicode spaces, the Kelvin
  /// sign, dotted capital I), which need a real comparison.
  package static func foldedHash(_ text: ArraySlice<UInt8>) -> UInt64? {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var pendingSpace = false
    var started = false
    var previous: UInt8 = 0
    for var byte in text {
      if byte >= 0x80 {
        // U+00A0 (C2 A0), U+0130 (C4 B0), U+2000–U+206F and U+2100–U+214F (E2 80–85),
        // U+3000 (E3 80).
        let pair = (previous, byte)
        if pair == (0xC2, 0xA0) || pair == (0xC4, 0xB0) || previous == 0xE2 && byte <= 0x85
          || pair == (0xE3, 0x80)
        {
          return nil
        }
        previous = byte
        continue
      }
      previous = byte
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        pendingSpace = started
        continue
      }
      if pendingSpace {
        hash = (hash ^ 0x20) &* 0x100_0000_01b3
        pendingSpace = false
      }
      if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      started = true
    }
    return hash
  }

  /// The end of a plain key on its line: the `:` before a blank, a comment or the line end.
  private func plainKeyEnd(_ range: Range<Int>) -> Int? {
    var index = range.lowerBound
    while index < range.upperBound {
      if bytes[index] == 0x3A,
        index + 1 == range.upperBound || bytes[index + 1] == 0x20 || bytes[index + 1] == 0x09
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The block's name and its aliases, as written.
  func names(of index: Int) -> [String]? {
    let block = blocks[index]
    guard let key = keyText(block.key) else { return nil }
    var names = [key]
    if let aliases = block.aliases {
      for alias in String(decoding: bytes[aliases], as: UTF8.self).split(separator: ";") {
        let alias = alias.trimmingSpaces
        if !alias.isEmpty { names.append(alias) }
      }
    }
    return names
  }

  /// The names the block claims, as keys: its own and its aliases'.
  func claimedNames(_ index: Int) -> [String] {
    let block = blocks[index]
    var names = keyText(block.key).map { [Name.normalized($0)] } ?? []
    if let aliases = block.aliases {
      names += String(decoding: bytes[aliases], as: UTF8.self).split(separator: ";")
        .map { Name.normalized($0) }
    }
    return names
  }

  /// The names the block's ingredients without a snapshot may need.
  func ingredientNames(_ index: Int) -> [String] {
    blocks[index].ingredients.flatMap { range -> [String] in
      let line = String(decoding: bytes[range.lowerBound..<commentStart(range)], as: UTF8.self)
      var ignored: [Diagnostic] = []
      guard let entry = EntrySyntax.parse(line, into: &ignored), entry.snapshot == nil else {
        return []
      }
      let what = String(decoding: Array(line.utf8)[entry.what], as: UTF8.self)
      return LibraryExcerpt.candidates(what, leading: entry.amountPlacement == .leading)
    }
  }

  /// The key of a `key: value` or `key:` line, unquoted; `nil` when the line holds none.
  private func keyText(_ range: Range<Int>) -> String? {
    let quote = bytes[range.lowerBound]
    if quote == 0x22 || quote == 0x27 {
      var value: [UInt8] = []
      var index = range.lowerBound + 1
      while index < range.upperBound {
        let byte = bytes[index]
        if byte == quote {
          guard quote == 0x27, index + 1 < range.upperBound, bytes[index + 1] == 0x27 else {
            return String(decoding: value, as: UTF8.self)
          }
          index += 1
        } else if quote == 0x22, byte == 0x5C {
          index += 1
          guard index < range.upperBound else { return nil }
        }
        value.append(bytes[index])
        index += 1
      }
      return nil
    }
    let end = commentStart(range)
    var last = end
    while last > range.lowerBound, bytes[last - 1] == 0x20 { last -= 1 }
    if last > range.lowerBound, bytes[last - 1] == 0x3A {
      return String(decoding: bytes[range.lowerBound..<(last - 1)], as: UTF8.self)
    }
    var index = range.lowerBound
    while index + 1 < end {
      if bytes[index] == 0x3A, bytes[index + 1] == 0x20 {
        return String(decoding: bytes[range.lowerBound..<index], as: UTF8.self)
      }
      index += 1
    }
    return nil
  }

  /// The value of a `name: value` line whose name is `name` in any case, comment left out.
  private func fieldValue(_ name: StaticString, _ range: Range<Int>) -> Range<Int>? {
    let count = name.utf8CodeUnitCount
    guard range.count > count, bytes[range.lowerBound + count] == 0x3A else { return nil }
    for offset in 0..<count {
      var byte = bytes[range.lowerBound + offset]
      if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
      guard byte == name.utf8Start[offset] else { return nil }
    }
    return (range.lowerBound + count + 1)..<commentStart(range)
  }

  /// Where an end-of-line comment (` #`) starts in a line, or the line's end.
  private func commentStart(_ range: Range<Int>) -> Int {
    var index = range.lowerBound
    while index + 1 < range.upperBound {
      if bytes[index + 1] == 0x23, bytes[index] == 0x20 || bytes[index] == 0x09 { return index }
      index += 1
    }
    return range.upperBound
  }
}
