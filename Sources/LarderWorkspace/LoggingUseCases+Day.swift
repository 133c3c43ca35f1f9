import FoundationEssentials
public import LarderJournal
public import LarderModel
public import LarderReports
import LarderSyntax

/// Everything `larder day` and `larder score` show about one day.
public struct DayOverview: Sendable {
  /// One line of the day file with its reference and the words it was written with.
  public struct Line: Sendable {
    /// What the line adds to the day.
    public let logged: LoggedEntry
    /// The line's reference, for `larder edit` and `larder rm`.
    public let reference: EntryReference
    /// What was eaten or done, as written.
    public let what: String
    /// The amount and unit as written, if any.
    public let amount: String?
  }

  /// The day shown.
  public let date: CalendarDate
  /// Today's journal date (or the `--today` date).
  public let today: CalendarDate
  /// The day cutoff.
  public let boundary: DayBoundary
  /// The day file's path relative to the journal root; it may not exist.
  public let path: String
  /// Totals, calorie and macronutrient progress and category adherence.
  public let report: DayReport
  /// The daily score; `nil` when no category is enabled.
  public let score: DailyScore?
  /// The date the goal in force took effect, if a goal is in force.
  public let goalSince: CalendarDate?
  /// The meal slots of the plan, in display order.
  public let mealSlots: [MealSlot]
  /// The compensation rules of the plan.
  public let compensation: [CompensationRule]
  /// The lines of the day file: meal slots in file order, then activity.
  public let lines: Lines
  /// Entry lines that could not be read (an unknown food, a bad amount): left out of
  /// everything above, listed so that a person sees what is missing.
  public let unreadable: [EntryReference.Line]
  /// The day's `notes:`.
  public let notes: String?
  /// Minutes until the day resets, when the day is today and 15 or fewer remain.
  public let minutesUntilReset: Int?
  /// Files read whose errors may make the day wrong, with their error counts, in path order.
  public let filesWithErrors: [(path: String, errors: Int)]
  /// Micronutrients above their upper level, or far below their target on a finished day;
  /// empty without a profile that gives targets.
  public let nutrientAlerts: [NutrientAlert]

  /// Whether the day shown is today.
  public var isToday: Bool { date == today }

  /// The calendar status of the day's energy: met within 5 %, close, over, under.
  public var goalStatus: GoalStatus {
    GoalStatus(
      kcal: report.totals.nutrients.kcal, goal: report.goal?.kcal,
      hasEntries: report.totals.entryCount > 0)
  }

  /// The lines most recent first, a composite directly above its components: a view of
  /// `lines` in that order, which makes each line as it is read. (A line's position is its
  /// index in `lines`.)
  public var mostRecentFirst: LazyMapCollection<[Int], Line> {
    let lines = lines
    return lines.logged.mostRecentFirstOrder(boundary: boundary).lazy.map { lines[$0] }
  }
}

extension DayOverview {
  /// The lines of a day, each made when it is read from the day and its listing: a day of a
  /// million lines held them all, more than half a gigabyte.
  public struct Lines: RandomAccessCollection, Sendable {
    /// What each line adds to the day.
    public let logged: DayLines
    /// Each line's reference and words, in the same order.
    let listed: [DayListing.Item]

    /// The first line's position, 0.
    public var startIndex: Int { 0 }
    /// The number of lines.
    public var endIndex: Int { listed.count }

    /// The line at `position`, made from the day and its listing.
    public subscript(position: Int) -> Line {
      let item = listed[position]
      return Line(
        logged: logged[position], reference: item.reference, what: item.what, amount: item.amount)
    }

    /// How many of the lines are activities, without making them.
    public var activityCount: Int {
      indices.count { logged.isActivity(at: $0) }
    }

    /// What the entry list shows of the line at `position`, without making its entry.
    public func shown(at position: Int) -> ShownLine {
      let item = listed[position]
      return ShownLine(
        summary: logged.summary(at: position), reference: item.reference, what: item.what,
        amount: item.amount)
    }
  }

  /// What the entry list of `larder day` shows of a line.
  public struct ShownLine: Sendable {
    /// Its time, slot, energy and kind.
    public let summary: DayLines.Summary
    /// The line's reference, for `larder edit` and `larder rm`.
    public let reference: EntryReference
    /// What was eaten or done, as written.
    public let what: String
    /// The amount and unit as written, if any.
    public let amount: String?
  }
}

extension DayOverview {
  /// The lines of one meal slot (or of activity) with the slot's subtotal.
  public struct MealGroup: Sendable {
    /// The slot's name, `Activity` for activity.
    public let name: String
    /// Whether the group holds the activity lines.
    public let isActivity: Bool
    /// The lines in file order.
    public let lines: [Line]
    /// What the group's entries add to the day's nutrition; `nil` when none counts.
    public let subtotal: Nutrients?
  }

  /// The lines in the order they were eaten: the reverse of `mostRecentFirst`.
  public var chronological: [Line] { mostRecentFirst.reversed() }

  /// The lines by slot, in the plan's order (slots the plan lacks after them), then activity.
  public var byMeal: [MealGroup] {
    var groups: [(key: String, name: String, lines: [Line])] = []
    for line in lines {
      let (key, name) =
        switch line.logged.place {
        case .meal(let slot): (slot.key, slot.text)
        case .activity: ("", "Activity")
        }
      if let index = groups.firstIndex(where: { $0.key == key }) {
        groups[index].lines.append(line)
      } else {
        groups.append((key, name, [line]))
      }
    }
    let order = mealSlots.map(\.name.key)
    func rank(_ key: String) -> Int {
      key.isEmpty ? order.count + 1 : order.firstIndex(of: key) ?? order.count
    }
    return groups.enumerated()
      .sorted { (rank($0.element.key), $0.offset) < (rank($1.element.key), $1.offset) }
      .map { _, group in
        let counted = group.lines.filter(\.logged.countsTowardTotals).compactMap(\.logged.nutrients)
        return MealGroup(
          name: group.name, isActivity: group.key.isEmpty, lines: group.lines,
          subtotal: counted.isEmpty ? nil : counted.reduce(.zero, +))
      }
  }

  /// The lines that add to `category`, in the order they were eaten.
  public func lines(in category: Name) -> [Line] {
    chronological.filter { $0.logged.amount(of: category) != 0 }
  }

  /// The food lines that add to no category, in the order they were eaten; a composite whose
  /// components add to categories is not one of them.
  public var outsideFoodGroups: [Line] {
    let composites = Set(lines.filter { $0.logged.composite != nil }.map(\.logged.group))
    return chronological.filter {
      $0.logged.portions.isEmpty && !$0.logged.isActivity && !composites.contains($0.logged.group)
    }
  }
}

extension LoggingUseCases {
  /// How close to the reset a notice is due, in minutes.
  public static let resetNoticeMinutes = 15

  /// The day `date`, reading only the settings, plan and library files and that one day's
  /// file, so the cost does not grow with the length of the history. Of the library, only
  /// the entries the day names are read, unless the day is larger than half the library;
  /// either way the day reads the same, but the files with errors are those read.
  ///
  /// - Parameters:
  ///   - today: today's journal date, for "Today" and future-date checks.
  ///   - now: the time on the wall clock when `today` is the real today; `nil` leaves out the
  ///     reset notice.
  public func day(_ date: CalendarDate, today: CalendarDate, now: ClockTime? = nil)
    throws(WorkspaceError) -> DayOverview
  {
    let path = JournalFileKind.dayPath(for: date)
    let plan = try planPaths()
    let libraryPaths = plan.filter { $0.hasPrefix("foods/") }
    var sources = try workspace.sources(paths: plan.filter { !$0.hasPrefix("foods/") } + [path])
    var needed: Set<String> = []
    var readsWholeLibrary = false
    var daySource: JournalSource?
    var lineCount = 0
    if let index = sources.firstIndex(where: { $0.path == path }) {
      // Parsed once, for the names it needs from the library and then for reading it.
      let document = DocumentParser.parse(sources[index].bytes).0
      // Gathering the names takes a pass over every line of the day: a day larger than half
      // the library reads the whole library instead, as `search` does.
      let libraryBytes = libraryPaths.reduce(Int64(0)) {
        $0 + (workspace.stamp($1)?.stamp.size ?? 0)
      }
      readsWholeLibrary = Int64(sources[index].bytes.count) * 2 > libraryBytes
      if !readsWholeLibrary { needed = LibraryExcerpt.names(neededBy: document) }
      daySource = JournalSource(path: path, document: document) ?? sources[index]
      lineCount = document.lineItemCount
      sources.remove(at: index)
    }
    let library =
      readsWholeLibrary
      ? try workspace.sources(paths: libraryPaths.sorted())
      : try workspace.libraryExcerpt(libraryPaths, needing: needed)
    let reader = JournalReader(today: today)
    let reading = reader.read(sources + library)
    let journal = reading.journal
    // The day is read line by line and never held: its totals are added up and its lines
    // placed as they come (a day of a million lines held its entries three times over).
    let activityCategory = journal.activityCategory?.name
    var totals = DayTotals()
    var grouper = EntryGrouper()
    var builder = DayLines.Builder(library: journal.library, activityCategory: activityCategory)
    builder.reserveCapacity(lineCount)
    // Micronutrients are added up only for a person with targets, who reads the alerts.
    let nutrientTargets = HistoryUseCases.dietaryReferenceIntakes.targets(
      profile: journal.settings.profile, nutrientTargets: journal.settings.nutrientTargets,
      on: date)
    var nutrientTally = NutrientTally()
    func addGroup(_ group: EntryGroup?) {
      if let group {
        totals.add(group, library: journal.library, activityCategory: activityCategory)
        if !nutrientTargets.isEmpty { nutrientTally.add(group, library: journal.library) }
      }
    }
    let stream = daySource.flatMap { source in
      reader.streamDay(source, against: reading, startWork: startWorkOnAnotherCore) { streamed in
        guard let slot = streamed.slot else {
          addGroup(grouper.finish())
          totals.addActivity(
            streamed.entry, library: journal.library, activityCategory: activityCategory)
          builder.addActivityEntry(streamed.entry)
          return
        }
        if streamed.startsSlot {
          addGroup(grouper.finish())
          builder.startSlot(slot)
        }
        addGroup(grouper.add(streamed.entry))
        builder.addMealEntry(streamed.entry)
      }
    }
    addGroup(grouper.finish())
    let report = DayReport(
      date: date, totals: totals, categories: journal.categories, goal: journal.goal(on: date))
    // The plan's files, the day's, then the library's, as they were read before the day was
    // streamed.
    let files =
      reading.files.filter { !$0.path.hasPrefix("foods/") } + (stream.map { [$0.file] } ?? [])
      + reading.files.filter { $0.path.hasPrefix("foods/") }
    let filesWithErrors = files.compactMap { file -> (path: String, errors: Int)? in
      let errors = file.diagnostics.count { $0.severity == .error }
      return errors > 0 ? (file.path, errors) : nil
    }
    // The lines are listed only when the listing and the reading agree on them.
    var logged = DayLines(
      day: LarderModel.Day(date: date), library: journal.library,
      activityCategory: activityCategory)
    var listed: [DayListing.Item] = []
    if let stream {
      let entries = stream.entries
      let streamed = builder.lines { entries.entry(at: $0) }
      if streamed.count == stream.listing.items.count {
        logged = streamed
        listed = stream.listing.items
      }
    }
    let lines = DayOverview.Lines(logged: logged, listed: listed)
    let boundary = journal.settings.dayBoundary
    var minutesUntilReset: Int?
    if date == today, let now {
      let left = 1_440 - boundary.minutesIntoDay(now)
      if left <= Self.resetNoticeMinutes { minutesUntilReset = left }
    }
    return DayOverview(
      date: date, today: today, boundary: boundary, path: path, report: report,
      score: DailyScore(
        totals: report.totals, categories: journal.categories,
        compensation: journal.compensation),
      goalSince: journal.settings.goals.changes.last { $0.date <= date }?.date,
      mealSlots: journal.mealSlots, compensation: journal.compensation, lines: lines,
      unreadable: stream?.listing.unread ?? [],
      notes: stream?.notes,
      minutesUntilReset: minutesUntilReset, filesWithErrors: filesWithErrors,
      nutrientAlerts: NutrientAlert.alerts(
        nutrientTally, targets: nutrientTargets, isFinished: date < today))
  }

  /// The settings, plan and library files that exist: what every reading of a single day
  /// needs, found without listing `log/`.
  public func planPaths() throws(WorkspaceError) -> [String] {
    var paths = ["larder.yaml", "categories.yaml", "meals.yaml", "units.yaml"].filter {
      FileManager.default.fileExists(atPath: workspace.location.url(for: $0).path)
    }
    // A linked `foods/`, or a linked file in it, is left out, as every listing leaves it.
    let names = (try workspace.folderEntries("foods") ?? []).filter {
      $0.name.hasSuffix(".yaml") && !$0.name.hasPrefix(".") && !$0.isSymbolicLink
    }.map(\.name)
    paths += names.sorted().map { "foods/" + $0 }
    return paths
  }
}
