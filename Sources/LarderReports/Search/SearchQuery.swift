public import LarderModel

/// What `larder search` looks for: text, and optionally a period, a meal slot and a limit.
///
/// ```
/// larder search "crème fraîche" --from 2026-10-01 --meal dinner --limit 20
/// ```
public struct SearchQuery: Hashable, Sendable {
  /// The text as typed; matched ignoring case, accents and runs of white space.
  public var text: String
  /// The first day searched, if any.
  public var from: CalendarDate?
  /// The last day searched, if any.
  public var to: CalendarDate?
  /// Only entries of this meal slot, if given.
  public var meal: Name?
  /// At most this many matches are listed (all are counted), if given.
  public var limit: Int?

  /// Creates a query.
  public init(
    text: String, from: CalendarDate? = nil, to: CalendarDate? = nil, meal: Name? = nil,
    limit: Int? = nil
  ) {
    self.text = text
    self.from = from
    self.to = to
    self.meal = meal
    self.limit = limit
  }

  /// The folded text that is looked for: lower case, accents removed, white space folded.
  public var key: String { Name.searchKey(text) }

  /// Whether `date` lies within the query's period.
  public func includes(_ date: CalendarDate) -> Bool {
    (from.map { $0 <= date } ?? true) && (to.map { date <= $0 } ?? true)
  }
}
