import FoundationEssentials

/// The CSV files of an app's export, as the user gives it: a zip holding them (read and
/// inflated entry by entry, nothing unpacked to disk), a folder holding them, or one CSV file.
/// Each file is streamed record by record.
struct CSVExport {
  private enum Storage {
    case archive(ZipArchive, [String: ZipArchive.Entry])
    case files([String: String])
  }

  /// The path as the user gave it, for messages.
  let path: String
  /// The CSV files' names (the last path component), sorted.
  let names: [String]
  private let storage: Storage

  /// How many bytes are read at a time.
  static let chunkSize = 1 << 20

  /// Opens `path`; refuses a path that is missing or unreadable, and an export holding no CSV
  /// file at all.
  init(path: String, hint: String) throws(ImportError) {
    self.path = path
    var isDirectory = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ImportError("cannot open \"\(path)\": no such file or folder", hint: hint)
    }
    if isDirectory {
      let listed = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      var files: [String: String] = [:]
      for name in listed where name.lowercased().hasSuffix(".csv") {
        files[name] = path + "/" + name
      }
      storage = .files(files)
      names = files.keys.sorted()
    } else {
      let file = try InputFile(path: path)
      if try ZipArchive.isArchive(file) {
        let archive = try ZipArchive(file: file)
        var entries: [String: ZipArchive.Entry] = [:]
        try archive.forEachEntry { entry throws(ImportError) in
          let name = String(entry.name.split(separator: "/").last ?? "")
          guard name.lowercased().hasSuffix(".csv"), !entry.name.hasPrefix("__MACOSX/") else {
            return
          }
          entries[name] = entry
        }
        storage = .archive(archive, entries)
        names = entries.keys.sorted()
      } else {
        let name = String(path.split(separator: "/").last ?? Substring(path))
        storage = .files([name: path])
        names = [name]
      }
    }
    guard !names.isEmpty else {
      throw ImportError("\"\(path)\" holds no CSV file", hint: hint)
    }
  }

  /// Streams the records of the file `name`, with the line each starts on.
  func records(
    of name: String, separator: UInt8 = UInt8(ascii: ","),
    _ emit: (CSVRecord, Int) throws(ImportError) -> Void
  ) throws(ImportError) {
    var reader = CSVRecordReader(file: name, separator: separator)
    switch storage {
    case .archive(let archive, let entries):
      guard let entry = entries[name] else { return }
      try archive.read(entry, chunkSize: Self.chunkSize) { chunk throws(ImportError) in
        try reader.feed(chunk, emit)
      }
    case .files(let files):
      guard let path = files[name] else { return }
      try InputFile(path: path).readChunks(of: Self.chunkSize) { chunk throws(ImportError) in
        try reader.feed(chunk, emit)
      }
    }
    try reader.finish(emit)
  }

  /// The first record of `name`, its header; nil for an empty file.
  func header(of name: String) throws(ImportError) -> [String]? {
    var header: [String]?
    do throws(ImportError) {
      try records(of: name) { record, _ throws(ImportError) in
        header = record.fields
        throw Self.stop
      }
    } catch {
      guard error == Self.stop else { throw error }
    }
    return header
  }

  private static let stop = ImportError("stop reading")
}
