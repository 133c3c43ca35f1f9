import LarderWorkspace

/// `larder care list` as text and JSON.
///
/// ```
/// Doctor: Dr. Maria Keller · Nutritionist: Sam Okafor
///
/// 2026-08-20  doctor        Blood pressure slightly high; lose weight slowly.
/// ```
enum CareText {
  static func render(_ overview: CareOverview) -> String {
    var lines: [String] = []
    let team = [("Doctor", overview.doctor), ("Nutritionist", overview.nutritionist)]
      .compactMap { label, name in name.map { "\(label): \($0)" } }
    if !team.isEmpty { lines += [team.joined(separator: " · "), ""] }
    if overview.meetings.isEmpty {
      lines.append("No meetings yet: `larder care add --doctor NOTES` records one.")
    }
    for meeting in overview.meetings {
      let provider = meeting.provider.rawValue
      lines.append(
        "\(meeting.date.isoString)  \(provider)"
          + String(repeating: " ", count: 14 - provider.count) + (meeting.notes ?? ""))
    }
    return lines.map(\.droppingTrailingSpaces).joined(separator: "\n") + "\n"
  }

  struct Output: JSONReport {
    static let schemaVersion = 1
    var doctor: String?
    var nutritionist: String?
    var meetings: [Meeting]
  }

  struct Meeting: Encodable {
    var date: String
    var with: String
    var notes: String?
  }

  static func json(_ overview: CareOverview) -> String {
    JSONOutput.encode(
      Output(
        doctor: overview.doctor, nutritionist: overview.nutritionist,
        meetings: overview.meetings.map {
          Meeting(date: $0.date.isoString, with: $0.provider.rawValue, notes: $0.notes)
        }))
  }
}
