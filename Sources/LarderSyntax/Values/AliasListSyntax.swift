/// A food's other names (FORMAT.md §4.5), separated by `;`.
///
/// ```
/// oats; rolled oats; porridge oats
/// ```
public struct AliasListSyntax: ValueSyntax {
  /// Each alias's bytes in the file, trimmed, in the order written.
  public var aliases: [Range<Int>]
  /// The list's bytes in the file.
  public var range: Range<Int>

  /// Creates a list of aliases.
  public init(aliases: [Range<Int>], range: Range<Int>) {
    self.aliases = aliases
    self.range = range
  }

  /// Reads aliases; an empty one between or after the `;` is a `bad-alias` warning, and empty
  /// text gives `nil` with a `bad-alias` warning.
  public static func parse(
    _ text: UnsafeBufferPointer<UInt8>, at offset: Int, into diagnostics: inout [Diagnostic]
  ) -> AliasListSyntax? {
    let text = ValueText(text, offset: offset)
    let range = text.trimmed(text.all)
    let hint = "Remove the extra \";\" or write a name, as in \"oats; rolled oats\"."
    guard !range.isEmpty else {
      diagnostics.append(.warning("bad-alias", text.file(range), "missing aliases", hint: hint))
      return nil
    }
    var list = AliasListSyntax(aliases: [], range: text.file(range))
    for alias in text.items(separatedBy: UInt8(ascii: ";"), in: range) {
      if alias.isEmpty {
        diagnostics.append(.warning("bad-alias", text.file(alias), "empty alias", hint: hint))
      } else {
        list.aliases.append(text.file(alias))
      }
    }
    return list
  }

  /// The canonical spelling: `oats; rolled oats`, each alias single-spaced.
  public func canonical(in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
    let text = ValueText(text, offset: offset)
    var spelled: [UInt8] = []
    for alias in aliases {
      if !spelled.isEmpty { spelled.append(contentsOf: "; ".utf8) }
      text.appendFoldingBlanks(text.clampedLocal(alias), to: &spelled)
    }
    return String(decoding: spelled, as: UTF8.self)
  }
}
