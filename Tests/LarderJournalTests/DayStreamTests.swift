import Dispatch
import LarderJournal
import LarderModel
import LarderSyntax
import Testing

/// `JournalReader.streamDay` reads a day file in batches, listed on another thread while the
/// next is read: what it hands over and lists must be what reading the whole day gives.
@Suite("A streamed day reads as the whole day")
struct DayStreamTests {
  /// A day of several batches: plain and quoted lines, composites, lines the reader leaves
  /// out, lines under a key that is no slot, activity, and a slot written twice.
  static let day: String = {
    var text = "# a long day\nbreakfast:\n"
    for index in 0..<4_600 {
      let minute = String(index % 60).count == 1 ? "0\(index % 60)" : "\(index % 60)"
      switch index % 9 {
      case 0: text += "  - 07:\(minute) porridge 1 serving\n  - + oats \(index % 50 + 10) g\n"
      case 1: text += "  - \"whole milk \(index % 7 + 1) cups\"\n"
      case 2: text += "  - 08:\(minute) mystery stew 300 g\n"
      case 3: text += "  - 2 slices toast = 160 kcal  # rye\n"
      case 4: text += "  - 08:\(minute)   coffee    1 cup = 2 kcal\n"
      default: text += "  - oats \(index % 90 + 1) g\n"
      }
      if index == 2_300 { text += "elevenses:\n  - oats 30 g\nbreakfast:\n" }
    }
    text += "activity:\n  - 18:00 cycling 30 min\n  - swimming\nnotes: Oats again.\n"
    return text
  }()

  /// Starts work on another thread, as the workspace does on a machine of several cores.
  static let startWorkOnAnotherThread: JournalReader.StartWork = { work in
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group, execute: work)
    return { group.wait() }
  }

  @Test(
    "entries, listing and problems are those of the whole day, at once or on two threads",
    arguments: [false, true])
  func streamed(onTwoThreads: Bool) throws {
    let foods = JournalSource(path: "foods/mine.yaml", bytes: Array(DayExcerptTests.foods.utf8))!
    let daySource = JournalSource(
      path: "log/2026/11/2026-11-19.yaml", bytes: Array(Self.day.utf8))!
    let reader = JournalReader(today: nil)
    let whole = reader.read([foods, daySource])
    let day = try #require(whole.journal.days.values.first)
    let expected = day.meals.flatMap(\.entries) + day.activity

    let reading = reader.read([foods])
    var handed: [Entry] = []
    let stream = try #require(
      reader.streamDay(
        daySource, against: reading,
        startWork: onTwoThreads ? Self.startWorkOnAnotherThread : JournalReader.startWorkAtOnce
      ) { handed.append($0.entry) })
    #expect(handed == expected)
    #expect(stream.entries.count == expected.count)
    #expect(stream.notes == "Oats again.")
    let document = DocumentParser.parse(daySource.bytes).0
    let listing = reader.listing(of: document, journal: reading.journal)
    #expect(stream.listing.items == listing.items)
    #expect(stream.listing.unread == listing.unread)
    // The mystery stews, and swimming without its minutes.
    #expect(stream.listing.unread.count == 512)
    let wholeFile = try #require(whole.files.first { $0.path == daySource.path })
    #expect(stream.file.diagnostics == wholeFile.diagnostics)
  }
}
