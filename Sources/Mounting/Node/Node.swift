import Components
import Geometry
import Graphics
import Instrumentation

/// A retained drawable: what a mounted element became. Nodes form a tree with frames
/// relative to their parents (in points); children are drawn in order, later ones on
/// top. A node's look is what its element's kind draws (`setLook`); a node taken from a
/// reuse pool starts with none.
@MainActor
public final class Node {
    /// What the node draws, and which reuse pool it returns to.
    public let kind: NodeKind
    /// The border box relative to the parent's, in points.
    public internal(set) var frame: Rect = .zero
    public private(set) var children: [Node] = []
    public private(set) weak var parent: Node?

    // The look, written only by `setLook` (from the element's kind, defaults for what
    // the kind does not draw).
    public internal(set) var fill: BoxFill?
    public internal(set) var border: BoxBorder?
    public internal(set) var cornerRadii: CornerRadii = .zero
    /// Group opacity of the node and its subtree.
    public internal(set) var opacity: Double = 1
    /// Whether children are clipped to the node's (rounded) bounds.
    public internal(set) var clipsContent = false
    public internal(set) var text: TextContent?
    public internal(set) var image: ImageContent?
    public internal(set) var button: ButtonContent?
    public internal(set) var custom: CustomContent?
    /// The node's identity to assistive technologies (`AccessibilityID`), given the first
    /// time a tree is made with it (0: not yet).
    var accessibilityID: UInt64 = 0
    /// What the accessibility tree made of this node last time (`AccessibilityTracker`).
    var accessibilityCache: AccessibilityNodeCache?
    /// A drawing's time, when it changes with time (`CustomDrawing.nextChange`): when it appeared (seconds, the frame
    /// clock; nil until the host starts it) and when its look shown now ends (seconds
    /// since it appeared; infinity: never).
    var timedStart: Double?
    var timedLookEnds = Double.infinity
    /// A scroll viewport's axes and requested offset (the content's frames already
    /// include the offset layout showed).
    public internal(set) var scroll: ScrollContent?
    /// A scroll viewport's indicator bars (`ScrollIndicator`), in its coordinates
    /// (points), and their opacity now (0: hidden; they show when the offset changes and
    /// the host fades them out).
    public internal(set) var scrollIndicators: [Rect] = []
    public internal(set) var scrollIndicatorOpacity = 0.0

    /// Whether a pointer is down on this node (a button draws its highlighted look).
    public internal(set) var isHighlighted = false
    /// Whether the mouse is over this node (a button draws its hovered look).
    public internal(set) var isHovered = false
    /// How many times the node went back to a reuse pool: a node that came back from
    /// one shows something new (keyboard focus does not follow it there).
    var unmountCount = 0
    /// Drawn moved, turned and scaled by this about its frame's centre
    /// (`Component.transform(_:)`), its subtree with it, and hit where it is drawn.
    public internal(set) var transform: VisualTransform = .identity
    /// Where a bounds animation takes the node (`NodeAnimator`): its frame is where it is
    /// shown now. Nil when it is not moving.
    var frameAnimationTarget: Rect?
    /// The transform an animation takes the node to (its `transform` is the one shown).
    var transformAnimationTarget: VisualTransform?
    /// The opacity an animation takes the node to (its `opacity` is the one shown).
    var opacityAnimationTarget: Double?
    /// The fill color, border color and corner radii animations take the node to.
    var fillAnimationTarget: Color?
    var borderColorAnimationTarget: Color?
    var radiiAnimationTarget: CornerRadii?
    /// Whether the node's element was removed and the node is drawn only while its
    /// transition's removal runs (`Component.transition(_:)`); it is not hit or focused,
    /// and the mounter's diffs pass it by.
    public internal(set) var isLeaving = false

    /// What the node is mounted for: the element and the layout box it was last
    /// mounted from (a box seen before means an unchanged subtree).
    public internal(set) var element: Element?
    var box: LayoutBox?
    /// The node and its descendants' extent, relative to the parent (what a move or
    /// removal damages). Children clipped by this node do not reach past its frame.
    var visualBounds: Rect = .zero

    // Lists (`Mounter+Lists.swift`): a list node's cells by the row source each shows; a
    // cell's row source, its root (where actions from its elements start), reuse key and
    // the last rows pass that kept it.
    var listCells: ListCells?
    var cellSource: (any ListRowSource)?
    var cellRoot: ComponentRoot?
    var cellReuseKey: ObjectIdentifier?
    var cellGeneration: UInt64 = 0

    public init(kind: NodeKind) {
        self.kind = kind
        LiveObjects.created(.mountedNode)
    }

    deinit { LiveObjects.destroyed(.mountedNode) }

    /// Ends whatever the node was animating or leaving, showing no transform: it goes to a
    /// pool (the animator drops its entries at the next frame, their targets gone).
    func stopMotion() {
        isLeaving = false
        frameAnimationTarget = nil
        transformAnimationTarget = nil
        opacityAnimationTarget = nil
        fillAnimationTarget = nil
        borderColorAnimationTarget = nil
        radiiAnimationTarget = nil
        transform = .identity
    }

    /// Whether this node or one above it is leaving (`isLeaving`).
    var isInLeavingSubtree: Bool {
        var node: Node? = self
        while let current = node {
            if current.isLeaving { return true }
            node = current.parent
        }
        return false
    }

    /// The node's frame in the root node's coordinates.
    public var absoluteFrame: Rect {
        var frame = self.frame
        var ancestor = parent
        while let node = ancestor {
            frame = frame.offsetBy(dx: node.frame.minX, dy: node.frame.minY)
            ancestor = node.parent
        }
        return frame
    }

    /// The node and its descendants' extent relative to the parent, from its frame, its
    /// children's visual bounds (unless it clips them) and its transform (whose edges
    /// fade over one more device pixel, and whose frame the painter snaps to pixels
    /// first): what `visualBounds` holds after a mount.
    func measuredVisualBounds(scale: Double) -> Rect {
        var visual = frame
        if !clipsContent {
            for child in children {
                visual = visual.union(child.visualBounds.offsetBy(dx: frame.minX, dy: frame.minY))
            }
        }
        guard !transform.isIdentity else { return visual }
        // Two device pixels: the edge's fade, and the frame's snapping to pixels before
        // the painter transforms it.
        let margin = 2 / scale
        return transform.affine(about: frame).boundingBox(of: visual).insetBy(dx: -margin, dy: -margin)
    }

    /// Whether the node takes presses itself (a control): buttons (enabled or not: a
    /// disabled button keeps the press from its content and sends nothing) and custom
    /// nodes that ask for them. Every other node is hit too (see `hitTest`), but a press
    /// there goes to the control around it, or becomes a `Tap` from it.
    public var acceptsEvents: Bool { button != nil || custom?.drawing.acceptsEvents == true }

    func insertChild(_ child: Node, at index: Int) {
        child.removeFromParent()
        children.insert(child, at: index)
        child.parent = self
    }

    func removeFromParent() {
        guard let parent else { return }
        if let index = parent.children.firstIndex(where: { $0 === self }) { parent.children.remove(at: index) }
        self.parent = nil
    }

    /// Swaps the children with `nodes` (children that are not in the new list lose their
    /// parent): a list's rows pass keeps two arrays and swaps them, allocating nothing.
    func exchangeChildren(_ nodes: inout [Node]) {
        for child in children where child.parent === self { child.parent = nil }
        swap(&children, &nodes)
        for child in children { child.parent = self }
    }

    /// Replaces the children with `nodes`, in order (each one leaves its old parent).
    func setChildren(_ nodes: [Node]) {
        for child in children where child.parent === self { child.parent = nil }
        for node in nodes where node.parent !== self && node.parent != nil { node.removeFromParent() }
        children = nodes
        for node in nodes { node.parent = self }
    }
}

/// Which kind of node: the reuse pool it belongs to.
public struct NodeKind: Hashable, Sendable, CustomStringConvertible {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public static let container = NodeKind("container")
    public static let box = NodeKind("box")
    public static let text = NodeKind("text")
    public static let image = NodeKind("image")
    public static let button = NodeKind("button")
    public static let spacer = NodeKind("spacer")
    public static let scroll = NodeKind("scroll")
    /// A virtualized list: its children are cells, one per row in view.
    public static let list = NodeKind("list")
    /// One row of a list: a container at the row's place holding the row root's nodes.
    public static let listCell = NodeKind("list cell")
    /// One root of the overlay layer (a popup's, a dialog's or its scrim's, a toast's): a
    /// container at its place above the page holding the root's nodes.
    public static let overlayCell = NodeKind("overlay cell")
    /// The invisible mark an anchor's overlay declaration is carried by (`OverlayMark`).
    public static let overlayMark = NodeKind("custom:" + OverlayMark.nodeKind)

    public var description: String { name }
}

extension ElementKind {
    /// The kind of node this element mounts on.
    var nodeKind: NodeKind {
        switch self {
        case .container: .container
        case .box: .box
        case .text: .text
        case .image: .image
        case .button: .button
        case .spacer: .spacer
        case .custom(let content): NodeKind("custom:" + content.nodeKind)
        case .scroll: .scroll
        case .list: .list
        }
    }
}
