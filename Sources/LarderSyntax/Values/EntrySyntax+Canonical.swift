extension EntrySyntax {
  /// The canonical spelling in two parts, so that a formatter can align the `=` of several
  /// entries: `head` is `07:40 oatmeal 60 g` (time, marker, what, amount and unit with single
  /// spaces), `snapshot` the canonical snapshot after ` = `, if any.
  public func canonicalParts(
    in text: UnsafeBufferPointer<UInt8>, at offset: Int
  ) -> (head: String, snapshot: String?) {
    let text = ValueText(text, offset: offset)
    var head: [UInt8] = []
    head.reserveCapacity(range.count)
    func appendWords(_ range: Range<Int>?) {
      guard let range, !range.isEmpty else { return }
      if !head.isEmpty { head.append(UInt8(ascii: " ")) }
      text.appendFoldingBlanks(text.clampedLocal(range), to: &head)
    }
    if let time { head.append(contentsOf: time.canonical.utf8) }
    if isComponent { head.append(UInt8(ascii: "+")) }
    let amountSpelling = amount.map { $0.canonical(in: text.bytes, at: text.offset) }
    func appendAmount() {
      guard let amountSpelling else { return }
      if !head.isEmpty { head.append(UInt8(ascii: " ")) }
      head.append(contentsOf: amountSpelling.utf8)
    }
    if amountPlacement == .leading {
      appendAmount()
      appendWords(unit)
      appendWords(what)
    } else {
      appendWords(what)
      appendAmount()
      appendWords(unit)
    }
    let snapshot = snapshot.map { $0.canonical(in: text.bytes, at: text.offset) }
    return (String(decoding: head, as: UTF8.self), snapshot)
  }

  /// The canonical spelling in two parts; see `canonicalParts(in:at:)` for a buffer.
  public func canonicalParts(
    in text: String, at offset: Int = 0
  ) -> (head: String, snapshot: String?) {
    var text = text
    return text.withUTF8 { canonicalParts(in: $0, at: offset) }
  }

  /// The leading-amount entry with the first `wordCount` words of `what` taken as its unit, as
  /// the journal decides when they name a unit: `2 slices toast` → unit `slices`, what `toast`.
  ///
  /// Returns the entry unchanged unless its amount is leading, it has no unit yet and `what`
  /// has more than `wordCount` words.
  public func withLeadingUnit(
    wordCount: Int, in text: UnsafeBufferPointer<UInt8>, at offset: Int
  ) -> EntrySyntax {
    guard amountPlacement == .leading, unit == nil, wordCount > 0 else { return self }
    let text = ValueText(text, offset: offset)
    let words = text.clampedLocal(what)
    var unitEnd = words.lowerBound
    var index = words.lowerBound
    for _ in 0..<wordCount {
      guard index < words.upperBound else { return self }
      unitEnd = text.word(at: index, words.upperBound).upperBound
      index = text.skipBlanks(unitEnd, words.upperBound)
    }
    guard index < words.upperBound else { return self }
    var entry = self
    entry.unit = text.file(words.lowerBound..<unitEnd)
    entry.what = text.file(index..<words.upperBound)
    return entry
  }

  /// The leading-amount entry with the first `wordCount` words of `what` taken as its unit;
  /// see `withLeadingUnit(wordCount:in:at:)` for a buffer.
  public func withLeadingUnit(wordCount: Int, in text: String, at offset: Int = 0) -> EntrySyntax {
    var text = text
    return text.withUTF8 { withLeadingUnit(wordCount: wordCount, in: $0, at: offset) }
  }
}
