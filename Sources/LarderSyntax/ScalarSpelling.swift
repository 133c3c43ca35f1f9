/// Spelling a value as a plain or quoted scalar, for values the formatter writes anew.
enum ScalarSpelling {
  /// The bytes of `value` written in `style` when it can be, and double-quoted otherwise.
  static func spell(_ value: String, as style: ScalarSyntax.Style) -> [UInt8] {
    let bytes = Array(value.utf8)
    switch style {
    case .plain where isPlain(bytes):
      return bytes
    case .singleQuoted where !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }):
      var output: [UInt8] = [0x27]
      for byte in bytes {
        output.append(byte)
        if byte == 0x27 { output.append(0x27) }
      }
      output.append(0x27)
      return output
    default:
      return doubleQuoted(value)
    }
  }

  /// Whether `bytes` read back as the same plain scalar on one line.
  static func isPlain(_ bytes: [UInt8]) -> Bool {
    guard let first = bytes.first, let last = bytes.last,
      first != 0x20 && first != 0x09 && last != 0x20 && last != 0x09 && last != 0x3A
    else { return false }
    // The indicators that never start a plain scalar, `[]{},#&*!|>'"%@` and the backquote:
    // a switch, because `larder fmt` asks this of every entry it aligns.
    switch first {
    case 0x5B, 0x5D, 0x7B, 0x7D, 0x2C, 0x23, 0x26, 0x2A, 0x21, 0x7C, 0x3E, 0x27, 0x22, 0x25,
      0x40, 0x60:
      return false
    default:
      break
    }
    if first == 0x2D || first == 0x3F || first == 0x3A {
      if bytes.count == 1 || bytes[1] == 0x20 || bytes[1] == 0x09 { return false }
    }
    if bytes.starts(with: [0x2D, 0x2D, 0x2D]) || bytes.starts(with: [0x2E, 0x2E, 0x2E]) {
      return false
    }
    for index in bytes.indices {
      let byte = bytes[index]
      if byte < 0x20 && byte != 0x09 || byte == 0x7F { return false }
      if byte == 0x3A && index + 1 < bytes.count
        && (bytes[index + 1] == 0x20 || bytes[index + 1] == 0x09)
      {
        return false
      }
      if byte == 0x23 && (bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09) {
        return false
      }
    }
    return true
  }

  /// `value` in double quotes, with `\`, `"` and control characters escaped.
  static func doubleQuoted(_ value: String) -> [UInt8] {
    var output: [UInt8] = [0x22]
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\\": output += [0x5C, 0x5C]
      case "\"": output += [0x5C, 0x22]
      case "\n": output += [0x5C, 0x6E]
      case "\t": output += [0x5C, 0x74]
      case "\r": output += [0x5C, 0x72]
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16)
        output += Array(("\\x" + (hex.count == 1 ? "0" : "") + hex).utf8)
      default:
        output += Array(String(scalar).utf8)
      }
    }
    output.append(0x22)
    return output
  }
}
