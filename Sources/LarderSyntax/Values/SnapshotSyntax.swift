/// The resolved nutrition of an entry (FORMAT.md §3.3): a nutrient list, then optionally the
/// category portions the entry counted toward.
///
/// ```
/// 88 kcal 0p 0c 10f; oils / fats / nuts 1, treats 0.5
/// ```
public struct SnapshotSyntax: ValueSyntax {
  /// The nutrition of the entry's amount.
  public var nutrients: NutrientListSyntax
  /// The category portions, in the order written; usually none or one.
  public var portions: [PortionSyntax]
  /// The snapshot's bytes in the file.
  public var range: Range<Int>

  /// Creates a snapshot.
  public init(nutrients: NutrientListSyntax, portions: [PortionSyntax], range: Range<Int>) {
    self.nutrients = nutrients
    self.portions = portions
    self.range = range
  }

  /// Reads a snapshot; a missing part is a `bad-snapshot` error, a bad nutrient a
  /// `bad-nutrient` error. Returns `nil` only for empty text.
  public static func parse(
    _ text: UnsafeBufferPointer<UInt8>, at offset: Int, into diagnostics: inout [Diagnostic]
  ) -> SnapshotSyntax? {
    let text = ValueText(text, offset: offset)
    let range = text.trimmed(text.all)
    guard !range.isEmpty else {
      diagnostics.append(
        text.error(
          "bad-snapshot", range, "missing snapshot",
          hint: "Write the nutrition after \"=\", as in \"= 228 kcal 8.1p 40.5c 4.1f\"."))
      return nil
    }
    return read(text, range, into: &diagnostics)
  }

  /// `228 kcal 8.1p 40.5c 4.1f; dairy 1, treats 0.5`: canonical nutrients, then the portions
  /// with single spaces in category names and numbers in their shortest spelling.
  public func canonical(in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
    var spelled: [UInt8] = []
    appendCanonical(ValueText(text, offset: offset), to: &spelled)
    return String(decoding: spelled, as: UTF8.self)
  }

  /// Appends the canonical spelling, read from `text`, to UTF-8 bytes.
  func appendCanonical(_ text: ValueText, to bytes: inout [UInt8]) {
    nutrients.appendCanonical(to: &bytes)
    for (index, portion) in portions.enumerated() {
      bytes += (index == 0 ? "; " : ", ").utf8
      text.appendFoldingBlanks(text.clampedLocal(portion.category), to: &bytes)
      bytes.append(UInt8(ascii: " "))
      NumberSyntax.appendTrimmedSpelling(
        text, text.clampedLocal(portion.number.range), to: &bytes)
    }
  }
}

extension SnapshotSyntax {
  /// Reads the non-empty, trimmed `range` as a snapshot, building it once at the end because
  /// a snapshot is large to copy.
  @inline(__always)
  static func read(
    _ text: ValueText, _ range: Range<Int>, into diagnostics: inout [Diagnostic]
  ) -> SnapshotSyntax {
    let semicolon = text.first(UInt8(ascii: ";"), in: range)
    let nutrientRange = text.trimmed(range.lowerBound..<(semicolon ?? range.upperBound))
    var nutrients = NutrientListSyntax(range: text.file(nutrientRange))
    if nutrientRange.isEmpty {
      diagnostics.append(
        text.error(
          "bad-snapshot", range, "snapshot \(text.quoted(range)) has no nutrients",
          hint: "Write the nutrients before \";\", as in \"88 kcal 0p 0c 10f; oils 1\"."))
    } else {
      NutrientListSyntax.read(text, nutrientRange, into: &nutrients, &diagnostics)
    }
    var portions: [PortionSyntax] = []
    if let semicolon {
      readPortions(text, (semicolon + 1)..<range.upperBound, into: &portions, &diagnostics)
    }
    return SnapshotSyntax(nutrients: nutrients, portions: portions, range: text.file(range))
  }

  /// Reads the `,`-separated portions after the `;`.
  private static func readPortions(
    _ text: ValueText, _ range: Range<Int>, into portions: inout [PortionSyntax],
    _ diagnostics: inout [Diagnostic]
  ) {
    let hint = "Write each portion as a category and a number, as in \"; dairy 1, treats 0.5\"."
    guard !text.trimmed(range).isEmpty else {
      diagnostics.append(
        text.error(
          "bad-snapshot", (range.lowerBound - 1)..<range.upperBound,
          "no portions after \";\"", hint: hint))
      return
    }
    var start = range.lowerBound
    while start <= range.upperBound {
      let comma = text.first(UInt8(ascii: ","), in: start..<range.upperBound)
      let part = text.trimmed(start..<(comma ?? range.upperBound))
      start = (comma ?? range.upperBound) + 1
      var numberStart = part.upperBound
      while numberStart > part.lowerBound, !text[numberStart - 1].isBlank { numberStart -= 1 }
      let numberRange = numberStart..<part.upperBound
      let category = text.trimmed(part.lowerBound..<numberStart)
      guard !category.isEmpty, let value = NumberSyntax.decimal(text, numberRange) else {
        diagnostics.append(
          NumberSyntax.tooLarge("bad-snapshot", text, numberRange)
            ?? text.error(
              "bad-snapshot", part,
              part.isEmpty
                ? "empty portion" : "portion \(text.quoted(part)) is not a category and a number",
              hint: hint))
        continue
      }
      portions.append(
        PortionSyntax(
          category: text.file(category),
          number: NumberSyntax(value: value, range: text.file(numberRange)),
          range: text.file(part)))
    }
  }
}
