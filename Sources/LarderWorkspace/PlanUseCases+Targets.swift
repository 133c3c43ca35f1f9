import LarderJournal
import LarderModel
import LarderSyntax

/// Where a category or meal slot goes in its list.
public enum PlanPosition: Hashable, Sendable {
  /// At this place, 1 being the first.
  case at(Int)
  /// Just before the one with this name.
  case before(String)
  /// Just after the one with this name.
  case after(String)
}

/// A change to one category of `categories.yaml`.
public enum CategoryEdit: Hashable, Sendable {
  /// Sets the target rule, written as in FORMAT.md §3.4 (`at least 3`, `1 to 2`).
  case target(String)
  /// Judges the category again.
  case enable
  /// Keeps the category but stops judging it (`enabled: no`).
  case disable
  /// Adds a new category with a unit (a name or symbol of `units.yaml`) and a target.
  case add(unit: String, target: String, position: PlanPosition?)
  /// Renames the category, everywhere it is named: compensation rules, day files, foods.
  case rename(String)
  /// Moves the category in the display order.
  case move(PlanPosition)
  /// Removes the category; refused while entries or foods count toward it, unless they are
  /// moved to another category of the same unit.
  case remove(moveTo: String?)
}

extension PlanUseCases {
  /// Changes one category, changing the smallest spans of `categories.yaml` (written out with
  /// the defaults first when it does not exist) and, for a rename or a move, of every day and
  /// library file that names it, in one commit.
  public func changeCategory(_ name: String, _ edit: CategoryEdit, noCommit: Bool = false)
    throws(PlanChangeError) -> PlanChange
  {
    let session = try PlanChangeError.step { () throws(WorkspaceError) in
      try workspace.beginWrite(noCommit: noCommit)
    }
    let path = "categories.yaml"
    let current = try PlanChangeError.step { () throws(WorkspaceError) in
      try session.read(path).bytes
    }
    let context = try PlanChangeError.step { () throws(WorkspaceError) in
      try workspace.sources(paths: ["larder.yaml", "units.yaml"])
    }
    let before = current ?? Array(PlanEditor.defaultCategoriesFile().utf8)
    let plan = JournalReader(today: nil).read(
      context + [JournalSource(path: path, bytes: before)].compactMap { $0 }
    ).journal
    let categories = plan.categories
    let category = categories.first { $0.name == Name(name) }
    let key = Name(category?.name.text ?? PlanNames.trimmed(name))
    var change: PlanEditor.CategoryChange
    var summary: String
    var referencesTo: String?
    // Every change but `add` names a category that must exist, whatever else it says.
    if case .add = edit {
    } else if category == nil {
      throw .refused(
        message: "unknown category \"\(name)\"",
        hint: "Categories: \(categories.map(\.name.text).joined(separator: ", ")).")
    }
    switch edit {
    case .target(let text):
      let rule = try Self.targetRule(text)
      change = .target(rule)
      summary = "targets set \(key.text): \(rule)"
    case .enable:
      change = .enabled(true)
      summary = "targets enable \(key.text)"
    case .disable:
      change = .enabled(false)
      summary = "targets disable \(key.text)"
    case .add(let unitText, let targetText, let position):
      let newName = try PlanNames.validated(name, kind: "category")
      guard let unit = plan.units.first(where: { $0.matches(unitText) }) else {
        throw .refused(
          message: "unknown unit \"\(unitText)\"",
          hint: "Units: \(plan.units.map(\.symbol).joined(separator: ", ")); add others in "
            + "units.yaml.")
      }
      try requireNoLibraryName(newName)
      let rule = try Self.targetRule(targetText)
      var index: Int?
      if let position { index = try PlanNames.index(position, in: categories.map(\.name)) }
      change = .add(unit: unit.symbol, target: rule, position: index)
      summary = "targets add \(newName) (\(unit.symbol), \(rule))"
    case .rename(let newText):
      let newName = try PlanNames.validated(newText, kind: "category")
      try requireNoLibraryName(newName)
      change = .rename(newName)
      summary = "targets rename \(key.text) to \(newName)"
      referencesTo = newName
    case .move(let position):
      let others = categories.map(\.name).filter { $0 != key }
      change = .move(try PlanNames.index(position, in: others))
      summary = "targets move \(key.text)"
    case .remove(let moveTo):
      change = .remove
      summary = "targets remove \(key.text)"
      if let category, category.isActivity {
        throw .refused(
          message: "\"\(category.name.text)\" counts activity minutes and cannot be removed",
          hint: "Disable it with `larder targets disable \"\(category.name.text)\"` instead.")
      }
      if let moveTo {
        guard let target = categories.first(where: { $0.name == Name(moveTo) }),
          target.name != key
        else {
          throw .refused(
            message: "cannot move the entries of \(key.text) to \"\(moveTo)\"",
            hint: "Name another category: \(categories.map(\.name.text).joined(separator: ", ")).")
        }
        guard target.unit.symbol == category?.unit.symbol else {
          throw .refused(
            message: "\(target.name.text) is counted in \(target.unit.symbol), \(key.text) in "
              + "\(category?.unit.symbol ?? "another unit")",
            hint: "Move the entries to a category counted in the same unit.")
        }
        referencesTo = target.name.text
        summary += ", moving its entries to \(target.name.text)"
      }
    }
    let edited: [UInt8]
    do {
      edited = try PlanEditor.changing(category: key, change, in: before)
    } catch {
      throw .refused(message: error.message, hint: error.hint)
    }
    try requireNoNewErrors(path, before: before, after: edited, context: context)
    var references: (count: Int, files: Int) = (0, 0)
    if case .remove = edit, referencesTo == nil {
      let used = try categoryReferences(key, to: key.text, session: session, writing: false)
      if used.count > 0 {
        throw .refused(
          message: "\(key.text) is still used: "
            + Display.count(used.count, "reference", "references") + " in "
            + Display.count(used.files, "file", "files"),
          hint: "Move them with `--move-to CATEGORY`, or keep the category and disable it.")
      }
    }
    if let referencesTo {
      references = try categoryReferences(key, to: referencesTo, session: session, writing: true)
      if references.count > 0 {
        summary +=
          " (\(Display.count(references.count, "reference", "references")) in "
          + "\(Display.count(references.files, "file", "files")))"
      }
    }
    let message = summary
    let outcome = try PlanChangeError.step { () throws(WorkspaceError) in
      try session.replace(path, with: edited)
      return try session.commit(message: message)
    }
    return PlanChange(summary: summary, warnings: [], outcome: outcome)
  }

  /// Refuses a category name that a food, recipe or alias of the library already means:
  /// entries such as "sweets 2.5 portions" would then mean that food, and drop out of the
  /// category's count.
  private func requireNoLibraryName(_ name: String) throws(PlanChangeError) {
    let library = try PlanChangeError.step { () throws(WorkspaceError) in
      let paths = try workspace.foundationPaths().filter {
        JournalFileKind(relativePath: $0) == .foods
      }
      return JournalReader(today: nil).read(try workspace.sources(paths: paths)).journal.library
    }
    guard let item = library.item(named: name) else { return }
    let kind = if case .recipe = item { "recipe" } else { "food" }
    let what =
      item.name == Name(name)
      ? "the name of a \(kind)" : "an alias of the \(kind) \"\(item.name.text)\""
    throw .refused(
      message: "\"\(name)\" is already \(what)",
      hint: "Pick another name: an entry \"\(name.lowercased()) 2 portions\" would mean the "
        + "\(kind), and no longer count toward the category.")
  }

  /// Counts, and when `writing` proposes, the changes of every day and library file that
  /// name the category `from`, made to name `to`.
  private func categoryReferences(
    _ from: Name, to: String, session: WriteSession, writing: Bool
  ) throws(PlanChangeError) -> (count: Int, files: Int) {
    try PlanChangeError.step { () throws(WorkspaceError) in
      let paths = try workspace.journalFilePaths().filter { path in
        switch JournalFileKind(relativePath: path) {
        case .day?, .foods?: true
        default: false
        }
      }
      let library = JournalReader(today: nil).read(
        try workspace.sources(paths: paths.filter { $0.hasPrefix("foods/") })
      ).journal.library
      var total = 0
      var files = 0
      for path in paths {
        let bytes = try session.read(path).bytes ?? []
        let (edited, count) = PlanEditor.renamingCategoryReferences(
          from, to: to, in: bytes, library: library)
        guard count > 0 else { continue }
        total += count
        files += 1
        if writing { try session.replace(path, with: edited) }
      }
      return (total, files)
    }
  }

  /// A target rule read from its text.
  static func targetRule(_ text: String) throws(PlanChangeError) -> TargetRule {
    var diagnostics: [Diagnostic] = []
    guard let syntax = TargetRuleSyntax.parse(text, into: &diagnostics), diagnostics.isEmpty
    else {
      let problem = diagnostics.first
      throw .refused(
        message: problem?.message ?? "\"\(text)\" is not a target rule",
        hint: problem?.hint ?? "Write \"exactly 3\", \"at least 3\", \"at most 1\" or \"1 to 2\".")
    }
    let value = syntax.number.value
    return switch syntax.kind {
    case .exact: .exactly(value)
    case .atLeast: .atLeast(value)
    case .atMost: .atMost(value)
    case .range: .range(value, syntax.upperNumber?.value ?? value)
    }
  }

}

/// Names of categories and meal slots as a command gives them.
enum PlanNames {
  /// The name without surrounding blanks.
  static func trimmed(_ text: String) -> String {
    var slice = Substring(text)
    while slice.first?.isWhitespace == true { slice.removeFirst() }
    while slice.last?.isWhitespace == true { slice.removeLast() }
    return String(slice)
  }

  /// A name fit for a plan file: not empty, one line, no control characters, at most 60
  /// characters.
  static func validated(_ text: String, kind: String) throws(PlanChangeError) -> String {
    let name = trimmed(text)
    guard !name.isEmpty, name.count <= 60,
      !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    else {
      throw .refused(
        message: "\"\(text)\" cannot name a \(kind)",
        hint: "Use one line of at most 60 characters, such as \"Nuts and Seeds\".")
    }
    return name
  }

  /// The 0-based index that a position names among `names` (the others, for a move).
  static func index(_ position: PlanPosition, in names: [Name]) throws(PlanChangeError) -> Int {
    switch position {
    case .at(let place):
      guard place >= 1 else {
        throw .refused(
          message: "position \(place) is not a place in the list", hint: "Count from 1.")
      }
      return min(place - 1, names.count)
    case .before(let other), .after(let other):
      guard let index = names.firstIndex(of: Name(other)) else {
        throw .refused(
          message: "\"\(other)\" is not in the list",
          hint: "Name one of \(names.map(\.text).joined(separator: ", ")).")
      }
      if case .after = position { return index + 1 }
      return index
    }
  }
}
