public import LarderModel
public import LarderSyntax

extension JournalReader {
  /// Reads the bytes of one day file against the plan and library of `journal`, which was read
  /// before: what a logging command shows as the day after its change, without reading the
  /// settings, plan and library again.
  public func readDay(_ bytes: [UInt8], date: CalendarDate, journal: Journal)
    -> (day: Day, diagnostics: [Diagnostic])
  {
    var file = FileReading(document: DocumentParser.parse(bytes).0)
    let plan = Plan(
      library: journal.library, categories: journal.categories, slots: journal.mealSlots)
    let day = readDay(&file, date: date, pathAgrees: true, plan: plan)
    return (day, file.diagnostics)
  }
}
