/// How an element moves: the transform it is drawn through, and the animation that
/// changes of its subtree take. Set with `Component.transform(_:)` and
/// `Component.animation(_:)`; `.none` for most elements.
public struct MotionTraits: Hashable, Sendable {
    /// Drawn moved, turned and scaled (about its centre) by this, its layout unchanged.
    public var transform: VisualTransform
    /// Every commit that moves, resizes or transforms this element or anything inside
    /// it animates so (a grid that reflows when its window resizes), unless something
    /// closer sets another; nil: only updates that ask for one animate.
    public var animation: Animation?

    public init(transform: VisualTransform = .identity, animation: Animation? = nil) {
        self.transform = transform
        self.animation = animation
    }

    public static let none = MotionTraits()
}
