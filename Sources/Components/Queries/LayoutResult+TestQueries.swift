import Geometry

/// An element found by its test ID: the element and its frame in the root's coordinates.
public struct LocatedElement: Sendable {
    public let element: Element
    /// The border box in the root's coordinates (points), pixel-snapped as laid out.
    public let frame: Rect

    /// `element`, found at `frame` (a host finds the elements of list rows, which are
    /// laid out in roots of their own, and places them in its coordinates).
    public init(element: Element, frame: Rect) {
        self.element = element
        self.frame = frame
    }

    /// What the element shows as text: a text's characters, a button's title (for a
    /// button with content, the texts inside it in order, joined by spaces); nil for
    /// other elements.
    public var text: String? {
        switch element.kind {
        case .text(let content): content.text.string
        case .button(let content) where content.showsTitle: content.title.string
        case .button: Self.texts(in: element).joined(separator: " ")
        case .container, .box, .image, .spacer, .custom, .scroll, .list: nil
        }
    }

    /// The texts (and titled buttons' titles) of `element`'s descendants, in order.
    private static func texts(in element: Element) -> [String] {
        element.children.flatMap { child -> [String] in
            switch child.kind {
            case .text(let content): [content.text.string]
            case .button(let content) where content.showsTitle: [content.title.string]
            default: texts(in: child)
            }
        }
    }
}

extension LayoutResult {
    /// The one element tagged `testID` (`Component.testID(_:)`) and its frame. Throws a
    /// `TestQueryError` naming the IDs the tree has when none is, and the components
    /// that made them when several are. Walks the whole tree: for tests and tools.
    public func element(testID: String) throws(TestQueryError) -> LocatedElement {
        var found: [LocatedElement] = []
        var known = Set<String>()
        root?.forEach { box, origin in
            guard let id = box.element.testID else { return }
            known.insert(id)
            if id == testID { found.append(LocatedElement(element: box.element, frame: Rect(origin: origin, size: box.frame.size))) }
        }
        guard let first = found.first else { throw .testIDNotFound(testID, known: known.sorted()) }
        guard found.count == 1 else {
            throw .duplicateTestID(testID, owners: found.map { $0.element.owner?.path ?? "the root" })
        }
        return first
    }
}
