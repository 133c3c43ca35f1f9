import LarderGit
import LarderJournal
public import LarderModel
public import LarderReports

/// What an edit of the library, not yet committed (or made since a given commit), changes in
/// the days already logged, as `larder check` tells it (FORMAT.md §3.3): the foods and recipes
/// whose nutrients changed, and the days whose totals change with them.
public struct LibraryEditReport: Sendable {
  /// A food or recipe the edit changed.
  public struct Item: Sendable {
    /// The library file that defines it.
    public let path: String
    /// Its name.
    public let name: Name
    /// Whether it is a recipe.
    public let isRecipe: Bool
    /// The amount the changes describe: the food's serving, or one serving of the recipe.
    public let basis: Quantity
    /// The nutrients that changed and reach a day's totals: every nutrient a snapshot does
    /// not freeze, and energy and the macros when entries without a snapshot use the item.
    public let changes: [LibraryEdit.NutrientChange]
    /// The measures and density of a food that changed: they change every nutrient of the
    /// entries that use them.
    public let unitChanges: [LibraryEdit.UnitChange]
    /// The days whose totals the edit changes through this item, in order.
    public let dates: [CalendarDate]
  }

  /// The revision the library is compared with, as given; `nil` for the last commit.
  public let since: String?
  /// The changed items, foods first, each group by name.
  public let items: [Item]
}

/// The commit whose library `larder check` compares the work tree's with, to tell what an
/// edit of the library changes in the days logged.
public enum LibraryComparison: Sendable, Hashable {
  /// No comparison.
  case none
  /// HEAD; nothing when the journal has no repository or no commit yet.
  case lastCommit
  /// The commit a revision names (`HEAD~3`, a hash), or the last commit made on or before
  /// a date (`2026-11-01`).
  case revision(String)
}

/// The library files that differ between a commit and the work tree, with their committed
/// bytes.
struct LibraryBaseline {
  /// The revision, as given; `nil` for HEAD.
  let revision: String?
  /// The library files that differ.
  let changes: [WorkTreeChange]
  /// The committed bytes of each changed file the commit has, by path.
  let committed: [String: [UInt8]]
}

/// An edit of the library as read, with the file that now defines each item of the changed
/// files.
struct LibraryEditReading {
  let edit: LibraryEdit
  /// The library file of each item the changed files define, by name key.
  let paths: [String: String]
}

/// The days an edit changes, tallied by one thread.
struct LibraryEditTally {
  /// For each changed item, as a position in `LibraryEdit.items`: its days and the
  /// nutrients that changed on at least one of them.
  var changed: [Int: (dates: [CalendarDate], nutrients: Set<Nutrient>)] = [:]

  /// Notes what `edit` changes in the meal entries of the day at `date`.
  mutating func add(_ meals: [Entry], on date: CalendarDate, edit: LibraryEdit) {
    var items: [Int: Set<Nutrient>] = [:]
    for entry in meals {
      for (item, nutrients) in edit.changes(of: entry) {
        items[item, default: []].formUnion(nutrients)
      }
    }
    for (item, nutrients) in items {
      changed[item, default: ([], [])].dates.append(date)
      changed[item]!.nutrients.formUnion(nutrients)
    }
  }

  /// Adds what another thread tallied.
  mutating func merge(_ other: LibraryEditTally) {
    for (item, found) in other.changed {
      changed[item, default: ([], [])].dates += found.dates
      changed[item]!.nutrients.formUnion(found.nutrients)
    }
  }
}

extension JournalUseCases {
  /// The library files that differ between the commit `comparison` names and the work tree;
  /// `nil` when none does, and for the last commit when the journal has no repository or no
  /// commit yet. A revision may be a date (`2026-11-01`, `yesterday`, relative to `today`):
  /// the last commit made on or before that day, as for `larder restore --at`.
  ///
  /// Only blob ids are compared, so a journal whose library is as committed costs a look at
  /// the index.
  func libraryBaseline(
    _ comparison: LibraryComparison, today: CalendarDate?
  ) throws(WorkspaceError) -> LibraryBaseline? {
    let revision: String?
    switch comparison {
    case .none: return nil
    case .lastCommit: revision = nil
    case .revision(let text): revision = text
    }
    guard let repository = try JournalRepository.open(workspace.location, clock: workspace.clock)
    else {
      if revision != nil { throw .noRepository(path: workspace.location.root.path) }
      return nil
    }
    let commit: CommitID
    if let revision {
      if let today {
        commit = try repository.commit(at: revision, today: today).id
      } else {
        commit = try repository.commitInfo(revision).id
      }
    } else {
      guard let head = try repository.git("read HEAD", { try repository.repository.headCommit })
      else { return nil }
      commit = head
    }
    let changes = try repository.git("compare the library with the last commit") {
      try repository.repository.changedFiles(since: commit, under: "foods").filter {
        JournalFileKind(relativePath: $0.path) == .foods
      }
    }
    guard !changes.isEmpty else { return nil }
    var committed: [String: [UInt8]] = [:]
    for change in changes where change.isInCommit {
      committed[change.path] = try repository.git("read \(change.path) from \(commit)") {
        try repository.repository.fileContents(at: commit, path: change.path)
      }
    }
    return LibraryBaseline(revision: revision, changes: changes, committed: committed)
  }

  /// The edit from the library of `baseline` to `library`, read from `sources` (the
  /// settings, plan and library files). Only the changed files are read again, as they are
  /// and as committed: the library as it stood is `library` with the items of those files
  /// taken from their committed versions, so a decade's ten thousand foods are not read
  /// twice for an edit of one file.
  func libraryEdit(
    _ baseline: LibraryBaseline, sources: [JournalSource], library: FoodLibrary,
    reader: JournalReader
  ) -> LibraryEditReading {
    let plan = sources.filter { $0.kind != .foods }
    let changed = Set(baseline.changes.map(\.path))
    var paths: [String: String] = [:]
    for source in sources where changed.contains(source.path) {
      let defined = reader.read(plan + [source]).journal.library
      for name in defined.foods.map(\.name) + defined.recipes.map(\.name) {
        paths[name.key] = source.path
      }
    }
    let committed = baseline.changes.compactMap { change in
      baseline.committed[change.path].flatMap { JournalSource(path: change.path, bytes: $0) }
    }
    let then = reader.read(plan + committed).journal.library
    let old = FoodLibrary(
      foods: library.foods.filter { paths[$0.name.key] == nil } + then.foods,
      recipes: library.recipes.filter { paths[$0.name.key] == nil } + then.recipes)
    return LibraryEditReading(edit: LibraryEdit(old: old, new: library), paths: paths)
  }

  /// The report of an edit once the days are tallied: the items whose changes reach a day,
  /// or that changed a nutrient no snapshot of `larder add` freezes.
  func libraryEditReport(
    _ reading: LibraryEditReading, tally: LibraryEditTally, baseline: LibraryBaseline
  ) -> LibraryEditReport {
    let items = reading.edit.items.enumerated().compactMap {
      position, item -> LibraryEditReport.Item? in
      let found = tally.changed[position]
      let changes = item.changes.filter {
        !Self.frozenNutrients.contains($0.nutrient)
          || found?.nutrients.contains($0.nutrient) == true
      }
      guard !changes.isEmpty || !item.unitChanges.isEmpty,
        let path = reading.paths[item.name.key]
      else { return nil }
      return LibraryEditReport.Item(
        path: path, name: item.name, isRecipe: item.isRecipe, basis: item.basis,
        changes: changes, unitChanges: item.unitChanges, dates: (found?.dates ?? []).sorted())
    }
    return LibraryEditReport(since: baseline.revision, items: items)
  }

  /// The nutrients that the snapshot `larder add` writes freezes.
  static let frozenNutrients: Set<Nutrient> = [.energy, .protein, .carbs, .fat]
}
