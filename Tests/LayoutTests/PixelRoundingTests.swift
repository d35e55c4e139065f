import Testing
import Geometry
@testable import Layout

@Suite struct PixelRoundingTests {
    @Test func siblingsKeepTouchingAfterRounding() throws {
        let root = LayoutNode()
        let a = LayoutNode(), b = LayoutNode()
        root.appendChild(a); root.appendChild(b)
        root.frame = Rect(x: 0.3, y: 0, width: 10.4, height: 5)
        a.frame = Rect(x: 0.3, y: 0.4, width: 3.3, height: 2.2)
        b.frame = Rect(x: 3.6, y: 0.4, width: 3.3, height: 2.2)
        try root.roundLayout()
        #expect(a.roundedFrame.maxX == b.roundedFrame.minX)
        #expect(root.roundedFrame == Rect(x: 0, y: 0, width: 11, height: 5))
        #expect(a.roundedFrame == Rect(x: 1, y: 0, width: 3, height: 3))
    }

    /// A bad scale is `SizeCheck.scale`'s error, and nothing is snapped (it used to trap).
    @Test(arguments: [0, -1, Double.nan, .infinity, -.infinity])
    func aBadScaleThrowsTheScaleErrorAndSnapsNothing(scale: Double) throws {
        let root = LayoutNode(style: .with { $0.width = .points(10.5); $0.height = .points(3.25) })
        root.computeLayout(availableWidth: nil, availableHeight: nil)
        try root.roundLayout(scale: 1)
        let rounded = root.roundedFrame
        root.frame = Rect(x: 0.25, y: 0, width: 20.5, height: 3.25)
        #expect(throws: DimensionError(name: "scale", value: scale, unit: .factor,
                                       requirement: "must be finite and greater than 0")) {
            try root.roundLayout(scale: scale)
        }
        #expect(root.roundedFrame == rounded)
    }
}
