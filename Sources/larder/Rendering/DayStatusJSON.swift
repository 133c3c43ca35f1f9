import LarderWorkspace

/// One day of `larder calendar --json` and `larder week --json`: its energy against the goal,
/// its status and score; the week adds the day's protein, carbs and fat.
struct DayStatusJSON: Encodable {
  var date: String
  var weekday: String
  var isToday: Bool
  var isFuture: Bool
  var entries: Int
  var kcal: Double
  /// Grams, in the week's days only (left out of the calendar's).
  var protein: Double?
  var carbs: Double?
  var fat: Double?
  var goalKcal: Double?
  var percent: Int?
  /// `met`, `close`, `over`, `under`, `no_goal`, `no_entries`.
  var status: String
  var symbol: String
  var score: Int?
  /// `good`, `fair`, `poor`.
  var scoreBand: String?

  /// The day `summary` describes, with its macronutrients when `nutrients` is given.
  init(summary: DaySummary, isFuture: Bool, today: CalendarDate, nutrients: Nutrients? = nil) {
    let logged = summary.hasEntries
    date = summary.date.isoString
    weekday = summary.date.weekday.name
    isToday = summary.date == today
    self.isFuture = isFuture
    entries = summary.entryCount
    kcal = CalendarJSON.rounded(summary.kcal)
    protein = nutrients.map { CalendarJSON.rounded($0.protein) }
    carbs = nutrients.map { CalendarJSON.rounded($0.carbs) }
    fat = nutrients.map { CalendarJSON.rounded($0.fat) }
    goalKcal = summary.goal?.kcal
    percent = CalendarFormat.percent(of: summary)
    status = CalendarFormat.slug(summary.status)
    symbol = summary.status.symbol
    score = logged ? summary.score?.roundedScore : nil
    scoreBand = logged ? summary.score?.band.word : nil
  }
}
