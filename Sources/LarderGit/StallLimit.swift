import Glibc
import Synchronization

/// How long a push or fetch may go without a word from the remote, and what then.
///
/// libgit2 1.5 has no network timeout (`GIT_OPT_SET_SERVER_TIMEOUT` came in 1.7): a remote
/// that takes the connection and never answers — a dead VPN, a stalled NAT — blocks a push or
/// fetch forever, and a call into libgit2 cannot be interrupted. While one runs with a limit,
/// a watcher thread counts the quarter seconds since libgit2 last reported anything (a
/// credential or certificate asked for, objects packed, bytes sent or received, a message
/// from the remote); after `seconds` of silence it calls `onStall`, which must end the
/// process.
public struct StallLimit: Sendable {
  /// The longest silence allowed, in seconds.
  public let seconds: Double
  /// Says what happened and ends the process; called at most once, on another thread.
  public let onStall: @Sendable () -> Void

  /// A limit of `seconds` of silence.
  public init(seconds: Double, onStall: @escaping @Sendable () -> Void) {
    self.seconds = seconds
    self.onStall = onStall
  }
}

/// How long libgit2 has been silent during one push or fetch (`StallLimit`), counted in
/// ticks of a watcher thread that sleeps a quarter of a second at a time. Relative sleeps and a
/// count, not clock readings or a timer with a deadline: under a shifted clock (libfaketime,
/// as CI runs the tests) a deadline computed from a faked "now" would never come.
final class TransferWatch: Sendable {
  private struct State {
    var silentTicks = 0
    var isFinished = false
  }

  /// How long one tick sleeps, in microseconds.
  private static let tick: UInt32 = 250_000

  private let state = Mutex(State())
  private let limit: StallLimit

  private init(limit: StallLimit) {
    self.limit = limit
  }

  /// Notes that libgit2 reported something.
  func heard() {
    state.withLock { $0.silentTicks = 0 }
  }

  /// Runs `body`, a push or fetch, watched against `limit` (unwatched when nil).
  static func watching<T>(_ limit: StallLimit?, _ body: (TransferWatch?) throws -> T) throws -> T {
    guard let limit else { return try body(nil) }
    let watch = TransferWatch(limit: limit)
    var thread = pthread_t()
    let context = Unmanaged.passRetained(watch).toOpaque()
    if pthread_create(
      &thread, nil,
      { context in
        Unmanaged<TransferWatch>.fromOpaque(context!).takeRetainedValue().watch()
        return nil
      }, context) == 0
    {
      pthread_detach(thread)
    } else {
      Unmanaged<TransferWatch>.fromOpaque(context).release()
    }
    defer { watch.state.withLock { $0.isFinished = true } }
    return try body(watch)
  }

  /// The watcher thread: counts silent ticks until the call finishes, or calls `onStall`
  /// once they reach the limit. Under the lock: once the call has finished it is never
  /// reported as stalled, and once `onStall` runs the call cannot report that it finished.
  private func watch() {
    let ticks = Int((limit.seconds * 1_000_000 / Double(Self.tick)).rounded(.up))
    while true {
      usleep(Self.tick)
      let done = state.withLock { state in
        if state.isFinished { return true }
        state.silentTicks += 1
        guard state.silentTicks >= ticks else { return false }
        limit.onStall()
        return true
      }
      if done { return }
    }
  }
}
