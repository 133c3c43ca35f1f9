import LarderWorkspace

/// `larder meals --json`: the slots in display order.
enum MealsJSON {
  struct Output: JSONReport {
    static let schemaVersion = 1
    var isDefault: Bool
    var slots: [Slot]
  }

  struct Slot: Encodable {
    var position: Int
    var name: String
    var start: String?
    var end: String?
    var manual: Bool
  }

  static func render(_ overview: MealsOverview) -> String {
    JSONOutput.encode(
      Output(
        isDefault: overview.isDefault,
        slots: overview.slots.enumerated().map { index, slot in
          Slot(
            position: index + 1, name: slot.name.text, start: slot.window?.start.description,
            end: slot.window?.end.description, manual: slot.isManual)
        }))
  }
}
