import LarderJournal
import LarderModel
import LarderReports
import LarderSyntax

/// The library reader: a food file read with the example journal's settings and plan, then a
/// day that names the first foods it defines, by name and with each unit, read and reported.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLibrary(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = FuzzSupport.bytes(data, size)
  guard let source = JournalSource(path: "foods/fuzz.yaml", bytes: bytes) else { return 0 }
  _ = FuzzSupport.checkParse(bytes)
  let plan = FuzzSupport.journalFiles.filter { !$0.path.hasPrefix("foods/") }
  let reader = JournalReader(today: FuzzSupport.today)
  let reading = reader.read(plan + [source])
  var day = "lunch:\n"
  for food in reading.journal.library.foods.prefix(8) {
    let name = food.name.text.filter { $0 != "\n" && $0 != "\r" && $0 != "#" && $0 != ":" }
    for amount in ["100 g", "2 servings", "1 cup", "3"] {
      day += "  - 12:00 \(name) \(amount)\n"
    }
  }
  guard let daySource = JournalSource(path: "log/2026/11/2026-11-21.yaml", bytes: Array(day.utf8))
  else { return 0 }
  let withDay = reader.read(plan + [source, daySource])
  let report = DayReport(date: FuzzSupport.today, journal: withDay.journal)
  _ = report.calories.fraction.map(Display.percent)
  return 0
}
