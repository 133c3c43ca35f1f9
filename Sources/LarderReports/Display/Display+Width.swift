extension Display {
  /// The columns `text` takes in a terminal, which every aligned table pads by: a character
  /// of East Asian Wide or Fullwidth (`米`, `ｶ`) or an emoji shown as an emoji (`🍙`, `❤️`)
  /// takes two, a combining mark none (`é` written `e` + U+0301 takes one), and ANSI styles
  /// (`ESC [ … m`) none.
  ///
  /// ```
  /// Display.width("rice")     4
  /// Display.width("米饭")      4
  /// Display.width("🍙 onigiri") 10
  /// ```
  public static func width(_ text: String) -> Int {
    // Most cells are ASCII without styles: one byte a column.
    let isPlain = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
    if isPlain == true { return text.utf8.count }
    var columns = 0
    var inEscape = false
    for character in text {
      if inEscape {
        if character == "m" { inEscape = false }
      } else if character == "\u{1B}" {
        inEscape = true
      } else {
        columns += width(of: character)
      }
    }
    return columns
  }

  /// `text` padded with spaces to `width` columns, on the right or (`alignRight`) the left;
  /// text already as wide is kept as it is.
  public static func pad(_ text: String, _ width: Int, alignRight: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - self.width(text)))
    return alignRight ? padding + text : text + padding
  }

  /// `text` shortened to at most `width` columns with a final `…`, never cutting a wide
  /// character in half; text with styles is kept whole.
  public static func fit(_ text: String, _ width: Int) -> String {
    guard self.width(text) > width else { return text }
    guard !text.contains("\u{1B}") else { return text }
    var kept = ""
    var columns = 0
    for character in text {
      let next = Display.width(of: character)
      if columns + next > width - 1 { break }
      kept.append(character)
      columns += next
    }
    return kept + "…"
  }

  /// `text` broken into lines of at most `width` columns, between words where it can be and
  /// inside a word longer than a line.
  ///
  /// ```
  /// Display.wrap("Protein Sources", 10)   ["Protein", "Sources"]
  /// ```
  public static func wrap(_ text: String, _ width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var columns = 0
    for word in text.split(separator: " ") {
      var word = Substring(word)
      var wordColumns = self.width(String(word))
      if columns > 0, columns + 1 + wordColumns <= width {
        line += " " + word
        columns += 1 + wordColumns
        continue
      }
      if columns > 0 { lines.append(line) }
      // A word wider than a line fills whole lines first.
      while wordColumns > width {
        var head = ""
        var headColumns = 0
        for character in word {
          let next = Display.width(of: character)
          if headColumns + next > width, headColumns > 0 { break }
          head.append(character)
          headColumns += next
        }
        lines.append(head)
        word = word.dropFirst(head.count)
        wordColumns -= headColumns
      }
      line = String(word)
      columns = wordColumns
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// The columns of one character as a terminal shows it: 2 for wide and emoji, 0 for a
  /// mark or a joiner on its own, else 1.
  static func width(of character: Character) -> Int {
    var columns = 0
    for scalar in character.unicodeScalars {
      let properties = scalar.properties
      if scalar == "\u{FE0F}" || properties.isEmojiPresentation || isWide(scalar.value) {
        return 2
      }
      switch properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .format, .control: continue
      default: columns = 1
      }
    }
    return columns
  }

  /// Whether a code point is East Asian Wide or Fullwidth (Unicode 15, UAX #11), apart from
  /// the emoji `isEmojiPresentation` already tells.
  private static func isWide(_ value: UInt32) -> Bool {
    guard value >= 0x1100 else { return false }
    for range in wideRanges where range.contains(value) { return true }
    return false
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initials
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small forms
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x18CFF,  // Tangut, Khitan
    0x1AFF0...0x1B2FF,  // Kana supplement and extensions, Nushu
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x2FFFD,  // CJK extensions B to F
    0x30000...0x3FFFD,  // CJK extensions G and H
  ]
}
