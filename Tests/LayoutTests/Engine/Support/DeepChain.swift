import TestSupport
import Geometry
import Layout

/// A chain of nested nodes, each the only child of the one before, alternating column
/// and row, each with 0.25 pt of padding on every side, ending in a 7 × 3 measured leaf.
/// Laid out with an unbounded available size, the deepest node sits at (0.25, 0.25) in
/// its parent with a 7.5 × 3.5 frame, and the root is 7 + depth/2 by 3 + depth/2.
enum DeepChain {
    static func build(depth: Int) -> (root: LayoutNode, deepest: LayoutNode) {
        let root = LayoutNode(style: style(level: 0))
        var deepest = root
        for level in 1..<depth {
            let child = LayoutNode(style: style(level: level))
            deepest.appendChild(child)
            deepest = child
        }
        deepest.measure = { _ in Size(width: 7, height: 3) }
        return (root, deepest)
    }

    private static func style(level: Int) -> LayoutStyle {
        .with {
            $0.flexDirection = level.isMultiple(of: 2) ? .column : .row
            $0.padding = Edges(all: .points(0.25))
        }
    }

    /// Builds the chain, lays it out, rounds it and releases it, all on a new thread
    /// with a stack of `stackSize` bytes, and returns the root's and the deepest node's
    /// frames.
    static func layOutOnThread(depth: Int, stackSize: Int) throws -> (root: Rect, deepest: Rect)? {
        try runOnThread(stackSize: stackSize) { () -> Result<(root: Rect, deepest: Rect), DimensionError> in
            let chain = build(depth: depth)
            chain.root.computeLayout(availableWidth: nil, availableHeight: nil)
            do throws(DimensionError) {
                try chain.root.roundLayout(scale: 2)
            } catch {
                return .failure(error)
            }
            return .success((chain.root.frame, chain.deepest.frame))
        }?.get()  // the chain is released when the closure returns, still on the thread
    }
}
