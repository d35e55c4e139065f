import LibC

/// Times frames with the monotonic clock.
enum FrameTimer {
    /// Runs `frame` `warmUp` times untimed, then `frames` times timed; returns the
    /// duration of each timed frame in nanoseconds.
    static func time(frames: Int, warmUp: Int, _ frame: () -> Void) -> [UInt64] {
        for _ in 0..<warmUp { frame() }
        var timings: [UInt64] = []
        timings.reserveCapacity(frames)
        for _ in 0..<frames {
            let start = now()
            frame()
            timings.append(now() - start)
        }
        return timings
    }

    /// Runs `frame` `warmUp` times, then `frames` times; returns what each timed run
    /// measured itself (nanoseconds).
    static func collect(frames: Int, warmUp: Int, _ frame: () throws -> UInt64) rethrows -> [UInt64] {
        for _ in 0..<warmUp { _ = try frame() }
        return try (0..<frames).map { _ in try frame() }
    }

    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }
}
