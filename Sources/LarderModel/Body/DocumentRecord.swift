/// An imported document, an item of `documents/documents.yaml`:
///
/// ```
/// - title: Blood test, October
///   file: 2026-10-02-blood-test.pdf
///   type: pdf
///   added: 2026-10-02
/// ```
public struct DocumentRecord: Hashable, Sendable {
  /// The kind of file.
  public enum FileType: String, Hashable, Sendable, CaseIterable {
    /// A PDF document.
    case pdf
    /// A PNG image.
    case png
    /// A JPEG image.
    case jpeg
    /// A HEIC image.
    case heic
    /// A WebP image.
    case webp
  }

  /// The document's title.
  public var title: String
  /// The file name inside `documents/`.
  public var file: String
  /// The kind of file.
  public var type: FileType
  /// The day it was added.
  public var added: CalendarDate

  /// Creates a record.
  public init(title: String, file: String, type: FileType, added: CalendarDate) {
    self.title = title
    self.file = file
    self.type = type
    self.added = added
  }
}
