import LarderJournal
import LarderModel
import LarderReports
import LarderSyntax

/// The day reader, as `larder day` and `larder check` use it, against the example journal:
/// reading, listing and checking a day agree, and the day's report and its percentages are
/// made without a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDay(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = FuzzSupport.bytes(data, size)
  let path = "log/2026/11/2026-11-21.yaml"
  guard let source = JournalSource(path: path, bytes: bytes) else { return 0 }
  let document = FuzzSupport.checkParse(bytes)
  let reader = JournalReader(today: FuzzSupport.today)
  guard let (file, day) = reader.readDay(source, against: FuzzSupport.reading) else {
    FuzzSupport.fail("a day file was not read as a day")
  }
  // The journal as `read` makes it with this day, without reading the library again for
  // each input.
  var journal = FuzzSupport.reading.journal
  journal.days[FuzzSupport.today] = day
  let referenced = reader.referencedEntries(in: document, journal: journal)
  if referenced.map(\.entry) != day.entries + day.activity {
    FuzzSupport.fail("listing the day found other entries than reading it")
  }
  guard let checked = reader.checkDay(source, against: FuzzSupport.reading) else {
    FuzzSupport.fail("a day file was not checked as a day")
  }
  if checked.file.diagnostics != file.diagnostics {
    FuzzSupport.fail("checking the day found other problems than reading it")
  }
  for line in EntryReference.lines(in: document) {
    _ = line.reference.text
  }
  let report = DayReport(date: FuzzSupport.today, journal: journal)
  _ = report.calories.fraction.map(Display.percent)
  for macro in report.macros { _ = String(describing: macro) }
  _ = LoggedEntry.entries(
    of: day, library: journal.library, activityCategory: journal.activityCategory?.name)
  return 0
}
