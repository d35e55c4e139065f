import Layout

/// One value of one node that differs from the oracle's.
struct LayoutMismatch: CustomStringConvertible {
    /// The node: `root/2/0` is the root's third child's first child (compare.py's form).
    var path: String
    /// `x`, `y`, `width`, `height`, or `children` (a different number of them).
    var field: String
    var expected: Double
    var got: Double

    var description: String {
        "\(path) \(field): expected \(Self.format(expected)), got \(Self.format(got))"
    }

    private static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}

/// The comparison rules of the harness (`shared/bench/layout/harness.py`,
/// `compare_layout`): every node's x, y, width and height within `tolerance` of the
/// oracle's; a `display: none` node and its whole subtree only need a zero size (their
/// x and y are not compared: the spec does not fix them).
enum LayoutComparison {
    /// The mismatches of the laid-out tree at `node` (its `frame`, or `roundedFrame`
    /// when `rounded`) against `expected`, in tree order.
    static func mismatches(_ node: LayoutNode, _ expected: ExpectedLayout, rounded: Bool,
                           tolerance: Double) -> [LayoutMismatch] {
        var out: [LayoutMismatch] = []
        compare(node, expected, rounded: rounded, tolerance: tolerance, path: "root", hidden: false, into: &out)
        return out
    }

    private static func compare(_ node: LayoutNode, _ expected: ExpectedLayout, rounded: Bool, tolerance: Double,
                                path: String, hidden parentHidden: Bool, into out: inout [LayoutMismatch]) {
        let hidden = parentHidden || node.style.display == .none
        let frame = rounded ? node.roundedFrame : node.frame
        let fields = [("x", frame.x, expected.x), ("y", frame.y, expected.y),
                      ("width", frame.width, expected.width), ("height", frame.height, expected.height)]
        for (field, got, oracle) in fields {
            if hidden && (field == "x" || field == "y") { continue }
            let want = hidden ? 0 : oracle
            if !(got.isFinite && abs(got - want) <= tolerance) {
                out.append(LayoutMismatch(path: path, field: field, expected: want, got: got))
            }
        }
        guard node.children.count == expected.children.count else {
            out.append(LayoutMismatch(path: path, field: "children", expected: Double(expected.children.count),
                                      got: Double(node.children.count)))
            return
        }
        for (i, (child, expectedChild)) in zip(node.children, expected.children).enumerated() {
            compare(child, expectedChild, rounded: rounded, tolerance: tolerance, path: "\(path)/\(i)",
                    hidden: hidden, into: &out)
        }
    }
}
