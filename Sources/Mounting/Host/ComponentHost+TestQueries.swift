import Components
import Geometry

/// Finding and tapping elements by test ID (`Component.testID(_:)`), and the typed
/// lookups of `ComponentRoot`: what a test asks of a host. Each looks in the host's tree
/// and in every list row mounted now (a data source's items and section headers are roots
/// of their own), with frames in the host's coordinates, and throws a `TestQueryError`
/// naming what is missing, duplicated, not mounted or in the way. Each first applies the
/// asynchronous updates and changesets still pending (`finishPendingWork()`), unless
/// `finishesPendingWorkBeforeQueries` is false.
extension ComponentHost {
    /// The one element tagged `testID`, in the host's tree or a mounted list row, with its
    /// frame in the host's coordinates (points).
    public func element(testID: String) throws(TestQueryError) -> LocatedElement {
        try locate(testID: testID).located
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
    /// and the tree rebuilds (synchronous updates at once); an element that is not a
    /// control sends a `Tap` up its responder chain. Throws `.notTappable` when what is
    /// under that point is not the element or inside it (it is covered, or lets hits
    /// through), and `.disabled` when the button it would press is disabled; then it sends
    /// nothing.
    public func tap(testID: String) throws(TestQueryError) {
        let located = try element(testID: testID)
        let middle = Point(x: located.frame.midX, y: located.frame.midY)
        let hit = mounter.root?.hitTest(middle)
        guard let hit, let hitElement = hit.element, Self.subtree(of: located.element, contains: hitElement) else {
            let what = hit?.element.map { "an element of \($0.owner?.path ?? "the root") (\($0.kind.name))" } ?? "nothing that takes taps"
            throw .notTappable(testID, hit: what)
        }
        // What the press goes to (the control at or around the node hit), as a finger's would.
        let target = hit.pressTarget
        if let button = target.button, !button.isEnabled {
            throw .disabled(testID, button: target.element?.owner?.path ?? "the root")
        }
        handle(.pointerDown, at: middle)
        handle(.pointerUp, at: middle)
    }

    /// Brings the element tagged `testID` into view: every scroll view around it moves by
    /// the least that shows it, easing there when `animated` (frames from
    /// `advanceAnimations(to:)`); see `ComponentRoot.scrollIntoView(_:animated:)`. An
    /// element of a list row that is not mounted is found too: rows kept built are looked
    /// at first, then rows far from view are built one by one until one has the ID; the
    /// list scrolls to the row, which is mounted by the time this returns (when not
    /// `animated`). Throws a `TestQueryError` when no element or several have the ID, and
    /// then nothing moves.
    public func scrollIntoView(testID: String, animated: Bool) throws(TestQueryError) {
        let found: HostLocatedElement
        do {
            found = try locate(testID: testID)
        } catch {
            switch error {
            case .rowNotMounted, .testIDNotFound:
                guard let (list, frame) = unmountedRowElement(testID: testID) else { throw error }
                events.scrollIntoView(frame, inside: list, animated: animated)
                return
            default:
                throw error
            }
        }
        events.scrollIntoView(found.located.element, animated: animated)
    }

    /// The instance of `C` at or above the element tagged `testID` (or the one `C` built
    /// when `testID` is nil; the host's tree and mounted rows are searched). For an element
    /// of a list row, the row's components come first, then those around the list (the
    /// screen that shows it).
    public func instance<C: Component>(of type: C.Type, testID: String? = nil) throws(TestQueryError) -> ComponentInstance {
        try owner(of: type, testID: testID).instance
    }

    /// The state of the `C` found as `instance(of:testID:)` finds it.
    public func state<C: Component>(of type: C.Type, testID: String? = nil) throws(TestQueryError) -> C.State {
        // Built with its scope's state, which a scope keyed by `C` holds as `C.State`.
        try instance(of: type, testID: testID).state as! C.State
    }

    /// The controller `host.controller(CounterController.self, testID: "counter")`, of the
    /// component found as `instance(of:testID:)` finds it.
    public func controller<C: Component, Controller: ComponentController<C>>(
        _ type: Controller.Type, testID: String? = nil
    ) throws(TestQueryError) -> Controller {
        let (instance, owningRoot) = try owner(of: C.self, testID: testID)
        guard let controller = owningRoot.controller(of: instance) as? Controller else {
            throw .controllerNotFound(type: String(describing: Controller.self), component: instance.path)
        }
        return controller
    }

    // MARK: internals

    private func owner<C: Component>(of type: C.Type, testID: String?) throws(TestQueryError)
        -> (instance: ComponentInstance, root: ComponentRoot) {
        let typeName = String(describing: C.self)
        guard let testID else {
            finishPendingWorkIfWanted()
            var found: [(instance: ComponentInstance, root: ComponentRoot)] = []
            var paths: [String] = []
            var searched = Set<ObjectIdentifier>()
            for place in queryPlaces where searched.insert(ObjectIdentifier(place.root)).inserted {
                do {
                    let instance = try place.root.instance(of: type)
                    found.append((instance, place.root))
                    paths.append(instance.path)
                } catch {
                    if case .ambiguousComponent(_, let more) = error { paths += more }
                }
            }
            guard paths.count <= 1 else { throw .ambiguousComponent(type: typeName, paths: paths) }
            guard let first = found.first else { throw .componentNotFound(type: typeName, testID: nil, owners: nil) }
            return first
        }
        let located = try locate(testID: testID)
        guard let owner = owners(of: located).first(where: { $0.instance.component is C }) else {
            throw .componentNotFound(type: typeName, testID: testID, owners: located.located.element.owner?.path)
        }
        return owner
    }

    /// The list node and the frame (host coordinates) of the element tagged `testID` in
    /// a row that is not mounted: rows whose trees are built first, then the others,
    /// built now one by one.
    private func unmountedRowElement(testID: String) -> (list: Node, frame: Rect)? {
        for buildsRows in [false, true] {
            for list in mounter.lists {
                guard case .list(let content)? = list.element?.kind else { continue }
                let listOrigin = list.absoluteFrame.origin
                for row in content.table.rows {
                    guard row.source.builtTree != nil || buildsRows, let tree = row.source.tree(width: list.frame.width) else { continue }
                    var frame: Rect?
                    tree.layout.forEach { box, origin in
                        guard frame == nil, box.element.testID == testID else { return }
                        frame = Rect(x: listOrigin.x + origin.x, y: listOrigin.y + row.top + origin.y,
                                     width: box.frame.width, height: box.frame.height)
                    }
                    if let frame { return (list, frame) }
                }
            }
        }
        return nil
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
