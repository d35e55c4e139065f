/// Why a test query (`LayoutResult.element(testID:)`, `ComponentRoot.instance(of:testID:)`,
/// `ComponentRoot.controller(_:testID:)` and the host's `tap(testID:)`, `frame(testID:)`,
/// `text(testID:)`, `scrollIntoView(testID:animated:)`) found nothing, or more than one thing. Each message names what was
/// asked, what the tree has instead, and the fix.
public enum TestQueryError: Error, Equatable, CustomStringConvertible {
    /// No element has the ID; `known` lists the IDs the tree has (sorted).
    case testIDNotFound(String, known: [String])
    /// Several elements have the ID; `owners` are the paths of the components that made them.
    case duplicateTestID(String, owners: [String])
    /// No component of the type owns the element with the ID, nor any ancestor of it
    /// (`testID` nil: none is built at all). `owners` is the element's owner path.
    case componentNotFound(type: String, testID: String?, owners: String?)
    /// Several components of the type are built and no test ID was given to choose one.
    case ambiguousComponent(type: String, paths: [String])
    /// A tap at the middle of the element would reach something else: `hit` is what is
    /// there (an element on top of it, or nothing that takes taps).
    case notTappable(String, hit: String)
    /// The component's scope has no controller of the type asked (or no scope at all).
    case controllerNotFound(type: String, component: String)
    /// The element is in row `row` of the list made by `list` (its owner path), whose tree
    /// is built but which is not mounted: it is outside the list's visible area and overscan.
    case rowNotMounted(String, list: String, row: Int)
    /// The tap would press a disabled button (`button`: the path of the component that made it).
    case disabled(String, button: String)

    public var description: String {
        switch self {
        case let .testIDNotFound(id, known):
            let inTree = known.isEmpty ? "the tree has no test IDs" : "test IDs in the tree: " + known.map { "\"\($0)\"" }.joined(separator: ", ")
            return "No element has the test ID \"\(id)\" (\(inTree)). Fix: tag the component with .testID(\"\(id)\"), "
                + "and check that it is built (an if/else or a loop may leave it out); for a list row far from view, call "
                + "scrollIntoView(testID: \"\(id)\", animated: false) first (it finds rows that are not mounted)."
        case let .duplicateTestID(id, owners):
            return "The test ID \"\(id)\" is on \(owners.count) elements, made by: " + owners.joined(separator: "; ")
                + ". Fix: give each a unique ID (.testID(\"\(id)-\\(model.id)\"))."
        case let .componentNotFound(type, id?, owners):
            return "No \(type) made the element with the test ID \"\(id)\" or is an ancestor of it (its owners: "
                + "\(owners ?? "none, it belongs to the root")). Fix: put .testID(\"\(id)\") on the \(type) itself "
                + "or on an element inside it."
        case let .componentNotFound(type, nil, _):
            return "No \(type) is built in this tree."
        case let .ambiguousComponent(type, paths):
            return "\(paths.count) \(type) components are built: " + paths.joined(separator: "; ")
                + ". Fix: tag the one you mean with .testID(\"…\") and pass testID:."
        case let .notTappable(id, hit):
            return "A tap at the middle of the element with the test ID \"\(id)\" reaches \(hit), not it. Fix: tap an "
                + "element that takes taps (a button, a custom drawing that accepts events) and that nothing covers."
        case let .rowNotMounted(id, list, row):
            return "The element with the test ID \"\(id)\" is in row \(row) of \(list), which is not mounted: it is "
                + "outside the list's visible area. Fix: call scrollIntoView(testID: \"\(id)\", animated: false) first."
        case let .disabled(id, button):
            return "A tap on the element with the test ID \"\(id)\" would press a disabled button (\(button)), which "
                + "does nothing. Fix: enable it (isEnabled: true) before tapping, or check that it is disabled instead."
        case let .controllerNotFound(type, component):
            return "\(component) has no controller of type \(type): its component type returns another (or none) from "
                + "controllerType, or it has no scope (then it gets no controller)."
        }
    }
}
