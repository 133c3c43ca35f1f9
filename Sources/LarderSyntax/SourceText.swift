/// The bytes of one journal file and the table of its lines, for turning byte offsets into
/// human positions and for quoting a line in a message.
///
/// A line ends after a line feed (`LF` or `CRLF`); a carriage return on its own does not end a
/// line. A file that ends with a line end has one more, empty, line after it, so that the offset
/// of the end of the file always has a position. A byte-order mark at the start of the file is
/// not part of line 1's text and takes no column.
public struct SourceText: Hashable, Sendable {
  /// The file's bytes, exactly as read.
  public let bytes: [UInt8]
  /// The offset of the first byte of each line; the first element is always 0.
  public let lineStarts: [Int]
  /// The first byte that needs a closer look: anything but printable ASCII, tab and line feed.
  /// `nil` for most files, which lets the parser skip its encoding checks.
  let firstIrregularOffset: Int?

  /// Reads the line table of `bytes`.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    var irregular: Int?
    starts.reserveCapacity(bytes.count / 24 + 1)
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      let count = buffer.count
      while index < count {
        index = ByteScanning.firstNonPrintable(in: buffer, from: index, to: count)
        guard index < count else { break }
        let byte = buffer[index]
        if byte == 0x0A {
          starts.append(index + 1)
        } else if byte != 0x09 && irregular == nil {
          irregular = index
        }
        index += 1
      }
    }
    self.lineStarts = starts
    self.firstIrregularOffset = irregular
  }

  /// Reads the line table of the UTF-8 of `text`.
  public init(_ text: String) {
    self.init(Array(text.utf8))
  }

  /// Whether the file starts with a UTF-8 byte-order mark (`EF BB BF`).
  public var hasByteOrderMark: Bool {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
  }

  /// The number of lines, counting the empty line after a final line end.
  public var lineCount: Int { lineStarts.count }

  /// The line (from 1) that holds `offset`; an offset past the end is on the last line.
  public func line(containing offset: Int) -> Int {
    let offset = min(max(offset, 0), bytes.count)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// The line and column of a byte offset; the column counts Unicode scalars from 1, and each
  /// byte that is not valid UTF-8 counts as one column.
  public func location(of offset: Int) -> SourceLocation {
    let offset = min(max(offset, 0), bytes.count)
    let line = line(containing: offset)
    let start = contentStart(ofLine: line)
    guard offset > start else { return SourceLocation(line: line, column: 1) }
    return SourceLocation(line: line, column: 1 + columns(in: start..<offset))
  }

  /// The byte offset of a line and column, clamped to the line's text and line end.
  public func offset(of location: SourceLocation) -> Int {
    let line = min(max(location.line, 1), lineCount)
    let end = lineRange(line).upperBound
    var offset = contentStart(ofLine: line)
    var column = 1
    bytes.withUnsafeBufferPointer { buffer in
      while column < location.column, offset < end {
        offset += UTF8Decoding.decode(buffer, at: offset, end: end).length
        column += 1
      }
    }
    return offset
  }

  /// The bytes of a line's text, without its line end (and without a byte-order mark).
  public func lineRange(_ line: Int) -> Range<Int> {
    let start = contentStart(ofLine: line)
    var end = fullLineRange(line).upperBound
    if end > start, bytes[end - 1] == 0x0A {
      end -= 1
      if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    }
    return start..<end
  }

  /// The bytes of a whole line: from its first byte through its line end, if it has one.
  public func fullLineRange(_ line: Int) -> Range<Int> {
    let index = min(max(line, 1), lineCount) - 1
    let start = lineStarts[index]
    let end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
    return start..<end
  }

  /// The text of a line, without its line end; bytes that are not UTF-8 read as U+FFFD.
  public func text(ofLine line: Int) -> String {
    text(of: lineRange(line))
  }

  /// The text of a byte range; bytes that are not UTF-8 read as U+FFFD.
  public func text(of range: Range<Int>) -> String {
    let range = clamped(range)
    return String(decoding: bytes[range], as: UTF8.self)
  }

  /// A range clamped to the bytes of the file.
  func clamped(_ range: Range<Int>) -> Range<Int> {
    let lower = min(max(range.lowerBound, 0), bytes.count)
    let upper = min(max(range.upperBound, lower), bytes.count)
    return lower..<upper
  }

  /// The number of columns (scalars, or invalid bytes) in a range.
  func columns(in range: Range<Int>) -> Int {
    let range = clamped(range)
    return bytes.withUnsafeBufferPointer { buffer in
      var index = range.lowerBound
      var count = 0
      while index < range.upperBound {
        index += UTF8Decoding.decode(buffer, at: index, end: range.upperBound).length
        count += 1
      }
      return count
    }
  }

  /// The first offset of a line that belongs to its text: after the byte-order mark on line 1.
  private func contentStart(ofLine line: Int) -> Int {
    let start = fullLineRange(line).lowerBound
    return start == 0 && hasByteOrderMark ? 3 : start
  }
}
