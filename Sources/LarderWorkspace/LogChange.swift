public import LarderJournal
public import LarderModel
public import LarderReports

/// A change to one day file proposed by `larder add`, `edit`, `rm` or `copy`, ready to be
/// shown and then written: the lines it removes and adds, the day's totals before and after,
/// and the commit message.
///
/// Nothing is written until `Workspace.apply(_:noCommit:)`. If the file changed on disk in the
/// meantime (a hand edit), the change is made again on the file as it is then.
public struct LogChange: Sendable {
  /// The command that proposes the change.
  public enum Action: String, Sendable {
    /// `larder add`.
    case add
    /// `larder edit`.
    case edit
    /// `larder rm`.
    case remove = "rm"
    /// `larder copy`.
    case copy
  }

  /// One entry line added or removed.
  public struct Item: Sendable {
    /// The meal slot's name as `meals.yaml` spells it, or `Activity`.
    public let place: String
    /// Whether the line is under `activity:`.
    public let isActivity: Bool
    /// The time written on the line.
    public let time: ClockTime?
    /// What was eaten or done.
    public let what: String
    /// The amount and unit, `150 g`; empty when the line gives none.
    public let amount: String
    /// The nutrition the line holds or resolves to (energy burned, for activity); `nil` when
    /// it holds none, as for category portions.
    public let nutrients: Nutrients?
    /// The category amounts the line records.
    public let portions: [CategoryPortion]
    /// Whether the line is a `+` component, counted in the entry above it.
    public let isComponent: Bool
    /// The line as written in the file, without `- `.
    public let line: String
  }

  /// The command.
  public let action: Action
  /// The day changed.
  public let date: CalendarDate
  /// The day file's path, relative to the journal root.
  public let path: String
  /// The lines the change removes (for `edit`, the lines before the change).
  public let removed: [Item]
  /// The lines the change adds (for `edit`, the lines after the change).
  public let added: [Item]
  /// The day's totals before the change.
  public let before: DayTotals
  /// The day's totals after the change.
  public let after: DayTotals
  /// The goal in force that day.
  public let goal: Goal?
  /// The reference of the entry added or edited, in the file after the change.
  public let reference: EntryReference?
  /// For an edit, the entry's reference before it: a REF is made from the line's words, so
  /// a new amount or time gives the entry a new one.
  public internal(set) var previousReference: EntryReference? = nil
  /// The commit message.
  public let message: String

  let oldBytes: [UInt8]?
  let newBytes: [UInt8]
  /// Makes the change again on the file as it is when writing.
  let redo: @Sendable ([UInt8]?) throws(LogError) -> [UInt8]

  /// Whether the change takes the day over its calorie goal (or further over).
  public var exceedsGoal: Bool {
    guard let kcal = goal?.kcal, kcal > 0 else { return false }
    return after.nutrients.kcal > kcal && after.nutrients.kcal > before.nutrients.kcal
  }
}
