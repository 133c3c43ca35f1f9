import LarderSyntax

/// The bytes a value grammar read a scalar from, addressed by file offsets.
///
/// For a plain scalar these are the file's own bytes (no copy); for a quoted or block scalar,
/// the decoded value placed at the scalar's offset, so ranges from the grammars still name the
/// text they came from.
struct ScalarText {
  private let storage: [UInt8]
  private let base: Int
  /// The file range the grammar should read.
  let range: Range<Int>

  /// The text of `scalar` in a file being read.
  init(_ scalar: ScalarSyntax, in file: FileReading) {
    self.init(scalar, in: file.bytes)
  }

  /// The text of `scalar`, from the bytes of the file that holds it: what the readers pass,
  /// because passing a whole `FileReading` copied it, retaining its tree, for every entry.
  init(_ scalar: ScalarSyntax, in bytes: [UInt8]) {
    if scalar.isVerbatim {
      storage = bytes
      base = 0
      range = scalar.range
    } else {
      storage = Array(scalar.value.utf8)
      let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
      base = scalar.range.lowerBound + (quoted ? 1 : 0)
      range = base..<(base + storage.count)
    }
  }

  /// The text that `copy(appendingTo:)` copied, at the end of `bytes` then: a reader that
  /// holds the copy never touches the file's bytes.
  init(_ copied: CopiedScalarText, in bytes: [UInt8]) {
    storage = bytes
    base = copied.range.lowerBound - copied.start
    range = copied.range
  }

  /// Copies the bytes that the grammar reads to the end of `bytes`, for
  /// `init(_:in:)`.
  func copy(appendingTo bytes: inout [UInt8]) -> CopiedScalarText {
    let start = bytes.count
    bytes.append(contentsOf: storage[(range.lowerBound - base)..<(range.upperBound - base)])
    return CopiedScalarText(start: start, range: range)
  }

  /// The text at a file range.
  func text(_ range: Range<Int>) -> String {
    String(decoding: storage[(range.lowerBound - base)..<(range.upperBound - base)], as: UTF8.self)
  }

  /// Runs a grammar or a canonical spelling over these bytes.
  func withBuffer<Result>(
    _ body: (_ buffer: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Result
  ) -> Result {
    storage.withUnsafeBufferPointer { all in
      body(
        UnsafeBufferPointer(rebasing: all[(range.lowerBound - base)..<(range.upperBound - base)]),
        range.lowerBound)
    }
  }

  /// Runs `body` with a way to reach the bytes at file ranges of this text, in place; the
  /// buffers it hands out are valid only inside `body`.
  func withBytes<Result>(
    _ body: (_ bytes: (Range<Int>) -> UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    storage.withUnsafeBufferPointer { all in
      body { range in
        UnsafeBufferPointer(rebasing: all[(range.lowerBound - base)..<(range.upperBound - base)])
      }
    }
  }

  /// Reads these bytes with a value grammar.
  func parse<Value: ValueSyntax>(_ type: Value.Type, into diagnostics: inout [Diagnostic])
    -> Value?
  {
    withBuffer { buffer, offset in Value.parse(buffer, at: offset, into: &diagnostics) }
  }
}

/// Where `ScalarText.copy(appendingTo:)` put a scalar's text: at `start` in the bytes it
/// was appended to, standing for the file range `range`.
struct CopiedScalarText: Sendable {
  let start: Int
  let range: Range<Int>
}
