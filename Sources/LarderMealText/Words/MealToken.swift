import LarderModel

/// One word, number or separator of a meal text, folded for comparison.
///
/// ```
/// "200g Crème fraîche, ½ cup rice"
///  200 | g | creme | fraiche | , | ½ | cup | rice
/// ```
struct MealToken: Hashable, Sendable {
  /// What a token is.
  enum Kind: Hashable, Sendable {
    /// Letters (and digits after a letter): `rice`, `jerrys`, `b12`.
    case word
    /// A decimal, a fraction or a vulgar fraction: `200`, `1.5`, `1/2`, `½`, `1½`.
    case number
    /// `,`, `;`, `&`, `+` or a full stop.
    case separator
  }

  /// What the token is.
  let kind: Kind
  /// Lower case with accents removed (`Name.searchKey`), apostrophes left out: `jerrys`.
  let text: String
  /// The value of a number.
  let value: Double
  /// Where the token was typed, as UTF-8 offsets into the text.
  let range: Range<Int>

  /// Whether the token is the word `word`.
  func `is`(_ word: String) -> Bool {
    kind == .word && text == word
  }
}

/// Splits text into `MealToken`s: a run starting with a letter is a word, one starting with a
/// digit a number; `,` `;` `&` `+` and a full stop separate; everything else (spaces, hyphens,
/// brackets, `%`) only ends a word.
///
/// It reads UTF-8 bytes and asks Unicode only about scalars beyond ASCII, because the catalog
/// tokenizes every name of the library: ten thousand names in a few milliseconds.
enum MealTokenizer {
  /// The tokens of `text`.
  static func tokens(_ text: String) -> [MealToken] {
    var tokens: [MealToken] = []
    forEachToken(in: text) { tokens.append($0) }
    return tokens
  }

  /// Calls `body` with each token of `text`, in order, without collecting them.
  static func forEachToken(in text: String, _ body: (MealToken) -> Void) {
    var text = text
    text.withUTF8 { bytes in
      var scanner = Scanner(bytes: bytes)
      while let token = scanner.next() { body(token) }
    }
  }

  /// The vulgar fractions people paste from recipes.
  static let vulgarFractions: [Unicode.Scalar: Double] = [
    "½": 0.5, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "¼": 0.25, "¾": 0.75, "⅕": 0.2, "⅛": 0.125,
  ]

  private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
    }

    mutating func next() -> MealToken? {
      while position < bytes.count {
        let byte = bytes[position]
        if isDigit(at: position) || (byte == 0x2E && isDigit(at: position + 1)) {
          return number()
        }
        if byte < 0x80 {
          if isLetter(byte) { return word() }
          position += 1
          // , ; & + and a full stop that is not a decimal point.
          if byte == 0x2C || byte == 0x3B || byte == 0x26 || byte == 0x2B || byte == 0x2E {
            return MealToken(
              kind: .separator, text: String(UnicodeScalar(byte)), value: 0,
              range: (position - 1)..<position)
          }
          continue
        }
        let (scalar, length) = decode(at: position)
        if let value = MealTokenizer.vulgarFractions[scalar] {
          position += length
          return MealToken(
            kind: .number, text: String(scalar), value: value,
            range: (position - length)..<position)
        }
        if scalar.properties.isAlphabetic { return word() }
        position += length
      }
      return nil
    }

    /// `200`, `1.5`, `.5`, `1/2`, `1½`; letters right after the digits (`200g`) are the next
    /// token.
    private mutating func number() -> MealToken {
      let start = position
      var text = digits()
      if position < bytes.count, bytes[position] == 0x2E, isDigit(at: position + 1) {
        position += 1
        text += "." + digits()
      } else if position < bytes.count, bytes[position] == 0x2F, isDigit(at: position + 1) {
        position += 1
        let denominator = digits()
        let value = (Double(text) ?? 0) / max(Double(denominator) ?? 1, 1)
        return MealToken(
          kind: .number, text: text + "/" + denominator, value: value, range: start..<position)
      }
      var value = Double(text.hasPrefix(".") ? "0" + text : text) ?? 0
      if position < bytes.count, bytes[position] >= 0x80 {
        let (scalar, length) = decode(at: position)
        if let fraction = MealTokenizer.vulgarFractions[scalar] {
          text.unicodeScalars.append(scalar)
          value += fraction
          position += length
        }
      }
      return MealToken(kind: .number, text: text, value: value, range: start..<position)
    }

    private mutating func digits() -> String {
      let start = position
      while isDigit(at: position) { position += 1 }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    /// Letters, then letters, digits and apostrophes (`jerry's`, `b12`), lower case and
    /// without accents.
    private mutating func word() -> MealToken {
      let start = position
      var isASCII = true
      while position < bytes.count {
        let byte = bytes[position]
        if byte < 0x80 {
          guard isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x27 else { break }
          position += 1
          continue
        }
        let (scalar, length) = decode(at: position)
        guard
          scalar == "’" || scalar.properties.isAlphabetic
            || scalar.properties.generalCategory == .nonspacingMark
        else { break }
        isASCII = false
        position += length
      }
      let range = start..<position
      return MealToken(
        kind: .word, text: isASCII ? asciiText(range) : foldedText(range), value: 0, range: range)
    }

    /// An ASCII word in lower case, apostrophes left out, written straight into the string
    /// (most words are short enough to need no allocation at all).
    private func asciiText(_ range: Range<Int>) -> String {
      String(unsafeUninitializedCapacity: range.count) { buffer in
        var count = 0
        for byte in bytes[range] where byte != 0x27 {
          buffer[count] = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
          count += 1
        }
        return count
      }
    }

    /// A word with letters beyond ASCII, folded as names are searched (`Crème` → `creme`).
    private func foldedText(_ range: Range<Int>) -> String {
      var text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
      text.removeAll { $0 == "'" || $0 == "’" }
      return Name.searchKey(text)
    }

    private func isDigit(at index: Int) -> Bool {
      index < bytes.count && bytes[index] >= 0x30 && bytes[index] <= 0x39
    }

    private func isLetter(_ byte: UInt8) -> Bool {
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
    }

    /// The scalar starting at `index` and its length in bytes (a stray byte reads as U+FFFD).
    private func decode(at index: Int) -> (Unicode.Scalar, Int) {
      var iterator = bytes[index...].makeIterator()
      var decoder = UTF8()
      guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
        return ("\u{FFFD}", 1)
      }
      return (scalar, UTF8.width(scalar))
    }
  }
}
