/// The full hexadecimal name of a commit, as `git log` prints it.
public struct CommitID: Hashable, Sendable, CustomStringConvertible {
  /// The 40 lowercase hexadecimal digits.
  public let hex: String

  init(hex: String) {
    self.hex = hex
  }

  /// The 40 hexadecimal digits.
  public var description: String { hex }
}
