import LarderJournal
public import LarderModel
public import LarderReports

/// `larder goals`: the goal in force, the ones to come and the history.
public struct GoalsOverview: Sendable {
  /// Today's journal date.
  public let today: CalendarDate
  /// Every dated goal, oldest first.
  public let history: GoalHistory
  /// Whether `larder.yaml` has errors, so that some goals may be missing.
  public let hasErrors: Bool

  /// The goal in force today and the date it took effect.
  public var current: GoalHistory.Change? {
    history.changes.last { $0.date <= today }
  }
}

/// What `larder goals set` asks for; a value left `nil` keeps the one of the goal in force on
/// the start date.
public struct GoalRequest: Sendable {
  /// The calorie goal in kcal.
  public var kcal: Double?
  /// The protein goal in grams.
  public var protein: Double?
  /// The carbohydrate goal in grams.
  public var carbs: Double?
  /// The fat goal in grams.
  public var fat: Double?
  /// Deficit, maintenance or surplus.
  public var kind: Goal.Kind?
  /// The first day of the goal.
  public var from: CalendarDate

  /// Creates a request.
  public init(
    kcal: Double? = nil, protein: Double? = nil, carbs: Double? = nil, fat: Double? = nil,
    kind: Goal.Kind? = nil, from: CalendarDate
  ) {
    self.kcal = kcal
    self.protein = protein
    self.carbs = carbs
    self.fat = fat
    self.kind = kind
    self.from = from
  }
}

extension PlanUseCases {
  /// The dated goals of `larder.yaml`.
  public func goals(today: CalendarDate) throws(WorkspaceError) -> GoalsOverview {
    let reading = JournalReader(today: today).read(try workspace.sources(paths: ["larder.yaml"]))
    return GoalsOverview(
      today: today, history: reading.journal.settings.goals, hasErrors: reading.hasErrors)
  }

  /// Writes a dated goal into `larder.yaml`, changing only its line (or adding one in date
  /// order), and commits it.
  ///
  /// Values not given are taken from the goal in force on the start date, so `--protein 160`
  /// changes protein alone. Refused, with nothing written: no value at all, a calorie goal
  /// outside 500–5,000 kcal, a macronutrient goal of 0 g or less. Macros whose energy
  /// (4·P + 4·C + 9·F) is more than 10 % off the calorie goal are written with a warning.
  public func setGoal(_ request: GoalRequest, noCommit: Bool = false)
    throws(PlanChangeError) -> PlanChange
  {
    guard
      request.kcal != nil || request.protein != nil || request.carbs != nil
        || request.fat != nil || request.kind != nil
    else {
      throw .refused(
        message: "no goal was given",
        hint: "Give at least one of --kcal, --protein, --carbs, --fat or --type.")
    }
    for (name, value) in [
      ("protein", request.protein), ("carbs", request.carbs), ("fat", request.fat),
    ] {
      if let value, !(value > 0) || !value.isFinite {
        throw .refused(
          message: "a \(name) goal of \(DecimalText.string(value)) g is not a goal",
          hint: "Give a \(name) goal above 0 g, or leave --\(name) out to keep the one in force.")
      }
    }
    let session = try PlanChangeError.step { () throws(WorkspaceError) in
      try workspace.beginWrite(noCommit: noCommit)
    }
    let bytes = try PlanChangeError.step { () throws(WorkspaceError) in
      try session.read("larder.yaml").bytes ?? []
    }
    let before = JournalReader(today: nil).read(
      [JournalSource(path: "larder.yaml", bytes: bytes)].compactMap { $0 })
    let base = before.journal.settings.goals.goal(on: request.from)
    let goal = Goal(
      kcal: request.kcal ?? base?.kcal, protein: request.protein ?? base?.protein,
      carbs: request.carbs ?? base?.carbs, fat: request.fat ?? base?.fat,
      kind: request.kind ?? base?.kind)
    var warnings: [String] = []
    for issue in goal.issues {
      switch issue {
      case .kcalOutOfRange(let kcal):
        throw .refused(
          message: "a calorie goal of \(DecimalText.string(kcal, grouping: true)) kcal is "
            + "outside 500–5,000 kcal",
          hint: "Set a daily goal between 500 and 5,000 kcal.")
      case .macroMismatch(let energy, let kcal):
        func whole(_ value: Double) -> String {
          DecimalText.string(value, fractionDigits: 0, grouping: true)
        }
        warnings.append(
          "protein, carbs and fat give \(whole(energy)) kcal (4·P + 4·C + 9·F), more than "
            + "10 % off the goal of \(whole(kcal)) kcal")
      }
    }
    let edited: [UInt8]
    do {
      edited = try SettingsEditor.settingGoal(goal, from: request.from, in: bytes)
    } catch {
      throw .refused(message: error.message, hint: error.hint)
    }
    try requireNoNewErrors("larder.yaml", before: bytes, after: edited)
    let summary = "goals set from \(request.from.isoString): \(goal)"
    let outcome = try PlanChangeError.step { () throws(WorkspaceError) in
      try session.replace("larder.yaml", with: edited)
      return try session.commit(message: summary)
    }
    return PlanChange(summary: summary, warnings: warnings, outcome: outcome)
  }

  /// Refuses an edit of a plan file that adds an error the file did not have: a change must
  /// leave the journal as readable as it was.
  func requireNoNewErrors(
    _ path: String, before: [UInt8], after: [UInt8], context: [JournalSource] = []
  ) throws(PlanChangeError) {
    func errors(_ bytes: [UInt8]) -> [String] {
      guard let source = JournalSource(path: path, bytes: bytes) else { return [] }
      let reading = JournalReader(today: nil).read(context + [source])
      return reading.files.first { $0.path == path }?.diagnostics
        .filter { $0.severity == .error }.map(\.message) ?? []
    }
    var known = errors(before)
    for error in errors(after) {
      if let index = known.firstIndex(of: error) {
        known.remove(at: index)
        continue
      }
      throw .refused(
        message: "the change to \(path) would not read back: \(error); nothing was written",
        hint: "This is a bug in larder; please report it with the file.")
    }
  }
}

/// What `larder goals suggest` proposes: the latest expenditure estimate, the goal it leads
/// to, and the goal in force, to compare.
public struct GoalSuggestion: Sendable {
  /// The expenditure estimate the goal starts from, with its working.
  public let energy: EnergyOverview
  /// The suggested goal; `nil` when there is no estimate yet.
  public let suggestion: CalorieGoalSuggestion?
  /// The goal in force today.
  public let current: Goal?
}

extension PlanUseCases {
  /// Suggests a daily calorie goal from the latest expenditure estimate and the profile's
  /// target weight and date (`CalorieGoalSuggestion`); writes nothing.
  public func suggestGoal(today: CalendarDate) throws(WorkspaceError) -> GoalSuggestion {
    let energy = try workspace.bodyAndCare.energy(
      today: today, weeks: 1, windowDays: EnergyEstimate.defaultWindowDays)
    let suggestion = (try? energy.latest?.get()).map { estimate in
      CalorieGoalSuggestion(
        expenditure: estimate.expenditure, currentKilograms: estimate.trendEnd,
        profile: energy.profile, today: today)
    }
    let goals = try goals(today: today)
    return GoalSuggestion(energy: energy, suggestion: suggestion, current: goals.current?.goal)
  }
}
