/// Maps accented Latin letters to their base letters for search, without Foundation.
///
/// Covers Latin-1 Supplement and Latin Extended-A, which hold the accents of food names in
/// Western European languages, plus combining marks written after a base letter.
enum AccentFolding {
  /// The unaccented spelling of a precomposed lower-case letter, or `nil` when it has none.
  static func base(of scalar: Unicode.Scalar) -> String? {
    let value = scalar.value
    guard value >= 0xDF, value <= 0x17F else { return nil }
    return table[Int(value - 0xDF)]
  }

  /// Whether the scalar is a combining diacritical mark (U+0300–U+036F).
  static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    (0x300...0x36F).contains(scalar.value)
  }

  // Index 0 is U+00DF; `nil` keeps a letter that has no unaccented form.
  private static let table: [String?] = {
    var table = [String?](repeating: nil, count: 0x17F - 0xDF + 1)
    func set(_ first: UInt32, _ letters: String) {
      for (offset, letter) in letters.enumerated() where letter != "_" {
        table[Int(first - 0xDF) + offset] = String(letter)
      }
    }
    table[0] = "ss"
    set(0xE0, "aaaaaa_ceeeeiiii_nooooo_ouuuuy_y")
    table[Int(0xE6 - 0xDF)] = "ae"
    table[Int(0xF8 - 0xDF)] = "o"
    set(0x100, "aaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiii__jjkkkllllllllllnnnnnnn")
    table[Int(0x132 - 0xDF)] = "ij"
    table[Int(0x133 - 0xDF)] = "ij"
    set(0x14C, "oooooo")
    table[Int(0x152 - 0xDF)] = "oe"
    table[Int(0x153 - 0xDF)] = "oe"
    set(0x154, "rrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs")
    return table
  }()
}
