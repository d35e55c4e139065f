import Testing
import Geometry
@testable import Layout

@Suite struct PixelRoundingTests {
    @Test func siblingsKeepTouchingAfterRounding() {
        let root = LayoutNode()
        let a = LayoutNode(), b = LayoutNode()
        root.appendChild(a); root.appendChild(b)
        root.frame = Rect(x: 0.3, y: 0, width: 10.4, height: 5)
        a.frame = Rect(x: 0.3, y: 0.4, width: 3.3, height: 2.2)
        b.frame = Rect(x: 3.6, y: 0.4, width: 3.3, height: 2.2)
        root.roundLayout()
        #expect(a.roundedFrame.maxX == b.roundedFrame.minX)
        #expect(root.roundedFrame == Rect(x: 0, y: 0, width: 11, height: 5))
        #expect(a.roundedFrame == Rect(x: 1, y: 0, width: 3, height: 3))
    }
}
