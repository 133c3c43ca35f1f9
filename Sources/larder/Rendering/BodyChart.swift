import LarderWorkspace

/// A one-line sparkline of daily values over a range of days: each column averages the days
/// it covers, drawn with the eight block heights `▁▂▃▄▅▆▇█` between the lowest and highest
/// column; a column without a value is a space.
///
/// ```
/// ▇▇▇▆▆▆▆▅▅▅▄▄▄▃▃▃▂▂▂▁▁
/// ```
struct BodyChart {
  /// The values by day.
  let values: [CalendarDate: Double]
  /// The first day charted.
  let start: CalendarDate
  /// The last day charted.
  let end: CalendarDate

  static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

  /// The column averages, `columns` at most (one per day when the range is shorter).
  func columns(_ columns: Int) -> [Double?] {
    let days = max(1, start.days(to: end) + 1)
    let count = max(1, min(columns, days))
    var sums = [Double](repeating: 0, count: count)
    var counts = [Int](repeating: 0, count: count)
    for (date, value) in values where date >= start && date <= end {
      let column = start.days(to: date) * count / days
      sums[column] += value
      counts[column] += 1
    }
    return zip(sums, counts).map { sum, count in count == 0 ? nil : sum / Double(count) }
  }

  /// The sparkline in at most `width` columns, with the lowest and highest column value.
  func render(width: Int) -> (line: String, low: Double, high: Double)? {
    let columns = columns(width)
    let known = columns.compactMap { $0 }
    guard let low = known.min(), let high = known.max() else { return nil }
    let span = high - low
    let line = String(
      columns.map { value -> Character in
        guard let value else { return " " }
        guard span > 0 else { return Self.levels[3] }
        let level = Int(((value - low) / span * 7).rounded())
        return Self.levels[min(7, max(0, level))]
      })
    return (line, low, high)
  }
}
