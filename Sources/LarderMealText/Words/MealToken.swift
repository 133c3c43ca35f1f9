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
/// digit a number; `,` `;` `&` `+` and a full stop separate; a dash between numbers is the
/// word `to` (`2-3`); everything else (spaces, other hyphens, brackets, `%`) only ends a word.
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
        if let length = timeOfDayLength(at: position) {
          // `rice at 12:30` says when, not how much.
          position += length
          continue
        }
        if isDigit(at: position) || (byte == 0x2E && isDigit(at: position + 1)) {
          return number()
        }
        if byte < 0x80 {
          if isLetter(byte) { return word() }
          if byte == 0x2D, let range = rangeDash(length: 1) { return range }
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
        if scalar == "\u{2013}", let range = rangeDash(length: length) { return range }
        if let value = MealTokenizer.vulgarFractions[scalar] {
          position += length
          return MealToken(
            kind: .number, text: String(scalar), value: value,
            range: (position - length)..<position)
        }
        if scalar.properties.numericType == .decimal { return otherDigits() }
        if scalar.properties.isAlphabetic { return word() }
        position += length
      }
      return nil
    }

    /// A hyphen or en dash of `length` bytes at `position` between two numbers (`2-3 eggs`,
    /// `2–3 eggs`, `1/2-3/4 cup`, `½-1 cup`) read as the word `to` of a range, and consumed;
    /// nil for any other dash, and for that of a mixed number (`1-1/2 cups`: a whole number,
    /// then a fraction), which the numbers make alone.
    private mutating func rangeDash(length: Int) -> MealToken? {
      guard isDigit(at: position + length) else { return nil }
      var start = position
      while start > 0, isDigit(at: start - 1) { start -= 1 }
      let afterFraction =
        start < position ? start > 0 && bytes[start - 1] == 0x2F : endsVulgarFraction()
      guard start < position || afterFraction else { return nil }
      var end = position + length
      while isDigit(at: end) { end += 1 }
      guard afterFraction || end >= bytes.count || bytes[end] != 0x2F else { return nil }
      position += length
      return MealToken(kind: .word, text: "to", value: 0, range: (position - length)..<position)
    }

    /// Whether a vulgar fraction (`½`, `⅓`) ends right before `position`.
    private func endsVulgarFraction() -> Bool {
      [2, 3].contains { length in
        guard position >= length else { return false }
        let (scalar, decoded) = decode(at: position - length)
        return decoded == length && MealTokenizer.vulgarFractions[scalar] != nil
      }
    }

    /// A whole number in digits of another script, as a phone may type them: `２` (full
    /// width), `٣` (Arabic-Indic).
    private mutating func otherDigits() -> MealToken {
      let start = position
      var value = 0.0
      while position < bytes.count, bytes[position] >= 0x80 {
        let (scalar, length) = decode(at: position)
        guard scalar.properties.numericType == .decimal,
          let digit = scalar.properties.numericValue
        else { break }
        value = value * 10 + digit
        position += length
      }
      return MealToken(
        kind: .number, text: String(Int(min(value, 1e15))), value: value,
        range: start..<position)
    }

    /// `200`, `1.5`, `.5`, `1/2`, `1½`, a decimal comma (`1,5`) and thousands (`1,000`);
    /// letters right after the digits (`200g`) are the next token. A fraction over zero
    /// (`1/0`) is worth nothing, so it is no amount.
    private mutating func number() -> MealToken {
      let start = position
      var text = digits()
      if position < bytes.count, bytes[position] == 0x2E, isDigit(at: position + 1) {
        position += 1
        text += "." + digits()
      } else if position < bytes.count, bytes[position] == 0x2F, isDigit(at: position + 1) {
        position += 1
        let denominator = digits()
        let divisor = Double(denominator) ?? 0
        let value = divisor > 0 ? (Double(text) ?? 0) / divisor : 0
        return MealToken(
          kind: .number, text: text + "/" + denominator, value: value, range: start..<position)
      } else if position < bytes.count, bytes[position] == 0x2C, isDigit(at: position + 1) {
        text += commaPart(after: text)
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

    /// What a comma between digits adds to the number `whole` before it, the comma consumed:
    /// thousands (`1,000`, `12,500,000`: groups of three digits after one or two) or a
    /// decimal comma (`1,5`, `2,25`: one or two digits). Anything else (`150,200`, `1,2345`)
    /// is left, and the comma separates.
    private mutating func commaPart(after whole: String) -> String {
      var groups = ""
      var index = position
      while whole.count <= 2, index < bytes.count, bytes[index] == 0x2C,
        (1...3).allSatisfy({ isDigit(at: index + $0) }), !isDigit(at: index + 4)
      {
        groups += String(
          decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<(index + 4)]), as: UTF8.self)
        index += 4
      }
      if !groups.isEmpty {
        position = index
        return groups
      }
      var end = position + 1
      while isDigit(at: end) { end += 1 }
      guard end - position - 1 <= 2 else { return "" }
      let decimals = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[(position + 1)..<end]), as: UTF8.self)
      position = end
      return "." + decimals
    }

    /// The length of a time of day at `index` (`7:30`, `12:30`, `19:05`), or nil.
    private func timeOfDayLength(at index: Int) -> Int? {
      var colon = index
      while isDigit(at: colon), colon - index < 2 { colon += 1 }
      guard colon > index, colon < bytes.count, bytes[colon] == 0x3A,
        isDigit(at: colon + 1), isDigit(at: colon + 2), !isDigit(at: colon + 3),
        index == 0 || !isDigit(at: index - 1)
      else { return nil }
      return colon + 3 - index
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
