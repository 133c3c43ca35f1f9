extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  public var trimmingSpaces: String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isBlank($0) }),
      let last = lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(self[first...last])
  }
}
