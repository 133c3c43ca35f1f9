/// Levenshtein distance between byte strings, bounded so that far-apart pairs cost little.
///
/// Keep one value for a scan over many candidates: its rows are reused between calls.
public struct EditDistance: Sendable {
  // Two rows of the dynamic programme, kept between calls so a scan over a whole library
  // allocates once.
  private var previous: [Int] = []
  private var current: [Int] = []

  /// Creates a calculator with empty rows; they grow to the longest candidate seen.
  public init() {}

  /// The edit distance between `a` and `b`, or `nil` when it exceeds `limit`.
  public mutating func distance(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int
  ) -> Int? {
    guard abs(a.count - b.count) <= limit else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let outside = limit + 1
    if previous.count <= b.count {
      previous = [Int](repeating: outside, count: b.count + 1)
      current = previous
    }
    for j in 0...b.count { previous[j] = j }
    for i in 1...a.count {
      // Only cells within `limit` of the diagonal can stay within the limit.
      let low = max(1, i - limit)
      let high = min(b.count, i + limit)
      current[0] = i
      if low > 1 { current[low - 1] = outside }
      var rowMinimum = i <= limit ? i : outside
      for j in low...high {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        let value = min(substitution, previous[j] + 1, current[j - 1] + 1, outside)
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if high < b.count { current[high + 1] = outside }
      guard rowMinimum <= limit else { return nil }
      swap(&previous, &current)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
  }

  /// Whether `a` and `b` are equal or one insertion, deletion or substitution apart.
  static func isWithinOneEdit(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    let (short, long) = a.count <= b.count ? (a, b) : (b, a)
    guard long.count - short.count <= 1 else { return false }
    var i = 0
    var j = 0
    var edits = 0
    while i < short.count, j < long.count {
      if short[i] == long[j] {
        i += 1
        j += 1
        continue
      }
      edits += 1
      guard edits == 1 else { return false }
      if short.count == long.count { i += 1 }
      j += 1
    }
    return edits + (long.count - j) - (short.count - i) <= 1
  }
}
