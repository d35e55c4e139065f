import Dispatch
import LibC
import Locking

/// Work a component started off the main actor whose result comes back to the main actor
/// (an `AsyncImage`'s decode): counted from its start to the delivery of its result, so
/// that `ComponentHost.finishPendingWork()` (test queries, snapshots, the PNG files of a
/// machine without a display) can wait for it and show what the app will show a moment
/// later. An app does nothing with it: its results arrive through the main queue.
///
/// ```swift
/// BackgroundWork.shared.start()
/// queue.async {
///     let result = decode()
///     BackgroundWork.shared.finish { controller.show(result) }   // on the main actor, once
/// }
/// ```
public final class BackgroundWork: Sendable {
    /// The process's: what hosts wait for.
    public static let shared = BackgroundWork()

    private struct Ledger {
        var running = 0
        var deliveries: [@MainActor @Sendable () -> Void] = []
    }

    private let ledger = Lock(Ledger())

    public init() {}

    /// One more piece of work is under way. Call `finish` exactly once for it.
    public func start() {
        ledger.withLock { $0.running += 1 }
    }

    /// A piece of work ended: `delivery` runs on the main actor, from the main queue, or
    /// sooner if a host finishes pending work first. Any thread.
    public func finish(_ delivery: @escaping @MainActor @Sendable () -> Void) {
        ledger.withLock { ledger in
            ledger.running -= 1
            ledger.deliveries.append(delivery)
        }
        DispatchQueue.main.async { MainActor.assumeIsolated { _ = self.deliver() } }
    }

    /// Whether work is under way or a result waits to be delivered.
    public var isBusy: Bool {
        ledger.withLock { $0.running > 0 || !$0.deliveries.isEmpty }
    }

    /// Runs the deliveries that wait, in the order their work finished; true if any ran.
    @MainActor @discardableResult
    public func deliver() -> Bool {
        let waiting = ledger.withLock { ledger in
            defer { ledger.deliveries.removeAll() }
            return ledger.deliveries
        }
        for delivery in waiting { delivery() }
        return !waiting.isEmpty
    }

    /// Blocks until no work is under way (at most `timeout`), then delivers what finished;
    /// true if anything was delivered. For tests and pictures taken without a display: an
    /// app never blocks its main actor on it.
    @MainActor @discardableResult
    public func waitAndDeliver(timeout: Duration = .seconds(10)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ledger.withLock({ $0.running > 0 }), ContinuousClock.now < deadline {
            usleep(500)
        }
        return deliver()
    }
}
