import DeepRecursion
import Geometry
import Layout

/// Turns element trees into layouts with the flexbox engine, keeping each element's
/// layout node with the element: a subtree reused by a rebuild brings its nodes and
/// their caches along, so relayout after a small change costs the changed path.
///
/// One engine per `ComponentRoot`, used for one layout at a time (the root serializes
/// builds): `@unchecked Sendable` for that reason.
final class ComponentLayoutEngine: @unchecked Sendable {
    let environment: LayoutEnvironment
    /// The scroll viewports the layout in progress clamped.
    private var scrollClamps: [ScrollClamp] = []

    init(environment: LayoutEnvironment) {
        self.environment = environment
    }

    /// Lays `root` out within `range`.
    func layout(_ root: Element?, in range: SizeRange) -> LayoutResult {
        guard let root else { return .empty }
        let node = self.node(for: root)
        // The size range bounds the root: min and max sizes, laid out in the largest space.
        // An axis whose min and max agree is a definite size (children's percentages of
        // it resolve). Derived from the element's own style each time, so nothing of a
        // previous range stays.
        var style = root.style
        style.minWidth = .points(range.min.width)
        style.minHeight = .points(range.min.height)
        style.maxWidth = range.max.width.isFinite ? .points(range.max.width) : .auto
        style.maxHeight = range.max.height.isFinite ? .points(range.max.height) : .auto
        if range.min.width == range.max.width, range.max.width.isFinite { style.width = .points(range.max.width) }
        if range.min.height == range.max.height, range.max.height.isFinite { style.height = .points(range.max.height) }
        if style != node.style { node.style = style }
        node.computeLayout(availableWidth: range.max.width.isFinite ? range.max.width : nil,
                           availableHeight: range.max.height.isFinite ? range.max.height : nil)
        scrollClamps = []
        let box = self.box(for: root, parentOrigin: .zero, roundedParentOrigin: .zero, scrollOffset: .zero)
        return LayoutResult(size: box.frame.size, root: box, scrollClamps: scrollClamps)
    }

    /// The element's node: its own if it has one (a reused element), else a new one with
    /// the children's nodes attached.
    private func node(for element: Element) -> LayoutNode {
        if let node = element.layoutNode { return node }
        // The children's nodes first, so the node is made with them in one array.
        var children: [LayoutNode] = []
        // Not for a leaf: `reserveCapacity(0)` on the shared empty array makes a new one.
        if !element.children.isEmpty { children.reserveCapacity(element.children.count) }
        for child in element.children {
            var found: LayoutNode?
            StackReserve.ensure { found = self.node(for: child) }
            let childNode = found!
            // A reused child still hangs under its previous parent's node, which left the tree with that parent.
            if let previousParent = childNode.parent { previousParent.removeAllChildren() }
            children.append(childNode)
        }
        let node = LayoutNode(style: element.style, children: children)
        let callbacks = element.kind.layoutCallbacks(in: environment)
        if let measure = callbacks.measure { node.measure = measure }
        if let baseline = callbacks.baseline { node.baseline = baseline }
        element.layoutNode = node
        return node
    }

    /// The element's box: last layout's when its node was not laid out again, kept its
    /// frame in its parent and sits at the same place within a device pixel; else a new
    /// one with edges snapped to the pixel grid in absolute coordinates (as
    /// `LayoutNode.roundLayout` does). `scrollOffset` is the parent's, when it is a scroll
    /// viewport: the element is placed that much up and left of where flexbox put it.
    private func box(for element: Element, parentOrigin: Point, roundedParentOrigin: Point, scrollOffset: Point) -> LayoutBox {
        guard let node = element.layoutNode else {
            return LayoutBox(element: element, frame: .zero, children: [], unroundedFrame: .zero,
                             contentInsets: .zero, pixelPhase: .zero, performCount: 0)
        }
        let frame = node.frame.offsetBy(dx: -scrollOffset.x, dy: -scrollOffset.y)
        let origin = Point(x: parentOrigin.x + frame.minX, y: parentOrigin.y + frame.minY)
        let scale = environment.scale
        let phase = Point(x: origin.x.pixelPhase(scale: scale), y: origin.y.pixelPhase(scale: scale))
        if let previous = element.layoutBox, previous.performCount == node.performCount,
           previous.unroundedFrame == frame, previous.pixelPhase == phase {
            return previous
        }
        let left = origin.x.snappedToPixels(scale: scale), top = origin.y.snappedToPixels(scale: scale)
        let right = (origin.x + frame.width).snappedToPixels(scale: scale)
        let bottom = (origin.y + frame.height).snappedToPixels(scale: scale)
        let rounded = Rect(x: left - roundedParentOrigin.x, y: top - roundedParentOrigin.y, width: right - left,
                           height: bottom - top)
        var maximumScrollOffset = Point.zero, childOffset = Point.zero
        if case .scroll(let content) = element.kind {
            (maximumScrollOffset, childOffset) = scrollPlacement(of: content, node: node, element: element)
        }
        var children: [LayoutBox] = []
        if !element.children.isEmpty { children.reserveCapacity(element.children.count) }
        for child in element.children {
            // Appended outside the closure: an array appended to inside one is not known
            // to be unique, and was copied at each append.
            var made: LayoutBox?
            StackReserve.ensure {
                made = box(for: child, parentOrigin: origin, roundedParentOrigin: Point(x: left, y: top),
                           scrollOffset: childOffset)
            }
            children.append(made!)
        }
        let made = LayoutBox(element: element, frame: rounded, children: children, unroundedFrame: frame,
                             contentInsets: node.contentInsets, pixelPhase: phase, performCount: node.performCount,
                             maximumScrollOffset: maximumScrollOffset, scrollOffset: childOffset)
        element.layoutBox = made
        return made
    }

    /// How far a scroll viewport's content reaches past its padding box (the children's
    /// margin boxes from the padding edge, plus the padding after them, as CSS's
    /// scrollable overflow area), and the offset it is shown at: the requested one,
    /// clamped, snapped to device pixels so the content moves by whole pixels (its
    /// boxes are reused, and a later blit can move rows). A clamp is recorded for the
    /// root to write back.
    private func scrollPlacement(of content: ScrollContent, node: LayoutNode, element: Element)
        -> (maximum: Point, offset: Point) {
        // Margins in points count; percentage margins of scrolled content are taken as 0.
        func points(_ length: Length) -> Double { if case .points(let value) = length { value } else { 0 } }
        var extent = Point(x: 0, y: 0)
        for child in node.children {
            extent.x = max(extent.x, child.frame.maxX + points(child.style.margin.right))
            extent.y = max(extent.y, child.frame.maxY + points(child.style.margin.bottom))
        }
        // The padding after the content scrolls with it; the border does not (contentInsets
        // is border plus padding, and the visible part ends at the border).
        let insets = node.contentInsets
        let maximum = Point(x: max(0, extent.x + insets.right - node.frame.width),
                            y: max(0, extent.y + insets.bottom - node.frame.height))
        // A drag's rubber band or a fling's bounce is shown where asked, past the edge too.
        if !content.allowsOverscroll {
            let clamped = content.clamped(to: maximum)
            // A viewport that is not displayed has no size to clamp against: it keeps the
            // offset asked for (a hidden tab's scroll position), shown once it is displayed.
            if clamped != content.offset, node.style.display != .none {
                scrollClamps.append(ScrollClamp(element: element, offset: clamped))
            }
        }
        return (maximum, content.displayed(maximum: maximum, scale: environment.scale))
    }
}
