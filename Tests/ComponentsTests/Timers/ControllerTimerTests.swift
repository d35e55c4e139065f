import Components
import Geometry
import Testing

/// Controller timers: they fire when due on the root's clock, on a grid without drift or
/// bursts, on the wall clock's boundaries, and never after their controller is
/// invalidated; a finished timer leaves nothing scheduled, so an idle app sleeps.
@MainActor @Suite struct ControllerTimerTests {
    /// A clock face: its controller starts the timer the test asks for when mounted, and
    /// counts the fires in the scope's state (an asynchronous update, as an app's).
    struct Clock: Component, Equatable {
        let schedule: TimerSchedule
        var scope: ComponentScope? { .byType }
        func initialState() -> Int { 0 }
        func body(_ context: BuildContext<Self>) -> some Component {
            Box(color: .white, style: .fixed(width: 10, height: 10))
        }
        static var controllerType: ComponentController<Clock>.Type? { ClockController.self }
    }

    final class ClockController: ComponentController<Clock> {
        var fires: [Double] = []
        var timer: ControllerTimer?
        override func didMount() {
            timer = startTimer(component.schedule) { [weak self] in
                guard let self else { return }
                self.fires.append(self.clock.now)
                self.updateState(.synchronous) { $0 += 1 }
            }
        }
    }

    /// Shows `Clock` (or nothing, when `shown` is false) so the test can take it away.
    struct Screen: Component, Equatable {
        let schedule: TimerSchedule
        var shown = true
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column()) {
                if shown { Clock(schedule: schedule) }
            }
        }
    }

    /// A mounted root of `Screen` on a manual clock at 100 s, whose wall clock shows `wallTime`.
    static func mounted(_ schedule: TimerSchedule, wallTime: Double = 1_800_000_000)
        -> (ComponentRoot, ManualTimerClock, ClockController) {
        let root = ComponentRoot(Screen(schedule: schedule), sizeRange: .exactly(Size(width: 100, height: 100)))
        let clock = ManualTimerClock(now: 100, wallTime: wallTime)
        root.timerClock = clock
        root.attachMountingLayer { _ in }
        let controller = try! root.controller(ClockController.self)
        return (root, clock, controller)
    }

    @Test func aOneShotFiresOnceWhenDueAndLeavesNothingScheduled() {
        let (root, clock, controller) = Self.mounted(.after(seconds: 2))
        #expect(clock.waitingCount == 1 && clock.nextDeadline == 102)
        clock.advance(by: 1.999)
        #expect(controller.fires.isEmpty)
        clock.advance(by: 0.001)
        #expect(controller.fires == [102])
        clock.advance(by: 100)
        #expect(controller.fires == [102])
        #expect(controller.timer?.isFinished == true && controller.runningTimers.isEmpty)
        #expect(clock.waitingCount == 0, "an idle app has nothing that wakes it")
        #expect(root.result.root is Screen)
    }

    @Test func aPollFiresOnItsGridAndSkipsWhatItMissedInsteadOfBursting() {
        let (root, clock, controller) = Self.mounted(.every(seconds: 0.5))
        defer { withExtendedLifetime(root) {} }
        clock.advance(by: 1.6)
        #expect(controller.fires == [100.5, 101, 101.5])
        // The main actor is busy for 10 s: one late fire, then on the grid again.
        clock.stall(for: 10)
        #expect(controller.fires.count == 4 && controller.fires.last == 111.6)
        // Its next deadline is on the grid (multiples of 0.5 s from 100), in the future.
        #expect(clock.nextDeadline == 112)
        clock.advance(by: 0.4)
        #expect(controller.fires.count == 5 && controller.fires.last == 112)
        #expect(clock.waitingCount == 1)
    }

    @Test func aWallClockTimerFiresAtEachMinutesStart() {
        // 1_800_000_030 is 30 s past a minute (1_800_000_000 = 30_000_000 × 60).
        let (root, clock, controller) = Self.mounted(.wallClock(seconds: 60), wallTime: 1_800_000_030)
        defer { withExtendedLifetime(root) {} }
        #expect(clock.nextDeadline == 130)
        clock.advance(by: 29.9)
        #expect(controller.fires.isEmpty)
        clock.advance(by: 0.1 + 60 + 60)
        #expect(controller.fires == [130, 190, 250])
    }

    @Test func aTimerStopsWhenItsScopeLeavesTheTreeAndWhenCancelled() {
        let (root, clock, controller) = Self.mounted(.every(seconds: 1))
        clock.advance(by: 1)
        #expect(controller.fires.count == 1)
        root.update(Screen(schedule: .every(seconds: 1), shown: false))
        #expect(controller.isInvalidated)
        #expect(clock.waitingCount == 0)
        clock.advance(by: 10)
        #expect(controller.fires.count == 1, "no fire after invalidation")
        // Started after invalidation: finished at once, nothing scheduled.
        #expect(controller.startTimer(.every(seconds: 1)) {}.isFinished)
        #expect(clock.waitingCount == 0)

        let (root2, clock2, controller2) = Self.mounted(.every(seconds: 1))
        defer { withExtendedLifetime(root2) {} }
        controller2.timer?.cancel()
        clock2.advance(by: 5)
        #expect(controller2.fires.isEmpty && clock2.waitingCount == 0 && controller2.runningTimers.isEmpty)
    }

    @Test func aRootReleasedWithoutInvalidationStopsItsTimersAtTheirNextFire() {
        var (root, clock, controller): (ComponentRoot?, ManualTimerClock, ClockController) = Self.mounted(.every(seconds: 1))
        clock.advance(by: 1)
        #expect(controller.fires.count == 1)
        root = nil
        clock.advance(by: 1)
        #expect(controller.fires.count == 1 && controller.runningTimers.isEmpty && clock.waitingCount == 0)
        #expect(root == nil)
    }

    @Test func startingAndCancellingTimersManyTimesKeepsNothing() {
        let (root, clock, controller) = Self.mounted(.after(seconds: 1))
        defer { withExtendedLifetime(root) {} }
        clock.advance(by: 1)
        for round in 0..<1_000 {
            let timer = controller.startTimer(.after(seconds: 0.01)) {}
            if round.isMultiple(of: 2) { timer.cancel() } else { clock.advance(by: 0.01) }
        }
        #expect(controller.runningTimers.isEmpty && clock.waitingCount == 0)
    }

    @Test func theDispatchClockWakesTheMainQueueWhenDue() async {
        // Before the timer is started (on mounting), so the fire is at least 20 ms after it.
        let start = DispatchTimerClock.shared.now
        let root = ComponentRoot(Screen(schedule: .after(seconds: 0.02)), sizeRange: .exactly(Size(width: 100, height: 100)))
        root.attachMountingLayer { _ in }
        let controller = try! root.controller(ClockController.self)
        // Generous: the machine may be loaded; this checks that it fires, not how fast.
        for _ in 0..<1_000 where controller.fires.isEmpty { try? await Task.sleep(for: .milliseconds(10)) }
        #expect(controller.fires.count == 1)
        #expect((controller.fires.first ?? 0) - start >= 0.02 - 1e-3)
        #expect((try? root.state(of: Clock.self)) == 1)
    }
}
