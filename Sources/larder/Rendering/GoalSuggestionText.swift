import LarderWorkspace

/// `larder goals suggest` as text: the goal and each number it came from.
///
/// ```
/// Suggested goal: 2,330 kcal a day (deficit)
/// Expenditure         2,512 kcal/day, likely 2,416–2,607 (`larder energy` shows how)
/// Current weight      82.8 kg on the weight line
/// Target              78.0 kg by 15 Jun 2027: -4.8 kg in 201 days
/// Asked for           -0.17 kg/week
/// Safe limit          0.83 kg/week: 1 % of body weight
/// Aim                 -0.17 kg/week, on schedule
/// Daily balance       -187 kcal = 7,700 kcal/kg × -0.17 kg/week ÷ 7
/// Goal                2,325 kcal/day, rounded to 2,330
/// In force now        2,000 kcal 150p 200c 65f deficit
/// ```
struct GoalSuggestionText {
  let proposal: GoalSuggestion
  let terminal: Terminal
  let applying: Bool

  private var today: CalendarDate { proposal.energy.today }

  private func row(_ label: String, _ value: String) -> String {
    Display.pad(label, 20) + value
  }

  private func signed(_ value: Double, decimals: Int) -> String {
    let text = Display.fixed(value, decimals: decimals)
    return value > 0 && text.contains(where: { $0 != "0" && $0 != "." }) ? "+" + text : text
  }

  func render() -> String {
    guard let suggestion = proposal.suggestion, let estimate = try? proposal.energy.latest?.get()
    else {
      var text = "No goal to suggest yet: there is no expenditure estimate"
      if case .failure(let error)? = proposal.energy.latest {
        text += " (" + EnergyText.shortfall(error.shortfall) + ")"
      }
      return text + ".\n  hint: `larder energy` shows what it has to go on.\n"
    }
    var lines = [
      terminal.style(
        "Suggested goal: \(Display.kcal(suggestion.kcal)) kcal a day (\(suggestion.kind.rawValue))",
        .bold),
      row(
        "Expenditure",
        Display.kcal(suggestion.expenditure) + " kcal/day, likely "
          + Display.kcal(estimate.range.lowerBound) + "–" + Display.kcal(estimate.range.upperBound)
          + " (`larder energy` shows how)"),
      row("Current weight", Display.fixed(suggestion.currentKilograms) + " kg on the weight line"),
    ]
    if let target = suggestion.targetKilograms {
      var text = Display.fixed(target) + " kg"
      if let date = suggestion.targetDate {
        text += " by " + CalendarFormat.date(date, today: today)
      }
      text += ": " + signed(target - suggestion.currentKilograms, decimals: 1) + " kg"
      if let days = suggestion.daysRemaining {
        text +=
          days > 0 ? " in \(Display.count(days, "day", "days"))" : ", the date has passed"
      }
      lines.append(row("Target", text))
    } else {
      lines.append(row("Target", "none (`larder profile set target 78 kg by 2027-06-15`)"))
    }
    if let required = suggestion.requiredWeeklyChange, suggestion.pace != .atTarget,
      suggestion.pace != .noTarget
    {
      lines.append(row("Asked for", signed(required, decimals: 2) + " kg/week"))
    }
    if suggestion.pace != .noTarget, suggestion.pace != .atTarget {
      let share = CalorieGoalSuggestion.safeWeeklyShare * suggestion.currentKilograms
      let reason =
        suggestion.safeWeeklyChange < share
        ? "a quarter of what remains (1 % of body weight is \(Display.fixed(share, decimals: 2)))"
        : "1 % of body weight"
      lines.append(
        row(
          "Safe limit",
          Display.fixed(suggestion.safeWeeklyChange, decimals: 2) + " kg/week: " + reason))
    }
    lines.append(
      row(
        "Aim", signed(suggestion.weeklyChange, decimals: 2) + " kg/week, " + pace(suggestion.pace)))
    if suggestion.weeklyChange != 0 {
      lines.append(
        row(
          "Daily balance",
          signed(suggestion.dailyBalance, decimals: 0) + " kcal = "
            + Display.kcal(EnergyEstimate.energyDensity) + " kcal/kg × "
            + signed(suggestion.weeklyChange, decimals: 2) + " kg/week ÷ 7"))
    }
    var goal = Display.kcal(suggestion.exactKcal) + " kcal/day"
    if suggestion.isAtFloor {
      goal += ", raised to the floor of \(Display.kcal(CalorieGoalSuggestion.minimumKcal))"
    } else if Display.kcal(suggestion.exactKcal) != Display.kcal(suggestion.kcal) {
      goal += ", rounded to " + Display.kcal(suggestion.kcal)
    }
    lines.append(row("Goal", goal))
    lines.append(row("In force now", proposal.current.map { "\($0)" } ?? "no goal"))
    if !applying {
      lines.append("")
      lines.append("Set it with `larder goals suggest --apply`; the macros in force are kept.")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func pace(_ pace: CalorieGoalSuggestion.Pace) -> String {
    switch pace {
    case .noTarget: "maintain: the profile has no target weight"
    case .atTarget: "maintain: within 0.5 kg of the target"
    case .onSchedule: "on schedule for the target date"
    case .heldToSafeRate: "held to the safe limit; the target date asks for more"
    case .noDate: "the safe limit: no target date ahead"
    }
  }
}
