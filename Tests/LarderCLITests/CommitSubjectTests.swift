import ArgumentParser
import Foundation
import LarderTestSupport
import Testing

@testable import larder

/// Every commit Larder makes has a subject in one style (Documentation/CommitSubjects.md):
/// the command as typed, lowercase and first, then what it changed.
@Suite("Commit subjects: the command first, in one style")
struct CommitSubjectTests {
  @Test("each writing command's subject starts with the command, as typed")
  func subjects() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let commands: [[String]] = [
      ["goals", "set", "--kcal", "2100"],
      ["targets", "set", "vegetables", "at least 4"],
      ["targets", "add", "Legumes", "--target", "at least 1"],
      ["targets", "disable", "legumes"],
      ["meals", "add", "Second breakfast", "--window", "10:00-11:00"],
      ["meals", "manual", "second breakfast"],
      ["meals", "window", "second breakfast", "10:00-10:30"],
      ["body", "add", "weight", "84.2"],
      ["profile", "set", "height", "181", "cm"],
      ["care", "add", "--doctor", "Blood pressure fine."],
      ["add", "apple", "--yes"],
      ["undo", "--yes"],
    ]
    for command in commands {
      let run = try LarderBinary.run(command + ["--today", BodyJournal.today], in: journal.root)
      #expect(run.status == 0, "\(run)")
    }
    try journal.write("log/2026/11/2026-11-21.yaml", "breakfast:\n  - 08:00 apple 1 medium\n")
    #expect(try journal.larder("commit").status == 0)

    let subjects = try journal.subjects()
    #expect(
      Array(subjects.prefix(13).reversed()) == [
        "goals set from 2026-11-20: 2100 kcal 150p 200c 67f deficit",
        "targets set Vegetables: at least 4",
        "targets add Legumes (portions, at least 1)",
        "targets disable Legumes",
        "meals add Second breakfast",
        "meals manual Second breakfast",
        "meals window Second breakfast: 10:00-10:30",
        "body add 2026-11-20: weight 84.2 kg",
        "profile set: height 181 cm",
        "care add 2026-11-20 with doctor: Blood pressure fine.",
        subjects[2],
        "undo " + subjects[2],
        "commit hand edits to 2026-11-21",
      ])
    #expect(subjects[2].hasPrefix("add 2026-11-20 "))
    #expect(subjects.last == "init: adopt 98 files")
    let commandNames = Self.commandNames()
    for subject in subjects {
      #expect(Self.follows(subject, commandNames), "\(subject)")
    }
  }

  @Test("the rule: a command's words, then nothing, a space or a colon")
  func rule() {
    let names: Set<String> = ["add", "goals set", "meals add"]
    #expect(Self.follows("meals add Brunch", names))
    #expect(Self.follows("add 2026-11-21 lunch: toast", names))
    #expect(!Self.follows("Add the meal slot Brunch", names))
    #expect(!Self.follows("Set the goal from 2026-11-20: 2000 kcal", names))
    #expect(!Self.follows("adopt journal: 98 files", names))
  }

  /// Whether `subject` starts with one of `commandNames` followed by its end, a space or a
  /// colon.
  static func follows(_ subject: String, _ commandNames: Set<String>) -> Bool {
    commandNames.contains { name in
      subject == name || subject.hasPrefix(name + " ") || subject.hasPrefix(name + ":")
    }
  }

  /// Every command and command group, as typed: `add`, `foods`, `foods add`.
  static func commandNames() -> Set<String> {
    var names: Set<String> = []
    func visit(_ command: any ParsableCommand.Type, path: [String]) {
      if !path.isEmpty { names.insert(path.joined(separator: " ")) }
      for subcommand in command.configuration.subcommands {
        visit(subcommand, path: path + [subcommand.configuration.commandName ?? ""])
      }
    }
    visit(Larder.self, path: [])
    return names
  }
}
