import FoundationEssentials
import Glibc

/// Where output goes and whether it may be coloured.
struct Terminal {
  /// Whether ANSI colours are used on standard output.
  let colors: Bool

  init(choice: ColorChoice, environment: [String: String] = ProcessInfo.processInfo.environment) {
    switch choice {
    case .always: colors = true
    case .never: colors = false
    case .auto:
      colors =
        isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"].map(\.isEmpty) ?? true
        && environment["TERM"] != "dumb"
    }
  }

  /// Writes text to standard output as it is.
  func write(_ text: String) {
    Terminal.writeAll(text, to: STDOUT_FILENO)
  }

  /// Writes text to standard error as it is.
  func writeError(_ text: String) {
    Terminal.writeAll(text, to: STDERR_FILENO)
  }

  /// Writes every byte of `text` to a file descriptor, retrying short and interrupted writes;
  /// gives up quietly when the reader has gone (a closed pipe).
  static func writeAll(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
  }

  /// The terminal width, from `COLUMNS` or the terminal, else 80.
  var width: Int {
    if let columns = ProcessInfo.processInfo.environment["COLUMNS"], let value = Int(columns),
      value > 20
    {
      return value
    }
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 20 {
      return Int(size.ws_col)
    }
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
