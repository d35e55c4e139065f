extension Component {
    /// Draws this component moved, turned and scaled by `transform` about its centre,
    /// its layout unchanged; it is hit where it is drawn. An update with an animation
    /// (or an `animation(_:)` around it) animates a new transform from the one shown.
    public func transform(_ transform: VisualTransform) -> MotionModified<Self> {
        MotionModified(content: self) { $0.transform = transform }
    }

    /// Animates every change of place, size or transform in this component's subtree
    /// with `animation`, whatever commit makes it (a window resize, an update that asked
    /// for nothing), as ComponentKit's bounds animations do for a component. An inner
    /// `animation(_:)` sets its own subtree's.
    public func animation(_ animation: Animation) -> MotionModified<Self> {
        MotionModified(content: self) { $0.animation = animation }
    }

    /// Fades, scales or slides this component in when it is inserted and out when it is
    /// removed, in commits that animate (see `Transition` for when it runs).
    public func transition(_ transition: Transition) -> MotionModified<Self> {
        MotionModified(content: self) { $0.transition = transition }
    }
}

/// A component with motion traits set on its element; see the motion modifiers on
/// `Component`. Like `FocusModified`, not a composite: no scope, no element of its own.
public struct MotionModified<Content: Component>: Component {
    public let content: Content
    /// The traits this modifier sets (the others are the element's own).
    let change: MotionTraitsChange

    init(content: Content, _ set: (inout MotionTraitsChange) -> Void) {
        self.content = content
        var change = MotionTraitsChange()
        set(&change)
        self.change = change
    }

    public func _element(in builder: ElementBuilder) -> Element? {
        builder.build(content).map { element in
            var motion = element.motion
            change.apply(to: &motion)
            return element.copy(style: element.style, testID: element.testID, motion: motion)
        }
    }
}

extension MotionModified: Equatable where Content: Equatable {}

/// The part of `MotionTraits` one motion modifier sets.
struct MotionTraitsChange: Hashable, Sendable {
    var transform: VisualTransform?
    var animation: Animation?
    var transition: Transition?

    func apply(to traits: inout MotionTraits) {
        if let transform { traits.transform = transform }
        if let animation { traits.animation = animation }
        if let transition { traits.transition = transition }
    }
}
