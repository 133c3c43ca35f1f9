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
      text = String(name)
      return
    }
    var folded = ""
    var pendingSpace = false
    for character in name.lowercased() {
      if character == " " || character == "\t" {
        pendingSpace = !folded.isEmpty
      } else {
        if pendingSpace { folded.append(" ") }
        pendingSpace = false
        folded.append(character)
      }
    }
    text = folded
  }

  /// The folded text.
  public var description: String { text }
}
