import Testing

@testable import LarderSyntax

/// The word-at-a-time scans stop exactly where a byte-by-byte loop would.
@Suite struct ByteScanningTests {
  @Test(arguments: 0...255)
  func scansFindEveryByteAtEveryPosition(_ byte: Int) {
    for length in [1, 7, 8, 9, 16, 23] {
      for position in 0..<length {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
        bytes[position] = UInt8(byte)
        bytes.withUnsafeBufferPointer { buffer in
          let isPrintable = byte >= 0x20 && byte <= 0x7E
          #expect(
            ByteScanning.firstNonPrintable(in: buffer, from: 0, to: length)
              == (isPrintable ? length : position))
          let isStop = byte < 0x20 || byte == 0x23 || byte == 0x3A
          #expect(
            ByteScanning.firstPlainStop(in: buffer, from: 0, to: length)
              == (isStop ? position : length))
          #expect(
            ByteScanning.first(UInt8(byte), in: buffer, from: 0, to: length)
              == (byte == UInt8(ascii: "a") ? 0 : position))
          #expect(
            ByteScanning.first(0x3D, in: buffer, from: 0, to: length)
              == (byte == 0x3D ? position : length))
        }
      }
    }
  }

  @Test func scansStartAndEndWhereAsked() {
    let bytes = Array("ab:cdefghij\u{7F}klmnopq#rs".utf8)
    bytes.withUnsafeBufferPointer { buffer in
      #expect(ByteScanning.firstPlainStop(in: buffer, from: 3, to: buffer.count) == 19)
      #expect(ByteScanning.firstPlainStop(in: buffer, from: 3, to: 12) == 12)
      #expect(ByteScanning.firstNonPrintable(in: buffer, from: 0, to: buffer.count) == 11)
      #expect(ByteScanning.firstNonPrintable(in: buffer, from: 12, to: buffer.count) == 22)
    }
  }
}
