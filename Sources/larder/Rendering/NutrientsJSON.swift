import LarderWorkspace

/// `larder nutrients --json`: the same facts as the text, as data; amounts unrounded.
enum NutrientsJSON {
  struct Output: JSONReport {
    static let schemaVersion = 1
    var from: String
    var to: String
    var today: String
    var daysLogged: Int
    var entries: Int
    var unresolvedEntries: Int
    var profile: Profile
    var nutrients: [Line]
    var top: Top?
    var filesWithErrors: [String]
  }

  struct Profile: Encodable {
    var sex: String?
    var age: Int?
    var lifeStage: String?
  }

  struct Line: Encodable {
    var nutrient: String
    var name: String
    var unit: String
    var usdaNumber: Int
    var total: Double?
    var averagePerDay: Double?
    var unknownEntries: Int
    var target: Target?
    var percent: Int?
    var aboveUpper: Bool
    var daysAboveUpper: Int
  }

  struct Target: Encodable {
    var amount: Double?
    var kind: String
    var upper: Double?
    var upperKind: String?
  }

  struct Top: Encodable {
    var nutrient: String
    var foods: [Food]
  }

  struct Food: Encodable {
    var what: String
    var amount: Double
    var entries: Int
  }

  static func render(_ history: NutrientHistory, today: CalendarDate) -> String {
    let report = history.report
    let lines = report.lines.map { line in
      // A nutrient no entry gave is unknown, not zero.
      let isKnown = line.unknownEntries < report.entryCount
      return Line(
        nutrient: line.nutrient.word, name: line.nutrient.title,
        unit: line.nutrient.unit.rawValue, usdaNumber: line.nutrient.usdaNumber,
        total: isKnown ? line.total : nil, averagePerDay: isKnown ? line.averagePerDay : nil,
        unknownEntries: line.unknownEntries,
        target: line.target.map {
          Target(
            amount: $0.amount, kind: $0.kind.rawValue, upper: $0.upper,
            upperKind: $0.upperKind?.rawValue)
        },
        percent: isKnown ? line.shareOfTarget.map(Display.percentValue) : nil,
        aboveUpper: line.isAboveUpper, daysAboveUpper: line.daysAboveUpper)
    }
    let output = Output(
      from: report.from.isoString, to: report.to.isoString, today: today.isoString,
      daysLogged: report.loggedDays, entries: report.entryCount,
      unresolvedEntries: report.unresolvedEntries,
      profile: Profile(
        sex: history.sex?.rawValue, age: history.age, lifeStage: history.lifeStage?.rawValue),
      nutrients: lines,
      top: report.topNutrient.map { nutrient in
        Top(
          nutrient: nutrient.word,
          foods: report.top.map { Food(what: $0.what, amount: $0.amount, entries: $0.entries) })
      },
      filesWithErrors: history.filesWithErrors)
    return JSONOutput.encode(output)
  }
}
