import LarderWorkspace

/// `larder goals --json`: every dated goal, the one in force marked.
enum GoalsJSON {
  struct Output: JSONReport {
    static let schemaVersion = 1
    var today: String
    var current: Item?
    var goals: [Item]
  }

  struct Item: Encodable {
    var from: String
    var kcal: Double?
    var protein: Double?
    var carbs: Double?
    var fat: Double?
    var type: String?
    var macroKcal: Double?
    var inForce: Bool
  }

  static func render(_ overview: GoalsOverview) -> String {
    func item(_ change: GoalHistory.Change) -> Item {
      Item(
        from: change.date.isoString, kcal: change.goal.kcal, protein: change.goal.protein,
        carbs: change.goal.carbs, fat: change.goal.fat, type: change.goal.kind?.rawValue,
        macroKcal: change.goal.macroEnergy, inForce: change.date == overview.current?.date)
    }
    return JSONOutput.encode(
      Output(
        today: overview.today.isoString, current: overview.current.map(item),
        goals: overview.history.changes.map(item)))
  }
}
