import Dispatch
import Foundation
import Locking

/// Runs `work` on a new thread with a stack of `stackSize` bytes and waits for its
/// result at most `timeout` seconds; nil when it did not finish in time.
///
/// A thread that does not finish cannot be stopped: it keeps running until the process
/// ends. Tests that may hang therefore call this in the child process of an exit test.
public func runOnThread<Result: Sendable>(stackSize: Int = 8 << 20, timeout: Double = 60,
                                   _ work: @escaping @Sendable () -> Result) -> Result? {
    let box = ResultBox<Result>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        let result = work()
        box.value.withLock { $0 = result }
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    guard done.wait(timeout: .now() + timeout) == .success else { return nil }
    return box.value.withLock { $0 }
}

private final class ResultBox<Value: Sendable>: Sendable {
    let value = Lock<Value?>(nil)
}
