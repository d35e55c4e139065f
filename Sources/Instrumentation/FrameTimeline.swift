/// The last frames' phases and times, in a ring of fixed capacity: recording a frame
/// writes one slot and allocates nothing, however long an app runs.
///
/// Times are seconds on the frame clock (the clock frames are presented on: the input's
/// in an app, a synthetic one in tests), so frames per second read the same under a fake
/// clock as under the real one.
public struct FrameTimeline: Sendable {
    /// One recorded frame.
    public struct Frame: Sendable, Hashable {
        /// When it was presented, in seconds on the frame clock.
        public var time: Double
        public var phases: FramePhases
        /// Whether the page painted anything in it (false: only the inspector's own layer changed).
        public var paintedPage: Bool

        public init(time: Double, phases: FramePhases, paintedPage: Bool) {
            self.time = time
            self.phases = phases
            self.paintedPage = paintedPage
        }
    }

    /// How many frames it keeps.
    public let capacity: Int
    private var slots: [Frame]
    /// The slot the next frame goes to.
    private var next = 0
    /// Frames recorded, up to `capacity`.
    public private(set) var count = 0

    /// A timeline keeping the last `capacity` frames (at least 1); its memory is taken now.
    public init(capacity: Int = 240) {
        self.capacity = max(1, capacity)
        slots = Array(repeating: Frame(time: 0, phases: FramePhases(), paintedPage: false), count: self.capacity)
    }

    /// Records a frame, replacing the oldest when full.
    public mutating func record(_ frame: Frame) {
        slots[next] = frame
        next = (next + 1) % capacity
        count = min(count + 1, capacity)
    }

    /// The frame recorded `age` frames ago (0: the latest); nil past what is kept.
    public subscript(age age: Int) -> Frame? {
        guard age >= 0, age < count else { return nil }
        return slots[(next - 1 - age + capacity * 2) % capacity]
    }

    /// The latest frame; nil before any.
    public var latest: Frame? { self[age: 0] }

    /// The latest frame that painted the page (its phases are the page's cost).
    public var latestPagePaint: Frame? {
        for age in 0..<count where self[age: age]!.paintedPage { return self[age: age] }
        return nil
    }

    /// Frames presented in the second up to the latest one (that one included): frames
    /// per second over the last second of presented frames. 0 before any frame.
    public var framesPerSecond: Int {
        guard let latest else { return 0 }
        var frames = 0
        for age in 0..<count {
            guard let frame = self[age: age], latest.time - frame.time < 1 else { break }
            frames += 1
        }
        return frames
    }

    /// Forgets every frame (keeping the memory).
    public mutating func removeAll() {
        next = 0
        count = 0
    }
}
