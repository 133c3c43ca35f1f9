/// A small, fast, seedable random number generator (Steele, Lea and Flood's SplitMix64).
///
/// The benchmark journal must be byte-identical for a given seed on every machine and toolchain,
/// so the generator and every derived draw are spelled out here instead of relying on the
/// standard library's `random(in:using:)`, whose algorithm may change between releases.
struct SplitMix64 {
  private var state: UInt64

  /// Creates a generator whose whole sequence is fixed by `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform integer in `0..<bound`.
  mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0)
    // Multiply-shift maps 64 bits onto the range; the bias is far below anything measurable here.
    return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// A uniform integer in `range`.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// A uniform double in `0..<1` with 53 random bits.
  mutating func unit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// A uniform double in `low..<high`.
  mutating func double(_ low: Double, _ high: Double) -> Double {
    low + (high - low) * unit()
  }

  /// True with probability `probability`.
  mutating func chance(_ probability: Double) -> Bool {
    unit() < probability
  }

  /// A uniformly chosen element of a non-empty collection.
  mutating func pick<C: RandomAccessCollection>(_ items: C) -> C.Element where C.Index == Int {
    items[items.startIndex + below(items.count)]
  }

  /// An approximately normal value (the sum of four uniforms), cheap and deterministic.
  mutating func gaussian(sigma: Double) -> Double {
    (unit() + unit() + unit() + unit() - 2) * sigma * 1.732
  }
}
