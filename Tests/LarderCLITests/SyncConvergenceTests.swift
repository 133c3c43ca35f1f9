import Foundation
import LarderTestSupport
import Testing

/// Three clones of one bare remote, changed at random and synced in random order (now and
/// then with plain `git pull` and `git push`, through larder's merge driver): after a
/// final sync of every clone they hold identical, valid files and every acknowledged write
/// that no later write replaced. `LARDER_SYNC_ROUNDS` sets the rounds (`make sync-torture`
/// runs 1,000, and a third of them over ssh); the seed is printed and `LARDER_SEED` replays it.
@Suite("sync convergence: random writes on three clones", .serialized)
struct SyncConvergenceTests {
  @Test("random adds, edits, removes, body, food and hand edits converge")
  func converge() throws {
    try Self.converge(rounds: Self.rounds, server: nil)
  }

  @Test(
    "the same over ssh to a real sshd", .enabled(if: SSHServer.isAvailable, "no sshd installed"))
  func convergeOverSSH() throws {
    let server = try SSHServer()
    defer { server.stop() }
    try Self.converge(rounds: max(1, Self.rounds / 3), server: server)
  }

  static let rounds =
    ProcessInfo.processInfo.environment["LARDER_SYNC_ROUNDS"].flatMap { Int($0) } ?? 6
  static let metrics = ["weight", "steps", "waist"]

  /// An entry a clone wrote and larder acknowledged.
  struct Entry {
    var date: String
    /// `09:13 apple 321 g`: the line's time and words, unique in the whole run.
    var head: String
    var reference: String
    var alive = true
  }

  /// What the clones were told to write and larder confirmed.
  struct Truth {
    var entries: [Entry] = []
    var heads = Set<String>()
    var body: [String: Int] = [:]
    var foodEnergy: [Int: Int] = [:]
    var handNotes: [(path: String, text: String)] = []
    /// How many syncs merged, and how many left conflicts to resolve.
    var merges = 0
    var conflicts = 0
  }

  static func converge(rounds: Int, server: SSHServer?) throws {
    var random = SplitMix64()
    let over = server == nil ? "a local path" : "ssh"
    print("sync convergence over \(over): \(rounds) rounds with LARDER_SEED=\(random.seed)")
    let sync = try SyncClones(count: 3, server: server)
    defer { sync.remove() }
    let clones = sync.clones
    var truth = Truth()
    for index in clones.indices {
      let added = try clones[0].larder(
        "foods", "add", "synctest food \(index)", "--kcal", "100", "--protein", "1", "--carbs",
        "2", "--fat", "3")
      try #require(added.status == 0, "\(added)")
      truth.foodEnergy[index] = 100
    }
    for clone in clones {
      try #require(try clone.larder("sync", environment: sync.environment).status == 0)
    }

    for round in 0..<rounds {
      for index in clones.indices.shuffled(using: &random) {
        for _ in 0..<Int.random(in: 1...2, using: &random) {
          try Self.write(
            clone: index, clones[index], round: round, truth: &truth, random: &random)
        }
        let roll = Double.random(in: 0..<1, using: &random)
        if roll < 0.15, server == nil {
          try Self.gitSync(clones[index], truth: &truth, replay: random.replayHint)
        } else if roll < 0.6 {
          try Self.sync(clones[index], sync.environment, truth: &truth, replay: random.seed)
        }
      }
    }

    var settled = false
    for _ in 0..<5 where !settled {
      settled = true
      for clone in clones
      where !(try Self.sync(clone, sync.environment, truth: &truth, replay: random.seed)) {
        settled = false
      }
    }
    #expect(settled, "the clones never settled; \(random.replayHint)")
    print(
      "sync convergence: \(truth.entries.count) entries written, \(truth.merges) merges, "
        + "\(truth.conflicts) with conflicts")
    try Self.expectConverged(sync, truth: truth, replay: random.replayHint)
  }

  /// One random write on clone `index`, recorded in `truth` when larder acknowledges it.
  static func write(
    clone index: Int, _ clone: E2EJournal, round: Int, truth: inout Truth,
    random: inout SplitMix64
  ) throws {
    let date = "2026-11-0\(Int.random(in: 1...9, using: &random))"
    let roll = Int.random(in: 0..<100, using: &random)
    // Any entry ever written, dead ones too: a clone that has not synced yet still holds
    // (and may change) an entry another clone already edited or removed.
    let written = Array(truth.entries.indices)
    switch roll {
    case 0..<40:
      var head = ""
      repeat {
        let minutes = Int.random(in: (6 * 60)..<(22 * 60), using: &random)
        let time = String(format: "%02d:%02d", minutes / 60, minutes % 60)
        head = "\(time) apple \(Int.random(in: 20...999, using: &random)) g"
      } while truth.heads.contains(head)
      let time = String(head.prefix(5))
      let run = try clone.larder(
        "add", "--yes", "--date", date, "--time", time, String(head.dropFirst(6)))
      #expect(run.status == 0, "\(run) \(random.replayHint)")
      guard run.status == 0, let reference = reference(in: run.stdout) else { return }
      truth.heads.insert(head)
      truth.entries.append(Entry(date: date, head: head, reference: reference))
    case 40..<65 where !written.isEmpty:
      // Mostly one of the latest entries, so that clones often change the same one.
      let latest = Bool.random(using: &random) ? max(0, written.count - 3) : 0
      let position = written[Int.random(in: latest..<written.count, using: &random)]
      let entry = truth.entries[position]
      // Only an entry this clone already has: a REF names a line by a short hash, which
      // another line may share in a clone that lacks this one.
      guard try dayText(clone, entry.date).contains(entry.head + " ") else { return }
      if roll < 52 {
        var head = ""
        repeat {
          head = "\(entry.head.prefix(5)) apple \(Int.random(in: 20...999, using: &random)) g"
        } while truth.heads.contains(head)
        let amount = head.split(separator: " ")[2]
        let run = try clone.larder("edit", entry.reference, "--amount", String(amount), "--yes")
        guard run.status == 0, let reference = reference(in: run.stdout) else { return }
        truth.heads.insert(head)
        truth.entries[position].alive = false
        truth.entries.append(Entry(date: entry.date, head: head, reference: reference))
      } else {
        let run = try clone.larder("rm", entry.reference, "--yes")
        guard run.status == 0 else { return }
        truth.entries[position].alive = false
      }
    case 65..<80:
      let metric = metrics[index]
      let value = Int.random(in: 70...99, using: &random) * (metric == "steps" ? 100 : 1)
      let run = try clone.larder("body", "add", metric, "\(value)", "--date", date)
      #expect(run.status == 0, "\(run) \(random.replayHint)")
      if run.status == 0 { truth.body["\(date) \(metric)"] = value }
    case 80..<90:
      let energy = Int.random(in: 50...400, using: &random)
      let run = try clone.larder("foods", "edit", "synctest food \(index)", "--kcal", "\(energy)")
      #expect(run.status == 0, "\(run) \(random.replayHint)")
      if run.status == 0 { truth.foodEnergy[index] = energy }
    default:
      let path = "log/2026/11/\(date).yaml"
      let text = "# hand note \(index)-\(round)-\(truth.handNotes.count)"
      let existing = clone.exists(path) ? try clone.read(path) : ""
      try clone.write(path, text + "\n" + existing)
      let run = try clone.larder("commit")
      #expect(run.status == 0, "\(run) \(random.replayHint)")
      if run.status == 0 { truth.handNotes.append((path, text)) }
    }
  }

  /// Syncs `clone`, settling any conflict by keeping both versions; returns whether it was
  /// already in sync.
  @discardableResult
  static func sync(
    _ clone: E2EJournal, _ environment: [String: String], truth: inout Truth,
    replay seed: UInt64
  ) throws -> Bool {
    let run = try clone.larder("sync", environment: environment)
    #expect(run.status == 0, "\(run) LARDER_SEED=\(seed)")
    if run.stdout.contains("✓ merged") { truth.merges += 1 }
    if run.stdout.contains("conflict") {
      truth.conflicts += 1
      let resolved = try clone.larder("resolve", "--keep", "both", "--yes")
      #expect(resolved.status == 0, "\(resolved) LARDER_SEED=\(seed)")
      return false
    }
    return run.stdout.hasPrefix("already in sync")
  }

  /// Syncs `clone` with plain git, as someone who never runs `larder sync` would: `git pull`
  /// merges through larder's merge driver, then `git push`.
  static func gitSync(_ clone: E2EJournal, truth: inout Truth, replay: String) throws {
    let remote = try clone.git("remote").split(separator: "\n").first.map(String.init) ?? ""
    let pull = try clone.gitAllowingFailure(
      ["pull", "-q", "--no-rebase", "--no-edit", remote, "main"],
      environment: SyncClones.pathWithLarder)
    #expect(pull.status == 0, "git pull: \(pull.output) \(replay)")
    if pull.output.contains("conflict") { truth.conflicts += 1 }
    // The pull may also bring in a conflict another clone left: settle whatever there is.
    let resolved = try clone.larder("resolve", "--keep", "both", "--yes")
    #expect(resolved.status == 0, "\(resolved) \(replay)")
    let push = try clone.gitAllowingFailure(["push", "-q", remote, "main"])
    #expect(push.status == 0, "git push: \(push.output) \(replay)")
  }

  /// The REF `larder add` and `larder edit` print: `REF 2026-11-03:5e0c: …`.
  static func reference(in output: String) -> String? {
    guard let range = output.range(of: "REF ") else { return nil }
    let word = output[range.upperBound...].prefix { $0 != " " }
    return word.hasSuffix(":") ? String(word.dropLast()) : String(word)
  }

  static func dayText(_ clone: E2EJournal, _ date: String) throws -> String {
    let path = "log/2026/11/\(date).yaml"
    return clone.exists(path) ? try clone.read(path) : ""
  }

  static func expectConverged(_ sync: SyncClones, truth: Truth, replay: String) throws {
    let clones = sync.clones
    let files = try SyncClones.files(clones[0])
    for clone in clones {
      #expect(try SyncClones.files(clone) == files, "clones differ; \(replay)")
      #expect(try clone.git("status", "--porcelain").isEmpty, "\(replay)")
      let check = try clone.check()
      #expect(check.status == 0, "\(check) \(replay)")
      try clone.git("fsck", "--full", "--strict", "--no-progress")
    }
    try GitBackupTests.git(["fsck", "--full", "--strict", "--no-progress"], in: sync.remote)
    for (path, text) in files {
      #expect(!text.contains("<<<<<<<") && !text.contains("larder-conflict"), "\(path) \(replay)")
    }
    for entry in truth.entries where entry.alive {
      let text = files["log/2026/11/\(entry.date).yaml"] ?? ""
      #expect(text.contains("- " + entry.head + " "), "lost \(entry.head); \(replay)")
    }
    for (key, value) in truth.body {
      let parts = key.split(separator: " ")
      let line =
        (files["body/2026.yaml"] ?? "").split(separator: "\n")
        .first { $0.hasPrefix(parts[0] + ":") } ?? ""
      let metric = line.split(separator: ":", maxSplits: 1).last?.split(separator: ",")
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .first { $0.hasPrefix(parts[1] + " ") }
      #expect(
        metric?.split(separator: " ").dropFirst().first == "\(value)",
        "\(key) is \(metric ?? "missing"), not \(value); \(replay)")
    }
    for (index, energy) in truth.foodEnergy {
      let shown = try clones[0].larder("foods", "show", "synctest food \(index)")
      #expect(shown.stdout.contains(": \(energy) kcal "), "\(shown) \(replay)")
    }
    for note in truth.handNotes {
      #expect(files[note.path]?.contains(note.text + "\n") == true, "lost \(note); \(replay)")
    }
  }
}
