import Instrumentation

extension ComponentRoot {
    /// Whether builds time their build and layout phases (`FramePhases`), for the
    /// inspector's frame-time strip. Off by default: then no build reads a clock.
    public var measuresPhases: Bool {
        get { pipeline.measuresPhases.load(ordering: .relaxed) }
        set { pipeline.measuresPhases.store(newValue, ordering: .relaxed) }
    }

    /// The build and layout time of the generations committed since the last call (zero
    /// while `measuresPhases` is off), and starts counting again.
    public func takeCommittedPhases() -> FramePhases {
        defer { committedPhases = FramePhases() }
        return committedPhases
    }
}
