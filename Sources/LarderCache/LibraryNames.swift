public import LarderModel

/// Every food and recipe of the library as `larder foods search` ranks it: its kind, whether
/// it is a favourite, its name and aliases with their search keys. Kept with the stamps of
/// the library files, it spares the search a full reading of ten thousand foods.
///
/// The names come from a full reading of all the library files together: a file's foods
/// can lose a name to a file before it.
public struct LibraryNames: Sendable {
  /// A food or recipe, in the order the library holds them (foods, then recipes).
  public struct Item: Sendable {
    /// Whether it is a recipe.
    public let isRecipe: Bool
    /// Whether it is marked `favorite: yes`.
    public let isFavorite: Bool
    /// Its name and then its aliases, as positions in `Names`.
    public let names: Range<Int>
  }

  /// The files the names were read from, and their stamps.
  public let stamps: LibraryStamps
  /// The foods and recipes.
  public let items: [Item]
  /// Each name's text, then its search key, packed: see `Names`.
  private let packed: ArraySlice<UInt8>

  /// The names of `library`, read from files whose stamps are `stamps`.
  public init(_ library: FoodLibrary, stamps: LibraryStamps) {
    self.stamps = stamps
    var items: [Item] = []
    var texts: [String] = []
    func add(_ names: [Name], isRecipe: Bool, isFavorite: Bool) {
      let range = texts.count..<(texts.count + names.count)
      items.append(Item(isRecipe: isRecipe, isFavorite: isFavorite, names: range))
      texts += names.map(\.text)
    }
    for food in library.foods { add(food.allNames, isRecipe: false, isFavorite: food.isFavorite) }
    for recipe in library.recipes {
      add(recipe.allNames, isRecipe: true, isFavorite: recipe.isFavorite)
    }
    self.items = items
    packed = Names.pack(texts)[...]
  }

  /// Calls `body` with the names of the items.
  public func withNames<Result>(_ body: (Names) throws -> Result) rethrows -> Result {
    try packed.withUnsafeBytes { try body(Names(raw: $0)) }
  }

  /// The names of the items, packed in one buffer: three offsets for each name (where its
  /// text starts, where its text ends and its search key starts, where the key ends), then
  /// the texts and keys. Valid only inside `withNames`.
  public struct Names {
    private let raw: UnsafeRawBufferPointer

    fileprivate init(raw: UnsafeRawBufferPointer) {
      self.raw = raw
    }

    /// The text of name `index`, as written in the library.
    public func text(_ index: Int) -> String {
      String(decoding: bytes(offset(index, 0)..<offset(index, 1)), as: UTF8.self)
    }

    /// The search key of name `index`: `Name.searchKey` of its text.
    public func searchKey(_ index: Int) -> UnsafeBufferPointer<UInt8> {
      bytes(offset(index, 1)..<offset(index, 2))
    }

    private func offset(_ index: Int, _ field: Int) -> Int {
      Int(
        UInt32(
          littleEndian: raw.loadUnaligned(fromByteOffset: index * 12 + field * 4, as: UInt32.self)))
    }

    private func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(rebasing: raw.assumingMemoryBound(to: UInt8.self)[range])
    }

    /// `texts` with their search keys, packed.
    fileprivate static func pack(_ texts: [String]) -> [UInt8] {
      var table = ByteWriter()
      var strings: [UInt8] = []
      let start = texts.count * 12
      for text in texts {
        table.append(start + strings.count)
        strings += text.utf8
        table.append(start + strings.count)
        strings += Name.searchKey(text).utf8
        table.append(start + strings.count)
      }
      return table.bytes + strings
    }

    /// Whether `packed` holds `count` names whose offsets lie in order inside it, each name
    /// starting where the one before ended, so that no offset reads outside the buffer.
    fileprivate static func areWellFormed(_ packed: ArraySlice<UInt8>, count: Int) -> Bool {
      packed.withUnsafeBytes { raw in
        guard raw.count >= count * 12 else { return false }
        var previous = count * 12
        for index in 0..<(count * 3) {
          let offset = Int(
            UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)))
          // The first offset is where the strings start; each name's start is the end before.
          let expected = index % 3 == 0 ? offset == previous : offset >= previous
          guard expected, offset <= raw.count else { return false }
          previous = offset
        }
        return previous == raw.count
      }
    }
  }
}

extension LibraryNames {
  /// The names as bytes for `init(decoding:)`. Integrity is the keeper's concern.
  public func encoded() -> [UInt8] {
    var writer = ByteWriter()
    stamps.encode(into: &writer)
    writer.append(items.count)
    for item in items {
      writer.append(item.names)
      writer.appendByte((item.isRecipe ? 1 : 0) | (item.isFavorite ? 2 : 0))
    }
    writer.appendCounted(packed)
    return writer.bytes
  }

  /// The names `encoded()` gave; `nil` for bytes it cannot have given.
  public init?(decoding bytes: ArraySlice<UInt8>) {
    var reader = ByteReader(bytes)
    guard let stamps = LibraryStamps(reading: &reader), let count = reader.count() else {
      return nil
    }
    var items: [Item] = []
    items.reserveCapacity(count)
    var next = 0
    for _ in 0..<count {
      // Each item's names follow the one before's.
      guard let first = reader.integer(), first == next, let end = reader.integer(),
        end > first, let flags = reader.byte(), flags <= 3
      else { return nil }
      items.append(Item(isRecipe: flags & 1 != 0, isFavorite: flags & 2 != 0, names: first..<end))
      next = end
    }
    guard let packed = reader.countedBytes(), reader.isAtEnd,
      Names.areWellFormed(packed, count: next)
    else { return nil }
    self.stamps = stamps
    self.items = items
    self.packed = packed
  }
}
