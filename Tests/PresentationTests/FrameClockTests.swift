@testable import Presentation
import Testing

/// The frame clock: ticks a whole number of refreshes apart however late a frame runs,
/// never back in time, and from the frame's own time after a pause.
@Suite struct FrameClockTests {
    let interval = 1.0 / 60

    @Test func framesRunLateStillShowEvenlySpacedTimes() {
        var clock = FrameClock(interval: interval)
        var generator = SystemRandomNumberGenerator()
        #expect(clock.tick(now: 10) == 10)
        var now = 10.0, previous = 10.0
        for _ in 0..<500 {
            // The loop runs a frame a refresh after the last at the soonest, often later
            // (a busy main queue), sometimes a refresh and a half or more.
            now += interval * Double.random(in: 1.0...2.6, using: &generator)
            let time = clock.tick(now: now)
            let steps = (time - previous) / interval
            #expect(abs(steps - steps.rounded()) < 1e-6 && steps.rounded() >= 1, "a tick \(steps) refreshes after the last")
            #expect(abs(time - now) <= interval / 2 + 1e-9, "the tick \(time) is the refresh nearest \(now)")
            previous = time
        }
    }

    @Test func aFrameRunEarlyDoesNotGoBackInTime() {
        var clock = FrameClock(interval: interval)
        let first = clock.tick(now: 5)
        #expect(clock.tick(now: 5 + interval * 0.2) == first + interval)
        #expect(clock.tick(now: 5 + interval * 0.3) == first + 2 * interval)
    }

    @Test func afterAPauseOrALongGapTicksStartFromTheFramesOwnTime() {
        var clock = FrameClock(interval: interval)
        _ = clock.tick(now: 1)
        _ = clock.tick(now: 1 + interval)
        #expect(clock.tick(now: 3.3) == 3.3, "nothing was drawn for two seconds: no replay of what nobody saw")
        clock.pause()
        #expect(clock.tick(now: 3.3 + interval * 1.3) == 3.3 + interval * 1.3)
    }
}
