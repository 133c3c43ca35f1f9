public import FoundationEssentials
import Glibc
import LarderGit
public import LarderModel

/// "Now", read once where a command starts and passed down: the journal day, the time of
/// day an entry gets, the day cutoff and every commit's time come from it, so a test can fix
/// all of them.
public struct Clock: Sendable {
  /// The moment this invocation treats as now.
  public let now: Date
  /// `GIT_AUTHOR_DATE` as given, which sets the time of commits' authorship as in git.
  let authorDate: String?
  /// `GIT_COMMITTER_DATE` as given, which sets the time commits are made as in git.
  let committerDate: String?

  /// A clock fixed at a moment, whose commits carry that moment.
  public init(now: Date) {
    self.init(now: now, authorDate: nil, committerDate: nil)
  }

  private init(now: Date, authorDate: String?, committerDate: String?) {
    self.now = now
    self.authorDate = authorDate
    self.committerDate = committerDate
  }

  /// The system's clock, read once, honouring `GIT_AUTHOR_DATE` and `GIT_COMMITTER_DATE` in
  /// `environment` for the commits, as git does.
  public static func system(environment: [String: String]) -> Clock {
    Clock(
      now: Date(), authorDate: environment["GIT_AUTHOR_DATE"],
      committerDate: environment["GIT_COMMITTER_DATE"])
  }

  /// The calendar date and time of day on the local wall clock.
  public var local: (date: CalendarDate, time: ClockTime) {
    // localtime_r rather than Calendar.current: Foundation's calendar machinery adds ~4 MB
    // and several milliseconds to every command that asks what day it is.
    var seconds = time_t(now.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    localtime_r(&seconds, &parts)
    let date =
      CalendarDate(
        year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
      ?? CalendarDate(dayNumber: 0)
    let time =
      ClockTime(hour: Int(parts.tm_hour), minute: Int(parts.tm_min)) ?? ClockTime(minutes: 0)!
    return (date, time)
  }

  /// Today's journal date: before the day cutoff, the wall clock's yesterday.
  public func today(boundary: DayBoundary) -> CalendarDate {
    let (date, time) = local
    return boundary.journalDate(for: date, at: time)
  }

  /// Resolves `--today` (a date or an expression such as `yesterday`) against the real today;
  /// nil means the real today.
  public func today(_ expression: String?, boundary: DayBoundary) throws(WorkspaceError)
    -> CalendarDate
  {
    let real = today(boundary: boundary)
    guard let expression else {
      // A clock set before 1900 or past 9999 names a day no journal file can hold.
      try Self.requireJournalDate(real, text: "\(real.isoString), the clock's date")
      return real
    }
    guard let parsed = DateExpression(expression) else {
      throw .badDate(expression)
    }
    let date = parsed.resolve(today: real)
    try Self.requireJournalDate(date, text: expression)
    return date
  }

  /// Refuses a date a journal cannot hold: before 1900 or after 9999 (a body file is named by
  /// its four-digit year).
  static func requireJournalDate(_ date: CalendarDate, text: String) throws(WorkspaceError) {
    guard date.year >= 1900, date.year <= 9999 else { throw .dateOutOfRange(text) }
  }

  /// The author's and the committer's signatures for a commit made now by `author`; refuses
  /// a `GIT_AUTHOR_DATE` or `GIT_COMMITTER_DATE` git would not read.
  func signatures(of author: CommitAuthor) throws(WorkspaceError) -> CommitSignatures {
    let identity = Identity(name: author.name, email: author.email)
    let now = GitTime.local(now)
    let authorTime = try Self.time(authorDate, variable: "GIT_AUTHOR_DATE") ?? now
    let committerTime = try Self.time(committerDate, variable: "GIT_COMMITTER_DATE") ?? now
    return CommitSignatures(
      author: Signature(identity: identity, time: authorTime),
      committer: Signature(identity: identity, time: committerTime))
  }

  /// The time an environment variable sets; nil when it is unset or empty.
  private static func time(_ text: String?, variable: String) throws(WorkspaceError)
    -> GitTime?
  {
    guard let text, !text.isEmpty else { return nil }
    guard let time = GitTime(parsing: text) else {
      throw .badCommitDate(variable: variable, value: text)
    }
    return time
  }
}

/// Who a commit is by and when, as its author and as its committer.
struct CommitSignatures {
  let author: Signature
  let committer: Signature
}
