import Foundation
import LarderTestSupport
import Testing

extension TortureTests {
  /// Rounds of eight concurrent writers: 3 in CI, one per five `LARDER_TORTURE_ROUNDS` (50
  /// with `make torture`).
  static let writerRounds =
    ProcessInfo.processInfo.environment["LARDER_TORTURE_ROUNDS"].flatMap { Int($0) }.map {
      max(3, $0 / 5)
    } ?? 3

  /// The kinds of writing command the rounds start together.
  enum WriterKind: String, CaseIterable {
    case add, rm, edit, bodyAdd = "body add", foodsAdd = "foods add", foodsEdit = "foods edit"
    case importOff = "import off", importUSDA = "import usda"
  }

  /// One writer of a round: its command, the file it writes, and the text that is in that
  /// file exactly when its write was acknowledged (or, for `rm`, exactly when it was not).
  struct Writer {
    let kind: WriterKind
    let arguments: [String]
    let file: String
    let marks: [String]
    var removes: Bool { kind == .rm }
  }

  @Test("eight writers of every kind at once, into the same and different files: nothing lost")
  func concurrentWriters() throws {
    var random = SplitMix64()
    print("torture: concurrent writer rounds with LARDER_SEED=\(random.seed)")
    let journal = try LogJournal()
    defer { journal.remove() }
    let truth = TortureTruth(journal: journal)
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-torture-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    // Foods `foods edit` may pick, with the file that defines each.
    var foods = [
      "Egg", "Apple", "Olive oil", "Rice, cooked", "Whole-wheat toast", "Chicken breast, grilled",
    ].map { (name: $0, file: "foods/mine.yaml") }
    var counter = 0
    var acknowledged: [WriterKind: Int] = [:]
    var refused: [WriterKind: Int] = [:]
    var handEdits: [(file: String, text: String)] = []

    for round in 0..<Self.writerRounds {
      let context = "writer round \(round), \(random.replayHint)"
      let days = [0, 1].map { Self.date(year: 2025, day: (round * 2 + $0) % 640) }
      // Even rounds: one writer of each kind; odd rounds: two foods add of one name, and six
      // writers picked at random, so two of a kind write at once.
      var kinds = WriterKind.allCases.shuffled(using: &random)
      if round % 2 == 1 {
        kinds =
          [.foodsAdd, .foodsAdd]
          + (0..<6).map { _ in WriterKind.allCases.randomElement(using: &random)! }
      }
      var writers: [Writer] = []
      var editable = foods.shuffled(using: &random)
      for (slot, kind) in kinds.enumerated() {
        counter += 1
        let tag = "\(round)-\(slot)."
        let day = days.randomElement(using: &random)!
        let dayFile = "log/\(day.prefix(4))/\(day.dropFirst(5).prefix(2))/\(day).yaml"
        let time = String(format: "%02d:%02d", 4 + slot * 2, Int.random(in: 0..<60, using: &random))
        switch kind {
        case .add:
          writers.append(
            Writer(
              kind: kind,
              arguments: ["add", "apple", "--date", day, "--time", time, "--note", "add-\(tag)"]
                + ["--yes"],
              file: dayFile, marks: ["add-\(tag)"]))
        case .rm, .edit:
          // The entry to remove or edit, added before the round starts.
          let target = try journal.larder(
            "add", "egg", "--date", day, "--time", time, "--note", "target-\(tag)", "--json",
            "--yes")
          let reference = try #require(journal.json(target)["ref"] as? String, "\(target)")
          let ref = reference.contains(":") ? reference : "\(day):\(reference)"
          writers.append(
            kind == .rm
              ? Writer(
                kind: kind, arguments: ["rm", ref, "--yes"], file: dayFile,
                marks: ["target-\(tag)"])
              : Writer(
                kind: kind, arguments: ["edit", ref, "--note", "edit-\(tag)", "--yes"],
                file: dayFile, marks: ["edit-\(tag)"]))
        case .bodyAdd:
          let year = Bool.random(using: &random) ? 2023 : 2024
          let date = Self.date(year: year, day: counter % 365)
          let weight = "\(60 + counter % 40).\(1 + counter % 9)"
          writers.append(
            Writer(
              kind: kind, arguments: ["body", "add", "weight", weight, "--date", date],
              file: "body/\(year).yaml", marks: ["\(date): weight \(weight) kg"]))
        case .foodsAdd:
          var name = "Torture food \(tag.dropLast())"
          var files = [
            "foods/a.yaml", "foods/b.yaml", "foods/mine.yaml", "foods/off-a.yaml",
            "foods/usda-a.yaml",
          ]
          // A second foods add of a round takes the first one's name, into another file:
          // exactly one of them may win, the other must be refused cleanly.
          let earlier = writers.filter { $0.kind == .foodsAdd }
          if earlier.count == 1, let first = earlier.first {
            name = first.arguments[2]
            files.removeAll { $0 == first.file }
          }
          let file = files.randomElement(using: &random)!
          writers.append(
            Writer(
              kind: kind,
              arguments: ["foods", "add", name, "--kcal", "\(100 + slot)", "--file", file],
              file: file, marks: ["  \(name):\n"]))
        case .foodsEdit:
          guard let food = editable.popLast() else { continue }
          writers.append(
            Writer(
              kind: kind, arguments: ["foods", "edit", food.name, "--notes", "fedit-\(tag)"],
              file: food.file, marks: ["    notes: fedit-\(tag)\n"]))
        case .importOff:
          let file = ["foods/off-a.yaml", "foods/off-b.yaml"].randomElement(using: &random)!
          let products = (0..<2).map { index in
            (
              barcode: String(format: "99%011d", counter * 2 + index),
              name: "Torture product \(tag)\(index)"
            )
          }
          let csv = scratch.appendingPathComponent("off-\(counter).csv")
          try OpenFoodFactsFile.write(to: csv, products: products)
          writers.append(
            Writer(
              kind: kind, arguments: ["import", "off", csv.path, "--file", file], file: file,
              marks: products.map { "    source: off \($0.barcode)\n" }))
        case .importUSDA:
          let file = ["foods/usda-a.yaml", "foods/usda-b.yaml"].randomElement(using: &random)!
          let ids = (0..<3).map { String(format: "%05d", 10_000 + counter * 3 + $0) }
          let folder = scratch.appendingPathComponent("usda-\(counter)")
          try USDASlice.writeMadeUp(ids: ids, name: "Torture usda \(tag)", to: folder)
          writers.append(
            Writer(
              kind: kind, arguments: ["import", "usda", folder.path, "--file", file], file: file,
              marks: ids.map { "    source: usda-sr \($0)\n" }))
        }
      }
      // A hand edit, uncommitted, in a file some writer of the round writes (not a file an
      // import writes anew: it commits the edit first, then the import's file replaces it).
      let edited = writers.map(\.file).filter {
        !$0.hasPrefix("foods/off-") && !$0.hasPrefix("foods/usda-")
      }
      .randomElement(using: &random)
      if let edited, let old = truth.onDisk(edited) {
        let edit = "# hand edit \(round).\n"
        try journal.write(edited, old + (old.hasSuffix("\n") ? "" : "\n") + edit)
        handEdits.append((edited, edit))
      }

      let processes = try writers.map { writer in
        try LarderBinary.start(writer.arguments + ["--today", LogJournal.today], in: journal.root)
      }
      let runs = try processes.map { try $0.finish() }

      for (writer, run) in zip(writers, runs) {
        let done = run.status == 0
        if done {
          acknowledged[writer.kind, default: 0] += 1
        } else {
          refused[writer.kind, default: 0] += 1
          #expect(
            (1..<128).contains(run.status) && !run.stderr.isEmpty
              && !run.stderr.contains("bug") && !run.stderr.contains("Fatal error"),
            "\(context): not a clean refusal: \(run)")
        }
        let disk = truth.onDisk(writer.file) ?? ""
        let head = truth.committed(writer.file) ?? ""
        for mark in writer.marks {
          let expected = done != writer.removes
          #expect(
            disk.contains(mark) == expected && head.contains(mark) == expected,
            "\(context): \(mark.debugDescription) \(expected ? "missing" : "left") after \(run)")
        }
        if done, writer.kind == .foodsAdd, let name = writer.arguments.dropFirst(2).first {
          foods.append((name, writer.file))
        }
      }
      let names = writers.filter { $0.kind == .foodsAdd }.map { $0.arguments[2] }
      for name in Set(names) where names.filter({ $0 == name }).count > 1 {
        let winners = zip(writers, runs).filter {
          $0.0.kind == .foodsAdd && $0.0.arguments[2] == name && $0.1.status == 0
        }
        #expect(winners.count == 1, "\(context): \(winners.count) foods add of \(name) won")
      }
      for (file, text) in handEdits where truth.onDisk(file) != nil {
        #expect(truth.onDisk(file)?.contains(text) == true, "\(context): \(text) lost in \(file)")
      }
      try truth.expectAll(context)
    }
    let total = acknowledged.values.reduce(0, +) + refused.values.reduce(0, +)
    let kinds = WriterKind.allCases.map {
      "\($0.rawValue) \(acknowledged[$0, default: 0])/\(refused[$0, default: 0])"
    }
    print(
      "torture: \(Self.writerRounds) rounds, \(total) concurrent writers, acknowledged/refused: "
        + kinds.joined(separator: ", "))
  }

  /// `YYYY-MM-DD`, `day` days after 1 January of `year`.
  static func date(year: Int, day: Int) -> String {
    var components = DateComponents()
    components.year = year
    components.month = 1
    components.day = 1 + day
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let date = calendar.date(from: components)!
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
  }
}
