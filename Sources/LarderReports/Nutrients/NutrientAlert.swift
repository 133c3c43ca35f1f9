public import LarderModel

/// A nutrient of a day worth one word on `larder day`: above its upper level, or far below
/// its target on a finished day.
///
/// ```
/// Nutrients: sodium above the CDRR (2,940 of 2,300 mg); far below: iron 22%, vitamin D 0%
/// ```
public struct NutrientAlert: Hashable, Sendable {
  /// What is worth saying.
  public enum Kind: Hashable, Sendable {
    /// More than the upper level (a UL, or sodium's CDRR).
    case aboveUpper(NutrientTarget.UpperKind)
    /// Less than half the recommended amount, every entry of the day giving the nutrient.
    case farBelow
  }

  /// The nutrient.
  public var nutrient: Nutrient
  /// What is worth saying.
  public var kind: Kind
  /// The day's amount, in the nutrient's unit.
  public var amount: Double
  /// The upper level or the recommended amount the amount is compared with.
  public var limit: Double

  /// The share of the recommended amount below which a day is far below it.
  public static let farBelowShare = 0.5

  /// The alerts of a day, upper levels first, each in table order. Only sodium and the
  /// nutrients beyond the seven of the short spelling are judged: energy and macros have
  /// goals of their own. A nutrient some entry did not give is never far below (it may only
  /// be unknown), but its known part can already be above the upper level. `isFinished`
  /// says whether the day is over, so that the morning of today is not far below anything.
  public static func alerts(
    _ tally: NutrientTally, targets: [Nutrient: NutrientTarget], isFinished: Bool
  ) -> [NutrientAlert] {
    guard tally.entryCount > 0 else { return [] }
    var above: [NutrientAlert] = []
    var below: [NutrientAlert] = []
    for nutrient in [Nutrient.sodium] + Nutrient.others {
      guard let target = targets[nutrient] else { continue }
      let amount = tally.total(nutrient)
      if let upper = target.upper, let upperKind = target.upperKind, amount > upper {
        above.append(
          NutrientAlert(
            nutrient: nutrient, kind: .aboveUpper(upperKind), amount: amount, limit: upper))
      } else if isFinished, nutrient != .sodium, tally.unknownEntries(nutrient) == 0,
        let recommended = target.amount, amount < recommended * farBelowShare
      {
        below.append(
          NutrientAlert(nutrient: nutrient, kind: .farBelow, amount: amount, limit: recommended))
      }
    }
    return above + below
  }
}
