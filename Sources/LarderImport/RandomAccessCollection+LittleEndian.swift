extension RandomAccessCollection<UInt8> where Index == Int {
  /// The unsigned integer stored little-endian at `offset` bytes from the start, as zip
  /// headers store them: `[0x50, 0x4B, 0x03, 0x04].littleEndian(at: 0) as UInt32` is
  /// `0x0403_4B50`.
  func littleEndian<Integer: FixedWidthInteger & UnsignedInteger>(
    at offset: Int, as _: Integer.Type = Integer.self
  ) -> Integer {
    var value: Integer = 0
    for index in 0..<Integer.bitWidth / 8 {
      value |= Integer(self[startIndex + offset + index]) << (8 * index)
    }
    return value
  }
}
