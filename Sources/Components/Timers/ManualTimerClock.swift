/// A clock that moves only when told (`advance(by:)`): for tests of controllers with
/// timers, which then fire exactly when due and in order, without waiting. Give it to a
/// root before its controllers start timers (`ComponentRoot.timerClock`).
@MainActor
public final class ManualTimerClock: TimerClock {
    public private(set) var now: Double
    public private(set) var wallTime: Double
    /// Wake-ups waiting, by deadline then by order of scheduling.
    private var pending: [ManualWakeup] = []
    private var scheduled = 0

    /// A clock at `now` seconds whose wall clock shows `wallTime` (seconds since 1970 UTC).
    public init(now: Double = 0, wallTime: Double = 1_800_000_000) {
        self.now = now
        self.wallTime = wallTime
    }

    /// How many wake-ups wait: what a test checks to see that nothing would wake an idle app.
    public var waitingCount: Int { pending.count }

    /// When the next wake-up is due, if any.
    public var nextDeadline: Double? { pending.first?.deadline }

    public func wake(at deadline: Double, _ fire: @escaping @MainActor () -> Void) -> TimerWakeup {
        scheduled += 1
        let wakeup = ManualWakeup(deadline: deadline, order: scheduled, fire: fire, clock: self)
        let index = pending.firstIndex { ($0.deadline, $0.order) > (deadline, wakeup.order) } ?? pending.endIndex
        pending.insert(wakeup, at: index)
        return wakeup
    }

    /// Moves time on by `seconds`, firing every wake-up due by then in deadline order, each
    /// with `now` at its deadline (wake-ups scheduled by a firing one run too when due).
    public func advance(by seconds: Double) {
        let end = now + max(0, seconds)
        while let first = pending.first, first.deadline <= end {
            pending.removeFirst()
            let step = max(0, first.deadline - now)
            now += step
            wallTime += step
            first.fire()
        }
        wallTime += end - now
        now = end
    }

    /// Moves time on by `seconds` as a main actor that was busy (or a machine that slept)
    /// sees it: nothing fires meanwhile; then the wake-ups that came due fire, late, with
    /// `now` at the end.
    public func stall(for seconds: Double) {
        let step = max(0, seconds)
        now += step
        wallTime += step
        advance(by: 0)
    }

    fileprivate func remove(_ wakeup: ManualWakeup) {
        pending.removeAll { $0 === wakeup }
    }
}

@MainActor
private final class ManualWakeup: TimerWakeup {
    let deadline: Double
    let order: Int
    let fire: @MainActor () -> Void
    weak var clock: ManualTimerClock?

    init(deadline: Double, order: Int, fire: @escaping @MainActor () -> Void, clock: ManualTimerClock) {
        self.deadline = deadline
        self.order = order
        self.fire = fire
        self.clock = clock
    }

    func cancel() { clock?.remove(self) }
}
