import LarderJournal
import LarderSyntax

/// The formatter, as `larder fmt` runs it on each kind of file (chosen by the first byte):
/// its output parses without errors, prints back, and formatting it again changes nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormatter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var bytes = FuzzSupport.bytes(data, size)
  guard let first = bytes.first else { return 0 }
  let paths = [
    "log/2026/11/2026-11-21.yaml", "foods/fuzz.yaml", "larder.yaml", "categories.yaml",
    "meals.yaml", "body/2026.yaml", "units.yaml",
  ]
  let path = paths[Int(first) % paths.count]
  bytes.removeFirst()
  guard let source = JournalSource(path: path, bytes: bytes) else { return 0 }
  switch JournalFormatter.format(source) {
  case .unchanged, .notFormatted:
    return 0
  case .changed(let output):
    let document = FuzzSupport.checkParse(output)
    if document.hasErrors {
      FuzzSupport.fail("formatted \(path) has errors: \(document.diagnostics.map(\.id))")
    }
    guard let again = JournalSource(path: path, bytes: output) else { return 0 }
    if case .changed = JournalFormatter.format(again) {
      FuzzSupport.fail("formatting \(path) twice changed it")
    }
    return 0
  }
}
