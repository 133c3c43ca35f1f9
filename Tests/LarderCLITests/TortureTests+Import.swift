import Foundation
import LarderTestSupport
import Testing

extension TortureTests {
  /// Kills of `larder import usda --update` (each round takes another variant of the data): 50 in CI, four per `LARDER_TORTURE_ROUNDS` (1,000 with
  /// `make torture`).
  static let importKills =
    ProcessInfo.processInfo.environment["LARDER_TORTURE_ROUNDS"].flatMap { Int($0) }.map {
      $0 * 4
    } ?? 50

  @Test("import usda killed at a seeded random moment: the next command recovers, nothing lost")
  func killedImports() throws {
    var random = SplitMix64()
    print("torture: import usda kill rounds with LARDER_SEED=\(random.seed)")
    let journal = try LogJournal()
    defer { journal.remove() }
    let truth = TortureTruth(journal: journal)
    let watch = try PauseWatch(journal: journal.root)
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-torture-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let slice = try USDASlice(count: 40, using: &random)
    print("torture: \(slice.origin)")
    let folder = scratch.appendingPathComponent("sr28")
    let file = "foods/usda-sr-legacy.yaml"
    let day = "log/2026/11/2026-11-20.yaml"

    // The file's foods after an import of each variant, by source; the last import times one.
    var expected: [[String: String]] = []
    var seconds = 0.0
    for variant in 0..<3 {
      try slice.write(to: folder, variant: variant)
      let start = Date()
      let run = try journal.larder("import", "usda", folder.path, "--update")
      seconds = Date().timeIntervalSince(start)
      try #require(run.status == 0, "\(run)")
      expected.append(LibraryFoods(try journal.read(file)).nutrition)
    }
    try #require(expected[0].count == slice.ids.count && expected[0] != expected[1])
    // Kills land anywhere from the start of the process to a little after its usual end.
    let window = max(seconds, 0.02) * 1.3
    var state = 2
    var notes: [String: String] = [:]
    var dayEdits: [String] = []
    var adds: [String] = []
    var finished = 0, recovered = 0, manualSteps = 0
    for round in 0..<Self.importKills {
      let context = "import kill round \(round), \(random.replayHint)"
      let variant = round % 3
      try slice.write(to: folder, variant: variant)
      // Hand edits before the import: a comment in a day file it does not touch, or a note
      // on one of its foods (the import keeps notes, and commits the edit first).
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        let edit = "# hand edit \(round)"
        try journal.write(day, try journal.read(day) + edit + "\n")
        dayEdits.append(edit)
      case 1:
        let free = slice.ids.map { "usda-sr \($0)" }.filter { notes[$0] == nil }
        guard let source = free.randomElement(using: &random) else { break }
        let note = "hand edit \(round)"
        let text = try journal.read(file)
        try journal.write(
          file,
          text.replacingOccurrences(
            of: "    source: \(source)\n", with: "    notes: \(note)\n    source: \(source)\n"))
        notes[source] = note
      default: break
      }

      var environment: [String: String] = [:]
      // Every seventh round packs after its commit, so kills land in the packing too.
      if round % 7 == 3 { environment["LARDER_GC_THRESHOLD"] = "1" }
      // Every fifth round is killed at one of the named points of the write path.
      let points = Self.points + ["commit-made"]
      let point = round % 5 == 4 ? points[(round / 5) % points.count] : nil
      if let point { environment["LARDER_PAUSE"] = point }
      let delay = UInt32(Double.random(in: 0..<window, using: &random) * 1_000_000)
      let process = try LarderBinary.start(
        ["import", "usda", folder.path, "--update", "--today", LogJournal.today], in: journal.root,
        environment: environment)
      if point != nil {
        #expect(watch.waitForPause(), "\(context): no pause at \(point ?? "")")
      } else {
        usleep(delay)
      }
      process.kill()
      let killed = try process.finish()
      if point != nil { watch.resume() }
      if killed.status == 0 { finished += 1 }

      // The next command, with no manual step: the same import again, or an add elsewhere.
      let next: LarderRun
      if round % 2 == 0 {
        next = try journal.larder("import", "usda", folder.path, "--update")
      } else {
        let time = String(format: "%02d:%02d", (round / 60) % 24, round % 60)
        next = try journal.larder("add", "apple", "--date", "2026-11-19", "--time", time, "--yes")
        if next.status == 0 { adds.append("\(time) apple") }
      }
      if next.stdout.contains("interrupted") || next.stderr.contains("interrupted") {
        recovered += 1
      }
      guard next.status == 0 else {
        manualSteps += 1
        let moment = point ?? "\(delay) µs"
        Issue.record(
          Comment(
            rawValue: "\(context): killed after \(moment) (\(killed.status)), the next command "
              + "failed: \(next)"))
        break
      }

      // The import file holds all of one import: this round's when acknowledged or imported
      // again, else this round's or the last state's; HEAD holds what is on disk.
      let disk = LibraryFoods(try journal.read(file))
      let now = expected.firstIndex(of: disk.nutrition)
      let acknowledged = killed.status == 0 || round % 2 == 0
      #expect(
        now == variant || (!acknowledged && now == state),
        "\(context): the import file holds variant \(now.map(String.init) ?? "none")")
      state = now ?? state
      let head = truth.committed(file).map { LibraryFoods($0).nutrition } ?? [:]
      let differing = head.filter { disk.nutrition[$0.key] != $0.value }.count
      #expect(
        head.count == disk.nutrition.count && differing == 0,
        "\(context): HEAD's import file differs from the one on disk in \(differing) foods")
      for (source, note) in notes {
        #expect(disk.bySource[source]?.notes == note, "\(context): note \(note) lost")
      }
      let dayText = try journal.read(day)
      for edit in dayEdits { #expect(dayText.contains(edit), "\(context): \(edit) lost") }
      let added = truth.committed("log/2026/11/2026-11-19.yaml") ?? ""
      for add in adds { #expect(added.contains(add), "\(context): \(add) lost") }
      try truth.expectAll(context)
    }
    print(
      "torture: \(Self.importKills) kills of import usda, \(finished) finished before the kill, "
        + "\(recovered) repaired by the next command, \(manualSteps) manual steps")
  }
}
