import LarderModel

/// The colour band of a daily score (seed 001 §7A.1), each with a word so colour is never
/// the only signal.
public enum ScoreBand: String, Hashable, Sendable, CaseIterable {
  /// 85 to 100.
  case green
  /// 70 to 84.
  case yellow
  /// Below 70.
  case red

  /// The band of a score. The score is first rounded to a whole number, as it is shown, so
  /// 84.6 (shown 85) is green and 84.4 (shown 84) is yellow.
  public init(score: Double) {
    let shown = DecimalText.rounded(score)
    self = shown >= 85 ? .green : (shown >= 70 ? .yellow : .red)
  }

  /// A word for the band: `good`, `fair`, `poor`.
  public var word: String {
    switch self {
    case .green: "good"
    case .yellow: "fair"
    case .red: "poor"
    }
  }
}
