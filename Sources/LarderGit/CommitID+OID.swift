import CLibGit2

extension CommitID {
  init(_ oid: UnsafePointer<git_oid>) {
    var text = [UInt8](repeating: 0, count: Int(GIT_OID_HEXSZ))
    text.withUnsafeMutableBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { _ = git_oid_fmt($0.baseAddress, oid) }
    }
    self.init(hex: String(decoding: text, as: UTF8.self))
  }

  init(_ oid: git_oid) {
    var copy = oid
    self.init(&copy)
  }

  /// The binary id; valid because a `CommitID` is only ever made from a real one.
  var oid: git_oid {
    var oid = git_oid()
    git_oid_fromstr(&oid, hex)
    return oid
  }
}
