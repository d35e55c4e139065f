import TestSupport
import Testing
import Geometry
import Layout

/// `try roundLayout(scale:)` on laid-out trees with fractional positions: every rounded
/// edge is on the device-pixel grid and is the nearest grid line to the unrounded edge,
/// so adjacent siblings keep sharing their edge, children stay inside their parents, and
/// sizes are differences of rounded edges rather than rounded sizes.
@Suite struct PixelRoundingPassTests {
    static let scales = [1.0, 2.0, 1.5]

    /// A 100-wide row of three equal growing children: each is 33.33… wide.
    private func threeThirds() -> (row: LayoutNode, thirds: [LayoutNode]) {
        let thirds = (0..<3).map { _ in LayoutNode(style: .with { $0.flexGrow = 1; $0.flexBasis = .points(0) }) }
        let row = LayoutNode(style: .with { $0.width = .points(100); $0.height = .points(10) }, children: thirds)
        row.computeLayout(availableWidth: nil, availableHeight: nil)
        return (row, thirds)
    }

    /// Widths of the thirds in device pixels at each of `scales`: edges 0, 33, 67, 100
    /// at scale 1; 0, 33.5, 66.5, 100 at scale 2; 50 device pixels each at scale 1.5
    /// (whose grid, n/1.5, is not exact in binary: a width may be off by a rounding error).
    static let thirdPixelWidths: [[Double]] = [[33, 34, 33], [67, 66, 67], [50, 50, 50]]

    @Test(arguments: zip(scales, thirdPixelWidths))
    func threeThirdsGetWidthsFromRoundedEdges(scale: Double, pixelWidths: [Double]) throws {
        let (row, thirds) = threeThirds()
        try row.roundLayout(scale: scale)
        let widths = thirds.map { $0.roundedFrame.width * scale }
        #expect(zip(widths, pixelWidths).allSatisfy { abs($0 - $1) < 1e-9 }, "\(widths)")
        #expect(thirds[0].roundedFrame.maxX == thirds[1].roundedFrame.minX)
        #expect(thirds[1].roundedFrame.maxX == thirds[2].roundedFrame.minX)
        #expect(thirds[2].roundedFrame.maxX == 100)
        #expect(Self.violations(row, scale: scale).isEmpty)
    }

    /// Fractional offsets that add up through the levels: the root's margin, padding at
    /// every level, and growing children with fractional margins between them.
    ///
    ///     root (column, 99.9 wide, margin left 0.7, top 0.2)
    ///     └── column (padding 0.3 left, 0.6 right, 0.35 top): a 0.4-high box, then
    ///         row (padding 1.25): three leaves growing 1, 2, 1, margin left 0.45, 7.7 high
    ///
    /// The leaves' absolute left and right edges are 2.7–26.4875, 26.9375–74.5125 and
    /// 74.9625–98.75; their top and bottom 2.2 and 9.9.
    private func nestedFractions() -> (root: LayoutNode, leaves: [LayoutNode]) {
        let leaves = [1.0, 2, 1].map { grow in
            LayoutNode(style: .with { $0.flexGrow = grow; $0.margin.left = .points(0.45); $0.height = .points(7.7) })
        }
        let row = LayoutNode(style: .with { $0.padding = Edges(all: .points(1.25)) }, children: leaves)
        let column = LayoutNode(style: .with {
            $0.flexDirection = .column
            $0.padding = Edges(top: .points(0.35), right: .points(0.6), bottom: .points(0), left: .points(0.3))
        }, children: [LayoutNode(style: .with { $0.height = .points(0.4) }), row])
        let root = LayoutNode(style: .with {
            $0.flexDirection = .column
            $0.width = .points(99.9)
            $0.margin = Edges(top: .points(0.2), right: .points(0), bottom: .points(0), left: .points(0.7))
        }, children: [column])
        root.computeLayout(availableWidth: nil, availableHeight: nil)
        return (root, leaves)
    }

    @Test(arguments: scales)
    func nestedFractionalOffsetsRoundToTheGrid(scale: Double) throws {
        let (root, _) = nestedFractions()
        try root.roundLayout(scale: scale)
        let violations = Self.violations(root, scale: scale)
        #expect(violations.isEmpty, "\(violations)")
    }

    /// The same tree at scale 1, edge by edge. The 0.45 gap between the second and third
    /// leaves (74.5125 to 74.9625) rounds away: both edges are nearest to 75.
    @Test func nestedFractionalOffsetsAtScaleOne() throws {
        let (root, leaves) = nestedFractions()
        try root.roundLayout(scale: 1)
        let edges = leaves.map { Self.edges($0.absoluteRoundedFrame) }
        #expect(edges == [[3, 26, 2, 10], [27, 75, 2, 10], [75, 99, 2, 10]])
        #expect(leaves.map(\.roundedFrame.width) == [23, 48, 24])
        #expect(root.roundedFrame == Rect(x: 1, y: 0, width: 100, height: 11))
    }

    /// Random trees of fractional sizes, margins, paddings, gaps and grow factors.
    @Test(arguments: scales)
    func randomFractionalTreesRoundToTheGrid(scale: Double) throws {
        var failures: [String] = []
        for seed in UInt64(1)...200 {
            var random = SplitMix64(seed: seed)
            let root = Self.fractionalTree(&random, depth: 3)
            root.computeLayout(availableWidth: random.pick([nil, 333.3, 1000 / 3]), availableHeight: nil)
            try root.roundLayout(scale: scale)
            let problems = Self.violations(root, scale: scale)
            if let first = problems.first { failures.append("seed \(seed): \(first)") }
        }
        #expect(failures.isEmpty, "\(failures.count) of 200 trees:\n\(failures.prefix(10).joined(separator: "\n"))")
    }

    private static func fractionalTree(_ random: inout SplitMix64, depth: Int) -> LayoutNode {
        let fractions = [0, 0.1, 0.25, 1.0 / 3, 0.5, 2.0 / 3, 0.7, 10.3, 33.3333, 47.45]
        let node = LayoutNode(style: .with {
            $0.flexDirection = random.pick([.row, .rowReverse, .column, .columnReverse])
            $0.flexWrap = random.pick([.noWrap, .wrap])
            $0.justifyContent = random.pick([.flexStart, .center, .spaceBetween, .spaceEvenly])
            $0.alignItems = random.pick([.stretch, .center, .flexEnd])
            $0.flexGrow = random.pick([0, 1, 1.5, 1.0 / 3])
            $0.width = random.chance(0.5) ? .auto : .points(random.pick(fractions) * 3)
            $0.height = random.chance(0.5) ? .auto : .points(random.pick(fractions) * 2)
            let (left, right, top, bottom) = (random.pick(fractions), random.pick(fractions), random.pick(fractions),
                                              random.pick(fractions))
            $0.margin = EdgeInsets(top: top, right: right, bottom: bottom, left: left).map(Length.points)
            $0.padding = Edges(all: .points(random.pick(fractions)))
            $0.columnGap = .points(random.pick(fractions))
            $0.rowGap = .points(random.pick(fractions))
        })
        if depth > 0 {
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                node.appendChild(fractionalTree(&random, depth: depth - 1))
            }
        }
        return node
    }

    // MARK: the properties

    /// What is wrong with the rounded frames of the tree at `root`, if anything:
    /// - every rounded absolute edge is a whole number of device pixels;
    /// - and the nearest grid line to the unrounded edge (sizes therefore come from
    ///   rounded edges);
    /// - siblings whose unrounded edges coincide share the rounded edge exactly;
    /// - a child inside its parent stays inside it.
    /// Grid lines n/scale are not exact in binary for every scale, so positions are
    /// compared within 1e-9 point.
    static func violations(_ root: LayoutNode, scale: Double) -> [String] {
        var problems: [String] = []
        let tolerance = 1e-9
        for (index, node) in root.subtree.enumerated() {
            let exact = edges(node.absoluteFrame), rounded = edges(node.absoluteRoundedFrame)
            for (name, (value, target)) in zip(["left", "right", "top", "bottom"], zip(rounded, exact)) {
                let pixels = value * scale
                if abs(pixels - pixels.rounded()) > tolerance {
                    problems.append("node \(index) \(name) \(value) is not on the 1/\(scale) grid")
                }
                if abs(value - target) > 0.5 / scale + tolerance {
                    problems.append("node \(index) \(name) \(value) is not the nearest grid line to \(target)")
                }
            }
            for child in node.children where contains(node.absoluteFrame, child.absoluteFrame, tolerance: tolerance) {
                if !contains(node.absoluteRoundedFrame, child.absoluteRoundedFrame, tolerance: tolerance) {
                    problems.append("a child of node \(index) leaves it after rounding: \(child.absoluteRoundedFrame) in \(node.absoluteRoundedFrame)")
                }
            }
            for (a, b) in zip(node.children, node.children.dropFirst()) {
                problems += sharedEdgeViolations(a, b, parent: index)
            }
        }
        return problems
    }

    /// Edges of two adjacent siblings that touch before rounding but not after.
    private static func sharedEdgeViolations(_ a: LayoutNode, _ b: LayoutNode, parent: Int) -> [String] {
        let pairs = [(a.frame.maxX, b.frame.minX, a.roundedFrame.maxX, b.roundedFrame.minX),
                     (b.frame.maxX, a.frame.minX, b.roundedFrame.maxX, a.roundedFrame.minX),
                     (a.frame.maxY, b.frame.minY, a.roundedFrame.maxY, b.roundedFrame.minY),
                     (b.frame.maxY, a.frame.minY, b.roundedFrame.maxY, a.roundedFrame.minY)]
        return pairs.compactMap { pair in
            let touch = abs(pair.0 - pair.1) < 1e-9
            return touch && pair.2 != pair.3 ? "children of node \(parent) touch at \(pair.0) but round to \(pair.2) and \(pair.3)" : nil
        }
    }

    private static func edges(_ frame: Rect) -> [Double] {
        [frame.minX, frame.maxX, frame.minY, frame.maxY]
    }

    private static func contains(_ outer: Rect, _ inner: Rect, tolerance: Double) -> Bool {
        inner.minX >= outer.minX - tolerance && inner.maxX <= outer.maxX + tolerance
            && inner.minY >= outer.minY - tolerance && inner.maxY <= outer.maxY + tolerance
    }
}
