/// A food's own measures (FORMAT.md §4.5): `;`-separated names, each with the quantity it
/// stands for.
///
/// ```
/// cup = 81 g; tbsp = 5 g; slice = 30 g
/// ```
public struct MeasureListSyntax: ValueSyntax {
  /// One measure, such as `cup = 81 g`.
  public struct Measure: Hashable, Sendable {
    /// The measure's name in the file.
    public var name: Range<Int>
    /// What one of the measure weighs or holds.
    public var quantity: QuantitySyntax
    /// The measure's bytes in the file.
    public var range: Range<Int>

    /// Creates a measure.
    public init(name: Range<Int>, quantity: QuantitySyntax, range: Range<Int>) {
      self.name = name
      self.quantity = quantity
      self.range = range
    }
  }

  /// The measures in the order written.
  public var measures: [Measure]
  /// The list's bytes in the file.
  public var range: Range<Int>

  /// Creates a list of measures.
  public init(measures: [Measure], range: Range<Int>) {
    self.measures = measures
    self.range = range
  }

  /// Reads measures; one without a name, an `=` or a quantity is a `bad-measure` error.
  /// Returns `nil` only for empty text.
  public static func parse(
    _ text: UnsafeBufferPointer<UInt8>, at offset: Int, into diagnostics: inout [Diagnostic]
  ) -> MeasureListSyntax? {
    let text = ValueText(text, offset: offset)
    let range = text.trimmed(text.all)
    let hint =
      "Write each measure as a name, \"=\" and a quantity, as in \"cup = 81 g; tbsp = 5 g\"."
    guard !range.isEmpty else {
      diagnostics.append(text.error("bad-measure", range, "missing measures", hint: hint))
      return nil
    }
    var list = MeasureListSyntax(measures: [], range: text.file(range))
    for part in text.items(separatedBy: UInt8(ascii: ";"), in: range) {
      guard !part.isEmpty else {
        diagnostics.append(text.error("bad-measure", part, "empty measure", hint: hint))
        continue
      }
      guard let equals = text.first(UInt8(ascii: "="), in: part),
        case let name = text.trimmed(part.lowerBound..<equals), !name.isEmpty
      else {
        diagnostics.append(
          text.error(
            "bad-measure", part, "measure \(text.quoted(part)) is not a name and a quantity",
            hint: hint))
        continue
      }
      let quantity = QuantitySyntax.read(
        text, text.trimmed((equals + 1)..<part.upperBound), id: "bad-measure",
        into: &diagnostics)
      guard let quantity else { continue }
      list.measures.append(
        Measure(name: text.file(name), quantity: quantity, range: text.file(part)))
    }
    return list
  }

  /// The canonical spelling: `cup = 81 g; tbsp = 5 g`, names and units single-spaced.
  public func canonical(in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
    let source = ValueText(text, offset: offset)
    return measures.map { measure in
      var name: [UInt8] = []
      source.appendFoldingBlanks(source.clampedLocal(measure.name), to: &name)
      return String(decoding: name, as: UTF8.self) + " = "
        + measure.quantity.canonical(in: text, at: offset)
    }.joined(separator: "; ")
  }
}
