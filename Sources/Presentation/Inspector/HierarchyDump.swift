import Components
import Foundation
import Mounting

/// What a running app is made of, at one moment: the component tree (types, scopes,
/// keys, state summaries, controllers, test IDs), the mounted element tree with frames,
/// the mounter's node reuse, and the caches' sizes in bytes. Written as indented text
/// (`text`) or JSON (`json()`) by `gallery dump-tree` and, in any running app, on SIGUSR1
/// (`HierarchyDumpSignal`).
public struct HierarchyDump: Sendable, Encodable {
    /// The window in points, and device pixels per point.
    public var width: Double
    public var height: Double
    public var scale: Double
    public var components: ComponentTreeDump
    public var nodes: NodeTreeDump
    public var caches: CacheSizes
    /// What a screen reader reads, an element a line in reading order, indented by depth
    /// ("Taps: 0, text"; "+1, button").
    public var accessibility: [String]
    /// The diagnostics the inspector's log keeps, oldest first.
    public var diagnostics: [String]

    /// `presenter`'s app as it is now.
    @MainActor
    public init(of presenter: Presenter) {
        self.init(of: presenter.host, diagnostics: presenter.inspector.log.messages.map(\.text))
    }

    /// `host`'s tree as it is now.
    @MainActor
    public init(of host: ComponentHost, diagnostics: [String] = []) {
        width = host.size.width
        height = host.size.height
        scale = host.scale
        components = ComponentTreeDump(of: host.root)
        nodes = NodeTreeDump(of: host)
        caches = CacheSizes(of: host)
        accessibility = Self.spokenLines(of: host)
        self.diagnostics = diagnostics
    }

    /// `host`'s accessibility tree, read without leaving it kept when nothing else reads it.
    @MainActor
    private static func spokenLines(of host: ComponentHost) -> [String] {
        let wasKept = host.isKeepingAccessibility
        let tree = host.accessibilityTree()
        if !wasKept { host.stopAccessibility() }
        var lines: [String] = []
        tree.visitInReadingOrder { element, depth in lines.append(String(repeating: "  ", count: depth) + element.spoken) }
        return lines
    }

    /// The dump as indented text, one line an entry, ending with a newline.
    public var text: String {
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        var lines = ["Tessera hierarchy: \(number(width)) × \(number(height)) points at scale \(number(scale))", ""]
        lines.append("Components (\(components.componentCount), \(components.commitCount) commits):")
        lines += components.lines(indent: "  ")
        lines.append("")
        lines.append("Elements (\(nodes.nodeCount) nodes; frames in points, in the window):")
        lines += nodes.lines(indent: "  ")
        lines.append("")
        let totals = nodes.totals.nodes
        lines.append("Node reuse: \(nodes.totals.mounts) mounts; \(totals.created) nodes made, \(totals.reused) reused "
            + "from pools, \(totals.updated) updated, \(totals.moved) moved, \(totals.removed) removed")
        let pools = nodes.pooledNodes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        lines.append("  pooled: " + (pools.isEmpty ? "none" : pools.joined(separator: ", ")))
        lines.append("")
        lines.append("Caches:")
        lines += caches.lines.map { "  " + $0 }
        lines.append("")
        lines.append("Accessibility (\(accessibility.count) elements, as a screen reader reads them):")
        lines += accessibility.map { "  " + $0 }
        if !diagnostics.isEmpty {
            lines.append("")
            lines.append("Diagnostics (\(diagnostics.count)):")
            lines += diagnostics.map { "  " + $0.replacingOccurrences(of: "\n", with: "\n    ") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The dump as JSON: the same content, keys sorted, indented.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}
