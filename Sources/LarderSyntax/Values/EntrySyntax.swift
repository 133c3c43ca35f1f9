/// An entry of FORMAT.md §3.3: one line of a meal slot, or an ingredient of a recipe.
///
/// ```
/// 07:40 oatmeal, dry 60 g = 228 kcal 7.9p 40.6c 3.9f; starchy sides 1
/// + olive oil 10 ml = 88 kcal 0p 0c 10f; oils / fats / nuts 1
/// 10:00 2 slices toast
/// ```
///
/// The entry holds ranges, not text: read a part's words from the file bytes when needed.
public struct EntrySyntax: ValueSyntax {
  /// Where the amount stands in the line.
  public enum AmountPlacement: Hashable, Sendable {
    /// After what was eaten, `toast 2 slices`; also the placement of an entry without amount.
    case trailing
    /// First, `2 slices toast`: the words after it are a unit (if the first words name one)
    /// and what was eaten, which only the journal can tell apart; see `withLeadingUnit`.
    case leading
  }

  /// The entry's bytes in the file, without surrounding blanks.
  public var range: Range<Int>
  /// The time, `07:40`, if one was written and is valid.
  public var time: ClockTimeSyntax?
  /// The `+` that marks a component of the composite entry above, if any.
  public var componentMarker: Range<Int>?
  /// What was eaten: a food, alias, recipe or category, or free text; empty only in error.
  public var what: Range<Int>
  /// The amount, if one was written and is valid.
  public var amount: AmountSyntax?
  /// Where the amount stands.
  public var amountPlacement: AmountPlacement
  /// The unit words after a trailing amount, `g` or `fl oz`, if any.
  public var unit: Range<Int>?
  /// The `=` that starts the snapshot, if any.
  public var equalsSign: Range<Int>?
  /// The resolved nutrition, if one was written after `=`.
  public var snapshot: SnapshotSyntax?

  /// Creates an entry.
  public init(
    range: Range<Int>, time: ClockTimeSyntax? = nil, componentMarker: Range<Int>? = nil,
    what: Range<Int>, amount: AmountSyntax? = nil, amountPlacement: AmountPlacement = .trailing,
    unit: Range<Int>? = nil, equalsSign: Range<Int>? = nil, snapshot: SnapshotSyntax? = nil
  ) {
    self.range = range
    self.time = time
    self.componentMarker = componentMarker
    self.what = what
    self.amount = amount
    self.amountPlacement = amountPlacement
    self.unit = unit
    self.equalsSign = equalsSign
    self.snapshot = snapshot
  }

  /// Whether the entry is a component (`+ `) of the composite entry above it.
  public var isComponent: Bool { componentMarker != nil }

  /// Reads an entry. Empty text is an `empty-entry` error and gives `nil`; otherwise the entry
  /// is returned with `bad-time`, `bad-amount`, `empty-entry`, `bad-snapshot`, `bad-nutrient`
  /// and `duplicate-nutrient` errors for the parts that could not be read.
  public static func parse(
    _ text: UnsafeBufferPointer<UInt8>, at offset: Int, into diagnostics: inout [Diagnostic]
  ) -> EntrySyntax? {
    let text = ValueText(text, offset: offset)
    return read(text, text.trimmed(text.all), into: &diagnostics)
  }

  /// The canonical spelling: `07:40 oatmeal 1 1/2 cups = 228 kcal 8.1p; starchy sides 1`.
  public func canonical(in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
    var spelled: [UInt8] = []
    appendCanonical(ValueText(text, offset: offset), to: &spelled)
    return String(decoding: spelled, as: UTF8.self)
  }
}
