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
  /// when the reader has gone (a closed pipe).
  public func write(_ text: String) {
    _ = try? FileDescriptor(rawValue: descriptor).writeAll(text.utf8)
  }

  /// The width of the terminal standard output is, in columns; nil when it is no terminal.
  public static var terminalColumns: Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
