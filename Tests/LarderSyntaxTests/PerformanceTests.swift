import LarderSyntax
import LarderTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How fast the parser reads a decade journal: 3,650 day files and a 3 MB food library.
/// The numbers (CPU time) are printed, not asserted, as machines differ; for real numbers run
/// a release build:
/// `swift test -c release --filter PerformanceTests`.
@Suite struct PerformanceTests {
  #if DEBUG
    static let scale = 10
  #else
    static let scale = 1
  #endif

  /// A realistic day file of about 20 lines.
  static func dayFile(_ day: Int) -> [UInt8] {
    var text = "# Day \(day) of the decade\nbreakfast:\n"
    for item in 0..<4 {
      text += "  - 07:\(10 + item) oatmeal, dry \(40 + day % 30) g  "
      text += "= 228 kcal 7.9p 40.6c 3.9f; starchy sides 1\n"
    }
    text += "lunch:\n  - 12:30 chicken salad 1 serving  = 412 kcal 38p 12c 23f  # canteen\n"
    text += "  - + olive oil 10 ml  = 88 kcal 0p 0c 10f; oils / fats / nuts 1\n"
    text += "  - 12:30 vegetables 1.5 portions\n"
    text += "afternoon snack:\n  - 15:00 crème fraîche 30 g = 101 kcal\n"
    text += "dinner:\n"
    for item in 0..<4 {
      text += "  - 19:\(10 + item) restaurant curry 1 serving = 850 kcal 30p 90c 38f\n"
    }
    text += "activity:\n  - 18:00 running 35 min\nnotes: Hungry in the afternoon.\n"
    return Array(text.utf8)
  }

  /// A food library of `count` foods, about 300 bytes each.
  static func foodLibrary(_ count: Int) -> [UInt8] {
    var text = "# Imported foods\nfoods:\n"
    for food in 0..<count {
      text += "  Food number \(food), raw:\n"
      text += "    aliases: food \(food); number \(food)\n"
      text += "    serving: 100 g\n"
      text += "    nutrition: 379 kcal 13.2p 67.7c 6.5f 10.1 fibre 1 sugars 6 mg sodium\n"
      text += "    measures: cup = 81 g; tbsp = 5 g\n"
      text += "    category: Starchy Sides\n"
      text += "    source: usda-sr \(10_000 + food)\n"
    }
    return Array(text.utf8)
  }

  /// The CPU time of the calling thread: the machine may be busy with other work, and this
  /// test never suspends, so it stays on one thread.
  static func seconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  @Test func parsesADecadeJournal() {
    let days = (0..<3650 / Self.scale).map(Self.dayFile)
    let library = Self.foodLibrary(10_000 / Self.scale)
    var diagnostics = 0
    let start = Self.seconds()
    for day in days {
      diagnostics += DocumentParser.parse(day).1.count
    }
    let daysDone = Self.seconds()
    let (document, problems) = DocumentParser.parse(library)
    let end = Self.seconds()
    diagnostics += problems.count
    #expect(diagnostics == 0)
    #expect(document.mapping?["foods"]?.mapping?.entries.count == 10_000 / Self.scale)
    let dayBytes = days.reduce(0) { $0 + $1.count }
    let perDay = (daysDone - start) / Double(days.count) * 1e6
    print(
      """
      parsed \(days.count) day files (\(dayBytes / 1000) kB) in \
      \(Int((daysDone - start) * 1000)) ms, \(Int(perDay)) µs each; \
      a \(library.count / 1000) kB food library in \(Int((end - daysDone) * 1000)) ms\
      \(Self.scale > 1 ? " (debug build, 1/\(Self.scale) of the decade)" : "")
      """)
  }

  @Test func formatsADayFile() throws {
    let (document, _) = DocumentParser.parse(Self.dayFile(1))
    let start = Self.seconds()
    let rounds = 1000 / Self.scale
    for _ in 0..<rounds {
      _ = CanonicalFormatter().format(document)
    }
    let perFile = (Self.seconds() - start) / Double(rounds) * 1e6
    print("formatted a 20-line day file in \(Int(perFile)) µs")
    #expect(CanonicalFormatter().format(document) != nil)
  }
}
