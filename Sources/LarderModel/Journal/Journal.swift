/// A whole journal as plain values: settings, plan, library, days and body metrics. Every
/// part has the defaults of FORMAT.md, so tests build one in a line.
public struct Journal: Hashable, Sendable {
  /// `larder.yaml`.
  public var settings: Settings
  /// `categories.yaml` categories, in display order.
  public var categories: [Category]
  /// `categories.yaml` compensation rules.
  public var compensation: [CompensationRule]
  /// `meals.yaml` slots, in display order.
  public var mealSlots: [MealSlot]
  /// `units.yaml` category units.
  public var units: [CategoryUnit]
  /// `foods/*.yaml`.
  public var library: FoodLibrary
  /// `log/`: the day files by date.
  public var days: [CalendarDate: Day]
  /// `body/`: the measurements by date.
  public var body: [CalendarDate: BodyMetrics]
  /// `care.yaml`.
  public var meetings: [CareMeeting]
  /// `documents/documents.yaml`.
  public var documents: [DocumentRecord]

  /// Creates a journal; every part defaults to what applies when its file is absent.
  public init(
    settings: Settings = Settings(), categories: [Category] = Category.defaults,
    compensation: [CompensationRule] = CompensationRule.defaults,
    mealSlots: [MealSlot] = MealSlot.defaults, units: [CategoryUnit] = CategoryUnit.defaults,
    library: FoodLibrary = FoodLibrary(), days: [CalendarDate: Day] = [:],
    body: [CalendarDate: BodyMetrics] = [:], meetings: [CareMeeting] = [],
    documents: [DocumentRecord] = []
  ) {
    self.settings = settings
    self.categories = categories
    self.compensation = compensation
    self.mealSlots = mealSlots
    self.units = units
    self.library = library
    self.days = days
    self.body = body
    self.meetings = meetings
    self.documents = documents
  }

  /// The goal in force on `date`.
  public func goal(on date: CalendarDate) -> Goal? {
    settings.goals.goal(on: date)
  }

  /// The category with this name.
  public func category(named name: Name) -> Category? {
    categories.first { $0.name == name }
  }

  /// The category that activity minutes count toward (`activity: yes`).
  public var activityCategory: Category? {
    categories.first(where: \.isActivity)
  }
}
