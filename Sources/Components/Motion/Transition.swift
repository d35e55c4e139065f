import Geometry

/// How an element comes into the tree and leaves it: the look it appears from and the look
/// it disappears to, each animated to or from the element's own (ComponentKit's initial-mount
/// and final-unmount animations, SwiftUI's transitions). Set with `Component.transition(_:)`.
///
/// A transition runs for an element that is inserted into, or removed from, a parent that
/// stays, in a commit that animates (an update with an animation, an `animation(_:)`
/// around it, or the transition's own `animation`); an element that comes or goes with its
/// parent comes and goes with it, and the first mount of a tree shows everything at once.
/// A leaving element stays drawn where it was until its animation ends, then goes to its
/// reuse pool; meanwhile it is not hit, focused or found by test queries, and its siblings
/// already take its place. Its component is gone: what it shows is its last look.
///
/// To be told apart from its siblings, the element must be the root of a component with a
/// scope of its own (a keyed child component): the elements of one body share a scope and
/// go by place.
public struct Transition: Hashable, Sendable {
    /// One end of a transition: the opacity (a factor of the element's own) and the
    /// transform (after the element's own: moves and turns add, scales multiply) it is
    /// shown with.
    public struct Pose: Hashable, Sendable {
        public var opacity: Double
        public var transform: VisualTransform

        /// `opacity` is kept in 0...1 (not a number: 1).
        public init(opacity: Double = 1, transform: VisualTransform = .identity) {
            self.opacity = opacity.isNaN ? 1 : min(1, max(0, opacity))
            self.transform = transform
        }

        /// The element's own look, unchanged.
        public static let identity = Pose()

        /// `own` as this pose shows it.
        public func applied(to own: VisualTransform) -> VisualTransform {
            VisualTransform(translation: Point(x: own.translation.x + transform.translation.x,
                                               y: own.translation.y + transform.translation.y),
                            rotation: own.rotation + transform.rotation,
                            scaleX: own.scaleX * transform.scaleX, scaleY: own.scaleY * transform.scaleY)
        }

        /// Both poses at once.
        public func combined(with other: Pose) -> Pose {
            Pose(opacity: opacity * other.opacity, transform: other.applied(to: transform))
        }
    }

    /// What an inserted element is shown as at first; it animates to its own look.
    public var insertion: Pose
    /// What a removed element animates to before it goes.
    public var removal: Pose
    /// The animation both take; nil: the commit's (or the subtree's `animation(_:)`), and
    /// none when the commit does not animate.
    public var animation: Animation?

    public init(insertion: Pose, removal: Pose, animation: Animation? = nil) {
        (self.insertion, self.removal, self.animation) = (insertion, removal, animation)
    }

    /// The same pose in and out.
    public init(_ pose: Pose, animation: Animation? = nil) {
        self.init(insertion: pose, removal: pose, animation: animation)
    }

    /// Fades in and out.
    public static let opacity = Transition(Pose(opacity: 0))

    /// Grows from and shrinks to `factor` of its size about its centre, fading.
    public static func scale(_ factor: Double = 0.8) -> Transition {
        Transition(Pose(opacity: 0, transform: VisualTransform(scale: factor)))
    }

    /// Slides in from and out to `offset` points away, fading.
    public static func move(by offset: Point) -> Transition {
        Transition(Pose(opacity: 0, transform: VisualTransform(translation: offset)))
    }

    /// `insertion`'s way in and `removal`'s way out.
    public static func asymmetric(insertion: Transition, removal: Transition) -> Transition {
        Transition(insertion: insertion.insertion, removal: removal.removal,
                   animation: insertion.animation ?? removal.animation)
    }

    /// Both transitions at once (their opacities multiply, their transforms add up).
    public func combined(with other: Transition) -> Transition {
        Transition(insertion: insertion.combined(with: other.insertion), removal: removal.combined(with: other.removal),
                   animation: animation ?? other.animation)
    }

    /// This transition with its own animation, whatever the commit's.
    public func animation(_ animation: Animation) -> Transition {
        var copy = self
        copy.animation = animation
        return copy
    }
}
