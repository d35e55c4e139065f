import Geometry

/// A laid-out element tree: the root's size and its `LayoutBox` tree.
public struct LayoutResult: Sendable {
    /// The root's size.
    public let size: Size
    /// The root box (nil when the root builds nothing).
    public let root: LayoutBox?
    /// Scroll viewports whose offset this layout clamped: their `ScrollView`s are told
    /// when the root commits.
    let scrollClamps: [ScrollClamp]

    init(size: Size, root: LayoutBox?, scrollClamps: [ScrollClamp] = []) {
        self.size = size
        self.root = root
        self.scrollClamps = scrollClamps
    }

    public static let empty = LayoutResult(size: .zero, root: nil)

    // The flattened views below walk the whole tree on every call: for tests and tools,
    // not for frame-by-frame work.

    /// Every element, parents before children (index 0 is the root).
    public var elements: [Element] { flattened.map(\.box.element) }
    /// Each element's frame, relative to its parent.
    public var frames: [Rect] { flattened.map(\.box.frame) }
    /// Each element's parent index (-1 for the root).
    public var parents: [Int] { flattened.map(\.parent) }

    /// The frame of element `index` (in `elements`) in the root's coordinates.
    public func absoluteFrame(of index: Int) -> Rect {
        let entry = flattened[index]
        return Rect(origin: entry.origin, size: entry.box.frame.size)
    }

    private var flattened: [(box: LayoutBox, parent: Int, origin: Point)] {
        guard let root else { return [] }
        var result: [(box: LayoutBox, parent: Int, origin: Point)] = []
        var pending: [(LayoutBox, Int, Point)] = [(root, -1, .zero)]
        while let (box, parent, parentOrigin) = pending.popLast() {
            let index = result.count
            let origin = Point(x: parentOrigin.x + box.frame.minX, y: parentOrigin.y + box.frame.minY)
            result.append((box, parent, origin))
            for child in box.children.reversed() { pending.append((child, index, origin)) }
        }
        return result
    }
}
