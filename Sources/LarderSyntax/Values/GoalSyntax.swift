/// A nutrition goal of FORMAT.md §3.6: nutrients, then optionally the kind of goal.
///
/// ```
/// 2000 kcal 150p 200c 65f deficit
/// ```
public struct GoalSyntax: ValueSyntax {
  /// What the goal aims at, relative to maintaining weight.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// Eating less than the body uses.
    case deficit
    /// Eating what the body uses.
    case maintenance
    /// Eating more than the body uses.
    case surplus
  }

  /// The goal's nutrients; only kcal, protein, carbs and fat are meaningful.
  public var nutrients: NutrientListSyntax
  /// The kind of goal, if written.
  public var kind: Kind?
  /// The kind word's bytes in the file.
  public var kindRange: Range<Int>?
  /// The goal's bytes in the file.
  public var range: Range<Int>

  /// Creates a goal.
  public init(
    nutrients: NutrientListSyntax, kind: Kind? = nil, kindRange: Range<Int>? = nil,
    range: Range<Int>
  ) {
    self.nutrients = nutrients
    self.kind = kind
    self.kindRange = kindRange
    self.range = range
  }

  /// Reads a goal; a last word that is neither a nutrient nor a kind of goal, or a goal without
  /// nutrients, is a `bad-goal` error, and the nutrients report their own errors.
  public static func parse(
    _ text: UnsafeBufferPointer<UInt8>, at offset: Int, into diagnostics: inout [Diagnostic]
  ) -> GoalSyntax? {
    let text = ValueText(text, offset: offset)
    let range = text.trimmed(text.all)
    let hint = "End the goal with deficit, maintenance or surplus, or leave the word out."
    var nutrientEnd = range.upperBound
    var goal = GoalSyntax(
      nutrients: NutrientListSyntax(range: text.file(range)), range: text.file(range))
    if let last = lastWord(text, range), isKindCandidate(text, last, before: range.lowerBound) {
      nutrientEnd = last.lowerBound
      if let kind = kind(named: last, in: text) {
        goal.kind = kind
        goal.kindRange = text.file(last)
      } else {
        diagnostics.append(
          text.error(
            "bad-goal", last, "unknown kind of goal \(text.quoted(last))", hint: hint))
      }
    }
    let nutrients = text.trimmed(range.lowerBound..<nutrientEnd)
    guard !nutrients.isEmpty else {
      diagnostics.append(
        text.error(
          "bad-goal", range,
          range.isEmpty ? "missing goal" : "goal \(text.quoted(range)) gives no nutrients",
          hint: "Write nutrients first, as in \"2000 kcal 150p 200c 65f deficit\"."))
      return nil
    }
    NutrientListSyntax.read(text, nutrients, into: &goal.nutrients, &diagnostics)
    return goal
  }

  /// The canonical spelling: canonical nutrients, then the kind of goal.
  public var canonical: String {
    guard let kind else { return nutrients.canonical }
    return nutrients.canonical + " " + kind.rawValue
  }

  /// The canonical spelling, as `canonical`.
  public func canonical(in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
    canonical
  }
}

extension GoalSyntax {
  /// The kind of goal a word names.
  private static func kind(named word: Range<Int>, in text: ValueText) -> Kind? {
    if text.matches(word, "deficit") { return .deficit }
    if text.matches(word, "maintenance") { return .maintenance }
    if text.matches(word, "surplus") { return .surplus }
    return nil
  }

  /// The last blank-separated word of a non-empty range.
  private static func lastWord(_ text: ValueText, _ range: Range<Int>) -> Range<Int>? {
    guard !range.isEmpty else { return nil }
    var start = range.upperBound
    while start > range.lowerBound, !text[start - 1].isBlank { start -= 1 }
    return start..<range.upperBound
  }

  /// Whether a last word stands where the kind of goal goes: a word of letters that is not a
  /// nutrient following its number (`150 protein`) or the start of the goal.
  private static func isKindCandidate(
    _ text: ValueText, _ word: Range<Int>, before start: Int
  ) -> Bool {
    for index in word where !text[index].isLetter { return false }
    guard !NutrientListSyntax.isNutrientWord(text, word) else { return false }
    let previous = lastWord(text, text.trimmed(start..<word.lowerBound))
    guard let previous else { return true }
    // After a unit the word names a nutrient: `0.9 mg iron`.
    let word = NutrientListSyntax.withoutComma(text, previous)
    return NumberSyntax.decimal(text, word) == nil && !NutrientListSyntax.isMassUnit(text, word)
  }
}
