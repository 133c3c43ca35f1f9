import LarderSyntax

/// The parser: any bytes give a tree that prints them back, and diagnostics inside the file;
/// rendering each diagnostic never fails.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = FuzzSupport.bytes(data, size)
  let document = FuzzSupport.checkParse(bytes)
  let renderer = DiagnosticRenderer()
  for diagnostic in document.diagnostics.prefix(20) {
    _ = renderer.render(diagnostic, path: "fuzz.yaml", source: document.source)
  }
  return 0
}
