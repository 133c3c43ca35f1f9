public import FoundationEssentials
import Glibc
public import LarderJournal
public import LarderModel

extension BodyAndCareUseCases {
  /// The largest document `larder doc add` copies into the journal: 50 MB.
  public static let documentSizeLimit = 50 << 20

  /// The documents of `documents/documents.yaml`, in the order listed.
  public func documents(today: CalendarDate) throws(WorkspaceError) -> [DocumentRecord] {
    guard exists(DocumentIndexEditor.path) else { return [] }
    return JournalReader(today: today).read(
      try workspace.sources(paths: [DocumentIndexEditor.path])
    )
    .journal.documents
  }

  /// `larder doc add FILE --title T`: copies a PDF or image, told by its first bytes, into
  /// `documents/` under a name made from the date and the title (`2026-10-02-blood-test.pdf`,
  /// `-2` and so on when taken), and indexes it; one commit for both.
  public func addDocument(
    from source: URL, title: String, today: CalendarDate, noCommit: Bool
  ) throws(JournalEditError) -> (WriteOutcome, DocumentRecord) {
    let title = title.trimmingSpaces
    guard !title.isEmpty, !title.contains(where: \.isNewline) else {
      throw JournalEditError(
        "the title must be text on one line", hint: "Give --title \"Blood test\".")
    }
    let bytes = try Self.documentBytes(source)
    guard let type = Self.documentType(bytes) else {
      throw JournalEditError(
        "\"\(source.path)\" is not a PDF, PNG, JPEG, HEIC or WebP file",
        hint: "Only PDFs and common images go into documents/; the file's content decides, "
          + "not its name.")
    }
    let index = DocumentIndexEditor.path
    var record = DocumentRecord(title: title, file: "", type: type, added: today)
    let outcome = try writing(message: "doc add \(title)", noCommit: noCommit) {
      session throws(JournalEditError) in
      let indexBytes = try Self.logged { () throws(WorkspaceError) in
        try session.read(index).bytes
      }
      let taken = Set(
        (try? FileManager.default.contentsOfDirectory(
          atPath: workspace.location.url(for: "documents").path))
          ?? [])
      record.file = Self.documentName(title: title, type: type, date: today, taken: taken)
      let edited = try DocumentIndexEditor.adding(record, in: indexBytes ?? [])
      try Self.logged { () throws(WorkspaceError) in
        try session.replace("documents/\(record.file)", with: bytes)
        try session.replace(index, with: edited)
      }
    }
    return (outcome, record)
  }

  /// `larder doc rm REF`: removes a document's file and its index entry in one commit. REF is
  /// the file name, the title (any case) or the number `larder doc list` shows.
  public func removeDocument(_ reference: String, today: CalendarDate, noCommit: Bool)
    throws(JournalEditError) -> (WriteOutcome, DocumentRecord)
  {
    let records = try Self.logged { () throws(WorkspaceError) in try documents(today: today) }
    let matches = records.enumerated().filter { index, record in
      record.file == reference || record.title.lowercased() == reference.lowercased()
        || String(index + 1) == reference
    }
    guard matches.count == 1, let record = matches.first?.element else {
      throw JournalEditError(
        matches.isEmpty
          ? "no document \"\(reference)\"" : "\"\(reference)\" names \(matches.count) documents",
        hint: "Give the file name or the number `larder doc list` shows.")
    }
    guard Self.isSafeDocumentName(record.file) else {
      throw JournalEditError(
        "the index names \"\(record.file)\", which is not a file inside documents/",
        hint: "Fix documents/documents.yaml by hand; `larder check` shows the problem.")
    }
    let file = "documents/\(record.file)"
    let session = try Self.logged { () throws(WorkspaceError) in
      try workspace.beginWrite(noCommit: noCommit)
    }
    let indexBytes = try Self.logged { () throws(WorkspaceError) in
      try session.read(DocumentIndexEditor.path).bytes ?? []
    }
    let edited = try DocumentIndexEditor.removing(file: record.file, in: indexBytes)
    var message = "doc rm \(record.title)"
    try Self.logged { () throws(WorkspaceError) in
      try session.replace(DocumentIndexEditor.path, with: edited)
      if try session.read(file).bytes != nil {
        try session.delete(file)
      } else if try session.commitDeletionByHand(file) {
        // Deleted by hand before: the commit records that deletion too, and says so.
        message += "\n\n\(file) had already been deleted by hand."
      }
    }
    let outcome = try Self.logged { () throws(WorkspaceError) in
      try session.commit(message: message)
    }
    return (outcome, record)
  }

  /// The bytes of a regular file to import, refused when missing, a directory or too large.
  private static func documentBytes(_ url: URL) throws(JournalEditError) -> [UInt8] {
    var isDirectory = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw JournalEditError("\"\(url.path)\" does not exist", hint: "Check the path.")
    }
    guard !isDirectory else {
      throw JournalEditError("\"\(url.path)\" is a folder", hint: "Give one PDF or image file.")
    }
    // `stat` itself: Foundation's attributes give the size as a `UInt64`, which an `as? Int`
    // read as no size at all, and let any file through.
    var info = stat()
    guard stat(url.path, &info) == 0 else {
      throw JournalEditError(
        "cannot read \"\(url.path)\"", hint: "Check that you may read the file.")
    }
    guard Int64(info.st_size) <= Int64(documentSizeLimit) else {
      throw JournalEditError(
        "\"\(url.path)\" is larger than 50 MB", hint: "Scan or export it at a lower resolution.")
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw JournalEditError(
        "cannot read \"\(url.path)\"", hint: "Check that you may read the file.")
    }
    return [UInt8](data)
  }

  /// The type the first bytes show: `%PDF-`, the PNG signature, JPEG's `FF D8 FF`, an ISO
  /// media `ftyp` box with a HEIF brand, or `RIFF….WEBP`.
  static func documentType(_ bytes: [UInt8]) -> DocumentRecord.FileType? {
    func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + prefix.count
        && Array(bytes[offset..<offset + prefix.count]) == prefix
    }
    if starts(Array("%PDF-".utf8)) { return .pdf }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
    if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return .webp }
    if starts(Array("ftyp".utf8), at: 4), bytes.count >= 12 {
      let brand = String(decoding: bytes[8..<12], as: UTF8.self)
      if ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].contains(brand) {
        return .heic
      }
    }
    return nil
  }

  /// `2026-10-02-blood-test.pdf`: the date, the title's letters and digits in lower-case
  /// ASCII joined by `-` (at most 40), the type's extension; `-2`, `-3`… when taken.
  static func documentName(
    title: String, type: DocumentRecord.FileType, date: CalendarDate, taken: Set<String>
  ) -> String {
    var slug = ""
    for scalar in Name.searchKey(title).unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        slug.unicodeScalars.append(scalar)
      } else if !slug.isEmpty, !slug.hasSuffix("-") {
        slug += "-"
      }
    }
    slug = String(slug.prefix(40))
    while slug.hasSuffix("-") { slug.removeLast() }
    let stem = date.isoString + "-" + (slug.isEmpty ? "document" : slug)
    let ext = type == .jpeg ? "jpg" : type.rawValue
    var name = "\(stem).\(ext)"
    var counter = 2
    while taken.contains(name) {
      name = "\(stem)-\(counter).\(ext)"
      counter += 1
    }
    return name
  }

  /// Whether `name` is a plain file name inside `documents/`, not the index.
  static func isSafeDocumentName(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\")
      && name != "documents.yaml"
  }
}
