import Components
import Instrumentation

extension ComponentHost {
    /// Whether builds, layouts and mounts time themselves (`takeFramePhases()`), for the
    /// inspector's frame-time strip. Off by default: then nothing reads a clock.
    public var measuresFramePhases: Bool {
        get { root.measuresPhases }
        set { root.measuresPhases = newValue }
    }

    /// What building, laying out and mounting took since the last call (paint and
    /// present are the presenter's to fill in), and starts counting again.
    public func takeFramePhases() -> FramePhases {
        var phases = root.takeCommittedPhases()
        phases.mount = mountedPhases.mount
        mountedPhases = FramePhases()
        return phases
    }

    /// Every mount's statistics added up since the host was made.
    public var mountTotalsSoFar: MountTotals { mountTotals }

    /// Text layouts the painter keeps, one per node that shows text.
    public var cachedTextLayoutCount: Int { textLayoutsCached }
}
