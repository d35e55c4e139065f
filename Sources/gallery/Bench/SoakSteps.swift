import Tessera

/// What the headless soaks (`OverlaySoak`, `MotionSoak`, `ControlsSoak`) do to their host
/// in each step, written once.
extension ComponentHost {
    /// A press and release in the middle of the element tagged `testID`, at `time` (nil:
    /// the latest an event carried); nothing when no such element shows. Unlike
    /// `tap(testID:)`, a soak's tap on a disabled control is not an error: it does nothing.
    func soakTap(_ testID: String, time: Double? = nil) {
        guard let frame = try? frame(testID: testID) else { return }
        let point = Point(x: frame.midX, y: frame.midY)
        handle(.pointerDown, at: point, time: time)
        handle(.pointerUp, at: point, time: time)
    }

    /// Frames 100 ms apart on `clock` until nothing moves (at most 100), then a paint:
    /// a soak's step run to rest.
    func runToRest(clock: inout Double) {
        var frames = 0
        while isAnimating, frames < 100 {
            clock += 0.1
            frames += 1
            advanceAnimations(to: clock)
            paint()
        }
        paint()
    }
}
