import LarderWorkspace

/// `larder targets --json`: every category with its target and the day's adherence.
enum TargetsJSON {
  struct Output: JSONReport {
    static let schemaVersion = 1
    var date: String
    var onTarget: DayJSON.OnTarget
    var categories: [Row]
    var compensation: [Rule]
  }

  struct Row: Encodable {
    var position: Int
    var name: String
    var unit: String
    var target: String
    var enabled: Bool
    var activity: Bool
    var amount: Double
    /// `met`, `missing`, `over`, or `disabled`.
    var status: String
    var missing: Double?
    var over: Double?
    var weight: Double
  }

  struct Rule: Encodable {
    var category: String
    var offsetBy: String
    var ratio: Double
    var maxOffset: Double?
  }

  static func render(_ overview: DayOverview) -> String {
    let report = overview.report
    let rows = report.categories.enumerated().map { index, row in
      var result = Row(
        position: index + 1, name: row.category.name.text, unit: row.category.unit.symbol,
        target: row.category.target.description, enabled: row.category.isEnabled,
        activity: row.category.isActivity, amount: DayJSON.clean(row.amount), status: "met",
        weight: row.category.scoreProfile.weight)
      switch row.evaluation {
      case _ where !row.category.isEnabled: result.status = "disabled"
      case .met: break
      case .missing(let amount):
        result.status = "missing"
        result.missing = DayJSON.clean(amount)
      case .over(let amount):
        result.status = "over"
        result.over = DayJSON.clean(amount)
      }
      return result
    }
    return JSONOutput.encode(
      Output(
        date: overview.date.isoString,
        onTarget: DayJSON.OnTarget(
          count: report.onTargetCount, of: report.enabledCategories.count),
        categories: rows,
        compensation: overview.compensation.map {
          Rule(
            category: $0.from.text, offsetBy: $0.offsetBy.text, ratio: $0.ratio,
            maxOffset: $0.maxOffset.isFinite ? $0.maxOffset : nil)
        }))
  }
}
