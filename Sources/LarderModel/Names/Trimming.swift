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

extension String {
  /// The text without trailing spaces (a table row's padding), found byte by byte: a space
  /// that ends the text is always a character of its own.
  public var droppingTrailingSpaces: String {
    let bytes = utf8
    var end = bytes.endIndex
    while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: " ") {
      end = bytes.index(before: end)
    }
    return end == bytes.endIndex ? self : String(self[..<end])
  }
}
