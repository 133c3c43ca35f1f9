import LarderModel

/// One cell of an export, typed so that CSV writes it as text a spreadsheet reads and JSON as
/// a string, a number or null.
public enum ExportValue: Hashable, Sendable {
  /// Text, written as it is (quoted where CSV needs it).
  case text(String)
  /// A number rounded half away from zero to at most `decimals` places, without thousands
  /// separators or trailing zeros: `228`, `7.9`.
  case number(Double, decimals: Int)
  /// Nothing known: an empty CSV field, JSON `null`.
  case empty

  /// The cell as plain text: `228`, `oatmeal, dry`, or empty.
  public var text: String {
    switch self {
    case .text(let text): text
    case .number(let value, let decimals): DecimalText.string(value, fractionDigits: decimals)
    case .empty: ""
    }
  }
}
