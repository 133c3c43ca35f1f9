import Foundation

/// A small, fast, seeded random number generator (Steele, Lea and Flood's SplitMix64), so that
/// a randomized test can be replayed exactly.
///
/// The seed comes from the environment variable `LARDER_SEED` when set, and is random
/// otherwise; put `replayHint` in the message of every expectation, so a failure prints the
/// seed to replay it with.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The seed the generator started from.
  public let seed: UInt64
  private var state: UInt64

  /// A generator that starts from `seed`.
  public init(seed: UInt64) {
    self.seed = seed
    self.state = seed
  }

  /// A generator seeded from `LARDER_SEED`, or at random.
  public init() {
    let environment = ProcessInfo.processInfo.environment["LARDER_SEED"]
    self.init(seed: environment.flatMap { UInt64($0) } ?? UInt64.random(in: .min ... .max))
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// How to replay a failure: the line to pass as an expectation's comment.
  public var replayHint: String { "replay with LARDER_SEED=\(seed)" }
}
