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
  @inlinable
  public static func normalized(_ text: some StringProtocol) -> String {
    // Inlined so that callers get a version specialised to String or Substring; the byte
    // work happens in `asciiKey`, compiled once here.
    guard let key = text.utf8.withContiguousStorageIfAvailable(asciiKey) else {
      return normalized(String(text))
    }
    switch key {
    case .unchanged: return String(text)
    case .changed(let key): return key
    case .notASCII: return slowNormalized(String(text))
    }
  }

  /// The comparison key of a string, as `normalized(_:)` for any text gives it, reading the
  /// string's UTF-8 in place: names are normalized by the hundred thousand, and the generic
  /// version reaches a string's bytes through protocol witnesses.
  public static func normalized(_ text: String) -> String {
    var text = text
    switch text.withUTF8(asciiKey) {
    case .unchanged: return text
    case .changed(let key): return key
    case .notASCII: return slowNormalized(text)
    }
  }

  /// The outcome of normalizing bytes on the ASCII fast path.
  @usableFromInline
  enum ASCIIKey {
    /// The text is ASCII and already its own key.
    case unchanged
    /// The text is ASCII and this is its key.
    case changed(String)
    /// The text is not ASCII; Unicode lower-casing is needed.
    case notASCII
  }

  /// Normalizes ASCII bytes without intermediate arrays.
  @usableFromInline
  static func asciiKey(_ bytes: UnsafeBufferPointer<UInt8>) -> ASCIIKey {
    var needsChange = bytes.first == 0x20 || bytes.last == 0x20
    var previous: UInt8 = 0
    for byte in bytes {
      if byte >= 0x80 { return .notASCII }
      if (byte >= 0x41 && byte <= 0x5A) || byte == 0x09 || byte == 0x0A || byte == 0x0D
        || (byte == 0x20 && previous == 0x20)
      {
        needsChange = true
      }
      previous = byte
    }
    guard needsChange else { return .unchanged }
    return .changed(
      String(unsafeUninitializedCapacity: bytes.count) { buffer in
        var count = 0
        var pendingSpace = false
        for byte in bytes {
          if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            pendingSpace = count > 0
            continue
          }
          if pendingSpace {
            buffer[count] = 0x20
            count += 1
            pendingSpace = false
          }
          buffer[count] = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
          count += 1
        }
        return count
      })
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

  @usableFromInline
  static func slowNormalized(_ text: String) -> String {
    // One pass over UTF-8: ASCII bytes are folded directly, and only the scalars beyond ASCII
    // (the `ö` of `rösti`) pay for a Unicode property look-up. `String.lowercased()` plus split
    // and join cost ~50,000 instructions for a short accented name, which a 10,000-food library
    // pays thousands of times.
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count + 4)
    var pendingSpace = false
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar.isASCII {
        let byte = UInt8(scalar.value)
        if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
          pendingSpace = !result.isEmpty
          continue
        }
        if pendingSpace {
          result.append(0x20)
          pendingSpace = false
        }
        result.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
        continue
      }
      let properties = scalar.properties
      if properties.isWhitespace {
        pendingSpace = !result.isEmpty
        continue
      }
      if pendingSpace {
        result.append(0x20)
        pendingSpace = false
      }
      if properties.changesWhenLowercased {
        for lower in properties.lowercaseMapping.unicodeScalars {
          result.append(contentsOf: UTF8.encode(lower)!)
        }
      } else {
        result.append(contentsOf: UTF8.encode(scalar)!)
      }
    }
    return String(decoding: result, as: UTF8.self)
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
