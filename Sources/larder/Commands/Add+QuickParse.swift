import LarderWorkspace

extension Add {
  /// `larder add` as ArgumentParser reads `arguments` (what follows `larder`), for the forms
  /// people type: words, and the options below, each at most once, as `--name value` or
  /// `--name=value`. nil for anything else, which ArgumentParser then reads as always: help,
  /// completion scripts, `--pick`, `--`, a repeated or unknown option, a value that looks like
  /// an option, an option before `add`.
  ///
  /// ArgumentParser finds a command's options by reflection and dynamic casts, and each new
  /// cast scans the binary's 5,000 protocol conformances: 2.5 ms of a 16 ms `larder add`,
  /// whose budget is git's own `add` and `commit`. Tests hold this reading to ArgumentParser's.
  static func quickParse(_ arguments: ArraySlice<String>) -> Add? {
    guard arguments.first == "add" else { return nil }
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var words: [String] = []
    var rest = arguments.dropFirst()
    while let argument = rest.popFirst() {
      guard argument.hasPrefix("-") else {
        words.append(argument)
        continue
      }
      if let flag = quickFlags[argument] {
        guard flags.insert(flag).inserted else { return nil }
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let inline = parts.count == 2 && argument.hasPrefix("--") ? String(parts[1]) : nil
      guard let key = quickOptions[inline == nil ? argument : String(parts[0])] else {
        return nil
      }
      guard let value = inline ?? rest.popFirst(), !value.isEmpty,
        inline != nil || key == "date" || !value.hasPrefix("-"),
        values.updateValue(value, forKey: key) == nil
      else { return nil }
    }
    guard let color = ColorChoice(rawValue: values["color"] ?? "auto") else { return nil }

    var add = Add()
    var global = GlobalOptions()
    global.journal = values["journal"]
    global.today = values["today"]
    global.color = color
    add.global = global
    add.meal = values["meal"]
    add.date = values["date"]
    add.time = values["time"]
    add.note = values["note"]
    var options = WriteOptions()
    options.yes = flags.contains("yes")
    options.dryRun = flags.contains("dry-run")
    options.json = flags.contains("json")
    options.noCommit = flags.contains("no-commit")
    add.options = options
    add.pick = []
    add.words = words
    return add
  }

  /// The flags `quickParse` reads, by spelling.
  private static let quickFlags = [
    "--yes": "yes", "-y": "yes", "--dry-run": "dry-run", "--json": "json",
    "--no-commit": "no-commit",
  ]

  /// The options with a value `quickParse` reads, by spelling. `--date` takes any value, as
  /// its `.unconditional` parsing does (`--date -3`).
  private static let quickOptions = [
    "--meal": "meal", "--date": "date", "--time": "time", "--note": "note",
    "--journal": "journal", "-j": "journal", "--today": "today", "--color": "color",
  ]
}
