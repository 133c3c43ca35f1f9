import LarderWorkspace

/// Progress bars for the terminal, in eighths of a cell so that small differences show.
///
/// ```
/// Bar.text(0.6, width: 10)    ██████░░░░
/// Bar.text(1.05, width: 10)   ██████████▸
/// ```
///
/// A bar is never the only signal: every bar stands beside its percentage.
enum Bar {
  /// The partial cells, from one eighth to seven eighths.
  private static let eighths = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

  /// A bar of `width` cells filled for `fraction` (0 to 1); above 1 the bar is full and ends in
  /// `▸`, one cell wider, to show the goal was passed. `nil` (no goal) draws an empty bar.
  static func text(_ fraction: Double?, width: Int) -> String {
    let width = max(width, 1)
    let clamped = min(max(fraction ?? 0, 0), 1)
    let eighthsFilled = Int(clamped * Double(width * 8) + 0.5)
    let full = eighthsFilled / 8
    let partial = eighthsFilled % 8
    var text = String(repeating: "█", count: full)
    var used = full
    if partial > 0, used < width {
      text += eighths[partial - 1]
      used += 1
    }
    text += String(repeating: "░", count: width - used)
    if let fraction, fraction > 1 { text += "▸" }
    return text
  }

  /// The bar styled: the filled part in `style`, the empty part dim.
  static func styled(
    _ fraction: Double?, width: Int, style: Terminal.Style, terminal: Terminal
  ) -> String {
    let text = text(fraction, width: width)
    guard terminal.colors else { return text }
    let filled = String(text.prefix { $0 != "░" })
    let empty = String(text.dropFirst(filled.count))
    return terminal.style(filled, style) + (empty.isEmpty ? "" : terminal.style(empty, .dim))
  }
}
