public import LarderModel

/// The expenditure estimate week by week (`larder energy --weeks 12`), so a person sees it
/// move as their body adapts: one estimate per week, each over the window of days ending on
/// that week's last day.
public struct EnergyHistory: Hashable, Sendable {
  /// One week's estimate, or why it has none.
  public struct Week: Hashable, Sendable {
    /// The week's last day, the last day of its window.
    public var last: CalendarDate
    /// The estimate over the window ending on `last`, or what it lacked.
    public var estimate: Result<EnergyEstimate, EnergyEstimate.ShortfallError>
  }

  /// The weeks, oldest first; the last one ends today.
  public var weeks: [Week]

  /// Estimates `count` weeks ending on `today`, today's week last, each over `windowDays` days
  /// (starting no earlier than `dataStart`); weeks ending before `dataStart` are left out.
  public init(
    weeks count: Int, endingOn today: CalendarDate, windowDays: Int,
    intake: [CalendarDate: LoggedIntake], weighIns: [WeightReading], dataStart: CalendarDate?
  ) {
    let sorted = weighIns.sorted { $0.date < $1.date }
    weeks = (0..<max(0, count)).reversed().compactMap { back -> Week? in
      let last = today.adding(days: -7 * back)
      if let dataStart, last < dataStart { return nil }
      let window = EnergyEstimate.window(endingOn: last, days: windowDays, dataStart: dataStart)
      let readings = Self.readings(sorted, in: window)
      return Week(
        last: last,
        estimate: EnergyEstimate.estimate(window: window, intake: intake, weighIns: readings))
    }
  }

  /// The weigh-ins of `window`, found by binary search in the sorted readings: ten years of
  /// weeks look at a window each, not at every weigh-in each.
  static func readings(_ sorted: [WeightReading], in window: ClosedRange<CalendarDate>)
    -> [WeightReading]
  {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle].date < window.lowerBound { low = middle + 1 } else { high = middle }
    }
    var end = low
    while end < sorted.count, sorted[end].date <= window.upperBound { end += 1 }
    return Array(sorted[low..<end])
  }
}
