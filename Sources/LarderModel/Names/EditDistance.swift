/// Levenshtein distance between byte strings, bounded so that far-apart pairs cost little.
enum EditDistance {
  /// The edit distance between `a` and `b`, or `nil` when it exceeds `limit`.
  static func distance(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int
  ) -> Int? {
    guard abs(a.count - b.count) <= limit else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let outside = limit + 1
    var previous = [Int](0...b.count)
    var current = [Int](repeating: outside, count: b.count + 1)
    for i in 1...a.count {
      // Only cells within `limit` of the diagonal can stay within the limit.
      let low = max(1, i - limit)
      let high = min(b.count, i + limit)
      current[0] = i
      if low > 1 { current[low - 1] = outside }
      var rowMinimum = i <= limit ? i : outside
      for j in low...high {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        let value = min(substitution, previous[j] + 1, current[j - 1] + 1)
        current[j] = min(value, outside)
        rowMinimum = min(rowMinimum, current[j])
      }
      if high < b.count { current[high + 1] = outside }
      guard rowMinimum <= limit else { return nil }
      swap(&previous, &current)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
  }

  /// The edit distance between two strings' UTF-8 bytes, or `nil` when it exceeds `limit`.
  static func distance(_ a: String, _ b: String, limit: Int) -> Int? {
    var a = a
    var b = b
    return a.withUTF8 { left in b.withUTF8 { right in distance(left, right, limit: limit) } }
  }
}
