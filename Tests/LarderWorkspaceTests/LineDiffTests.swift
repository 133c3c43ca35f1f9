import Testing

@testable import LarderWorkspace

@Suite("Line diffs: counts, unified output, bounded work")
struct LineDiffTests {
  private func text(_ lines: [String]) -> [UInt8] {
    Array(lines.map { $0 + "\n" }.joined().utf8)
  }

  @Test("a change in the middle is one removed and one added line, with context")
  func middleChange() {
    let old = text(["a", "b", "c", "d", "e"])
    let new = text(["a", "b", "C", "d", "e"])
    #expect(LineDiff.changedLineCounts(old: old, new: new) == (added: 1, removed: 1))
    #expect(
      LineDiff.unified(old: old, new: new, oldName: "a/x", newName: "b/x", context: 1)
        == "--- a/x\n+++ b/x\n@@ -2,3 +2,3 @@\n b\n-c\n+C\n d\n")
  }

  @Test("interleaved changes give the shortest script")
  func interleaved() {
    let old = text(["a", "b", "c", "a", "b", "b", "a"])
    let new = text(["c", "b", "a", "b", "a", "c"])
    // Myers' example: an edit distance of 5.
    let counts = LineDiff.changedLineCounts(old: old, new: new)
    #expect(counts.added + counts.removed == 5)
    #expect(counts.removed - counts.added == 1)
  }

  @Test("appending 20,000 lines compares nothing: instant, and counted exactly")
  func longAppend() {
    let old = text((0..<500).map { "- 08:00 apple \($0)" })
    let new = old + text((0..<20_000).map { "# hand \($0)" })
    #expect(LineDiff.changedLineCounts(old: old, new: new) == (added: 20_000, removed: 0))
  }

  @Test("texts sharing nothing past the search's bound count as removed and added whole")
  func boundedSearch() {
    let old = text((0..<3_000).map { "old \($0)" })
    let new = text((0..<3_000).map { "new \($0)" })
    #expect(LineDiff.changedLineCounts(old: old, new: new) == (added: 3_000, removed: 3_000))
    let diff = LineDiff.unified(old: old, new: new, oldName: "a", newName: "b")
    #expect(diff.hasPrefix("--- a\n+++ b\n@@ -1,3000 +1,3000 @@\n-old 0\n"))
    #expect(diff.hasSuffix("+new 2999\n"))
  }
}
