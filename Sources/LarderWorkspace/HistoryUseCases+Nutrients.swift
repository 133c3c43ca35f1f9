public import LarderModel
public import LarderReports

/// `larder nutrients`: every nutrient over a day or a period, against the person's targets.
public struct NutrientHistory: Sendable {
  /// The amounts, averages, targets and top sources.
  public let report: NutrientReport
  /// The person's sex, from the profile; without it there are no DRI targets.
  public let sex: Profile.Sex?
  /// The person's age on the period's last day, from the profile's date of birth.
  public let age: Int?
  /// Pregnancy or lactation on the period's last day, from `nutrient targets:`.
  public let lifeStage: NutrientTargetHistory.LifeStage?
  /// The journal files read that have errors: the numbers may be incomplete.
  public let filesWithErrors: [String]
}

extension HistoryUseCases {
  /// The Dietary Reference Intakes table compiled into the binary (its source is cited at
  /// the top of `Resources/dietary-reference-intakes.tsv`).
  public static let dietaryReferenceIntakes: DietaryReferenceIntakes = {
    let text = String(decoding: PackageResources.dietary_reference_intakes_tsv, as: UTF8.self)
    do throws(DietaryReferenceIntakes.ReadError) {
      return try DietaryReferenceIntakes(text: text)
    } catch {
      // The file is part of the program and read by a test; it cannot be wrong at run time.
      preconditionFailure("dietary-reference-intakes.tsv line \(error.line): \(error.text)")
    }
  }()

  /// Adds up the nutrients of the days `from...to`: reads settings, plan, the library entries
  /// the days name and those day files only. `top` asks for the foods that gave the most of
  /// one nutrient.
  public func nutrients(
    from: CalendarDate, to: CalendarDate, today: CalendarDate, top: Nutrient?
  ) throws(WorkspaceError) -> NutrientHistory {
    let dates = (0...max(0, from.days(to: to))).map { from.adding(days: $0) }
    let reading = try workspace.readHistory(days: dates, today: today)
    let settings = reading.journal.settings
    let intakes = Self.dietaryReferenceIntakes
    let report = NutrientReport(
      days: reading.journal.days, from: from, to: to, library: reading.journal.library,
      targets: { date in
        intakes.targets(
          profile: settings.profile, nutrientTargets: settings.nutrientTargets, on: date)
      }, top: top)
    return NutrientHistory(
      report: report, sex: settings.profile.sex, age: settings.profile.age(on: to),
      lifeStage: settings.nutrientTargets.change(on: to)?.lifeStage,
      filesWithErrors: reading.filesWithErrors)
  }
}
