import Glibc
import SystemPackage

/// The process's standard streams, as a command-line client needs them: whether one is a
/// terminal, and writes that do not stop half-way.
public enum StandardStream: Sendable {
  /// Standard input.
  case input
  /// Standard output.
  case output
  /// Standard error.
  case error

  private var descriptor: Int32 {
    switch self {
    case .input: STDIN_FILENO
    case .output: STDOUT_FILENO
    case .error: STDERR_FILENO
    }
  }

  /// Whether the stream is a terminal.
  public var isTerminal: Bool { isatty(descriptor) == 1 }

  /// Writes every byte of `text`, retrying short and interrupted writes; gives up quietly
  /// when the reader has gone (a closed pipe). To a terminal, control characters are shown
  /// as `�` (`terminalSafe`); to a file or a pipe, every byte goes as it is.
  public func write(_ text: String) {
    let shown = isTerminal ? Self.terminalSafe(text) : text
    _ = try? FileDescriptor(rawValue: descriptor).writeAll(shown.utf8)
  }

  /// `text` with the control characters a journal file or an argument may hold shown as `�`:
  /// an escape sequence that sets the window's title or clears the screen, a carriage return
  /// that writes over a line, a bell, a direction control that reorders the rest of a line,
  /// a line separator. Line ends, tabs and the colour codes larder writes itself
  /// (`ESC [ 1 ; 31 m`) pass.
  public static func terminalSafe(_ text: String) -> String {
    let bytes = Array(text.utf8)
    /// The length of the unsafe character at `index`, or 0.
    func unsafeLength(at index: Int) -> Int {
      let byte = bytes[index]
      if byte == 0x0A || byte == 0x09 { return 0 }
      if byte == 0x1B { return colourCodeLength(in: bytes, at: index) == nil ? 1 : 0 }
      // C0 controls and DEL.
      if byte < 0x20 || byte == 0x7F { return 1 }
      guard byte == 0xC2 || byte == 0xE2, index + 1 < bytes.count else { return 0 }
      // C1 controls, U+0080 to U+009F: C2 80 to C2 9F.
      if byte == 0xC2 { return (0x80...0x9F).contains(bytes[index + 1]) ? 2 : 0 }
      // Line and paragraph separators and direction controls, U+2028 to U+202E (E2 80 A8 to
      // E2 80 AE) and U+2066 to U+2069 (E2 81 A6 to E2 81 A9).
      guard index + 2 < bytes.count else { return 0 }
      let (second, third) = (bytes[index + 1], bytes[index + 2])
      let isHidden =
        second == 0x80 && (0xA8...0xAE).contains(third)
        || second == 0x81 && (0xA6...0xA9).contains(third)
      return isHidden ? 3 : 0
    }
    guard bytes.indices.contains(where: { unsafeLength(at: $0) > 0 }) else { return text }
    var safe: [UInt8] = []
    safe.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if let length = bytes[index] == 0x1B ? colourCodeLength(in: bytes, at: index) : nil {
        safe += bytes[index..<(index + length)]
        index += length
      } else if case let length = unsafeLength(at: index), length > 0 {
        safe += Array("\u{FFFD}".utf8)
        index += length
      } else {
        safe.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: safe, as: UTF8.self)
  }

  /// The length of the colour code at `index` (`ESC [`, parameters split by `;`, then `m`)
  /// when every parameter is one larder writes (`colourParameters`), or nil: `ESC [ 8 m`
  /// would hide the rest of a line.
  private static func colourCodeLength(in bytes: [UInt8], at index: Int) -> Int? {
    var end = index + 1
    guard end < bytes.count, bytes[end] == UInt8(ascii: "[") else { return nil }
    end += 1
    let start = end
    while end < bytes.count, (0x30...0x39).contains(bytes[end]) || bytes[end] == 0x3B {
      end += 1
    }
    guard end < bytes.count, bytes[end] == UInt8(ascii: "m") else { return nil }
    let parameters = bytes[start..<end].split(separator: 0x3B, omittingEmptySubsequences: false)
    guard parameters.allSatisfy({ colourParameters.contains(String(decoding: $0, as: UTF8.self)) })
    else { return nil }
    return end + 1 - index
  }

  /// The parameters of the styles larder writes: reset, bold, dim, and six colours.
  private static let colourParameters: Set<String> = [
    "", "0", "1", "2", "31", "32", "33", "34", "35", "36",
  ]

  /// The width of the terminal standard output is, in columns; nil when it is no terminal.
  public static var terminalColumns: Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
