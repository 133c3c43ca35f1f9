import LarderWorkspace

/// `larder score --json`: the score, its band and, per enabled category, every number of the
/// arithmetic.
enum ScoreJSON {
  struct Summary: Encodable {
    var value: Double
    var rounded: Int
    /// `green`, `yellow` or `red`.
    var band: String
    /// `good`, `fair` or `poor`.
    var word: String
  }

  struct Output: JSONReport {
    static let schemaVersion = 1
    var date: String
    var score: Summary?
    var categories: [Category]
  }

  struct Category: Encodable {
    var name: String
    var unit: String
    var target: String
    var amount: Double
    var scoredAmount: Double
    var preferredLower: Double?
    var preferredUpper: Double?
    var deviation: Double
    var penalty: Double
    var score: Double
    var weight: Double
    var points: Double
    var profile: Profile
    var compensation: Compensation?
  }

  struct Profile: Encodable {
    var weight: Double
    var underPenalty: Double
    var underSoftLimit: Double
    var overPenalty: Double
    var overSoftLimit: Double
    var curve: String
    var capOver: Bool
  }

  struct Compensation: Encodable {
    var offsetBy: String
    var offset: Double
    var surplusUsed: Double
  }

  static func summary(_ score: DailyScore) -> Summary {
    Summary(
      value: DayJSON.clean(score.score), rounded: score.roundedScore, band: score.band.rawValue,
      word: score.band.word)
  }

  static func render(_ overview: DayOverview) -> String {
    let plan = Dictionary(
      overview.report.categories.map { ($0.category.name, $0.category) },
      uniquingKeysWith: { first, _ in first })
    let categories = (overview.score?.categories ?? []).compactMap { row -> Category? in
      guard let category = plan[row.category] else { return nil }
      let profile = category.scoreProfile
      return Category(
        name: row.category.text, unit: category.unit.symbol,
        target: category.target.description, amount: DayJSON.clean(row.amount),
        scoredAmount: DayJSON.clean(row.adjustedAmount), preferredLower: row.preferredLower,
        preferredUpper: row.preferredUpper, deviation: DayJSON.clean(row.deviation),
        penalty: DayJSON.clean(row.penalty), score: DayJSON.clean(row.score),
        weight: DayJSON.clean(row.weight), points: DayJSON.clean(row.contribution),
        profile: Profile(
          weight: profile.weight, underPenalty: profile.underPenalty,
          underSoftLimit: profile.underSoftLimit, overPenalty: profile.overPenalty,
          overSoftLimit: profile.overSoftLimit, curve: profile.curve.rawValue,
          capOver: profile.capsOver),
        compensation: row.compensation.map {
          Compensation(
            offsetBy: $0.offsetBy.text, offset: DayJSON.clean($0.offset),
            surplusUsed: DayJSON.clean($0.surplusUsed))
        })
    }
    return JSONOutput.encode(
      Output(
        date: overview.date.isoString, score: overview.score.map(summary),
        categories: categories))
  }
}
