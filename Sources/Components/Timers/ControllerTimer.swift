/// A timer a controller started (`ComponentController.startTimer(_:_:)`): it fires on
/// the main actor when due, on its root's `TimerClock`, until cancelled, and never after
/// its controller is invalidated (the scope left the tree). Only the next fire is ever
/// scheduled, so a waiting timer costs one wake-up and no CPU.
@MainActor
public final class ControllerTimer {
    public let schedule: TimerSchedule
    /// Whether it will fire no more (cancelled, its controller invalidated, or a one-shot
    /// that fired).
    public private(set) var isFinished = false
    /// How many times it fired.
    public private(set) var fireCount = 0

    private let clock: any TimerClock
    /// Calls the app's closure; false when its controller's root is gone (the timer stops).
    private let fire: @MainActor () -> Bool
    private var wakeup: TimerWakeup?
    /// The deadline of the scheduled fire (seconds on the clock).
    private var deadline = 0.0
    /// Called when it finishes: its controller stops keeping it.
    var onFinish: (@MainActor (ControllerTimer) -> Void)?

    init(_ schedule: TimerSchedule, clock: any TimerClock, fire: @escaping @MainActor () -> Bool) {
        self.schedule = schedule
        self.clock = clock
        self.fire = fire
        let now = clock.now
        switch schedule {
        case .after, .every:
            deadline = now + schedule.interval
        case .wallClock(let seconds):
            deadline = now + Self.untilBoundary(wallTime: clock.wallTime, every: seconds)
        }
        arm()
    }

    /// Stops the timer; nothing happens the second time.
    public func cancel() {
        guard !isFinished else { return }
        isFinished = true
        wakeup?.cancel()
        wakeup = nil
        onFinish?(self)
        onFinish = nil
    }

    private func arm() {
        wakeup = clock.wake(at: deadline) { [weak self] in self?.wake() }
    }

    private func wake() {
        guard !isFinished else { return }
        wakeup = nil
        fireCount += 1
        let now = clock.now
        switch schedule {
        case .after:
            isFinished = true
            onFinish?(self)
            onFinish = nil
        case .every(let seconds):
            // The next point of the grid after now: late fires do not pile up.
            deadline += seconds * max(1, ((now - deadline) / seconds).rounded(.down) + 1)
            arm()
        case .wallClock(let seconds):
            deadline = now + Self.untilBoundary(wallTime: clock.wallTime, every: seconds)
            arm()
        }
        if !fire() { cancel() }
    }

    /// Seconds from `wallTime` to the next multiple of `seconds` (a whole interval when
    /// it is on one now).
    private static func untilBoundary(wallTime: Double, every seconds: Double) -> Double {
        let next = ((wallTime / seconds).rounded(.down) + 1) * seconds
        return max(0, next - wallTime)
    }
}

extension ComponentController {
    /// Starts a timer that calls `fire` on the main actor as `schedule` says (once after a
    /// delay, a poll every interval, or on the wall clock's minutes or seconds), on the
    /// root's `timerClock`. It stops when cancelled or when this controller is
    /// invalidated, whichever comes first; start it in `didMount` (or `init`) and it
    /// lives as long as the component is on screen. Capture the controller weakly in
    /// `fire` (`{ [weak self] in self?.tick() }`); the controller keeps the timer.
    ///
    /// ```swift
    /// override func didMount() {
    ///     startTimer(.wallClock(seconds: 60)) { [weak self] in
    ///         self?.updateState { $0.now = Date() }
    ///     }
    /// }
    /// ```
    ///
    /// An interval that is not finite and greater than 0 is a programmer error (traps).
    /// After invalidation nothing is started: the returned timer is finished.
    @discardableResult
    public func startTimer(_ schedule: TimerSchedule, _ fire: @escaping @MainActor () -> Void) -> ControllerTimer {
        if case .after = schedule {} else {
            precondition(schedule.interval.isFinite && schedule.interval > 0,
                         "startTimer: the interval \(schedule.interval) s must be finite and greater than 0")
        }
        // A root released without invalidation (a programmer error, reported on the next
        // state update) stops its controllers' timers at their next fire.
        let timer = ControllerTimer(schedule, clock: clock) { [weak self] in
            guard let self, self.root != nil else { return false }
            fire()
            return true
        }
        guard !isInvalidated, root != nil else {
            timer.cancel()
            return timer
        }
        timers.append(timer)
        timer.onFinish = { [weak self] finished in self?.timers.removeAll { $0 === finished } }
        return timer
    }

    /// The clock its timers run on (the root's `timerClock`): read the time from it, so a
    /// test that moves a `ManualTimerClock` moves what the controller sees too.
    public var clock: any TimerClock { root?.timerClock ?? DispatchTimerClock.shared }

    /// The timers running now.
    public var runningTimers: [ControllerTimer] { timers }
}
