import Testing
import Layout

/// A frame as Chromium gives it (border box relative to the parent's), with its
/// children's, in tree order.
func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ children: ExpectedLayout...) -> ExpectedLayout {
    ExpectedLayout(x: x, y: y, width: width, height: height, children: children)
}

/// Lays `root` out in the available `width` and `height` and expects every node's frame
/// to be Chromium's (within 1/32 pt: Chromium works in 1/64 px units). `knownIssue`
/// names an engine disagreement that is not fixed yet.
func expectChromiumLayout(_ root: LayoutNode, width: Double?, height: Double?, _ expected: ExpectedLayout,
                          knownIssue: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    root.computeLayout(availableWidth: width, availableHeight: height)
    let mismatches = LayoutComparison.mismatches(root, expected, rounded: false, tolerance: 1.0 / 32)
    let check = {
        #expect(mismatches.isEmpty, "\(mismatches.map(\.description).joined(separator: "\n"))", sourceLocation: sourceLocation)
    }
    if let knownIssue { withKnownIssue(knownIssue, sourceLocation: sourceLocation, check) } else { check() }
}
