import ArgumentParser
import Testing

@testable import larder

/// `Add.quickParse` reads the plain forms of `larder add` without ArgumentParser; for each it
/// must give what ArgumentParser gives, and leave every other form to it.
@Suite struct AddQuickParseTests {
  /// Every value of a parsed `add`, so two readings can be compared.
  func fields(_ add: Add) -> [String] {
    [
      "journal=\(add.global.journal ?? "-")", "today=\(add.global.today ?? "-")",
      "color=\(add.global.color.rawValue)", "meal=\(add.meal ?? "-")", "date=\(add.date ?? "-")",
      "time=\(add.time ?? "-")", "note=\(add.note ?? "-")", "yes=\(add.options.yes)",
      "dryRun=\(add.options.dryRun)", "json=\(add.options.json)",
      "noCommit=\(add.options.noCommit)", "pick=\(add.pick)", "words=\(add.words)",
    ]
  }

  @Test(arguments: [
    "add banana 1",
    "add chicken breast 150 g",
    "add --yes --date 2025-12-28 --time 12:00 banana 1",
    "add -y banana --meal lunch 1",
    "add --date -3 2 eggs",
    "add --date=yesterday --time=07:30 overnight oats",
    "add restaurant curry 850 kcal 30p 90c 38f --note estimate --dry-run --json",
    "add 1/2 cup rice --no-commit --color never --today 2026-11-21",
    "add -j /tmp/journal toast 2 slices",
    "add --journal=/tmp/j --color=always vegetables 1.5",
    "add --meal=-odd banana",
    "add",
    "add help",
    "add banana help --yes",
  ])
  func plainFormsReadAsArgumentParserReadsThem(_ line: String) throws {
    let arguments = line.split(separator: " ").map(String.init)
    let quick = try #require(Add.quickParse(arguments[...]))
    let parsed = try #require(try Larder.parseAsRoot(arguments) as? Add)
    #expect(fields(quick) == fields(parsed))
  }

  @Test(arguments: [
    "add --help", "add -h", "help add", "add banana --pick 1=apple", "add -- -5 banana",
    "add banana -5", "add --yes --yes banana", "add --meal lunch --meal dinner banana",
    "add --meal", "add --meal --yes banana", "add --color purple banana", "add --meal= banana",
    "add --unknown banana", "add -yj dir banana", "-j /tmp/j add banana", "day",
    "add --generate-completion-script bash", "add --version", "add -j=dir banana",
  ])
  func otherFormsAreLeftToArgumentParser(_ line: String) {
    #expect(Add.quickParse(line.split(separator: " ").map(String.init)[...]) == nil)
  }
}
