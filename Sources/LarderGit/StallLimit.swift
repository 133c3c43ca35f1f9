import Synchronization

/// How long a push or fetch may go without a word from the remote, and what then.
///
/// libgit2 1.5 has no network timeout (`GIT_OPT_SET_SERVER_TIMEOUT` came in 1.7): a remote
/// that takes the connection and never answers — a dead VPN, a stalled NAT — blocks a push or
/// fetch forever, and a call into libgit2 cannot be interrupted. While one runs with a limit,
/// a watcher looks four times a second at when libgit2 last reported anything (a credential
/// or certificate asked for, objects packed, bytes sent or received, a message from the
/// remote); after `seconds` of silence it calls `onStall`, which must end the process.
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

/// When libgit2 last reported anything during one push or fetch (`StallLimit`).
final class TransferWatch: Sendable {
  private struct State {
    var lastHeard = ContinuousClock.now
    var isFinished = false
  }

  private let state = Mutex(State())

  /// Notes that libgit2 reported something.
  func heard() {
    state.withLock { $0.lastHeard = .now }
  }

  /// Runs `body`, a push or fetch, watched against `limit` (unwatched when nil).
  static func watching<T>(_ limit: StallLimit?, _ body: (TransferWatch?) throws -> T) throws -> T {
    guard let limit else { return try body(nil) }
    let watch = TransferWatch()
    let watcher = Task.detached {
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(250))
        // Under the lock: once the call has finished it is never reported as stalled, and
        // once `onStall` runs the call cannot report that it finished.
        let stalled = watch.state.withLock { state in
          guard !state.isFinished, ContinuousClock.now - state.lastHeard > .seconds(limit.seconds)
          else { return false }
          limit.onStall()
          return true
        }
        if stalled { return }
      }
    }
    defer {
      watch.state.withLock { $0.isFinished = true }
      watcher.cancel()
    }
    return try body(watch)
  }
}
