import Foundation
import LarderTestSupport
import Testing

/// `larder day` on long days (Documentation/Performance.md: a 50 MB day file in at most
/// 3 s): its cost grows with the lines of the day and never faster. `scripts/large-files.sh`
/// measures the 50 MB day itself on a release build.
@Suite("larder day on a long day")
struct LongDayTests {
  /// A day of `count` breakfast lines with snapshots, as `scripts/large-files.sh` writes.
  static func day(lines count: Int) -> String {
    var text = "breakfast:\n"
    for index in 0..<count {
      let minute = index % 60 < 10 ? "0\(index % 60)" : "\(index % 60)"
      text += "  - 07:\(minute) oatmeal \(40 + index % 50) g = 227 kcal 7.9p 40.6c 3.9f\n"
    }
    return text
  }

  /// The fastest of three runs of `larder day` on a day of `count` lines, which it counts as
  /// `shown`: on a shared machine the slower runs measure the others' work as well.
  static func fastestDay(lines count: Int, shown: String) throws -> Duration {
    let journal = try DayJournal()
    defer { journal.remove() }
    try journal.day("2026-11-20", day(lines: count))
    var durations: [Duration] = []
    for _ in 0..<3 {
      var run: LarderRun?
      durations.append(try ContinuousClock().measure { run = try journal.run(["day"]) })
      let output = try #require(run)
      #expect(output.status == 0, "\(output)")
      #expect(output.stdout.contains("\(shown) entries"), "\(output)")
    }
    return durations.min()!
  }

  @Test("four times the lines take less than eight times as long: linear, never quadratic")
  func linearInTheLines() throws {
    let short = try Self.fastestDay(lines: 2_500, shown: "2,500")
    let long = try Self.fastestDay(lines: 10_000, shown: "10,000")
    #expect(long < short * 8, "\(short) for 2,500 lines, \(long) for 10,000")
  }
}
