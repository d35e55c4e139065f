import Components
import Geometry

/// The mounted node tree as a value, for the inspector's hierarchy dump: each node's
/// kind, its frame in the root's coordinates (points), the element's test ID and the
/// composite component that made it, what it shows (a text's string, a button's title),
/// and the mounter's reuse pools and totals.
public struct NodeTreeDump: Sendable, Encodable, Equatable {
    /// One mounted node.
    public struct Entry: Sendable, Encodable, Equatable {
        /// `container`, `text`, `button`, `list cell`…
        public var kind: String
        /// The border box in the root node's coordinates, in points.
        public var frame: Frame
        public var testID: String?
        /// The composite component whose body made the element (`CounterComponent`).
        public var owner: String?
        /// A text's string or a button's title, at most 80 characters.
        public var text: String?
        /// Drawn only while its removal transition runs (`Node.isLeaving`).
        public var isLeaving: Bool
        public var children: [Entry]
    }

    /// A frame as the dump writes it (points).
    public struct Frame: Sendable, Encodable, Equatable {
        public var x, y, width, height: Double

        init(_ rect: Rect) {
            (x, y, width, height) = (rect.minX, rect.minY, rect.width, rect.height)
        }
    }

    /// The root node; nil before the first mount or for an empty layout.
    public var root: Entry?
    /// Nodes in the tree.
    public var nodeCount: Int
    /// Nodes waiting in the reuse pools, by kind.
    public var pooledNodes: [String: Int]
    /// Every mount added up.
    public var totals: MountTotals
    /// What the last mount did.
    public var lastMount: MountStatistics

    /// The tree `host` shows now.
    @MainActor
    public init(of host: ComponentHost) {
        var count = 0
        func entry(_ node: Node, origin: Point) -> Entry {
            count += 1
            let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
            let shown = node.text?.text.string ?? node.button.flatMap { $0.showsTitle ? $0.title.string : nil }
            return Entry(kind: node.kind.name, frame: Frame(frame), testID: node.element?.testID,
                         owner: node.element?.owner.map { String(describing: type(of: $0.component)) },
                         text: shown.map { ComponentTreeDump.summary(of: $0) }, isLeaving: node.isLeaving,
                         children: node.children.map { entry($0, origin: frame.origin) })
        }
        root = host.mounter.root.map { entry($0, origin: .zero) }
        nodeCount = count
        pooledNodes = Dictionary(uniqueKeysWithValues: host.mounter.pooledNodeCounts.map { ($0.key.name, $0.value) })
        totals = host.mountTotals
        lastMount = host.mounter.statistics
    }

    /// The tree as indented lines, two spaces a level:
    /// `button (16, 40, 88 × 32) testID: add owner: CounterComponent "+1"`.
    public func lines(indent: String = "") -> [String] {
        var lines: [String] = []
        func add(_ entry: Entry, depth: Int) {
            var line = indent + String(repeating: "  ", count: depth) + entry.kind + " " + Self.describe(entry.frame)
            if let testID = entry.testID { line += " testID: " + testID }
            if let owner = entry.owner { line += " owner: " + owner }
            if let text = entry.text { line += " \"" + text + "\"" }
            if entry.isLeaving { line += " leaving" }
            lines.append(line)
            for child in entry.children { add(child, depth: depth + 1) }
        }
        if let root { add(root, depth: 0) }
        return lines
    }

    /// `(x, y, width × height)` in points, whole numbers without a fraction.
    static func describe(_ frame: Frame) -> String {
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        return "(\(number(frame.x)), \(number(frame.y)), \(number(frame.width)) × \(number(frame.height)))"
    }
}
