/// Values remembered by a spelling as written in a file: its bytes, in one or two parts (an
/// entry's words and its unit word, say), looked up without building a `String`.
///
/// Two spellings are the same key only when their bytes are: `Oats` and `oats` are two keys,
/// as are two encodings of `crème` that a `String` would call equal. A caller stores what it
/// works out from the text, so equal texts under two keys are worked out twice, never wrongly.
struct SpellingTable<Value> {
  /// A remembered key and its value.
  private struct Record {
    let hash: UInt64
    /// Where the key's bytes start in `keyBytes`: the first part, then the second.
    let start: Int
    let firstCount: Int32
    /// The length of the second part; -1 when there is none, which differs from an empty one.
    let secondCount: Int32
    let value: Value
  }

  /// The bytes of every key, one after another.
  private var keyBytes: [UInt8] = []
  private var records: [Record] = []
  /// Open addressing over `records`: a record's index plus one, 0 for a free slot. The count
  /// is a power of two, at least twice the number of records.
  private var slots = [Int32](repeating: 0, count: 256)

  /// The value remembered for a spelling, if any.
  func value(
    _ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>? = nil
  ) -> Value? {
    let hash = Self.hash(first, second)
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 {
      let record = records[Int(slots[slot]) - 1]
      if record.hash == hash, matches(record, first, second) { return record.value }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Remembers `value` for a spelling that has none yet.
  mutating func remember(
    _ value: Value, for first: UnsafeBufferPointer<UInt8>,
    _ second: UnsafeBufferPointer<UInt8>? = nil
  ) {
    if (records.count + 1) * 2 > slots.count { grow() }
    let hash = Self.hash(first, second)
    records.append(
      Record(
        hash: hash, start: keyBytes.count, firstCount: Int32(truncatingIfNeeded: first.count),
        secondCount: second.map { Int32(truncatingIfNeeded: $0.count) } ?? -1, value: value))
    keyBytes.append(contentsOf: first)
    if let second { keyBytes.append(contentsOf: second) }
    place(records.count - 1, hash: hash)
  }

  private func matches(
    _ record: Record, _ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>?
  ) -> Bool {
    guard Int(record.firstCount) == first.count,
      Int(record.secondCount) == (second.map(\.count) ?? -1)
    else { return false }
    return keyBytes.withUnsafeBufferPointer { stored in
      let secondStart = record.start + first.count
      guard Self.equal(first, stored.baseAddress! + record.start) else { return false }
      guard let second else { return true }
      return Self.equal(second, stored.baseAddress! + secondStart)
    }
  }

  /// Whether `bytes` equal as many bytes at `stored`, compared eight at a time.
  private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ stored: UnsafePointer<UInt8>)
    -> Bool
  {
    guard let base = bytes.baseAddress else { return true }
    var index = 0
    while index + 8 <= bytes.count {
      guard
        UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
          == UnsafeRawPointer(stored + index).loadUnaligned(as: UInt64.self)
      else { return false }
      index += 8
    }
    while index < bytes.count {
      guard base[index] == stored[index] else { return false }
      index += 1
    }
    return true
  }

  private mutating func place(_ index: Int, hash: UInt64) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(truncatingIfNeeded: index + 1)
  }

  private mutating func grow() {
    slots = [Int32](repeating: 0, count: slots.count * 2)
    for index in records.indices { place(index, hash: records[index].hash) }
  }

  /// A hash of both parts and of where the first ends, eight bytes at a time.
  private static func hash(
    _ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>?
  ) -> UInt64 {
    var hash = mix(0x9E37_79B9_7F4A_7C15, UInt64(first.count))
    hash = mix(hash, first)
    if let second {
      hash = mix(hash, UInt64(second.count) | 1 << 63)
      hash = mix(hash, second)
    }
    return hash
  }

  private static func mix(_ hash: UInt64, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    guard let base = bytes.baseAddress else { return hash }
    var hash = hash
    var index = 0
    while index + 8 <= bytes.count {
      hash = mix(hash, UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      index += 8
    }
    if index < bytes.count {
      // The last eight bytes, overlapping bytes already mixed: the length was mixed first, so
      // the overlap cannot make two keys alike.
      if bytes.count >= 8 {
        return mix(hash, UnsafeRawPointer(base + bytes.count - 8).loadUnaligned(as: UInt64.self))
      }
      var tail: UInt64 = 0
      for shift in 0..<(bytes.count - index) {
        tail |= UInt64(base[index + shift]) << (shift * 8)
      }
      hash = mix(hash, tail)
    }
    return hash
  }

  @inline(__always)
  private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
    let product = (hash ^ word).multipliedFullWidth(by: 0xBF58_476D_1CE4_E5B9)
    return product.high ^ product.low
  }
}
