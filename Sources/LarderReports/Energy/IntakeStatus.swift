public import LarderModel

/// Whether a day's logged intake counts toward the average intake of an energy estimate, and
/// why (FORMAT.md §4.6, `intake`).
public enum IntakeStatus: String, Hashable, Sendable, CaseIterable {
  /// Logged, not marked, and not far below the usual: counted.
  case logged
  /// Marked `intake: complete`: counted however little it adds up to.
  case markedComplete = "marked-complete"
  /// Marked `intake: fasted`: counted, with no entries at all.
  case fasted
  /// No day file or no meal entries, and no marker: not logged, left out.
  case notLogged = "not-logged"
  /// Marked `intake: incomplete`: left out.
  case markedIncomplete = "marked-incomplete"
  /// Not marked and under `probablyIncompleteShare` of the window's median logged day: left
  /// out.
  case probablyIncomplete = "probably-incomplete"

  /// A logged day under this share of the median of the logged days of its window is probably
  /// incomplete: half a usual day is well below any ordinary low day, and well above a day
  /// where one meal was logged and the rest forgotten.
  public static let probablyIncompleteShare = 0.5

  /// Whether the day's intake counts toward the average.
  public var isCounted: Bool {
    switch self {
    case .logged, .markedComplete, .fasted: true
    case .notLogged, .markedIncomplete, .probablyIncomplete: false
    }
  }

  /// The status of each day of `window`, given the intake logged by date: the median the
  /// threshold is taken from is that of the window's days with entries and without a marker.
  public static func statuses(
    of window: ClosedRange<CalendarDate>, intake: [CalendarDate: LoggedIntake]
  ) -> [(date: CalendarDate, status: IntakeStatus)] {
    var days: [(date: CalendarDate, intake: LoggedIntake?)] = []
    var date = window.lowerBound
    while date <= window.upperBound {
      days.append((date, intake[date]))
      date = date.next
    }
    let usual = median(
      days.compactMap { day in
        guard let logged = day.intake, logged.marker == nil, logged.entryCount > 0 else {
          return nil
        }
        return logged.kcal
      })
    return days.map { day in
      guard let logged = day.intake else { return (day.date, .notLogged) }
      switch logged.marker {
      case .complete?: return (day.date, .markedComplete)
      case .fasted?: return (day.date, .fasted)
      case .incomplete?: return (day.date, .markedIncomplete)
      case nil:
        if logged.entryCount == 0 { return (day.date, .notLogged) }
        if let usual, logged.kcal < probablyIncompleteShare * usual {
          return (day.date, .probablyIncomplete)
        }
        return (day.date, .logged)
      }
    }
  }

  /// The median of `values`; the mean of the middle two for an even count.
  static func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
