import LarderModel
import LarderSyntax

extension EntryDraft {
  /// The words people type, made into the words a day-file line is written with:
  ///
  /// ```
  /// rice 150g        rice 150 g       a number run into its unit (or a duration: 30min)
  /// toast 2x         toast 2          a count with a multiplication sign
  /// apple a piece    apple 1 piece    `a` or `an` before a count word
  /// ```
  ///
  /// A word is split only when what follows the number is a unit or a duration, so names
  /// such as `7up`, and nutrients such as `90c`, stay as they are.
  static func typed(_ tokens: [String]) -> [String] {
    var result: [String] = []
    result.reserveCapacity(tokens.count)
    for (index, token) in tokens.enumerated() {
      let next = index + 1 < tokens.count ? tokens[index + 1].lowercased() : nil
      if ["a", "an"].contains(token.lowercased()), let next, countWords.contains(next) {
        result.append("1")
      } else if let (number, unit) = numberAndUnit(token) {
        result.append(number)
        if let unit { result.append(unit) }
      } else {
        result.append(token)
      }
    }
    return result
  }

  /// The words that count whole things: `a piece`, `3 pieces`.
  static let countWords: Set<String> = ["piece", "pieces", "pc", "pcs"]

  /// `150g` as `150` and `g`, `1.5kg` as `1.5` and `kg`, `30min` as `30` and `min`, `2x` as
  /// `2` and no unit; nil for any other word.
  private static func numberAndUnit(_ token: String) -> (String, String?)? {
    let digits = token.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }
    guard let first = digits.first, first.isNumber, digits.count < token.count else {
      return nil
    }
    let rest = token.dropFirst(digits.count)
    if rest.lowercased() == "x" { return (String(digits), nil) }
    // `30p 90c 38f` are nutrients, not 90 cups.
    guard !["p", "c", "f"].contains(rest.lowercased()) else { return nil }
    guard rest.allSatisfy(\.isLetter),
      Unit(spelling: rest) != nil || minutes(per: String(rest)) != nil
    else { return nil }
    return (String(digits), String(rest))
  }

  /// Whether the head's amount is the end of a name typed as one argument with others after
  /// it: `larder add "item number 56" 56 kcal` names `item number 56`, where the head
  /// `item number 56` alone would read as 56 servings of `item number`.
  static func amountEndsAName(_ syntax: EntrySyntax, head: String, arguments: [String]) -> Bool {
    guard arguments.count > 1, syntax.amountPlacement == .trailing, syntax.unit == nil,
      syntax.amount != nil
    else { return false }
    let headCount = head.split(whereSeparator: { $0 == " " || $0 == "\t" }).count
    var counted = 0
    for argument in arguments {
      let count = typed(split(argument)).count
      counted += count
      guard counted < headCount else {
        return counted == headCount && count > 1 && argument != arguments.last
      }
    }
    return false
  }

  /// An argument split at blanks.
  static func split(_ argument: String) -> [String] {
    argument.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
  }
}
