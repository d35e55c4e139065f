extension AnimatedImage {
    /// The frame shown `elapsed` seconds after the animation started: it plays `loopCount`
    /// times (forever when 0) and then rests on its last frame.
    public func frameIndex(at elapsed: Double) -> Int {
        guard frames.count > 1 else { return 0 }
        let loop = loopDuration
        guard loop > 0, loop.isFinite else { return 0 }
        if loopCount > 0, elapsed >= loop * Double(loopCount) { return frames.count - 1 }
        var time = max(0, elapsed).truncatingRemainder(dividingBy: loop)
        for (index, frame) in frames.enumerated() {
            if time < frame.duration { return index }
            time -= frame.duration
        }
        return frames.count - 1
    }

    /// When (seconds since the start) the frame shown next changes after `elapsed`; nil
    /// for a still image, or once the last play has ended.
    public func nextChange(after elapsed: Double) -> Double? {
        guard frames.count > 1 else { return nil }
        let loop = loopDuration
        guard loop > 0, loop.isFinite else { return nil }
        let elapsed = max(0, elapsed)
        if loopCount > 0, elapsed >= loop * Double(loopCount) { return nil }
        let loopStart = (elapsed / loop).rounded(.down) * loop
        var boundary = loopStart
        for frame in frames {
            boundary += frame.duration
            if boundary > elapsed { return boundary }
        }
        return loopStart + loop
    }
}
