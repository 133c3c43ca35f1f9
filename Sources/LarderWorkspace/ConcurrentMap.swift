import Dispatch
import FoundationEssentials
import LarderJournal
import Synchronization

/// Runs `body` for every index of `0..<count` on every core, and returns when all have run.
///
/// Threads take the next index as they finish one, so that a few large files (the food
/// library) spread as evenly as thousands of small ones (the days).
func concurrentForEach(_ count: Int, _ body: @Sendable (Int) -> Void) {
  let workers = min(ProcessInfo.processInfo.activeProcessorCount, count)
  guard workers > 1 else {
    for index in 0..<count { body(index) }
    return
  }
  let next = Atomic<Int>(0)
  DispatchQueue.concurrentPerform(iterations: workers) { _ in
    while true {
      let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
      guard index < count else { return }
      body(index)
    }
  }
}

/// Maps every index of `0..<count` through `transform` on every core, and returns the results
/// in index order.
public func concurrentMap<Result: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Result)
  -> [Result]
{
  let slots = ResultSlots<Result>(count: count)
  concurrentForEach(count) { index in slots.initialize(index, to: transform(index)) }
  return slots.values
}

/// Slots that threads fill at distinct indices, read once all have finished.
private final class ResultSlots<Value>: @unchecked Sendable {
  // Each index is written by exactly one thread and read only after `concurrentForEach`
  // returns, which orders every write before every read.
  private let slots: UnsafeMutablePointer<Value>
  private let count: Int

  init(count: Int) {
    self.count = count
    slots = .allocate(capacity: count)
  }

  deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
  }

  func initialize(_ index: Int, to value: Value) {
    (slots + index).initialize(to: value)
  }

  /// Every value, once each index has been initialized.
  var values: [Value] { Array(UnsafeBufferPointer(start: slots, count: count)) }
}

/// Starts work on another thread when there is another core, else does it at once; the
/// function returned waits until it has finished (`JournalReader.StartWork`).
///
/// When no thread of the pool has taken the work up by the time it is waited for, the waiting
/// thread does it itself (`BackgroundResult`): with every pool thread waiting like this one,
/// as two tests reading days at once on two cores did, waiting for the pool never ended.
let startWorkOnAnotherCore: JournalReader.StartWork = { work in
  guard ProcessInfo.processInfo.activeProcessorCount > 1 else {
    work()
    return {}
  }
  let background = BackgroundResult { () throws(WorkspaceError) in work() }
  return { _ = try? background.result() }
}

/// A value worked out on another thread while the calling one does something else.
final class BackgroundResult<Value: Sendable>: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  /// Whether a thread has taken the work on: the pool's, or the caller's when the pool had
  /// not started it by the time `result()` was called.
  private let isTaken = Mutex(false)
  private let work: @Sendable () throws(WorkspaceError) -> Value
  // Written by the working thread before it signals `done`, read only after a wait on it.
  private var value: Result<Value, WorkspaceError>?

  /// Starts `work` on a thread of the pool.
  init(_ work: @escaping @Sendable () throws(WorkspaceError) -> Value) {
    self.work = work
    DispatchQueue.global().async { [self] in
      if take() { run() }
    }
  }

  /// The value, once worked out; the error of the work if it failed. When no pool thread has
  /// started the work yet (every one busy, say with other checks waiting here), it is done on
  /// the calling thread: waiting for the pool could wait forever.
  func result() throws(WorkspaceError) -> Value {
    if take() { run() }
    done.wait()
    // Left signalled, so that a later call returns at once.
    done.signal()
    return try value!.get()
  }

  /// Whether the calling thread is the first to take the work on.
  private func take() -> Bool {
    isTaken.withLock { taken in
      defer { taken = true }
      return !taken
    }
  }

  private func run() {
    defer { done.signal() }
    value = Result { () throws(WorkspaceError) in try work() }
  }
}
