extension BlockParser {
  /// Reports bytes that are not UTF-8, control characters, hidden characters and carriage
  /// returns without a line feed: at most one diagnostic of each kind per line, so a binary
  /// file stays readable.
  mutating func checkEncoding() {
    guard var index = source.firstIrregularOffset else { return }
    // Lines are told apart by the offset where they start.
    var line = 0
    var reported: (utf8: Int, control: Int, hidden: Int, carriageReturn: Int) = (-1, -1, -1, -1)
    while index < count {
      index = ByteScanning.firstNonPrintable(in: bytes, from: index, to: count)
      guard index < count else { break }
      let byte = bytes[index]
      if byte == 0x09 {
        index += 1
        continue
      }
      if byte == 0x0A {
        index += 1
        line = index
        continue
      }
      if byte == 0x0D {
        if index + 1 < count && bytes[index + 1] == 0x0A {
          index += 1
        } else {
          if reported.carriageReturn != line {
            reported.carriageReturn = line
            diagnostics.append(.loneCarriageReturn(index..<index + 1))
          }
          index += 1
        }
        continue
      }
      if byte < 0x80 {
        if reported.control != line {
          reported.control = line
          diagnostics.append(.controlCharacter(index..<index + 1, text: quoted(index, index + 1)))
        }
        index += 1
        continue
      }
      let (scalar, length) = UTF8Decoding.decode(bytes, at: index, end: count)
      if let scalar {
        // U+FEFF is a byte-order mark at the start of the file only; elsewhere it is an
        // invisible character that would become one if the text before it went away.
        let isControl =
          scalar.value >= 0x80 && scalar.value < 0xA0 || scalar.value == 0xFEFF && index > 0
        if isControl && reported.control != line {
          reported.control = line
          diagnostics.append(
            .controlCharacter(index..<index + length, text: quoted(index, index + length)))
        } else if Diagnostic.isHidden(scalar) && reported.hidden != line {
          reported.hidden = line
          diagnostics.append(
            .hiddenCharacter(index..<index + length, text: quoted(index, index + length)))
        }
        index += length
        continue
      }
      var end = index + 1
      while end < count && bytes[end] >= 0x80
        && UTF8Decoding.decode(bytes, at: end, end: count).scalar == nil
      {
        end += 1
      }
      if reported.utf8 != line {
        reported.utf8 = line
        diagnostics.append(.invalidUTF8(index..<end, text: quoted(index, end)))
      }
      index = end
    }
  }
}
