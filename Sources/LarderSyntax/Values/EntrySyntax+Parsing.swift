extension EntrySyntax {
  /// The parts of an entry before its `=`.
  private struct Head {
    var what: Range<Int>
    var amount: AmountSyntax?
    var amountPlacement = AmountPlacement.trailing
    var unit: Range<Int>?
  }

  /// Reads the trimmed `range` as an entry.
  ///
  /// The parts are read into locals and the entry is built once at the end: entries are parsed
  /// by the ten thousand, and building a large value in place avoids copying it around.
  @inline(__always)
  static func read(
    _ text: ValueText, _ range: Range<Int>, into diagnostics: inout [Diagnostic]
  ) -> EntrySyntax? {
    guard !range.isEmpty else {
      diagnostics.append(
        text.error(
          "empty-entry", range, "empty entry",
          hint: "Write what was eaten and how much, as in \"oatmeal 60 g\", or remove the line."))
      return nil
    }
    let end = range.upperBound
    let equals = text.first(UInt8(ascii: "="), in: range)
    let headEnd = text.trimmed(range.lowerBound..<(equals ?? end)).upperBound
    var start = range.lowerBound
    var time: ClockTimeSyntax?
    var componentMarker: Range<Int>?
    // `+ x`, and a `+` alone before the `=`, as `+=2f` is read as `+ = 2f` would be.
    if text[start] == UInt8(ascii: "+"), start + 1 >= headEnd || text[start + 1].isBlank {
      componentMarker = text.file(start..<(start + 1))
      start = text.skipBlanks(start + 1, end)
    } else if start < headEnd {
      let first = text.word(at: start, headEnd)
      if let minutes = ClockTimeSyntax.validMinutes(text, first) {
        time = ClockTimeSyntax(minutes: minutes, range: text.file(first))
        start = text.skipBlanks(first.upperBound, end)
      } else if ClockTimeSyntax.looksLikeTime(text, first) {
        time = ClockTimeSyntax.read(
          text, first, allowingEndOfDay: false, id: "bad-time", into: &diagnostics)
        start = text.skipBlanks(first.upperBound, end)
      }
    }
    let head = readHead(text, start..<max(start, headEnd), into: &diagnostics)
    if head.what.isEmpty {
      diagnostics.append(
        text.error(
          "empty-entry", range, "entry \(text.quoted(range)) names nothing eaten",
          hint: "Write what was eaten, as in \"07:40 oatmeal 60 g\"."))
    }
    var snapshot: SnapshotSyntax?
    if let equals {
      let snapshotRange = text.trimmed((equals + 1)..<end)
      if snapshotRange.isEmpty {
        diagnostics.append(
          text.error(
            "bad-snapshot", equals..<(equals + 1), "nothing after \"=\"",
            hint: "Write the nutrition after \"=\", as in \"= 228 kcal 8.1p 40.5c 4.1f\", "
              + "or remove the \"=\"."))
      } else {
        snapshot = SnapshotSyntax.read(text, snapshotRange, into: &diagnostics)
      }
    }
    return EntrySyntax(
      range: text.file(range), time: time, componentMarker: componentMarker,
      what: text.file(head.what), amount: head.amount, amountPlacement: head.amountPlacement,
      unit: head.unit.map(text.file), equalsSign: equals.map { text.file($0..<($0 + 1)) },
      snapshot: snapshot)
  }

  /// Splits `what amount unit` (or `amount words`) in the trimmed `head`: the amount is the
  /// last number-like word, with a whole number before it when it is a fraction.
  private static func readHead(
    _ text: ValueText, _ head: Range<Int>, into diagnostics: inout [Diagnostic]
  ) -> Head {
    var previous: Range<Int>?
    var beforePrevious: Range<Int>?
    var number: Range<Int>?
    var beforeNumber: Range<Int>?
    var twoBeforeNumber: Range<Int>?
    var index = head.lowerBound
    while index < head.upperBound {
      // One pass per word: most words have a letter and are ruled out as numbers on the way.
      let start = index
      var couldBeNumber = true
      var hasDigit = false
      var hasNonASCII = false
      while index < head.upperBound {
        let byte = text[index]
        if byte.isBlank { break }
        if byte.isDigit {
          hasDigit = true
        } else if byte >= 0x80 {
          hasNonASCII = true
        } else if byte != UInt8(ascii: "."), byte != UInt8(ascii: ","), byte != UInt8(ascii: "/") {
          couldBeNumber = false
        }
        index += 1
      }
      let word = start..<index
      if couldBeNumber, hasNonASCII ? AmountSyntax.isNumberLike(text, word) : hasDigit {
        number = word
        beforeNumber = previous
        twoBeforeNumber = beforePrevious
      }
      beforePrevious = previous
      previous = word
      index = text.skipBlanks(index, head.upperBound)
    }
    guard let number else { return Head(what: head) }
    var amount = number
    var whatEnd = beforeNumber?.upperBound
    if let whole = beforeNumber, text.isDigits(whole),
      AmountSyntax.startsWithFraction(text, number)
    {
      amount = whole.lowerBound..<number.upperBound
      whatEnd = twoBeforeNumber?.upperBound
    }
    let read = AmountSyntax.read(text, amount, into: &diagnostics)
    let rest = text.skipBlanks(number.upperBound, head.upperBound)..<head.upperBound
    guard let whatEnd else {
      return Head(what: rest, amount: read, amountPlacement: .leading)
    }
    return Head(
      what: head.lowerBound..<whatEnd, amount: read, unit: rest.isEmpty ? nil : rest)
  }
}
