/// The time window of a meal slot (FORMAT.md §3.5): when its entries are usually eaten, and
/// whether the slot is left out of automatic selection.
///
/// ```
/// 04:00-10:00    21:00-24:00    21:00-01:00    10:00-13:00, manual    manual
/// ```
public struct MealWindowSyntax: ValueSyntax {
  /// The first minute of the window, if it has times.
  public var start: ClockTimeSyntax?
  /// The end of the window, exclusive: up to `24:00` (1440 minutes); below `start` when the
  /// window wraps past midnight.
  public var end: ClockTimeSyntax?
  /// The `manual` word, if written.
  public var manual: Range<Int>?
  /// The window's bytes in the file.
  public var range: Range<Int>

  /// Creates a window.
  public init(
    start: ClockTimeSyntax? = nil, end: ClockTimeSyntax? = nil, manual: Range<Int>? = nil,
    range: Range<Int>
  ) {
    self.start = start
    self.end = end
    self.manual = manual
    self.range = range
  }

  /// Whether the slot is left out of automatic selection.
  public var isManual: Bool { manual != nil }

  /// Whether the window runs past midnight, as `21:00-01:00` does.
  public var wrapsPastMidnight: Bool {
    guard let start, let end else { return false }
    return end.minutes < start.minutes
  }

  /// Reads a window; anything else, or a window that starts where it ends, is a `bad-window`
  /// error. Empty text is a window without times.
  public static func parse(
    _ text: UnsafeBufferPointer<UInt8>, at offset: Int, into diagnostics: inout [Diagnostic]
  ) -> MealWindowSyntax? {
    let text = ValueText(text, offset: offset)
    let range = text.trimmed(text.all)
    var window = MealWindowSyntax(range: text.file(range))
    let comma = text.first(UInt8(ascii: ","), in: range)
    let times = text.trimmed(range.lowerBound..<(comma ?? range.upperBound))
    if let comma {
      let word = text.trimmed((comma + 1)..<range.upperBound)
      guard text.matches(word, "manual"), !times.isEmpty else {
        diagnostics.append(malformed(text, range))
        return nil
      }
      window.manual = text.file(word)
    } else if text.matches(times, "manual") {
      window.manual = text.file(times)
      return window
    }
    guard !times.isEmpty else { return window }
    guard let dash = text.first(UInt8(ascii: "-"), in: times) else {
      diagnostics.append(malformed(text, range))
      return nil
    }
    let startRange = text.trimmed(times.lowerBound..<dash)
    let endRange = text.trimmed((dash + 1)..<times.upperBound)
    let count = diagnostics.count
    let start = ClockTimeSyntax.read(
      text, startRange, allowingEndOfDay: false, id: "bad-window", into: &diagnostics)
    let end = ClockTimeSyntax.read(
      text, endRange, allowingEndOfDay: true, id: "bad-window", into: &diagnostics)
    guard let start, let end, diagnostics.count == count else { return nil }
    guard start.minutes != end.minutes else {
      diagnostics.append(
        text.error(
          "bad-window", times, "window \(text.quoted(times)) is empty",
          hint: "End the window after its start, as in \"04:00-10:00\"; use \"00:00-24:00\" for "
            + "the whole day."))
      return nil
    }
    window.start = start
    window.end = end
    return window
  }

  /// The canonical spelling: `04:00-10:00`, `10:00-13:00, manual`, `manual` or nothing.
  public var canonical: String {
    var spelled = ""
    if let start, let end { spelled = start.canonical + "-" + end.canonical }
    if isManual { spelled += spelled.isEmpty ? "manual" : ", manual" }
    return spelled
  }

  /// The canonical spelling, as `canonical`.
  public func canonical(in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
    canonical
  }

  private static func malformed(_ text: ValueText, _ range: Range<Int>) -> Diagnostic {
    text.error(
      "bad-window", range, "\(text.quoted(range)) is not a meal window",
      hint: "Write two times such as \"04:00-10:00\", optionally followed by \", manual\".")
  }
}
