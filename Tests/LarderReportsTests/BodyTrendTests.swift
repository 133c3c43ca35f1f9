import LarderModel
import LarderReports
import Testing

/// The trend weight, carried over days without a weigh-in, and its weekly rate.
@Suite("BodyTrend: exponentially smoothed weight and its weekly rate")
struct BodyTrendTests {
  static let start = CalendarDate(year: 2026, month: 11, day: 1)!

  static func body(_ weights: [Int: Double]) -> [CalendarDate: BodyMetrics] {
    var body: [CalendarDate: BodyMetrics] = [:]
    for (offset, kilograms) in weights {
      let date = start.adding(days: offset)
      body[date] = BodyMetrics(date: date, weightKilograms: kilograms)
    }
    return body
  }

  @Test("T starts at the first weigh-in, moves a tenth toward each later one, carries over")
  func smooths() {
    let trend = BodyTrend(
      body: Self.body([0: 80, 1: 90, 3: 70]), today: Self.start.adding(days: 4))
    let expected = [80, 81, 81, 79.9, 79.9]
    #expect(trend.points.count == expected.count)
    #expect(zip(trend.points, expected).allSatisfy { abs($0.kilograms - $1) < 1e-9 })
    #expect(trend.points.first?.date == Self.start)
  }

  @Test("after more than 30 days without a weigh-in the trend starts again at the next one")
  func restartsAfterALongGap() {
    let trend = BodyTrend(
      body: Self.body([0: 64, 30: 74, 61: 88, 62: 87]), today: Self.start.adding(days: 62))
    func kilograms(_ day: Int) -> Double? {
      trend.points.first { $0.date == Self.start.adding(days: day) }?.kilograms
    }
    // 30 days is still carried over; 31 is not.
    #expect(kilograms(30).map { abs($0 - 65) < 1e-9 } == true)
    #expect(kilograms(60).map { abs($0 - 65) < 1e-9 } == true)
    #expect(kilograms(61) == 88)
    #expect(kilograms(62).map { abs($0 - 87.9) < 1e-9 } == true)
  }

  @Test("the weekly rate is the least-squares slope of the last 14 trend days times 7")
  func weeklyRate() throws {
    // A steady loss of 0.1 kg a day: the trend lags behind and falls ever closer to
    // 0.7 kg a week; the rate is the slope of its last 14 days, computed here by hand.
    var weights: [Int: Double] = [:]
    for day in 0..<30 { weights[day] = 90 - 0.1 * Double(day) }
    let trend = BodyTrend(body: Self.body(weights), today: Self.start.adding(days: 29))
    let rate = try #require(trend.weeklyRate)
    let last14 = trend.points.suffix(14).map(\.kilograms)
    let meanX = 6.5
    let meanY = last14.reduce(0, +) / 14
    var covariance = 0.0
    var variance = 0.0
    for (x, y) in last14.enumerated() {
      covariance += (Double(x) - meanX) * (y - meanY)
      variance += (Double(x) - meanX) * (Double(x) - meanX)
    }
    #expect(abs(rate - covariance / variance * 7) < 1e-12)
    #expect(rate < -0.5 && rate > -0.7)
  }

  @Test("the trend reaches a target it moves toward, by the projected date")
  func projects() throws {
    var weights: [Int: Double] = [:]
    for day in 0..<30 { weights[day] = 90 - 0.1 * Double(day) }
    let today = Self.start.adding(days: 29)
    let trend = BodyTrend(body: Self.body(weights), today: today)
    let current = try #require(trend.current)
    let projected = try #require(trend.projectedDate(reaching: current - 1))
    #expect(trend.reaches(target: current - 1, by: projected) == true)
    #expect(trend.reaches(target: current - 1, by: projected.adding(days: -2)) == false)
    #expect(trend.projectedDate(reaching: current + 1) == nil)
  }

  @Test("no weigh-in, no trend; days after today are ignored")
  func empty() {
    #expect(BodyTrend(body: [:], today: Self.start).points.isEmpty)
    let future = BodyTrend(body: Self.body([5: 80]), today: Self.start)
    #expect(future.points.isEmpty && future.weeklyRate == nil)
  }
}
