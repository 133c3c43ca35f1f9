extension EntrySyntax {
  /// The canonical spelling in two parts, so that a formatter can align the `=` of several
  /// entries: `head` is `07:40 oatmeal 60 g` (time, marker, what, amount and unit with single
  /// spaces), `snapshot` the canonical snapshot after ` = `, if any.
  public func canonicalParts(
    in text: UnsafeBufferPointer<UInt8>, at offset: Int
  ) -> (head: String, snapshot: String?) {
    let snapshot = snapshot.map { snapshot in
      var spelled: [UInt8] = []
      snapshot.appendCanonical(ValueText(text, offset: offset), to: &spelled)
      return String(decoding: spelled, as: UTF8.self)
    }
    return (canonicalHead(in: text, at: offset), snapshot)
  }

  /// The canonical head alone, `07:40 oatmeal 60 g`, as `canonicalParts(in:at:)` gives it,
  /// without spelling the snapshot: an entry's reference hashes its head alone.
  public func canonicalHead(in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
    var head: [UInt8] = []
    appendCanonicalHead(in: text, at: offset, to: &head)
    return String(decoding: head, as: UTF8.self)
  }

  /// Appends the canonical head, as `canonicalHead(in:at:)` spells it, to UTF-8 bytes.
  public func appendCanonicalHead(
    in text: UnsafeBufferPointer<UInt8>, at offset: Int, to bytes: inout [UInt8]
  ) {
    appendCanonicalHead(ValueText(text, offset: offset), to: &bytes)
  }

  /// Appends the canonical spelling, head and snapshot, to UTF-8 bytes: one buffer for the
  /// whole line, because `larder fmt` spells every entry of a journal.
  func appendCanonical(_ text: ValueText, to bytes: inout [UInt8]) {
    appendCanonicalHead(text, to: &bytes)
    guard let snapshot else { return }
    bytes += " = ".utf8
    snapshot.appendCanonical(text, to: &bytes)
  }

  /// Appends the canonical head: time, marker, what, amount and unit with single spaces.
  private func appendCanonicalHead(_ text: ValueText, to bytes: inout [UInt8]) {
    let start = bytes.count
    bytes.reserveCapacity(start + range.count)
    func separate() {
      if bytes.count > start { bytes.append(UInt8(ascii: " ")) }
    }
    func appendWords(_ range: Range<Int>?) {
      guard let range, !range.isEmpty else { return }
      separate()
      text.appendFoldingBlanks(text.clampedLocal(range), to: &bytes)
    }
    func appendAmount() {
      guard let amount else { return }
      separate()
      amount.appendCanonical(text, to: &bytes)
    }
    time?.appendCanonical(to: &bytes)
    if isComponent { bytes.append(UInt8(ascii: "+")) }
    if amountPlacement == .leading {
      appendAmount()
      appendWords(unit)
      appendWords(what)
    } else {
      appendWords(what)
      appendAmount()
      appendWords(unit)
    }
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
