import ArgumentParser
import Foundation
import LarderTestSupport
import Testing

@testable import larder

/// The rules of `Documentation/CommandLine.md`, checked on every command of the tree, and the
/// table there, which must be what `CommandTable.render` makes of the tree. Run with
/// `LARDER_UPDATE_DOCS=1` to write the table anew after changing a command.
@Suite struct CommandLineRulesTests {
  @Test func everyCommandThatRunsSaysWhatItDoesToTheJournal() {
    let unclassified = CommandTable.leaves().filter { $0.effect == nil }.map(\.path)
    #expect(
      unclassified == [],
      "make these LarderCommand with a static effect (reads, writes, removes, repository)")
  }

  @Test func everyWritingCommandTakesTheSharedWriteOptions() {
    for leaf in CommandTable.leaves() {
      guard let effect = leaf.effect else { continue }
      switch effect {
      case .writes, .removes:
        #expect(leaf.hasWriteOptions, "\(leaf.path) writes: add @OptionGroup WriteOptions")
      case .reads, .repository:
        #expect(!leaf.hasWriteOptions, "\(leaf.path) writes nothing: drop WriteOptions")
        for flag in ["--dry-run", "--no-commit", "--yes"] {
          #expect(!leaf.help.contains(flag), "\(leaf.path) has \(flag) of its own")
        }
      }
    }
  }

  @Test func theExitStatusOfARefusalIsOneEverywhere() {
    let pattern = /2 (refused|nothing|no such|not confirmed)|declined/
    for leaf in CommandTable.leaves() {
      #expect(
        !leaf.exitStatus.contains(pattern),
        "\(leaf.path): a refusal or a missing item exits 1: \(leaf.exitStatus)")
    }
  }

  @Test func theManualPageHasASectionForEveryShownCommand() {
    let page = ManPage.render()
    #expect(page.hasPrefix(".TH LARDER 1 "))
    for leaf in CommandTable.leaves() where leaf.type.configuration.shouldDisplay {
      #expect(page.contains("\n.SS \"\(leaf.path)\"\n.nf\n"), "\(leaf.path)")
    }
    #expect(!page.contains("\n.SS \"larder merge-file\""))
  }

  @Test func theTableInCommandLineMDIsUpToDate() throws {
    let url = repositoryRoot.appendingPathComponent("Documentation/CommandLine.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let updated = try #require(CommandTable.replacingTable(in: text, with: CommandTable.render()))
    if ProcessInfo.processInfo.environment["LARDER_UPDATE_DOCS"] == "1" {
      try Data(updated.utf8).write(to: url)
      return
    }
    #expect(
      text == updated,
      "Documentation/CommandLine.md is out of date: run the test with LARDER_UPDATE_DOCS=1")
  }
}

/// The command tree as the table of `Documentation/CommandLine.md` lists it.
enum CommandTable {
  struct Leaf {
    var path: String
    var type: any ParsableCommand.Type
    var effect: CommandEffect? { (type as? any LarderCommand.Type)?.effect }
    var help: String { Larder.helpMessage(for: type, columns: 1000) }

    /// Whether the command declares `@OptionGroup var …: WriteOptions`.
    var hasWriteOptions: Bool {
      Mirror(reflecting: type.init()).children.contains {
        $0.value is OptionGroup<WriteOptions>
      }
    }

    /// The `Exit status:` paragraph of its help, or the rule's wording when it has none.
    var exitStatus: String {
      let discussion = type.configuration.discussion
      guard let range = discussion.range(of: "Exit status: ") else {
        return "0 done, 1 refused, 2 usage or I/O error."
      }
      let rest = discussion[range.upperBound...]
      let paragraph = rest.split(separator: "\n\n", maxSplits: 1).first ?? rest
      return paragraph.split(whereSeparator: \.isNewline).map {
        $0.trimmingCharacters(in: .whitespaces)
      }.joined(separator: " ")
    }
  }

  /// Every command that runs, depth first in the order of `larder --help`.
  static func leaves() -> [Leaf] {
    var result: [Leaf] = []
    func visit(_ command: any ParsableCommand.Type, path: [String]) {
      let configuration = command.configuration
      let name = configuration.commandName ?? ""
      let full = command == Larder.self ? path : path + [name]
      let children = configuration.subcommands
      if children.isEmpty {
        result.append(Leaf(path: (["larder"] + full).joined(separator: " "), type: command))
      }
      for child in children { visit(child, path: full) }
    }
    visit(Larder.self, path: [])
    return result
  }

  static func render() -> String {
    var lines = [
      "| Command | Does | Write options | Asks first | `--json` | Exit status |",
      "|---|---|---|---|---|---|",
    ]
    for leaf in leaves() {
      let effect = leaf.effect
      let does =
        switch effect {
        case .reads: "reads"
        case .writes: "writes"
        case .removes: "removes or overwrites"
        case .repository: "repository"
        case nil: "?"
        }
      let writes = effect == .writes || effect == .removes
      let hidden = leaf.type.configuration.shouldDisplay ? "" : " (plumbing)"
      let cells = [
        "`\(leaf.path)`\(hidden)", does,
        writes && leaf.hasWriteOptions ? "all four" : "—",
        effect == .removes ? "yes" : "—",
        leaf.help.contains("--json") ? "yes" : "—",
        leaf.exitStatus.replacingOccurrences(of: "|", with: "\\|"),
      ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static let begin = "<!-- The table below is generated: see CommandLineRulesTests. -->\n"
  static let end = "<!-- End of the generated table. -->"

  /// `text` with the table between the markers replaced by `table`; nil without markers.
  static func replacingTable(in text: String, with table: String) -> String? {
    guard let start = text.range(of: begin), let stop = text.range(of: end),
      start.upperBound <= stop.lowerBound
    else { return nil }
    return String(text[..<start.upperBound]) + "\n" + table + "\n"
      + String(text[stop.lowerBound...])
  }
}
