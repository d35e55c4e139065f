import Geometry
import Instrumentation
import Layout

/// One built-in component in a built tree: what layout measures and places and what
/// mounting draws. Immutable and shared between generations: a subtree that was not
/// rebuilt keeps its element objects, which is how layout and mounting know it is
/// unchanged.
public final class Element: Sendable {
    /// What the element is (container, box, text, image, button, spacer) and its look.
    public let kind: ElementKind
    /// The element's layout style: its own (a container's direction, a text's size)
    /// with what its parent asked of it (flex factors, margins, position) applied.
    public let style: LayoutStyle
    public let children: [Element]
    /// The composite component whose body made this element: where its actions start
    /// climbing the responder chain, and the path diagnostics name.
    public let owner: ComponentInstance?
    /// The name tests find the element by (`Component.testID(_:)`), nil for most.
    public let testID: String?
    /// Whether a tap at the element's box stops there (`Component.hitTesting(_:)`).
    public let hitTesting: HitTesting
    /// The gestures attached to the element (`Component.gesture(_:)`, `onTap`, `onPan`
    /// ...), innermost modifier first: they join the arena of a press on it or inside it.
    public let gestures: GestureSet
    /// Its pointer shape and whether it hears `Hover` (`Component.pointerStyle(_:)`,
    /// `onHover`); nil: neither.
    public let hover: HoverBehavior?
    /// How the element takes keyboard focus (`Component.focusable(_:)` and the other
    /// focus modifiers); `.none` for most.
    public let focus: FocusTraits
    /// The transform it is drawn through and the animation its subtree's changes take
    /// (`Component.transform(_:)`, `Component.animation(_:)`); `.none` for most.
    public let motion: MotionTraits
    /// What it tells assistive technologies beyond its kind (`Component.accessibility(role:...)`);
    /// `.none` for most.
    public let accessibility: AccessibilityTraits
    // What builds and the layout engine keep with the element between layouts, in the
    // element itself rather than an object of its own (a frame of 30,000 elements made
    // 30,000 more allocations). `nonisolated(unsafe)` and without exclusivity checks: only
    // builds and the layout engine touch them, and a `ComponentRoot` runs one
    // build-and-layout at a time.
    /// The layout node of this element, kept with it so that a reused subtree keeps its
    /// layout cache.
    @exclusivity(unchecked) nonisolated(unsafe) var layoutNode: LayoutNode?
    /// The box the last layout made for the element. Weak: the box holds the element,
    /// so a strong reference here would make every element a cycle that outlives its
    /// generation. The box lives as long as a layout result holds it (the root keeps
    /// the latest), which is all the next layout needs to reuse it.
    @exclusivity(unchecked) nonisolated(unsafe) weak var layoutBox: LayoutBox?
    /// The last copy of the element with another style (see `restyled`).
    @exclusivity(unchecked) nonisolated(unsafe) var restyledCopy: Element?

    public init(kind: ElementKind, style: LayoutStyle, children: [Element] = [], owner: ComponentInstance?,
                testID: String? = nil, hitTesting: HitTesting = .standard, gestures: GestureSet = GestureSet(),
                hover: HoverBehavior? = nil, focus: FocusTraits = .none, motion: MotionTraits = .none,
                accessibility: AccessibilityTraits = .none) {
        self.kind = kind
        self.style = style
        self.children = children
        self.owner = owner
        self.testID = testID
        self.hitTesting = hitTesting
        self.gestures = gestures
        self.hover = hover
        self.focus = focus
        self.motion = motion
        self.accessibility = accessibility
        LiveObjects.created(.element)
    }

    deinit { LiveObjects.destroyed(.element) }

    /// This element with `change` applied to its style (a parent's layout modifier).
    func withStyle(_ change: (inout LayoutStyle) -> Void) -> Element {
        var style = style
        change(&style)
        return restyled(style)
    }

    /// This element with `style`: itself when nothing changes, else a copy, the same
    /// copy as last time when this element was given this style before, so that a
    /// reused subtree under a layout modifier keeps its element, layout node and box.
    func restyled(_ style: LayoutStyle) -> Element {
        copy(style: style, testID: testID)
    }

    /// This element with `style`, `testID`, `hitTesting`, `focus`, `motion` and
    /// `accessibility` (nil: its own) and
    /// `gestures` added after its own: itself when none changes, else the same copy as
    /// last time when it was given these before (see `restyled`).
    func copy(style: LayoutStyle, testID: String?, hitTesting: HitTesting? = nil,
              addingGestures added: GestureSet? = nil, hover addedHover: HoverBehavior? = nil,
              focus: FocusTraits? = nil, motion: MotionTraits? = nil, accessibility: AccessibilityTraits? = nil) -> Element {
        let hitTesting = hitTesting ?? self.hitTesting
        let gestures = added.map { self.gestures.appending($0) } ?? self.gestures
        let sameGestures = added?.isEmpty ?? true
        // An outer modifier's settings over the element's own.
        let hover = addedHover.map { (self.hover ?? HoverBehavior()).merged(with: $0) } ?? self.hover
        let focus = focus ?? self.focus
        let motion = motion ?? self.motion
        let accessibility = accessibility ?? self.accessibility
        if style == self.style, testID == self.testID, hitTesting == self.hitTesting, sameGestures, hover == self.hover,
           focus == self.focus, motion == self.motion, accessibility == self.accessibility {
            return self
        }
        if let copy = restyledCopy, copy.style == style, copy.testID == testID, copy.hitTesting == hitTesting,
           copy.gestures == gestures, copy.hover == hover, copy.focus == focus, copy.motion == motion,
           copy.accessibility == accessibility {
            return copy
        }
        let copy = Element(kind: kind, style: style, children: children, owner: owner, testID: testID,
                           hitTesting: hitTesting, gestures: gestures, hover: hover, focus: focus, motion: motion,
                           accessibility: accessibility)
        restyledCopy = copy
        return copy
    }
}
