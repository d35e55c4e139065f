/// The X server's clock read on SDL's: turns the times the server stamps input with
/// (`XEvent`'s `time`, 32-bit milliseconds that wrap every 49.7 days) into milliseconds
/// of `SDL_GetTicks64`, the clock `EventLoop` times frames with. A value: `X11EventClock`
/// feeds it the events SDL reads, tests feed it numbers.
///
/// The offset between the two clocks is learnt from the events themselves. SDL read each
/// event (`readAt`) no sooner than the server stamped it, so `readAt - serverTime` bounds
/// the offset from above, and the smallest bound seen is kept: the largest offset that
/// puts no event after the moment it was read (never in the future). When the server's
/// clock is this machine's `CLOCK_MONOTONIC` (a local Xorg, Xvfb or Xwayland: the X
/// server's `GetTimeInMillis`), the event's age by that clock is known, and the offset is
/// exact from the first event; Chromium makes the same check of its event times
/// (`ValidateEventTimeClock`, ui/events/base_event_utils.h). Otherwise (a server on
/// another machine) the bound tightens as events arrive sooner after they were made.
///
/// SDL's clock is `CLOCK_MONOTONIC_RAW`, which NTP does not slew; `CLOCK_MONOTONIC` is
/// slewed by at most 500 ppm. So the bound may rise by `drift` per millisecond: a kept
/// bound would otherwise map events ever further into the past, up to 1.8 s an hour.
struct X11ServerClock {
    /// How fast the offset may rise, in milliseconds per millisecond: twice NTP's
    /// largest slew (500 ppm, adjtimex(2)). Within the velocity tracker's 100 ms that is
    /// 0.1 ms.
    static let drift = 0.001
    /// The oldest an event may be, by `CLOCK_MONOTONIC`, for the server's clock to be
    /// taken for that clock: a server whose clock is another one's is off by far more
    /// (its 32-bit milliseconds are anywhere in 49.7 days).
    static let monotonicAgeLimit: Int64 = 5_000

    /// The last server time seen, as sent, and on the unwrapped line.
    private var lastSent: UInt32?
    private var lastUnwrapped: Int64 = 0
    /// SDL milliseconds minus unwrapped server milliseconds; nil before the first event.
    private var offset: Double?
    /// When (SDL milliseconds) `offset` was last learnt: it may have risen since.
    private var offsetLearntAt: UInt64 = 0

    init() {}

    /// `time` as the server sent it, on a line that does not wrap: each time is taken to
    /// be within 24.8 days of the one before (either way: times of different X events
    /// may come slightly out of order).
    mutating func unwrap(_ time: UInt32) -> Int64 {
        if let lastSent {
            lastUnwrapped += Int64(Int32(bitPattern: time &- lastSent))
        } else {
            lastUnwrapped = Int64(time)
        }
        lastSent = time
        return lastUnwrapped
    }

    /// Learns from an event the server stamped at `serverTime` (unwrapped) that SDL read
    /// at `readAt` (SDL milliseconds), when `CLOCK_MONOTONIC` read `monotonic`
    /// milliseconds; returns the event's time in SDL milliseconds, never after `readAt`.
    mutating func learn(serverTime: Int64, readAt: UInt64, monotonic: UInt64) -> Double {
        // The event's age if the server's clock is CLOCK_MONOTONIC (its low 32 bits).
        let age = Int64(Int32(bitPattern: UInt32(truncatingIfNeeded: monotonic) &- UInt32(truncatingIfNeeded: serverTime)))
        let bound = Double(Int64(readAt) - serverTime - ((0...Self.monotonicAgeLimit).contains(age) ? age : 0))
        var learnt = bound
        if let offset {
            learnt = min(offset + Double(readAt > offsetLearntAt ? readAt - offsetLearntAt : 0) * Self.drift, bound)
        }
        offset = learnt
        offsetLearntAt = readAt
        return Double(serverTime) + learnt
    }
}
