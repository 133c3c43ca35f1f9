extension NutrientListSyntax {
  /// Reads the non-empty, trimmed `range` into `list`, in place because entry parsing is hot
  /// and the list is large to copy.
  static func read(
    _ text: ValueText, _ range: Range<Int>, into list: inout NutrientListSyntax,
    _ diagnostics: inout [Diagnostic]
  ) {
    list.range = text.file(range)
    if readQuickly(text, range, into: &list) { return }
    list = NutrientListSyntax(range: list.range)
    readCarefully(text, range, into: &list, &diagnostics)
  }

  /// Reads the non-empty, trimmed `range` into the empty `list` item by item, explaining every
  /// problem.
  static func readCarefully(
    _ text: ValueText, _ range: Range<Int>, into list: inout NutrientListSyntax,
    _ diagnostics: inout [Diagnostic]
  ) {
    let end = range.upperBound
    var index = text.skipBlanks(range.lowerBound, end)
    while index < end {
      let token = withoutComma(text, text.word(at: index, end))
      index = text.skipBlanks(text.word(at: index, end).upperBound, end)
      var numberEnd = token.lowerBound
      while numberEnd < token.upperBound, text[numberEnd].isNumberByte { numberEnd += 1 }
      let number = token.lowerBound..<numberEnd
      guard !number.isEmpty else {
        let next = index < end ? withoutComma(text, text.word(at: index, end)) : index..<index
        if isNutrientWord(text, token), NumberSyntax.decimal(text, next) != nil {
          // `kcal 228`: the item is written backwards; one error covers both words.
          index = text.skipBlanks(text.word(at: index, end).upperBound, end)
          let written = token.lowerBound..<next.upperBound
          diagnostics.append(
            text.error(
              "bad-nutrient", written, "nutrient \(text.quoted(written)) has its number last",
              hint: "Put the number first, as in \"\(text.string(next)) \(text.string(token))\"."))
        } else {
          diagnostics.append(missingNumber(text, token))
        }
        continue
      }
      let kind: Kind
      let itemRange: Range<Int>
      if numberEnd < token.upperBound {
        guard let glued = gluedKind(text, numberEnd..<token.upperBound) else {
          diagnostics.append(unknownNutrient(text, token))
          continue
        }
        kind = glued
        itemRange = token
      } else {
        guard index < end else {
          diagnostics.append(missingNutrient(text, number))
          break
        }
        let word = withoutComma(text, text.word(at: index, end))
        if text[word.lowerBound].isNumberByte {
          diagnostics.append(missingNutrient(text, number))
          continue
        }
        index = text.skipBlanks(text.word(at: index, end).upperBound, end)
        if isMassUnit(text, word) {
          let next = index < end ? withoutComma(text, text.word(at: index, end)) : index..<index
          // `0.1 mg mg` names no nutrient either: a unit is no nutrient's name; the second
          // unit goes with the first, in one error.
          guard !next.isEmpty, !text[next.lowerBound].isNumberByte, !isMassUnit(text, next)
          else {
            if !next.isEmpty, isMassUnit(text, next) {
              index = text.skipBlanks(text.word(at: index, end).upperBound, end)
            }
            diagnostics.append(
              text.error(
                "bad-nutrient", number.lowerBound..<word.upperBound,
                "unit \(text.quoted(word)) names no nutrient",
                hint: "Follow the unit with a nutrient, as in \"0.9 mg iron\"."))
            continue
          }
          index = text.skipBlanks(text.word(at: index, end).upperBound, end)
          guard text.matches(word, "mg"), text.matches(next, "sodium") else {
            guard let value = NumberSyntax.decimal(text, number) else {
              diagnostics.append(NumberSyntax.problem("bad-nutrient", text, number))
              continue
            }
            list.namedItems.append(
              namedItem(text, value: value, from: number.lowerBound, unit: word, word: next))
            continue
          }
          kind = .sodium
          itemRange = number.lowerBound..<next.upperBound
        } else if let named = nutrient(named: word, in: text) {
          kind = named
          itemRange = number.lowerBound..<word.upperBound
        } else {
          diagnostics.append(unknownNutrient(text, word))
          continue
        }
      }
      guard let value = NumberSyntax.decimal(text, number) else {
        diagnostics.append(NumberSyntax.problem("bad-nutrient", text, number))
        continue
      }
      if list[kind] != nil {
        diagnostics.append(
          text.error(
            "duplicate-nutrient", itemRange,
            "duplicate \(kind.name) \(text.quoted(itemRange))",
            hint: "Give each nutrient at most once."))
        continue
      }
      list[kind] = Item(
        kind: kind, value: value, range: text.file(itemRange), valueRange: text.file(number))
    }
  }

  /// Reads a list without problems in one pass, or returns `false` at the first surprise so
  /// that the careful reading above can explain it: snapshots and foods are read by the ten
  /// thousand and are almost always well formed.
  static func readQuickly(
    _ text: ValueText, _ range: Range<Int>, into list: inout NutrientListSyntax
  ) -> Bool {
    let end = range.upperBound
    var index = range.lowerBound
    while index < end {
      let start = index
      var mantissa: UInt64 = 0
      var digits = 0
      var fractionDigits = -1
      while index < end {
        let byte = text[index]
        if byte.isDigit {
          mantissa = mantissa &* 10 &+ UInt64(byte &- 48)
          digits += 1
          if fractionDigits >= 0 { fractionDigits += 1 }
        } else if byte == UInt8(ascii: "."), fractionDigits < 0 {
          fractionDigits = 0
        } else {
          break
        }
        index += 1
      }
      guard digits > 0, digits <= 15, fractionDigits != 0, index < end else { return false }
      let numberEnd = index
      // A nutrient of the short spelling, or else the unit and word of a named item.
      var kind: Kind?
      var named: (unit: Range<Int>, word: Range<Int>)?
      if text[index].isLetter {
        guard let glued = gluedKind(text, index..<(index + 1)) else { return false }
        kind = glued
        index += 1
      } else {
        index = text.skipBlanks(index, end)
        var wordEnd = index
        while wordEnd < end, text[wordEnd].isLetter { wordEnd += 1 }
        let unit = text.word(at: index, end)
        if let short = nutrient(named: index..<wordEnd, in: text) {
          kind = short
          index = wordEnd
        } else if unit.lowerBound > numberEnd, isMassUnit(text, unit) {
          index = text.skipBlanks(unit.upperBound, end)
          let word = withoutComma(text, text.word(at: index, end))
          guard !word.isEmpty, !text[word.lowerBound].isNumberByte, !isMassUnit(text, word)
          else { return false }
          index = word.upperBound
          if text.matches(unit, "mg"), text.matches(word, "sodium") {
            kind = .sodium
          } else {
            named = (unit, word)
          }
        } else {
          return false
        }
      }
      if let kind, list[kind] != nil { return false }
      if index < end, text[index] == UInt8(ascii: ",") { index += 1 }
      let itemEnd = index
      index = text.skipBlanks(index, end)
      guard index == end || index > itemEnd else { return false }
      let scale = NumberSyntax.powerOfTen(max(fractionDigits, 0))
      let value = Double(mantissa) / scale
      guard value <= NumberSyntax.maximum else { return false }
      if let named {
        if list.namedItems.isEmpty {
          // A food lists a dozen named nutrients or more: room for one per 16 bytes left,
          // about what each takes, saves all but one doubling of growing the list from
          // empty. (One per 12 bytes saved that one too, but cost more in malloc.)
          list.namedItems.reserveCapacity(1 + (end - index) / 16)
        }
        list.namedItems.append(
          namedItem(text, value: value, from: start, unit: named.unit, word: named.word))
      } else if let kind {
        let itemRange = start..<(text[itemEnd - 1] == UInt8(ascii: ",") ? itemEnd - 1 : itemEnd)
        list[kind] = Item(
          kind: kind, value: value, range: text.file(itemRange),
          valueRange: text.file(start..<numberEnd))
      }
    }
    return true
  }

  /// The named item `number unit word`, such as `0.9 mg iron`, whose number starts at `start`.
  static func namedItem(
    _ text: ValueText, value: Double, from start: Int, unit: Range<Int>, word: Range<Int>
  ) -> NamedItem {
    NamedItem(
      value: value, unit: unitString(text, unit), word: text.string(word),
      range: text.file(start..<word.upperBound), wordRange: text.file(word))
  }

  /// A unit's text as written; the usual spellings come from literals, which need no
  /// decoding: a food library writes a hundred thousand of them.
  private static func unitString(_ text: ValueText, _ unit: Range<Int>) -> String {
    let first = text[unit.lowerBound]
    switch unit.count {
    case 1 where first == UInt8(ascii: "g"):
      return "g"
    case 2 where first == UInt8(ascii: "m") && text[unit.lowerBound + 1] == UInt8(ascii: "g"):
      return "mg"
    // The micro sign, U+00B5, then `g`.
    case 3
    where first == 0xC2 && text[unit.lowerBound + 1] == 0xB5
      && text[unit.lowerBound + 2] == UInt8(ascii: "g"):
      return "\u{B5}g"
    default:
      return text.string(unit)
    }
  }

  /// The nutrient named by a word that follows a number, such as `kcal` or `protein`.
  static func nutrient(named word: Range<Int>, in text: ValueText) -> Kind? {
    switch word.count {
    case 1: return gluedKind(text, word)
    case 3: return text.matches(word, "fat") ? .fat : nil
    case 4: return text.matches(word, "kcal") ? .kcal : nil
    case 5:
      if text.matches(word, "carbs") { return .carbs }
      if text.matches(word, "fibre") || text.matches(word, "fiber") { return .fibre }
      if text.matches(word, "sugar") { return .sugars }
      return nil
    case 6:
      if text.matches(word, "sugars") { return .sugars }
      if text.matches(word, "sodium") { return .sodium }
      return nil
    case 7: return text.matches(word, "protein") ? .protein : nil
    default: return nil
    }
  }

  /// Whether a word names a nutrient, including the `mg` of `mg sodium`.
  static func isNutrientWord(_ text: ValueText, _ word: Range<Int>) -> Bool {
    nutrient(named: word, in: text) != nil || isMassUnit(text, word)
  }

  /// Whether a word is a unit of a named item: `g`, `mg`, `µg`, `μg`, `ug` or `mcg`.
  static func isMassUnit(_ text: ValueText, _ word: Range<Int>) -> Bool {
    text.matches(word, "g") || text.matches(word, "mg") || text.matches(word, "ug")
      || text.matches(word, "mcg") || text.matches(word, "µg") || text.matches(word, "μg")
  }

  /// The nutrient of a one-letter suffix `p`, `c` or `f`.
  static func gluedKind(_ text: ValueText, _ suffix: Range<Int>) -> Kind? {
    guard suffix.count == 1 else { return nil }
    switch text[suffix.lowerBound].asciiLowercased {
    case UInt8(ascii: "p"): return .protein
    case UInt8(ascii: "c"): return .carbs
    case UInt8(ascii: "f"): return .fat
    default: return nil
    }
  }

  /// The word without the commas that may separate it from the next item: `sodium,,` is
  /// `sodium`, so that its canonical spelling reads back as the same nutrient.
  static func withoutComma(_ text: ValueText, _ word: Range<Int>) -> Range<Int> {
    var end = word.upperBound
    while end - word.lowerBound > 1, text[end - 1] == UInt8(ascii: ",") { end -= 1 }
    return word.lowerBound..<end
  }

  static func unknownNutrient(_ text: ValueText, _ range: Range<Int>) -> Diagnostic {
    text.error(
      "bad-nutrient", range, "unknown nutrient \(text.quoted(range))",
      hint: "Write kcal, p, c, f, fibre, sugars or mg sodium after a number, as in "
        + "\"228 kcal 8.1p\", or a unit and a nutrient, as in \"0.9 mg iron\".")
  }

  static func missingNumber(_ text: ValueText, _ range: Range<Int>) -> Diagnostic {
    if isNutrientWord(text, range) {
      return text.error(
        "bad-nutrient", range, "nutrient \(text.quoted(range)) has no number",
        hint: "Put the amount before the nutrient, as in \"228 kcal\".")
    }
    return unknownNutrient(text, range)
  }

  static func missingNutrient(_ text: ValueText, _ number: Range<Int>) -> Diagnostic {
    text.error(
      "bad-nutrient", number, "number \(text.quoted(number)) names no nutrient",
      hint: "Follow the number with a nutrient, as in \"228 kcal\" or \"8.1p\".")
  }
}

extension UInt8 {
  /// A byte that can be part of a written number, even a malformed one such as `1,5`.
  fileprivate var isNumberByte: Bool {
    isDigit || self == UInt8(ascii: ".") || self == UInt8(ascii: ",")
  }
}
