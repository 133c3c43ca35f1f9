/// Test input with position markers: the keycap digits `0️⃣` … `9️⃣` are removed before parsing
/// and remembered as byte offsets in what remains.
///
/// ```swift
/// let input = MarkedText("lunch:\n1️⃣\t- soup\n")
/// input.bytes      // "lunch:\n\t- soup\n"
/// input["1️⃣"]      // 7
/// ```
public struct MarkedText: Sendable {
  /// The text without its markers.
  public let text: String
  /// The UTF-8 of `text`.
  public let bytes: [UInt8]
  /// The byte offset in `bytes` of each marker.
  public let markers: [String: Int]

  /// Removes the markers from `marked`.
  public init(_ marked: String) {
    let scalars = Array(marked.unicodeScalars)
    var text = String.UnicodeScalarView()
    var markers: [String: Int] = [:]
    var offset = 0
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if index + 2 < scalars.count, ("0"..."9").contains(scalar),
        scalars[index + 1] == "\u{FE0F}", scalars[index + 2] == "\u{20E3}"
      {
        markers[String(scalar) + "\u{FE0F}\u{20E3}"] = offset
        index += 3
        continue
      }
      text.append(scalar)
      offset += String(scalar).utf8.count
      index += 1
    }
    self.text = String(text)
    self.bytes = Array(self.text.utf8)
    self.markers = markers
  }

  /// The byte offset of `marker`, such as `"1️⃣"`; traps when the input has no such marker,
  /// which is a mistake in the test itself.
  public subscript(marker: String) -> Int {
    guard let offset = markers[marker] else {
      preconditionFailure("no marker \(marker) in the test input")
    }
    return offset
  }
}
