/// A name of a food, alias, category, meal slot or unit, compared as FORMAT.md §3.1 says:
/// case-insensitively, with runs of white space folded to one space, accents significant.
///
/// ```
/// "Oatmeal,  Dry" == "oatmeal, dry"      "crème fraîche" != "creme fraiche"
/// ```
///
/// Equality and hashing use `key` only; `text` keeps the spelling as written.
public struct Name: Hashable, Sendable, Comparable {
  /// The name as written.
  public let text: String
  /// The comparison key: lower case, white space folded and trimmed.
  public let key: String

  /// Creates a name from its written spelling.
  public init(_ text: String) {
    self.text = text
    self.key = Name.normalized(text)
  }

  /// The comparison key of any text: lower case, runs of white space folded to one space,
  /// leading and trailing white space removed; accents kept.
  public static func normalized(_ text: some StringProtocol) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for byte in text.utf8 {
      if byte >= 0x80 {
        return slowNormalized(text)
      }
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        pendingSpace = !bytes.isEmpty
        continue
      }
      if pendingSpace {
        bytes.append(0x20)
        pendingSpace = false
      }
      bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The search key of any text: the comparison key with accents removed, for finding
  /// `crème fraîche` by typing `creme fraiche`.
  public static func searchKey(_ text: some StringProtocol) -> String {
    let key = normalized(text)
    guard key.utf8.contains(where: { $0 >= 0x80 }) else { return key }
    var scalars = String.UnicodeScalarView()
    for scalar in key.unicodeScalars {
      if let folded = AccentFolding.base(of: scalar) {
        scalars.append(contentsOf: folded.unicodeScalars)
      } else if !AccentFolding.isCombiningMark(scalar) {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  private static func slowNormalized(_ text: some StringProtocol) -> String {
    text.lowercased()
      .split(whereSeparator: { $0.isWhitespace })
      .joined(separator: " ")
  }

  /// Whether two names are the same name: their keys are equal.
  public static func == (lhs: Name, rhs: Name) -> Bool {
    lhs.key == rhs.key
  }

  /// Hashes the key, consistently with equality.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
  }

  /// Orders names by key, for stable listings.
  public static func < (lhs: Name, rhs: Name) -> Bool {
    lhs.key < rhs.key
  }
}

extension Name: CustomStringConvertible, ExpressibleByStringLiteral {
  /// The name as written.
  public var description: String { text }

  /// Creates a name from a literal, for tests and built-in defaults.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}
