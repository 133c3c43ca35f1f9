import LarderModel

/// "Did you mean" for the short closed lists of the journal: keys, meal slots, categories.
enum Suggestions {
  /// The candidate closest to `text` by edit distance, if it is close enough to be a typo.
  static func closest(to text: String, among candidates: [String]) -> String? {
    let typed = Array(Name.searchKey(text).unicodeScalars)
    let limit = typed.count <= 4 ? 1 : (typed.count <= 8 ? 2 : 3)
    var best: (distance: Int, candidate: String)?
    for candidate in candidates {
      let distance = editDistance(typed, Array(Name.searchKey(candidate).unicodeScalars))
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (distance, candidate)
      }
    }
    return best?.candidate
  }

  /// A hint sentence naming the closest candidate, or listing them all when none is close.
  static func hint(for text: String, among candidates: [String], kind: String) -> String {
    if let closest = closest(to: text, among: candidates) {
      return "Did you mean \"\(closest)\"?"
    }
    return "Known \(kind): \(candidates.joined(separator: ", "))."
  }

  private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
