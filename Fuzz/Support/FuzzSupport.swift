import LarderJournal
import LarderModel
import LarderSyntax

#if canImport(Glibc)
  import Glibc
#endif

/// What every fuzz target shares: the example journal the inputs are read against, and a way
/// to stop with a message that libFuzzer records with the input.
enum FuzzSupport {
  /// The date every target reads as today.
  static let today = CalendarDate(year: 2026, month: 11, day: 21)!

  /// The settings, plan and library of `example-journal/` (read from the working directory,
  /// the repository root), without its days and body files.
  static let journalFiles: [JournalSource] = {
    let paths = [
      "larder.yaml", "units.yaml", "categories.yaml", "meals.yaml", "care.yaml",
      "foods/common.yaml", "foods/my-foods.yaml",
    ]
    return paths.compactMap { path in
      guard let bytes = readFile("example-journal/" + path) else {
        fail("cannot read example-journal/\(path): run from the repository root")
      }
      return JournalSource(path: path, bytes: bytes)
    }
  }()

  /// The example journal read once.
  static let reading = JournalReader(today: today).read(journalFiles)

  /// The bytes of a file, or nil.
  static func readFile(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }

  /// Stops the run: libFuzzer saves the input as a crash.
  static func fail(_ message: String) -> Never {
    fatalError("fuzz invariant broken: \(message)")
  }

  /// Checks what holds for every parse: the tree prints the input back byte for byte, and
  /// every diagnostic points inside the file at a place a location can be given for.
  static func checkParse(_ bytes: [UInt8]) -> DocumentSyntax {
    let (document, diagnostics) = DocumentParser.parse(bytes)
    if document.bytes != bytes { fail("the tree does not print the input back") }
    for diagnostic in diagnostics {
      guard diagnostic.range.lowerBound >= 0, diagnostic.range.upperBound <= bytes.count else {
        fail("diagnostic \(diagnostic.id) at \(diagnostic.range) outside \(bytes.count) bytes")
      }
      _ = document.location(of: diagnostic.range.lowerBound)
    }
    return document
  }

  /// The input as a Swift array.
  static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
  }
}
