/// How an element moves: the transform it is drawn through, the animation that changes
/// of its subtree take, and how it appears and disappears. Set with
/// `Component.transform(_:)`, `Component.animation(_:)` and `Component.transition(_:)`;
/// `.none` for most elements.
public struct MotionTraits: Hashable, Sendable {
    /// Drawn moved, turned and scaled (about its centre) by this, its layout unchanged.
    public var transform: VisualTransform
    /// Every commit that moves, resizes or transforms this element or anything inside
    /// it animates so (a grid that reflows when its window resizes), unless something
    /// closer sets another; nil: only updates that ask for one animate.
    public var animation: Animation?
    /// How it appears and disappears (`Component.transition(_:)`); nil: at once.
    public var transition: Transition?

    public init(transform: VisualTransform = .identity, animation: Animation? = nil, transition: Transition? = nil) {
        self.transform = transform
        self.animation = animation
        self.transition = transition
    }

    public static let none = MotionTraits()
}
