import Foundation
import LarderGit
import Testing

/// The times `GIT_AUTHOR_DATE` and `GIT_COMMITTER_DATE` take, read as git reads them.
@Suite("GitTime: git's date formats")
struct GitTimeTests {
  @Test(
    "git's own, RFC 2822 and ISO 8601 times with a zone",
    arguments: [
      ("1795701600 +0100", 1_795_701_600, 60),
      ("@1795701600", 1_795_701_600, 0),
      ("@1795701600 -0530", 1_795_701_600, -330),
      ("Thu, 26 Nov 2026 14:00:00 +0100", 1_795_698_000, 60),
      ("26 Nov 2026 14:00 +0100", 1_795_698_000, 60),
      ("2026-11-26T14:00:00+01:00", 1_795_698_000, 60),
      ("2026-11-26T14:00:00+0100", 1_795_698_000, 60),
      ("2026-11-26T13:00:00Z", 1_795_698_000, 0),
      ("2026-11-26 13:00:00.250 +0000", 1_795_698_000, 0),
      ("2026-11-26T08:00:00-05:00", 1_795_698_000, -300),
    ])
  func readsZonedTimes(text: String, seconds: Int, offset: Int) throws {
    let time = try #require(GitTime(parsing: text))
    #expect(Int(time.date.timeIntervalSince1970) == seconds)
    #expect(time.utcOffsetMinutes == offset)
  }

  @Test("a time without a zone is local time, with the zone's offset at that moment")
  func localTime() throws {
    let time = try #require(GitTime(parsing: "2026-11-26 14:00"))
    var parts = tm()
    parts.tm_year = 126
    parts.tm_mon = 10
    parts.tm_mday = 26
    parts.tm_hour = 14
    parts.tm_isdst = -1
    #expect(Int(time.date.timeIntervalSince1970) == Int(mktime(&parts)))
    #expect(time.utcOffsetMinutes == Int(parts.tm_gmtoff) / 60)
  }

  @Test(
    "anything else is no time",
    arguments: [
      "", "next tuesday", "2026-13-01T00:00:00", "2026-02-30 10:00", "2026-11-26T25:00",
      "1795701600", "1795701600 +01", "Thu, 26 Foo 2026 14:00 +0100", "2026-11-26T14:00+99:00",
      "12:00",
    ])
  func refusesOthers(text: String) {
    #expect(GitTime(parsing: text) == nil)
  }
}
