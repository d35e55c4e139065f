import Geometry

/// Repaint flashing: each frame's damaged rects, tinted for `duration` seconds on the
/// frame clock, the tint fading to nothing. While a flash fades the inspector needs a
/// frame each refresh; once none is left it needs none.
struct RepaintFlashes {
    struct Flash {
        var rect: PixelRect
        var start: Double
    }

    /// How long a flash shows, in seconds on the frame clock.
    let duration: Double
    /// The most flashes kept: past that the oldest go (a storm of small rects stays cheap).
    let limit = 256
    private(set) var flashes: [Flash] = []

    var isEmpty: Bool { flashes.isEmpty }

    /// Flashes `rects`, starting at `time`.
    mutating func add(_ rects: [PixelRect], at time: Double) {
        for rect in rects where !rect.isEmpty { flashes.append(Flash(rect: rect, start: time)) }
        if flashes.count > limit { flashes.removeFirst(flashes.count - limit) }
    }

    /// How strong a flash that started at `start` is at `time`: 1 at its start, 0 once it
    /// has lasted `duration`.
    func strength(of flash: Flash, at time: Double) -> Double {
        let elapsed = time - flash.start
        return elapsed >= duration ? 0 : 1 - max(0, elapsed) / duration
    }

    /// Adds every flash's rect to `region` (their tint changes at each frame, and the last
    /// frame of one clears it), then forgets those that have faded at `time`.
    mutating func collectRepaint(into region: inout Region, at time: Double) {
        for flash in flashes { region.formUnion(flash.rect) }
        let duration = duration
        flashes.removeAll { time - $0.start >= duration }
    }

    mutating func removeAll() {
        flashes.removeAll()
    }
}
