import LarderModel

extension Food {
  /// What to write instead of a unit `typed` that the food does not know: the generic units
  /// it converts (`ml` and `cup` only with a density or a cup measure) and its measures, or
  /// how to add a measure. `larder add` and `check` give the same hint.
  func unknownUnitHint(_ typed: String) -> String {
    let units = ["g", "oz", "ml", "cup", "serving"].filter { spelling in
      unit(spelling: spelling).map { (try? nutrients(for: Quantity(1, $0))) != nil } ?? false
    }
    let names = measures.map(\.name.text)
    guard names.isEmpty else {
      return "Use \(units.joined(separator: ", ")) or one of its measures: "
        + names.joined(separator: ", ") + "."
    }
    let listed = units.dropLast().joined(separator: ", ") + " or " + (units.last ?? "")
    return "Use \(listed), or add a measure to the food: `measures: \(typed) = 30 g`."
  }
}
