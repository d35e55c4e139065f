import Dispatch
import LibC

/// What a root's controller timers (`ComponentController.startTimer`) run on: a monotonic
/// time, the wall-clock time (for timers aligned to the clock on the wall), and one-shot
/// wake-ups. The default, `DispatchTimerClock`, wakes the main queue only when a timer is
/// due, so an app whose timers all wait uses no CPU; tests give a root a
/// `ManualTimerClock` and move time themselves.
@MainActor
public protocol TimerClock: AnyObject {
    /// Monotonic seconds (never jumps: not changed by setting the system's time).
    var now: Double { get }
    /// Seconds since 1970-01-01 UTC, as the clock on the wall shows them.
    var wallTime: Double { get }
    /// Calls `fire` once, at or after `deadline` (seconds on `now`'s clock), on the main
    /// actor, unless the returned wake-up is cancelled first.
    func wake(at deadline: Double, _ fire: @escaping @MainActor () -> Void) -> TimerWakeup
}

/// A scheduled wake-up of a `TimerClock`, cancelled when it is no longer wanted.
@MainActor
public protocol TimerWakeup: AnyObject {
    /// Stops the wake-up from firing (nothing happens if it fired already).
    func cancel()
}

/// The clock of apps: `CLOCK_MONOTONIC` and `CLOCK_REALTIME`, with wake-ups as dispatch
/// work items on the main queue (the main actor's executor, where `EventLoop` sleeps), so
/// the process wakes only when a timer is due.
@MainActor
public final class DispatchTimerClock: TimerClock {
    /// The clock roots use unless given another.
    public static let shared = DispatchTimerClock()

    public init() {}

    public var now: Double { Self.seconds(CLOCK_MONOTONIC) }
    public var wallTime: Double { Self.seconds(CLOCK_REALTIME) }

    public func wake(at deadline: Double, _ fire: @escaping @MainActor () -> Void) -> TimerWakeup {
        let item = DispatchWorkItem { MainActor.assumeIsolated { fire() } }
        let delay = max(0, deadline - now)
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int((delay * 1e9).rounded(.up))), execute: item)
        return DispatchWakeup(item: item)
    }

    private static func seconds(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// A wake-up scheduled on the main dispatch queue.
@MainActor
private final class DispatchWakeup: TimerWakeup {
    let item: DispatchWorkItem
    init(item: DispatchWorkItem) { self.item = item }
    func cancel() { item.cancel() }
}
