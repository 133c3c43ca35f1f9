import ArgumentParser
import LarderWorkspace

/// `larder gc`: keep the repository compact.
struct GC: LarderCommand {
  static let effect = CommandEffect.repository

  static let configuration = CommandConfiguration(
    commandName: "gc",
    abstract: "Pack the journal's git history into one file.",
    discussion: """
      Every commit larder makes stores its objects one file each; over years they pile up \
      and slow history down. This packs every object a branch, tag or the index reaches into \
      one pack and removes the loose files the pack holds. Nothing reachable is ever deleted. \
      Writing commands do this on their own once more than 2,000 loose objects pile up.

      Examples:
        larder gc
        larder gc --json

      Exit status: 0 ok, 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Flag(help: "Print the numbers as JSON.")
  var json = false

  func run() throws {
    let context = try CommandContext(global, refusesNewerFormat: false)
    let report = try context.run { () throws(WorkspaceError) in
      try context.workspace.journal.collectGarbage()
    }
    if json {
      context.terminal.write(JSONOutput.encode(report))
      return
    }
    guard report.looseBefore > 0 else {
      context.terminal.write("nothing to pack: the repository has no loose objects\n")
      return
    }
    let packed = Display.count(report.packedObjects, "object", "objects")
    let removed = Display.count(report.removedLooseObjects, "loose file", "loose files")
    let oldPacks =
      report.removedPacks > 0
      ? " and " + Display.count(report.removedPacks, "old pack", "old packs") : ""
    context.terminal.write(
      context.terminal.style("✓ packed", .boldGreen)
        + " \(packed) into one pack; removed \(removed)\(oldPacks)"
        + "\n  .git/objects: \(Self.size(report.bytesBefore)) → \(Self.size(report.bytesAfter))\n")
  }

  private static func size(_ bytes: Int) -> String {
    if bytes >= 1_048_576 {
      return "\(Double(bytes * 10 / 1_048_576) / 10) MB"
    }
    return Display.count((bytes + 1023) / 1024, "KB", "KB")
  }
}
