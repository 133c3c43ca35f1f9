import Glibc

extension timespec {
  /// The time in nanoseconds since 1970, for comparing file stamps. Past the year 2262, where
  /// nanoseconds leave 64 bits, it wraps instead of trapping: a file dated 2263 (a wrong clock,
  /// `touch -d`) is a stamp like any other, not a crash.
  var nanoseconds: Int64 {
    Int64(tv_sec) &* 1_000_000_000 &+ Int64(tv_nsec)
  }
}
