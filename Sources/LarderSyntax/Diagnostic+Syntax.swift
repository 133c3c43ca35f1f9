extension Diagnostic {
  /// Text for a message: in double quotes, with control characters and bytes that are not UTF-8
  /// escaped, and shortened to 40 characters.
  static func quoted(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    let limit = 40
    var text = "\""
    var index = 0
    var characters = 0
    while index < bytes.count {
      if characters == limit {
        text += "…"
        break
      }
      let (scalar, length) = UTF8Decoding.decode(bytes, at: index, end: bytes.count)
      switch scalar {
      case "\t"?: text += "\\t"
      case "\r"?: text += "\\r"
      case "\n"?: text += "\\n"
      case "\""?: text += "\\\""
      case "\\"?: text += "\\\\"
      case let scalar?
      where scalar.value < 0x20 || scalar.value >= 0x7F && scalar.value < 0xA0
        || scalar.value == 0xFEFF || isHidden(scalar):
        text += "\\u{" + String(scalar.value, radix: 16) + "}"
      case let scalar?:
        text.unicodeScalars.append(scalar)
      case nil:
        let hex = String(bytes[index], radix: 16)
        text += "\\x" + (hex.count == 1 ? "0" + hex : hex)
      }
      index += length
      characters += 1
    }
    return text + "\""
  }

  // MARK: Encoding

  static func invalidUTF8(_ range: Range<Int>, text: String) -> Diagnostic {
    .error(
      "invalid-utf8", range, "invalid utf-8 bytes \(text)",
      hint: "Save the file as UTF-8 in your editor.")
  }

  static func controlCharacter(_ range: Range<Int>, text: String) -> Diagnostic {
    .error(
      "control-character", range, "control character \(text) in the text",
      hint: "Remove it; journal files hold printable text, tabs and line ends only.")
  }

  /// Whether `scalar` is a character that changes how text looks without showing: a line or
  /// paragraph separator (U+2028, U+2029), which some editors and YAML 1.1 tools break the
  /// line at, or a bidirectional embedding, override or isolate (U+202A to U+202E, U+2066 to
  /// U+2069), which reorders what a line shows.
  static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    (0x2028...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
  }

  static func hiddenCharacter(_ range: Range<Int>, text: String) -> Diagnostic {
    .warning(
      "hidden-character", range,
      "hidden character \(text) changes how the line shows, not what it says",
      hint: "Remove it unless you wrote it on purpose: a line separator breaks the line in some "
        + "editors, a direction control reorders the text around it.")
  }

  static func loneCarriageReturn(_ range: Range<Int>) -> Diagnostic {
    .error(
      "lone-carriage-return", range, "carriage return \"\\r\" without a line feed",
      hint: "End lines with LF or CRLF; other YAML tools read a lone CR as a line end.")
  }

  // MARK: Layout

  static func tabIndentation(_ range: Range<Int>, before text: String) -> Diagnostic {
    .error(
      "tab-indentation", range, "tab in the indentation of \(text)",
      hint: "Indent with spaces; YAML does not allow tabs in indentation.")
  }

  static func badIndentation(_ range: Range<Int>, text: String) -> Diagnostic {
    .error(
      "bad-indentation", range, "unexpected indentation of \(text)",
      hint: "Indent it exactly like the keys or items of its block, with spaces.")
  }

  static func nestingTooDeep(_ range: Range<Int>, text: String, limit: Int) -> Diagnostic {
    .error(
      "nesting-too-deep", range, "nesting deeper than \(limit) levels at \(text)",
      hint: "Flatten the file; journal files need only a few levels.")
  }

  static func duplicateKey(_ range: Range<Int>, name: String, firstLine: Int) -> Diagnostic {
    .error(
      "duplicate-key", range, "duplicate key \(name)",
      hint: "The key is already on line \(firstLine); merge the two entries into one.")
  }

  static func expectedKey(_ range: Range<Int>, found text: String, hasColon: Bool) -> Diagnostic {
    .error(
      "unexpected-text", range, "expected \"key: value\", found \(text)",
      hint: hasColon
        ? "Put a space after the colon, as in \"notes: hungry\"."
        : "Write \"key: value\" here, or start a comment with \"#\".")
  }

  static func expectedItem(_ range: Range<Int>, found text: String) -> Diagnostic {
    .error(
      "unexpected-text", range, "expected \"- item\", found \(text)",
      hint: "Start the line with \"- \", or start a comment with \"#\".")
  }

  static func unexpectedText(_ range: Range<Int>, text: String) -> Diagnostic {
    .error(
      "unexpected-text", range, "unexpected text \(text)",
      hint: "Remove it, or start a comment with \"#\".")
  }

  static func missingKey(_ range: Range<Int>, text: String) -> Diagnostic {
    .error(
      "unexpected-text", range, "missing key before the colon in \(text)",
      hint: "Write the key before the colon, as in \"notes: hungry\".")
  }

  static func textAfterValue(_ range: Range<Int>, text: String, after: String) -> Diagnostic {
    .error(
      "unexpected-text", range, "unexpected text \(text) after \(after)",
      hint: "Remove it, or start a comment with \" #\".")
  }

  // MARK: Scalars

  static func unterminatedQuote(_ range: Range<Int>, text: String) -> Diagnostic {
    .error(
      "unterminated-quote", range, "unterminated quote in \(text)",
      hint: "Close the quote on the same line; quoted values cannot span lines.")
  }

  static func invalidEscape(_ range: Range<Int>, text: String) -> Diagnostic {
    .error(
      "invalid-escape", range, "invalid escape \(text) in a double-quoted value",
      hint: "Write \"\\\\\" for a backslash, or use single quotes.")
  }

  static func colonInValue(_ range: Range<Int>, text: String) -> Diagnostic {
    .error(
      "needs-quotes", range, "value \(text) contains \": \"",
      hint: "Put the value in double quotes, or remove the space after the colon.")
  }

  static func reservedStart(_ range: Range<Int>, text: String, isKey: Bool) -> Diagnostic {
    .error(
      "needs-quotes", range, "\(isKey ? "key" : "value") \(text) starts with a YAML indicator",
      hint: "Put the \(isKey ? "key" : "value") in double quotes.")
  }

  // MARK: Unsupported YAML

  static func flowCollection(_ range: Range<Int>, text: String) -> Diagnostic {
    .error(
      "unsupported-flow-collection", range, "flow collection \(text) is not supported",
      hint: "Write one \"- item\" or \"key: value\" per line, or quote the text.")
  }

  static func anchor(_ range: Range<Int>, text: String) -> Diagnostic {
    .error(
      "unsupported-anchor", range, "anchor \(text) is not supported",
      hint: "Remove the anchor and write out the value wherever it is needed.")
  }

  static func alias(_ range: Range<Int>, text: String) -> Diagnostic {
    .error(
      "unsupported-alias", range, "alias \(text) is not supported",
      hint: "Write out the value in full, or quote it if it is text.")
  }

  static func tag(_ range: Range<Int>, text: String) -> Diagnostic {
    .error(
      "unsupported-tag", range, "tag \(text) is not supported",
      hint: "Remove the tag; Larder reads every value as text.")
  }

  static func documentMarker(_ range: Range<Int>, text: String, isDirective: Bool) -> Diagnostic {
    .error(
      "unsupported-document-marker", range,
      "\(isDirective ? "directive" : "document marker") \(text) is not supported",
      hint: "Remove the line; a Larder file holds exactly one document.")
  }

  static func complexKey(_ range: Range<Int>, text: String) -> Diagnostic {
    .error(
      "unsupported-complex-key", range, "complex key \(text) is not supported",
      hint: "Write the key and its value on one line, as \"key: value\".")
  }
}
