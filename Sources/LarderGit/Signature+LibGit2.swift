import CLibGit2

extension Signature {
  /// The earliest and latest moments libgit2 1.5 records: it writes a signature's seconds as
  /// a C `unsigned`, so a moment before 1970 or after 2106-02-07 06:28:15 UTC would be
  /// written as some other moment (1969 as 2105).
  static let recordableSeconds: ClosedRange<Double> = 0...Double(UInt32.max)

  /// A libgit2 signature the caller frees with `git_signature_free`; its moment is clamped to
  /// the range libgit2 records, so a clock set far off dates the commit at that range's end.
  func makeSignature() throws -> UnsafeMutablePointer<git_signature> {
    var signature: UnsafeMutablePointer<git_signature>?
    let seconds = date.timeIntervalSince1970.rounded(.down)
    let recorded = min(
      max(seconds, Self.recordableSeconds.lowerBound), Self.recordableSeconds.upperBound)
    try GitError.check(
      git_signature_new(
        &signature, name, email, git_time_t(recorded), Int32(utcOffsetMinutes)),
      "making the signature of \(name) <\(email)>")
    return signature!
  }
}
