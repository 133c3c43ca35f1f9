import Foundation
import LarderModel
import LarderTestSupport
import LarderWorkspace
import Testing

/// One clock: the day and time an entry gets, and the time of every commit, come from the
/// clock the workspace was made with, whatever the real date.
@Suite("Clock: the one source of now")
struct ClockTests {
  /// A journal whose clock reads 14:00 on 26 November 2026, local time.
  static func journal(in directory: URL, hour: Int32 = 14) throws -> Workspace {
    try Data("format: 1\n".utf8).write(to: directory.appendingPathComponent("larder.yaml"))
    var parts = tm()
    parts.tm_year = 2026 - 1900
    parts.tm_mon = 10
    parts.tm_mday = 26
    parts.tm_hour = hour
    parts.tm_isdst = -1
    let now = Date(timeIntervalSince1970: Double(mktime(&parts)))
    return Workspace(location: JournalLocation(root: directory), clock: Clock(now: now))
  }

  static let today = CalendarDate(year: 2026, month: 11, day: 26)!

  @Test(
    "a time without a date is its most recent occurrence; with --date or --today, a time of that day",
    arguments: [
      // At 14:00 on the 26th, 01:30 was this morning: before the cutoff, so the 25th's night.
      (AddRequest(words: ["snack", "200", "kcal"], time: "01:30"), false, "2026-11-25"),
      (AddRequest(words: ["snack", "200", "kcal"], time: "13:00"), false, "2026-11-26"),
      // 15:00 has not come yet today: its most recent occurrence is yesterday's.
      (AddRequest(words: ["snack", "200", "kcal"], time: "15:00"), false, "2026-11-25"),
      (AddRequest(words: ["01:30", "snack", "200", "kcal"]), false, "2026-11-25"),
      (AddRequest(words: ["snack", "200", "kcal"]), false, "2026-11-26"),
      (
        AddRequest(words: ["snack", "200", "kcal"], date: "today", time: "01:30"), false,
        "2026-11-26"
      ),
      (
        AddRequest(words: ["snack", "200", "kcal"], date: "-1", time: "01:30"), false, "2026-11-25"
      ),
      (AddRequest(words: ["snack", "200", "kcal"], time: "01:30"), true, "2026-11-26"),
    ])
  func addPlacesTimes(request: AddRequest, todayIsGiven: Bool, expected: String) throws {
    try withTemporaryDirectory { directory in
      let workspace = try Self.journal(in: directory)
      let change = try workspace.logging.prepareAdd(
        request, today: Self.today, todayIsGiven: todayIsGiven)
      #expect(change.date.isoString == expected)
    }
  }

  @Test(
    "a clock before 1900 or past 9999 is refused, not logged into a day no file can hold",
    arguments: [-2_227_435_200.0, 253_402_477_200])
  func clockOutsideTheJournalYears(seconds: Double) {
    let clock = Clock(now: Date(timeIntervalSince1970: seconds))
    #expect(throws: WorkspaceError.self) { try clock.today(nil, boundary: .standard) }
    #expect(throws: Never.self) { try clock.today("2026-11-26", boundary: .standard) }
  }

  @Test("an entry without a time gets the clock's time")
  func addTakesTheClocksTime() throws {
    try withTemporaryDirectory { directory in
      let workspace = try Self.journal(in: directory, hour: 9)
      let change = try workspace.logging.prepareAdd(
        AddRequest(words: ["snack", "200", "kcal"]), today: Self.today, todayIsGiven: false)
      #expect(change.added.first?.time == ClockTime(hour: 9, minute: 0))
    }
  }

  @Test("commits carry the clock's time, not the system's")
  func commitsCarryTheClock() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    _ = try journal.workspace.write(message: "dated") { session throws(WorkspaceError) in
      try session.replace("log/2026/11/2026-11-22.yaml", with: Array("notes: x\n".utf8))
    }
    let expected = String(Int(Clock.test.now.timeIntervalSince1970))
    #expect(try journal.git("log", "-1", "--format=%at %ct") == "\(expected) \(expected)\n")
    #expect(
      try journal.git("log", "--format=%at").split(separator: "\n").allSatisfy {
        $0 == expected
      })
  }

  @Test("GIT_AUTHOR_DATE and GIT_COMMITTER_DATE set the commit's times, as in git")
  func gitDateVariables() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let clock = Clock.system(environment: [
      "GIT_AUTHOR_DATE": "2026-11-20T08:15:00+01:00",
      "GIT_COMMITTER_DATE": "@1795000000 -0500",
    ])
    let workspace = Workspace(location: journal.workspace.location, clock: clock)
    _ = try workspace.write(message: "dated") { session throws(WorkspaceError) in
      try session.replace("log/2026/11/2026-11-22.yaml", with: Array("notes: x\n".utf8))
    }
    #expect(
      try journal.git("log", "-1", "--format=%ai|%ci")
        == "2026-11-20 08:15:00 +0100|\(Self.gitDate(1_795_000_000, zone: "-0500"))\n")
  }

  @Test("a GIT_AUTHOR_DATE git cannot read is refused, and nothing is written")
  func badGitDate() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let clock = Clock.system(environment: ["GIT_AUTHOR_DATE": "next tuesday-ish"])
    let workspace = Workspace(location: journal.workspace.location, clock: clock)
    #expect(
      throws: WorkspaceError.badCommitDate(variable: "GIT_AUTHOR_DATE", value: "next tuesday-ish")
    ) {
      try workspace.write(message: "dated") { session throws(WorkspaceError) in
        try session.replace("log/2026/11/2026-11-22.yaml", with: Array("notes: x\n".utf8))
      }
    }
    #expect(try journal.subjects() == ["init"])
  }

  /// How `git log --format=%ci` shows a Unix time in a zone, computed independently of
  /// LarderGit's parser.
  static func gitDate(_ seconds: Int, zone: String) -> String {
    let sign = zone.hasPrefix("-") ? -1 : 1
    let minutes = sign * (Int(zone.dropFirst().prefix(2))! * 60 + Int(zone.suffix(2))!)
    var time = time_t(seconds + minutes * 60)
    var parts = tm()
    gmtime_r(&time, &parts)
    return String(
      format: "%04d-%02d-%02d %02d:%02d:%02d %@", Int(parts.tm_year) + 1900,
      Int(parts.tm_mon) + 1, Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min),
      Int(parts.tm_sec), zone)
  }
}
