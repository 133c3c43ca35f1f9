extension EntrySyntax {
  /// Reads the trimmed `range` as an entry.
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
    var entry = EntrySyntax(range: text.file(range), what: text.file(headEnd..<headEnd))
    var start = range.lowerBound
    if text[start] == UInt8(ascii: "+"), start + 1 == end || text[start + 1].isBlank {
      entry.componentMarker = text.file(start..<(start + 1))
      start = text.skipBlanks(start + 1, end)
    } else if start < headEnd {
      let first = text.word(at: start, headEnd)
      if ClockTimeSyntax.looksLikeTime(text, first) {
        entry.time = ClockTimeSyntax.read(
          text, first, allowingEndOfDay: false, id: "bad-time", into: &diagnostics)
        start = text.skipBlanks(first.upperBound, end)
      }
    }
    readHead(text, start..<max(start, headEnd), into: &entry, &diagnostics)
    if entry.what.isEmpty {
      diagnostics.append(
        text.error(
          "empty-entry", range, "entry \(text.quoted(range)) names nothing eaten",
          hint: "Write what was eaten, as in \"07:40 oatmeal 60 g\"."))
    }
    if let equals {
      entry.equalsSign = text.file(equals..<(equals + 1))
      let snapshot = text.trimmed((equals + 1)..<end)
      if snapshot.isEmpty {
        diagnostics.append(
          text.error(
            "bad-snapshot", equals..<(equals + 1), "nothing after \"=\"",
            hint: "Write the nutrition after \"=\", as in \"= 228 kcal 8.1p 40.5c 4.1f\", "
              + "or remove the \"=\"."))
      } else {
        entry.snapshot = SnapshotSyntax.read(text, snapshot, into: &diagnostics)
      }
    }
    return entry
  }

  /// Splits `what amount unit` (or `amount words`) in the trimmed `head`: the amount is the
  /// last number-like word, with a whole number before it when it is a fraction.
  private static func readHead(
    _ text: ValueText, _ head: Range<Int>, into entry: inout EntrySyntax,
    _ diagnostics: inout [Diagnostic]
  ) {
    var previous: Range<Int>?
    var beforePrevious: Range<Int>?
    var number: Range<Int>?
    var beforeNumber: Range<Int>?
    var twoBeforeNumber: Range<Int>?
    var index = head.lowerBound
    while index < head.upperBound {
      let word = text.word(at: index, head.upperBound)
      if AmountSyntax.isNumberLike(text, word) {
        number = word
        beforeNumber = previous
        twoBeforeNumber = beforePrevious
      }
      beforePrevious = previous
      previous = word
      index = text.skipBlanks(word.upperBound, head.upperBound)
    }
    guard let number else {
      entry.what = text.file(head)
      return
    }
    var amount = number
    var whatEnd = beforeNumber?.upperBound
    if let whole = beforeNumber, text.isDigits(whole),
      AmountSyntax.startsWithFraction(text, number)
    {
      amount = whole.lowerBound..<number.upperBound
      whatEnd = twoBeforeNumber?.upperBound
    }
    entry.amount = AmountSyntax.read(text, amount, into: &diagnostics)
    let rest = text.skipBlanks(number.upperBound, head.upperBound)..<head.upperBound
    if let whatEnd {
      entry.what = text.file(head.lowerBound..<whatEnd)
      entry.unit = rest.isEmpty ? nil : text.file(rest)
    } else {
      entry.amountPlacement = .leading
      entry.what = text.file(rest)
    }
  }
}
