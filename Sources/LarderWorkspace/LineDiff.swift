/// A unified diff of two texts, line by line (Myers' O((N+M)·D) algorithm), as `larder fmt
/// --diff` prints it.
public enum LineDiff {
  /// The unified diff from `old` to `new` with `context` lines around each change; empty when
  /// the texts are equal.
  public static func unified(
    old: [UInt8], new: [UInt8], oldName: String, newName: String, context: Int = 3
  ) -> String {
    let a = lines(old)
    let b = lines(new)
    let script = editScript(a, b)
    guard script.contains(where: { $0.kind != .same }) else { return "" }
    var output = "--- \(oldName)\n+++ \(newName)\n"
    var index = 0
    while index < script.count {
      guard script[index].kind != .same else {
        index += 1
        continue
      }
      var start = max(0, index - context)
      var end = index
      // Extend the hunk while changes are closer than two contexts apart.
      while end < script.count {
        if script[end].kind != .same {
          end += 1
          continue
        }
        var next = end
        while next < script.count, script[next].kind == .same, next - end < 2 * context {
          next += 1
        }
        if next < script.count, script[next].kind != .same {
          end = next
        } else {
          break
        }
      }
      let hunkEnd = min(script.count, end + context)
      start = max(0, start)
      let hunk = script[start..<hunkEnd]
      let oldStart = hunk.first.map { $0.oldLine } ?? 0
      let newStart = hunk.first.map { $0.newLine } ?? 0
      let oldCount = hunk.count { $0.kind != .insert }
      let newCount = hunk.count { $0.kind != .delete }
      output +=
        "@@ -\(oldStart + (oldCount > 0 ? 1 : 0)),\(oldCount) "
        + "+\(newStart + (newCount > 0 ? 1 : 0)),\(newCount) @@\n"
      for step in hunk {
        switch step.kind {
        case .same: output += " " + show(a[step.oldLine])
        case .delete: output += "-" + show(a[step.oldLine])
        case .insert: output += "+" + show(b[step.newLine])
        }
      }
      index = hunkEnd
    }
    return output
  }

  /// How many lines `new` adds to and removes from `old`.
  static func changedLineCounts(old: [UInt8], new: [UInt8]) -> (added: Int, removed: Int) {
    let script = editScript(lines(old), lines(new))
    return (
      script.filter { $0.kind == .insert }.count, script.filter { $0.kind == .delete }.count
    )
  }

  private struct Step {
    enum Kind { case same, delete, insert }
    var kind: Kind
    var oldLine: Int
    var newLine: Int
  }

  private static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var result: [ArraySlice<UInt8>] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == 0x0A {
      result.append(bytes[start...index])
      start = index + 1
    }
    if start < bytes.count { result.append(bytes[start...]) }
    return result
  }

  private static func show(_ line: ArraySlice<UInt8>) -> String {
    let text = String(decoding: line, as: UTF8.self)
    if text.hasSuffix("\r\n") { return String(text.dropLast(2)) + "␍\n" }
    return text.hasSuffix("\n") ? text : text + "\n\\ No newline at end of file\n"
  }

  /// Most edits the search for a shortest script goes through between the differing middles
  /// of two texts; past it, the middle counts as removed and added whole. The search's trace
  /// grows with the square of the edits, so without a bound a hand edit of 16,000 lines
  /// took 4 GB.
  static let maximumSearchedEdits = 1_000

  /// An edit script from `a` to `b`: the lines both start and end with are kept without a
  /// search (appending to a day compares nothing), and the middle is the shortest script
  /// (Myers' greedy algorithm), or, past `maximumSearchedEdits`, the middle removed and added.
  private static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = prefix..<(a.count - suffix)
    let newMiddle = prefix..<(b.count - suffix)
    var steps = (0..<prefix).map { Step(kind: .same, oldLine: $0, newLine: $0) }
    steps +=
      shortestScript(a[oldMiddle], b[newMiddle])
      ?? oldMiddle.map { Step(kind: .delete, oldLine: $0, newLine: newMiddle.lowerBound) }
      + newMiddle.map { Step(kind: .insert, oldLine: oldMiddle.upperBound, newLine: $0) }
    steps += (0..<suffix).map {
      Step(kind: .same, oldLine: oldMiddle.upperBound + $0, newLine: newMiddle.upperBound + $0)
    }
    return steps
  }

  /// The shortest edit script from `a` to `b` (line numbers as the slices' indices), by
  /// Myers' greedy algorithm with a trace for backtracking; nil past `maximumSearchedEdits`.
  private static func shortestScript(
    _ a: ArraySlice<ArraySlice<UInt8>>, _ b: ArraySlice<ArraySlice<UInt8>>
  ) -> [Step]? {
    let (n, m) = (a.count, b.count)
    let maximum = n + m
    var frontier = [Int](repeating: 0, count: 2 * maximum + 2)
    // trace[d][k + d]: the furthest x on diagonal k before round d, for k in -d...d.
    var trace: [[Int]] = []
    var found = false
    for d in 0...min(maximum, maximumSearchedEdits) {
      trace.append(Array(frontier[(maximum - d)...(maximum + d)]))
      var k = -d
      while k <= d {
        var x: Int
        if k == -d || (k != d && frontier[k - 1 + maximum] < frontier[k + 1 + maximum]) {
          x = frontier[k + 1 + maximum]
        } else {
          x = frontier[k - 1 + maximum] + 1
        }
        var y = x - k
        while x < n, y < m, a[a.startIndex + x] == b[b.startIndex + y] {
          x += 1
          y += 1
        }
        frontier[k + maximum] = x
        if x >= n, y >= m {
          found = true
          break
        }
        k += 2
      }
      if found { break }
    }
    guard found else { return nil }
    var steps: [Step] = []
    var (x, y) = (n, m)
    func same() {
      x -= 1
      y -= 1
      steps.append(Step(kind: .same, oldLine: a.startIndex + x, newLine: b.startIndex + y))
    }
    for d in stride(from: trace.count - 1, through: 1, by: -1) {
      let v = trace[d]
      let k = x - y
      let previousK = k == -d || (k != d && v[k - 1 + d] < v[k + 1 + d]) ? k + 1 : k - 1
      let previousX = v[previousK + d]
      let previousY = previousX - previousK
      while x > previousX, y > previousY { same() }
      if x == previousX {
        steps.append(
          Step(kind: .insert, oldLine: a.startIndex + x, newLine: b.startIndex + previousY))
      } else {
        steps.append(
          Step(kind: .delete, oldLine: a.startIndex + previousX, newLine: b.startIndex + y))
      }
      (x, y) = (previousX, previousY)
    }
    while x > 0 { same() }
    return steps.reversed()
  }
}
