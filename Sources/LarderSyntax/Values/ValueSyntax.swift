/// A value written in one of the line grammars of FORMAT.md §3, read from the text of one scalar.
///
/// A parser never throws and never traps: it returns `nil` when the text cannot be read at all,
/// and otherwise a value holding what could be read, appending a diagnostic for the rest. Every
/// range in the value and in its diagnostics is a byte offset in the file the scalar came from.
public protocol ValueSyntax: Hashable, Sendable {
  /// Reads `text`, whose first byte sits at file offset `offset`.
  static func parse(
    _ text: UnsafeBufferPointer<UInt8>, at offset: Int, into diagnostics: inout [Diagnostic]
  ) -> Self?

  /// The canonical spelling of this value, which was read from `text` starting at file offset
  /// `offset` (or from any text holding its ranges, such as the whole file at offset 0).
  ///
  /// It is meaningful only for a value read without errors.
  func canonical(in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> String
}

extension ValueSyntax {
  /// Reads `text`, whose first byte sits at file offset `offset`.
  public static func parse(
    _ text: ArraySlice<UInt8>, at offset: Int, into diagnostics: inout [Diagnostic]
  ) -> Self? {
    text.withUnsafeBufferPointer { parse($0, at: offset, into: &diagnostics) }
  }

  /// Reads the UTF-8 of `text`, whose first byte sits at file offset `offset`.
  public static func parse(
    _ text: String, at offset: Int = 0, into diagnostics: inout [Diagnostic]
  ) -> Self? {
    var text = text
    return text.withUTF8 { parse($0, at: offset, into: &diagnostics) }
  }

  /// The canonical spelling of this value, which was read from `text` at file offset `offset`.
  public func canonical(in text: ArraySlice<UInt8>, at offset: Int) -> String {
    text.withUnsafeBufferPointer { canonical(in: $0, at: offset) }
  }

  /// The canonical spelling of this value, which was read from the UTF-8 of `text` at file
  /// offset `offset`.
  public func canonical(in text: String, at offset: Int = 0) -> String {
    var text = text
    return text.withUTF8 { canonical(in: $0, at: offset) }
  }
}
