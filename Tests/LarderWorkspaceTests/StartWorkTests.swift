import Synchronization
import Testing

@testable import LarderWorkspace

/// `startWorkOnAnotherCore` never waits for a thread the pool cannot give.
@Suite struct StartWorkTests {
  final class Counter: Sendable {
    let value = Atomic<Int>(0)
  }

  @Test("work waited for from every thread of the concurrency pool at once still runs")
  func waitingFromEveryPoolThread() async {
    let done = Counter()
    // Many more waiters than cores, each holding a thread of the cooperative pool until its
    // work has run, as two tests reading days at once did on two cores: when the pool lends
    // no other thread, the waiting thread must do the work itself.
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<32 {
        group.addTask {
          let wait = startWorkOnAnotherCore { done.value.add(1, ordering: .relaxed) }
          wait()
        }
      }
    }
    #expect(done.value.load(ordering: .relaxed) == 32)
  }
}
