import Components
import Geometry

/// Finding and tapping elements by test ID (`Component.testID(_:)`), and the typed
/// lookups of `ComponentRoot`: what a test asks of a host. Each throws a
/// `TestQueryError` naming what is missing, duplicated or in the way.
extension ComponentHost {
    /// The one element tagged `testID`, with its frame in the host's coordinates (points).
    public func element(testID: String) throws(TestQueryError) -> LocatedElement {
        try root.layout.element(testID: testID)
    }

    /// The frame of the element tagged `testID`, in the host's coordinates (points).
    public func frame(testID: String) throws(TestQueryError) -> Rect {
        try element(testID: testID).frame
    }

    /// What the element tagged `testID` shows as text (a text's characters, a button's
    /// title); nil for other elements.
    public func text(testID: String) throws(TestQueryError) -> String? {
        try element(testID: testID).text
    }

    /// Taps the element tagged `testID` as a finger would: a press and a release at the
    /// middle of its frame, through hit testing, so a button highlights, sends its action
    /// and the tree rebuilds (synchronous updates at once). Throws `.notTappable` when
    /// what is under that point is not the element or inside it (it is covered, or takes
    /// no taps), and then sends nothing.
    public func tap(testID: String) throws(TestQueryError) {
        let located = try element(testID: testID)
        let middle = Point(x: located.frame.midX, y: located.frame.midY)
        let hit = mounter.root?.hitTest(middle)
        guard let hitElement = hit?.element, Self.subtree(of: located.element, contains: hitElement) else {
            let what = hit?.element.map { "an element of \($0.owner?.path ?? "the root") (\($0.kind.name))" } ?? "nothing that takes taps"
            throw .notTappable(testID, hit: what)
        }
        handle(.pointerDown, at: middle)
        handle(.pointerUp, at: middle)
    }

    /// Brings the element tagged `testID` into view: every scroll view around it moves by
    /// the least that shows it, easing there when `animated` (frames from
    /// `advanceAnimations(to:)`); see `ComponentRoot.scrollIntoView(_:animated:)`. Throws
    /// a `TestQueryError` when no element or several have the ID, and then nothing moves.
    public func scrollIntoView(testID: String, animated: Bool) throws(TestQueryError) {
        try root.scrollIntoView(testID: testID, animated: animated)
    }

    /// The instance of `C` at or above the element tagged `testID` (or the one `C` built);
    /// see `ComponentRoot.instance(of:testID:)`.
    public func instance<C: Component>(of type: C.Type, testID: String? = nil) throws(TestQueryError) -> ComponentInstance {
        try root.instance(of: type, testID: testID)
    }

    /// The state of the `C` found as `instance(of:testID:)` finds it.
    public func state<C: Component>(of type: C.Type, testID: String? = nil) throws(TestQueryError) -> C.State {
        try root.state(of: type, testID: testID)
    }

    /// The controller `host.controller(CounterController.self, testID: "counter")`; see
    /// `ComponentRoot.controller(_:testID:)`.
    public func controller<C: Component, Controller: ComponentController<C>>(
        _ type: Controller.Type, testID: String? = nil
    ) throws(TestQueryError) -> Controller {
        try root.controller(type, testID: testID)
    }

    private static func subtree(of element: Element, contains other: Element) -> Bool {
        if element === other { return true }
        return element.children.contains { subtree(of: $0, contains: other) }
    }
}

extension ElementKind {
    /// The kind's name, for messages.
    var name: String {
        switch self {
        case .container: "container"
        case .box: "box"
        case .text: "text"
        case .image: "image"
        case .button: "button"
        case .spacer: "spacer"
        case .custom: "custom drawing"
        case .scroll: "scroll view"
        case .list: "list"
        }
    }
}
