import LarderModel
import LarderReports
import Testing

@Suite("Body report")
struct BodyReportTests {
  func metrics(_ date: String, _ weight: Double?, steps: Int? = nil) -> BodyMetrics {
    BodyMetrics(date: Fixtures.date(date), weightKilograms: weight, steps: steps)
  }

  var body: [CalendarDate: BodyMetrics] {
    let list = [
      metrics("2026-10-20", 86.3),
      metrics("2026-11-13", 85.0),
      metrics("2026-11-14", 85.2, steps: 7_000),
      metrics("2026-11-18", nil, steps: 11_000),
      metrics("2026-11-20", 84.6, steps: 9_120),
      metrics("2026-11-21", 84.2, steps: 8_512),
      metrics("2026-11-22", 80.0),
    ]
    return Dictionary(uniqueKeysWithValues: list.map { ($0.date, $0) })
  }

  @Test("current, last, last week and last month weights, ignoring days after today")
  func weights() throws {
    let report = BodyReport(body: body, profile: Profile(), today: Fixtures.date("2026-11-21"))
    #expect(report.current == WeightReading(date: Fixtures.date("2026-11-21"), kilograms: 84.2))
    #expect(report.previous?.kilograms == 84.6)
    // A week before the 21st is the 14th: 84.2 − 85.2 = −1.0 kg.
    #expect(abs(try #require(report.changeOverWeek) - -1.0) < 1e-9)
    // 30 days before is 22 October; the latest weigh-in by then is 20 October: −2.1 kg.
    #expect(abs(try #require(report.changeOverMonth) - -2.1) < 1e-9)
  }

  @Test("7-day averages take today and the six days before")
  func averages() throws {
    let report = BodyReport(body: body, profile: Profile(), today: Fixtures.date("2026-11-21"))
    // 15–21 November: weights 84.6 and 84.2; steps 11,000, 9,120 and 8,512.
    #expect(abs(try #require(report.averages.weightKilograms) - 84.4) < 1e-9)
    #expect(abs(try #require(report.averages.steps) - 9_544) < 1e-9)
    #expect(report.averages.waistCentimeters == nil)
  }

  @Test("the trend weight moves a tenth of the way toward each weigh-in")
  func trend() throws {
    let report = BodyReport(body: body, profile: Profile(), today: Fixtures.date("2026-11-21"))
    // 86.3 → +0.1 × (85.0 − 86.3) = 86.17 → +0.1 × (85.2 − 86.17) = 86.073
    // → +0.1 × (84.6 − 86.073) = 85.9257 → +0.1 × (84.2 − 85.9257) = 85.75313.
    #expect(abs(try #require(report.trendKilograms) - 85.75313) < 1e-9)
  }

  @Test("target progress: difference, days remaining and weekly change required")
  func target() throws {
    let profile = Profile(targetWeightKilograms: 78, targetDate: Fixtures.date("2027-04-04"))
    let report = BodyReport(body: body, profile: profile, today: Fixtures.date("2026-11-21"))
    let target = try #require(report.target)
    #expect(abs(target.difference - -6.2) < 1e-9)
    #expect(target.daysRemaining == 134)
    // −6.2 kg over 134 / 7 weeks: −0.3239 kg a week, shown as −0.32.
    #expect(Display.number(try #require(target.weeklyChangeRequired), decimals: 2) == "-0.32")
    let late = TargetProgress(
      targetKilograms: 78, targetDate: Fixtures.date("2026-11-21"), currentKilograms: 84,
      today: Fixtures.date("2026-11-21"))
    #expect(late.weeklyChangeRequired == nil)
  }

  @Test("without weigh-ins there is nothing to report but averages of other values")
  func empty() {
    let report = BodyReport(
      body: [:], profile: Profile(targetWeightKilograms: 78), today: Fixtures.date("2026-11-21"))
    #expect(report.current == nil)
    #expect(report.trendKilograms == nil)
    #expect(report.target == nil)
  }
}
