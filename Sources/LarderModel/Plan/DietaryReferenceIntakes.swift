/// The Dietary Reference Intakes table: recommended intakes and upper levels by life-stage
/// group, read from its tab-separated text (the data file Larder ships, which cites its
/// source), one row per nutrient, group and age range:
///
/// ```
/// iron	female	19-50	rda	18	45	ul
/// sodium	male	14-	ai	1500	2300	cdrr
/// ```
public struct DietaryReferenceIntakes: Sendable {
  /// A life-stage group of the tables.
  public enum Group: String, Hashable, Sendable {
    case male, female, pregnant, lactating
  }

  /// One row of the table.
  public struct Row: Hashable, Sendable {
    /// The nutrient.
    public var nutrient: Nutrient
    /// The life-stage group.
    public var group: Group
    /// The ages in whole years the row covers.
    public var ages: ClosedRange<Int>
    /// The recommended amount and upper level.
    public var target: NutrientTarget
  }

  /// A line of the table text that cannot be read.
  public struct ReadError: Error, Hashable, Sendable {
    /// The line's number, from 1.
    public var line: Int
    /// The line.
    public var text: String
  }

  /// The rows in the order of the text.
  public let rows: [Row]

  /// Reads the table text: `#` comment lines, then tab-separated rows of the nutrient's word,
  /// group, ages (`19-30`, `71-`), `rda` or `ai`, amount, upper level or `-`, and `ul`,
  /// `cdrr` or `-`.
  public init(text: String) throws(ReadError) {
    var rows: [Row] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      let error = ReadError(line: index + 1, text: String(line))
      guard fields.count == 7, let nutrient = Nutrient(word: fields[0]),
        let group = Group(rawValue: String(fields[1])),
        let ages = Self.ages(fields[2]),
        let kind = NutrientTarget.Kind(rawValue: String(fields[3])), kind != .personal,
        let amount = Double(fields[4])
      else { throw error }
      let upper = fields[5] == "-" ? nil : Double(fields[5])
      let upperKind = NutrientTarget.UpperKind(rawValue: String(fields[6]))
      guard (upper == nil) == (upperKind == nil), fields[5] == "-" || upper != nil else {
        throw error
      }
      rows.append(
        Row(
          nutrient: nutrient, group: group, ages: ages,
          target: NutrientTarget(amount: amount, kind: kind, upper: upper, upperKind: upperKind)))
    }
    self.rows = rows
  }

  private static func ages(_ text: Substring) -> ClosedRange<Int>? {
    let bounds = text.split(separator: "-", omittingEmptySubsequences: false)
    guard bounds.count == 2, let lower = Int(bounds[0]) else { return nil }
    guard !bounds[1].isEmpty else { return lower...Int.max }
    guard let upper = Int(bounds[1]), lower <= upper else { return nil }
    return lower...upper
  }

  /// The youngest age in whole years a row covers; a younger person has no targets.
  public var youngestAge: Int? { rows.map(\.ages.lowerBound).min() }

  /// The targets of a person of `age` in `group`: the first row of each nutrient that fits.
  public func targets(group: Group, age: Int) -> [Nutrient: NutrientTarget] {
    var targets: [Nutrient: NutrientTarget] = [:]
    for row in rows where row.group == group && row.ages.contains(age) {
      if targets[row.nutrient] == nil { targets[row.nutrient] = row.target }
    }
    return targets
  }

  /// The targets in force on `date`: the table's for the profile's sex and age (and the life
  /// stage of `nutrientTargets` on that date), each replaced by the person's own amount where
  /// one is given, upper levels kept. Without a sex and a date of birth only the person's own
  /// amounts apply.
  public func targets(
    profile: Profile, nutrientTargets: NutrientTargetHistory, on date: CalendarDate
  ) -> [Nutrient: NutrientTarget] {
    let change = nutrientTargets.change(on: date)
    var targets: [Nutrient: NutrientTarget] = [:]
    if let sex = profile.sex, let age = profile.age(on: date) {
      let group: Group =
        switch change?.lifeStage {
        case .pregnant: .pregnant
        case .lactating: .lactating
        case nil: sex == .male ? .male : .female
        }
      targets = self.targets(group: group, age: age)
    }
    for (nutrient, amount) in change?.amounts ?? [:] {
      var target = targets[nutrient] ?? NutrientTarget(amount: amount, kind: .personal)
      target.amount = amount
      target.kind = .personal
      targets[nutrient] = target
    }
    return targets
  }
}
