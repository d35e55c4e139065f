import Instrumentation
import Testing

/// The frame-time ring: a fixed capacity however many frames, the newest first, frames
/// per second over the last second of the frame clock.
@Suite struct FrameTimelineTests {
    func frame(_ time: Double, painted: Bool = true, paint: Duration = .milliseconds(2)) -> FrameTimeline.Frame {
        FrameTimeline.Frame(time: time, phases: FramePhases(paint: paint), paintedPage: painted)
    }

    @Test func keepsTheLastFramesInItsCapacity() {
        var timeline = FrameTimeline(capacity: 240)
        // Every 1/64 s: exact in binary, so the second's edge is exact too.
        for index in 0..<1_000 { timeline.record(frame(Double(index) / 64, paint: .milliseconds(index))) }
        #expect(timeline.count == 240)
        #expect(timeline.latest?.phases.paint == .milliseconds(999))
        #expect(timeline[age: 239]?.phases.paint == .milliseconds(760))
        #expect(timeline[age: 240] == nil)
        // 64 frames a second on the frame clock: the latest and the 63 before it are within one second.
        #expect(timeline.framesPerSecond == 64)
    }

    @Test func framesPerSecondCountsOnlyTheLastSecond() {
        var timeline = FrameTimeline()
        #expect(timeline.framesPerSecond == 0 && timeline.latest == nil)
        for time in [0.0, 0.5, 2.0, 2.1, 2.2] { timeline.record(frame(time)) }
        #expect(timeline.framesPerSecond == 3)
        timeline.record(frame(10))
        #expect(timeline.framesPerSecond == 1)
    }

    @Test func theLatestPagePaintSkipsTheInspectorsOwnFrames() {
        var timeline = FrameTimeline()
        timeline.record(frame(0, painted: true, paint: .milliseconds(5)))
        timeline.record(frame(0.1, painted: false, paint: .zero))
        #expect(timeline.latestPagePaint?.phases.paint == .milliseconds(5))
        #expect(FramePhases(build: .milliseconds(1), layout: .milliseconds(2), mount: .milliseconds(3),
                            paint: .milliseconds(4), present: .milliseconds(5)).total == .milliseconds(15))
    }
}
