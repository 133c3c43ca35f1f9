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

extension String {
  /// The text without leading and trailing spaces and tabs; the text itself, uncopied, when
  /// its first and last bytes are neither (a space or tab that ends it is a character of its
  /// own).
  public var trimmingSpaces: String {
    guard let head = utf8.first, let tail = utf8.last,
      head == 0x20 || head == 0x09 || tail == 0x20 || tail == 0x09
    else { return self }
    return self[...].trimmingSpaces
  }
}
