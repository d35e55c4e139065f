/// The time each frame shows: one tick per presented frame, which every animation of the
/// frame samples (flings, eased steps, fades, the motion system's animations), so they
/// move together and by time, never by counting frames.
///
/// Ticks are spaced by whole refresh intervals: each is the previous one plus the number
/// of intervals nearest to how long ago it was (at least one). A frame that runs a few
/// milliseconds late (the main queue was busy) still shows the time of the refresh it is
/// shown at, so a steady motion moves by equal steps; Slint's ticks were uneven
/// (slint#11413). A frame after a pause (nothing moved for a while, or nothing was shown:
/// a hidden window, a blanked kiosk) starts again from the time it runs, so an animation
/// shows where it is by then and does not replay what nobody saw.
struct FrameClock {
    /// Seconds between refreshes.
    let interval: Double
    /// The last tick, nil before the first and after `pause()`.
    private(set) var last: Double?

    init(interval: Double) {
        self.interval = interval > 0 && interval.isFinite ? interval : 1.0 / 60
    }

    /// Pauses longer than this many intervals start the ticks again from now.
    static let resumeAfterIntervals = 4.0

    /// The time of a frame run at `now` (seconds, the input's clock). Never earlier than
    /// the last tick plus an interval, except after a pause.
    mutating func tick(now: Double) -> Double {
        guard let last, now - last <= Self.resumeAfterIntervals * interval else {
            last = now
            return now
        }
        let intervals = max(1, ((now - last) / interval).rounded())
        let time = last + intervals * interval
        self.last = time
        return time
    }

    /// Nothing is shown for now (hidden, blanked): the next tick starts from its own time.
    mutating func pause() {
        last = nil
    }
}
