import FoundationEssentials
import LarderWorkspace

/// Where output goes and whether it may be coloured.
struct Terminal: Sendable {
  /// Whether ANSI colours are used on standard output.
  let colors: Bool

  init(choice: ColorChoice, environment: [String: String] = ProcessInfo.processInfo.environment) {
    switch choice {
    case .always: colors = true
    case .never: colors = false
    case .auto:
      colors =
        StandardStream.output.isTerminal && environment["NO_COLOR"].map(\.isEmpty) ?? true
        && environment["TERM"] != "dumb"
    }
  }

  /// Writes text to standard output as it is.
  func write(_ text: String) {
    StandardStream.output.write(text)
  }

  /// Standard output as a stream that writes in chunks of about 64 KB, for a report too
  /// long to hold whole: call `flush()` at its end.
  var chunkedOutput: ChunkedOutput { ChunkedOutput(terminal: self) }

  /// Writes text to standard error as it is.
  func writeError(_ text: String) {
    StandardStream.error.write(text)
  }

  /// The terminal width, from `COLUMNS` or the terminal, else 80.
  var width: Int {
    if let columns = ProcessInfo.processInfo.environment["COLUMNS"], let value = Int(columns),
      value > 20
    {
      return value
    }
    if let columns = StandardStream.terminalColumns, columns > 20 { return columns }
    return 80
  }

  /// Wraps text in an ANSI style when colours are on.
  func style(_ text: String, _ style: Style) -> String {
    colors ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }

  /// ANSI styles used by Larder.
  enum Style: String {
    case bold = "1"
    case dim = "2"
    case red = "31"
    case green = "32"
    case yellow = "33"
    case blue = "34"
    case cyan = "36"
    case boldRed = "1;31"
    case boldYellow = "1;33"
    case boldGreen = "1;32"
  }
}

/// Text for standard output, written whenever about 64 KB have gathered.
struct ChunkedOutput: TextOutputStream {
  let terminal: Terminal
  // Bytes rather than a string: appending to a string costs more than copying the bytes,
  // and a long listing writes a dozen pieces a line.
  private var pending: [UInt8] = []

  init(terminal: Terminal) {
    self.terminal = terminal
  }

  mutating func write(_ string: String) {
    // A long text, such as the notes of a day, is written as it is rather than copied.
    guard string.utf8.count < 1 << 16 else {
      flush()
      terminal.write(string)
      return
    }
    pending.append(contentsOf: string.utf8)
    if pending.count >= 1 << 16 { flush() }
  }

  /// Writes what has gathered.
  mutating func flush() {
    guard !pending.isEmpty else { return }
    terminal.write(String(decoding: pending, as: UTF8.self))
    pending.removeAll(keepingCapacity: true)
  }
}
