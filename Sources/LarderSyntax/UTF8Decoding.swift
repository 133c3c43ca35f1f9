/// Decoding of one UTF-8 sequence at a time, which treats each invalid byte as a unit of its
/// own, so that columns, validation and rendering agree on what one character is.
enum UTF8Decoding {
  /// The scalar at `index` and the number of bytes it takes; `nil` and 1 for a byte that does
  /// not start a valid sequence ending before `end`.
  static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int
  ) -> (scalar: Unicode.Scalar?, length: Int) {
    let lead = bytes[index]
    if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
    let length: Int
    var value: UInt32
    var lowest: UInt8 = 0x80
    var highest: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF:
      length = 2
      value = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
      length = 3
      value = UInt32(lead & 0x0F)
      if lead == 0xE0 { lowest = 0xA0 }
      if lead == 0xED { highest = 0x9F }
    case 0xF0...0xF4:
      length = 4
      value = UInt32(lead & 0x07)
      if lead == 0xF0 { lowest = 0x90 }
      if lead == 0xF4 { highest = 0x8F }
    default:
      return (nil, 1)
    }
    guard index + length <= end else { return (nil, 1) }
    for offset in 1..<length {
      let byte = bytes[index + offset]
      let low = offset == 1 ? lowest : 0x80
      let high = offset == 1 ? highest : 0xBF
      guard byte >= low && byte <= high else { return (nil, 1) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return (nil, 1) }
    return (scalar, length)
  }
}
