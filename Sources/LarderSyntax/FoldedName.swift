/// A name as Larder compares names (FORMAT.md §3.1): case-insensitively, with runs of white
/// space folded to one space and leading and trailing white space ignored; accents count.
///
/// `FoldedName("Crème  Fraîche") == FoldedName("crème fraîche")`, but
/// `FoldedName("creme fraiche")` differs from both.
public struct FoldedName: Hashable, Sendable, CustomStringConvertible {
  /// The folded text: lower case, single spaces.
  public let text: String

  /// Folds `name`.
  public init(_ name: some StringProtocol) {
    self.init(String(name))
  }

  /// Folds `name`; the version the other initializer calls, compiled for strings, because a
  /// generic one called from another module walks the bytes through protocol witnesses.
  public init(_ name: String) {
    var isSimple = true
    var previousWasSpace = true
    for byte in name.utf8 {
      let isSpace = byte == 0x20
      if byte >= 0x80 || byte == 0x09 || byte >= 0x41 && byte <= 0x5A
        || isSpace && previousWasSpace
      {
        isSimple = false
        break
      }
      previousWasSpace = isSpace
    }
    if isSimple && !previousWasSpace {
      text = name
      return
    }
    text = Self.folded(Self.lowercasedUTF8(name))
  }

  /// The folded text.
  public var description: String { text }

  /// Folds the UTF-8 text `bytes` in place: afterwards they are the bytes of
  /// `FoldedName(String(decoding: bytes, as: UTF8.self)).text`. ASCII text, the usual case,
  /// is folded without making a string.
  public static func fold(_ bytes: inout [UInt8]) {
    guard bytes.allSatisfy({ $0 < 0x80 }) else {
      bytes = Array(FoldedName(String(decoding: bytes, as: UTF8.self)).text.utf8)
      return
    }
    // Each byte kept moves to `kept`, never ahead of where it was read.
    var kept = 0
    var pendingSpace = false
    for index in bytes.indices {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 {
        pendingSpace = kept > 0
        continue
      }
      if pendingSpace {
        bytes[kept] = 0x20
        kept += 1
        pendingSpace = false
      }
      bytes[kept] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
      kept += 1
    }
    bytes.removeLast(bytes.count - kept)
  }

  /// The UTF-8 of `name.lowercased()`: each scalar's lower-case mapping, in one pass, with only
  /// the scalars beyond ASCII looking up Unicode tables. Keys and food names are folded by the
  /// ten thousand, and `lowercased()` builds a string per scalar.
  private static func lowercasedUTF8(_ name: String) -> [UInt8] {
    var lowered: [UInt8] = []
    lowered.reserveCapacity(name.utf8.count)
    for scalar in name.unicodeScalars {
      if scalar.isASCII {
        let byte = UInt8(scalar.value)
        lowered.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
      } else {
        lowered.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
      }
    }
    return lowered
  }

  /// Lower-case text with each run of spaces and tabs folded to one space and none at the ends.
  ///
  /// Blanks are told by character, as `Character(" ")`: a space joined by a combining mark is
  /// not one. Only a blank next to a byte beyond ASCII can be joined so, and only text with such
  /// a blank pays for walking characters.
  private static func folded(_ lowered: [UInt8]) -> String {
    let count = lowered.count
    let isJoinable = lowered.indices.contains { index in
      let byte = lowered[index]
      return (byte == 0x20 || byte == 0x09)
        && (index > 0 && lowered[index - 1] >= 0x80
          || index + 1 < count && lowered[index + 1] >= 0x80)
    }
    guard !isJoinable else {
      var folded = ""
      var pendingSpace = false
      for character in String(decoding: lowered, as: UTF8.self) {
        if character == " " || character == "\t" {
          pendingSpace = !folded.isEmpty
        } else {
          if pendingSpace { folded.append(" ") }
          pendingSpace = false
          folded.append(character)
        }
      }
      return folded
    }
    var folded: [UInt8] = []
    folded.reserveCapacity(count)
    var pendingSpace = false
    for byte in lowered {
      if byte == 0x20 || byte == 0x09 {
        pendingSpace = !folded.isEmpty
      } else {
        if pendingSpace { folded.append(0x20) }
        pendingSpace = false
        folded.append(byte)
      }
    }
    return String(decoding: folded, as: UTF8.self)
  }
}
