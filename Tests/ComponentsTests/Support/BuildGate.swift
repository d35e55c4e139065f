import Dispatch
import Locking

/// Holds one build at a gate until the test releases it: how a test queues state updates
/// while an asynchronous build is running (no timing involved).
final class BuildGate: Sendable {
    private struct State {
        var armed = false
        var blocking = false
    }

    private let state = Lock(State())
    private let opened = DispatchSemaphore(value: 0)

    /// The next `passThrough()` waits for `release()`.
    func blockNextBuild() {
        state.withLock { $0.armed = true }
    }

    /// Whether a build is waiting at the gate now.
    var isBlocking: Bool {
        state.withLock { $0.blocking }
    }

    /// Called from a component's body (on the build's thread).
    func passThrough() {
        let waits = state.withLock { state in
            guard state.armed else { return false }
            state.armed = false
            state.blocking = true
            return true
        }
        guard waits else { return }
        opened.wait()
        state.withLock { $0.blocking = false }
    }

    func release() {
        opened.signal()
    }
}
