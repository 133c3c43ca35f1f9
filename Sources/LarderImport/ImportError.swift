/// Why an importer refuses its input: a message naming the file and line, and one sentence on
/// what to do. Nothing is written when one is thrown.
///
/// ```
/// error: FOOD_DES.txt line 812 has 3 fields, expected at least 10
///   hint: The file looks truncated; download it again.
/// ```
public struct ImportError: Error, Hashable, Sendable {
  /// A lowercase one-line message, quoting the file it is about.
  public let message: String
  /// One sentence on what to do about it.
  public let hint: String?

  /// Creates a refusal.
  public init(_ message: String, hint: String? = nil) {
    self.message = message
    self.hint = hint
  }

  static func truncated(_ file: String, line: Int, fields: Int, expected: Int) -> ImportError {
    ImportError(
      "\(file) line \(line) has \(fields) fields, expected at least \(expected)",
      hint: "The file looks truncated or is not the file it is named after; download it again.")
  }

  static func missingColumn(_ file: String, _ column: String) -> ImportError {
    ImportError(
      "\(file) has no column \"\(column)\"",
      hint: "Use the unmodified export; its first line must name the columns.")
  }
}
