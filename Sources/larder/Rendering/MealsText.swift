import LarderWorkspace

/// `larder meals` as text: the slots in display order with their windows.
struct MealsText {
  let terminal: Terminal
  let width: Int

  func render(_ overview: MealsOverview) -> String {
    var table = TextTable([.right, .left, .left, .left])
    table.add(["#", "SLOT", "WINDOW", "CHOSEN"].map { TextTable.Cell($0, .dim) })
    for (index, slot) in overview.slots.enumerated() {
      let chosen: TextTable.Cell =
        slot.isManual
        ? .init("only when named (manual)", .dim)
        : slot.window == nil ? .init("only when named (no window)", .dim) : "automatically"
      table.add([
        .init("\(index + 1)"), .init(slot.name.text),
        .init(slot.window.map { $0.description } ?? "—"), chosen,
      ])
    }
    var text = terminal.style("Meal slots", .bold)
    text += overview.isDefault ? " (the defaults: meals.yaml does not exist yet)\n" : "\n"
    return text + table.render(terminal, width: width)
  }
}
