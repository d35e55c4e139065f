/// What one frame cost, phase by phase: building the component tree, laying it out,
/// mounting the layout on nodes, painting the damage and presenting it. The inspector's
/// frame-time strip shows these; each phase is measured where it happens (the build
/// pipeline, the host's mount and paint, the presenter's present).
///
/// Builds and mounts happen at commits, between frames: a frame carries the sum of those
/// committed since the previous frame.
public struct FramePhases: Sendable, Hashable {
    public var build: Duration = .zero
    public var layout: Duration = .zero
    public var mount: Duration = .zero
    public var paint: Duration = .zero
    public var present: Duration = .zero

    public init(build: Duration = .zero, layout: Duration = .zero, mount: Duration = .zero, paint: Duration = .zero,
                present: Duration = .zero) {
        self.build = build
        self.layout = layout
        self.mount = mount
        self.paint = paint
        self.present = present
    }

    /// Every phase together.
    public var total: Duration { build + layout + mount + paint + present }

    /// Adds another frame's (or commit's) phases to these.
    public static func += (lhs: inout FramePhases, rhs: FramePhases) {
        lhs.build += rhs.build
        lhs.layout += rhs.layout
        lhs.mount += rhs.mount
        lhs.paint += rhs.paint
        lhs.present += rhs.present
    }
}
