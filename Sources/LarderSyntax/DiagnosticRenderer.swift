/// Renders diagnostics as plain text for a terminal, with the offending line and a caret:
///
/// ```
/// log/2026/11/2026-11-21.yaml:3:11: error: unknown food "chiken breast" [unknown-food]
///    3 |   - 12:30 chiken breast 150 g
///      |           ^~~~~~~~~~~~~
///   hint: Did you mean "chicken breast"?
/// ```
///
/// Columns count characters (Unicode scalars). A tab in the quoted line is shown as
/// `tabWidth` spaces, and the underline below it widens to match; control characters and bytes
/// that are not UTF-8 are shown as `�`. A line longer than 160 characters is shown from 60
/// characters before the range, its cut ends marked `…`; a shorter one whole.
public struct DiagnosticRenderer: Sendable {
  /// Whether to colour the severity word with ANSI escapes.
  public var usesColor: Bool
  /// How many spaces show one tab of the quoted line.
  public var tabWidth: Int

  /// Creates a renderer; colour is off unless asked for.
  public init(usesColor: Bool = false, tabWidth: Int = 4) {
    self.usesColor = usesColor
    self.tabWidth = max(1, tabWidth)
  }

  /// The text of one diagnostic in the file at `path`, ending with a line end.
  public func render(_ diagnostic: Diagnostic, path: String, source: SourceText) -> String {
    let location = source.location(of: diagnostic.range.lowerBound)
    // A file name may hold a newline or an escape: shown as `?`, it cannot forge a line.
    let shownPath = String(
      String.UnicodeScalarView(path.unicodeScalars.map { isControl($0) ? "?" : $0 }))
    var output =
      "\(shownPath):\(location.line):\(location.column): \(severity(diagnostic.severity)): "
      + "\(diagnostic.message) [\(diagnostic.id)]\n"
    let number = String(location.line)
    let gutter = String(repeating: " ", count: max(3, number.count) + 1 - number.count)
    let (line, underline) = excerpt(of: diagnostic.range, on: location.line, in: source)
    let blank = String(repeating: " ", count: gutter.count + number.count)
    output += gutter + number + " | " + line + "\n"
    output += blank + " | " + underline + "\n"
    if let hint = diagnostic.hint {
      output += "  hint: " + hint + "\n"
    }
    return output
  }

  /// The text of several diagnostics in the file at `path`, in the order given.
  public func render(_ diagnostics: [Diagnostic], path: String, source: SourceText) -> String {
    diagnostics.map { render($0, path: path, source: source) }.joined()
  }

  private func severity(_ severity: Diagnostic.Severity) -> String {
    guard usesColor else { return severity.rawValue }
    let colour = severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;33m"
    return colour + severity.rawValue + "\u{1B}[0m"
  }

  /// The shown text of a line and the underline of `range` on it.
  private func excerpt(
    of range: Range<Int>, on line: Int, in source: SourceText
  ) -> (line: String, underline: String) {
    let lineRange = source.lineRange(line)
    let start = min(max(range.lowerBound, lineRange.lowerBound), lineRange.upperBound)
    let end = min(max(range.upperBound, start), lineRange.upperBound)
    var text = ""
    var underline = ""
    var sawCaret = false
    source.bytes.withUnsafeBufferPointer { bytes in
      // A long line is shown from a little before the range, `…` marking what is left out.
      var index = lineRange.lowerBound
      if Self.scalarCount(bytes[lineRange], isAbove: Self.widestExcerpt) {
        index = start
        var before = 0
        while index > lineRange.lowerBound, before < Self.contextBefore {
          index -= 1
          while index > lineRange.lowerBound, bytes[index] & 0xC0 == 0x80 { index -= 1 }
          before += 1
        }
      }
      if index > lineRange.lowerBound {
        text = "…"
        underline = " "
      }
      var shownCount = 0
      while index < lineRange.upperBound {
        if shownCount == Self.widestExcerpt {
          text += "…"
          break
        }
        shownCount += 1
        let (scalar, length) = UTF8Decoding.decode(bytes, at: index, end: lineRange.upperBound)
        let shown: String
        switch scalar {
        case "\t"?:
          shown = String(repeating: " ", count: tabWidth)
        case let scalar? where !isControl(scalar):
          shown = String(scalar)
        default:
          shown = "\u{FFFD}"
        }
        text += shown
        let width = scalar == "\t" ? tabWidth : 1
        if index < start {
          underline += String(repeating: " ", count: width)
        } else if index < end {
          underline += (sawCaret ? "~" : "^") + String(repeating: "~", count: width - 1)
          sawCaret = true
        }
        index += length
      }
    }
    if !sawCaret { underline += "^" }
    return (text, underline)
  }

  /// The most characters of a line an excerpt shows: a line of ten megabytes is cut.
  private static let widestExcerpt = 160
  /// How many characters before the range a cut line still shows.
  private static let contextBefore = 60

  /// Whether `bytes`, UTF-8, hold more than `limit` characters; reads no further than that.
  private static func scalarCount(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, isAbove limit: Int)
    -> Bool
  {
    var count = 0
    for byte in bytes where byte & 0xC0 != 0x80 {
      count += 1
      if count > limit { return true }
    }
    return false
  }

  /// Whether `scalar` is shown as `�` (`?` in a path): a control character, or a hidden one
  /// that would reorder or break the excerpt.
  private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value >= 0x7F && scalar.value < 0xA0
      || Diagnostic.isHidden(scalar)
  }
}
