import CLibGit2

/// A git object id as a plain value: hashable, comparable, cheap to store by the thousand.
struct ObjectKey: Hashable, Sendable, CustomStringConvertible {
  /// The 20 bytes of the id, in order.
  private var bytes: (UInt64, UInt64, UInt32)

  /// The id in `raw`, which holds at least 20 bytes.
  init(_ raw: UnsafeRawBufferPointer) {
    bytes = (
      raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
      raw.loadUnaligned(fromByteOffset: 16, as: UInt32.self)
    )
  }

  init(_ oid: git_oid) {
    self = withUnsafeBytes(of: oid.id) { ObjectKey($0) }
  }

  /// libgit2's form of the id.
  var oid: git_oid {
    var oid = git_oid()
    withUnsafeMutableBytes(of: &oid.id) { target in
      withUnsafeBytes(of: bytes) {
        target.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[..<20]))
      }
    }
    return oid
  }

  /// The 20 bytes of the id.
  var rawBytes: [UInt8] {
    withUnsafeBytes(of: bytes) { Array($0[..<20]) }
  }

  static func == (lhs: ObjectKey, rhs: ObjectKey) -> Bool {
    lhs.bytes.0 == rhs.bytes.0 && lhs.bytes.1 == rhs.bytes.1 && lhs.bytes.2 == rhs.bytes.2
  }

  func hash(into hasher: inout Hasher) {
    // The id is already a uniform hash; eight of its bytes are plenty.
    hasher.combine(bytes.0)
  }

  /// The 40 hexadecimal digits.
  var description: String {
    CommitID(oid).hex
  }
}
