import Testing
import Geometry
@testable import Components

/// `PopupPlacement.frame(size:anchor:bounds:)`, the whole placement rule, at every edge
/// and corner of a 400 × 300 screen: the preferred side when the popup fits, the opposite
/// side when it fits only there, the roomier side when it fits on neither, and a shift
/// along the edge that keeps it 8 points inside the screen.
@Suite struct PopupPlacementTests {
    let screen = Rect(x: 0, y: 0, width: 400, height: 300)
    let menu = Size(width: 120, height: 80)

    func anchor(x: Double, y: Double) -> Rect { Rect(x: x, y: y, width: 60, height: 20) }

    @Test func belowAndLeftAlignedWhenItFits() {
        let frame = PopupPlacement().frame(size: menu, anchor: anchor(x: 100, y: 50), bounds: screen)
        #expect(frame == Rect(x: 100, y: 74, width: 120, height: 80))
    }

    @Test func alignmentsAlongTheSide() {
        let anchor = anchor(x: 150, y: 50)
        #expect(PopupPlacement(alignment: .center).frame(size: menu, anchor: anchor, bounds: screen).minX == 120)
        #expect(PopupPlacement(alignment: .end).frame(size: menu, anchor: anchor, bounds: screen).minX == 90)
        let right = PopupPlacement(side: .right, alignment: .center).frame(size: menu, anchor: anchor, bounds: screen)
        #expect(right == Rect(x: 214, y: 20, width: 120, height: 80))
    }

    @Test func flipsAboveAtTheBottomEdge() {
        let frame = PopupPlacement().frame(size: menu, anchor: anchor(x: 100, y: 260), bounds: screen)
        #expect(frame == Rect(x: 100, y: 176, width: 120, height: 80), "above the anchor, 4 points away")
    }

    @Test func flipsBelowAtTheTopEdge() {
        let frame = PopupPlacement(side: .top).frame(size: menu, anchor: anchor(x: 100, y: 10), bounds: screen)
        #expect(frame.minY == 34, "below the anchor")
    }

    @Test func flipsAtTheLeftAndRightEdges() {
        let left = PopupPlacement(side: .left).frame(size: menu, anchor: anchor(x: 20, y: 100), bounds: screen)
        #expect(left.minX == 84, "to the right of an anchor at the left edge")
        let right = PopupPlacement(side: .right).frame(size: menu, anchor: anchor(x: 320, y: 100), bounds: screen)
        #expect(right.minX == 196, "to the left of an anchor at the right edge")
    }

    @Test func shiftsAlongTheEdgeToStayOnScreen() {
        let atRight = PopupPlacement().frame(size: menu, anchor: anchor(x: 330, y: 50), bounds: screen)
        #expect(atRight.minX == 272 && atRight.minY == 74, "pushed left to 8 points from the right edge")
        let atLeft = PopupPlacement(alignment: .end).frame(size: menu, anchor: anchor(x: 2, y: 50), bounds: screen)
        #expect(atLeft.minX == 8, "pushed right to 8 points from the left edge")
        let beside = PopupPlacement(side: .right).frame(size: menu, anchor: anchor(x: 100, y: 280), bounds: screen)
        #expect(beside.minY == 212, "pushed up to 8 points from the bottom edge")
    }

    @Test func everyCornerFlipsAndShifts() {
        let placement = PopupPlacement()
        let cases: [(anchor: Rect, expected: Point)] = [
            (anchor(x: 0, y: 0), Point(x: 8, y: 24)),          // top left: below, shifted right
            (anchor(x: 340, y: 0), Point(x: 272, y: 24)),      // top right: below, shifted left
            (anchor(x: 0, y: 280), Point(x: 8, y: 196)),       // bottom left: above, shifted right
            (anchor(x: 340, y: 280), Point(x: 272, y: 196)),   // bottom right: above, shifted left
        ]
        for (anchor, expected) in cases {
            let frame = placement.frame(size: menu, anchor: anchor, bounds: screen)
            #expect(frame.origin == expected, "anchor \(anchor)")
            #expect(screen.inset(by: EdgeInsets(all: 8)).contains(frame), "inside the screen: \(frame)")
        }
    }

    @Test func theRoomierSideWhenItFitsOnNeither() {
        let tall = Size(width: 100, height: 200)
        // 146 points above, 110 below: above wins, shifted down to stay inside.
        let frame = PopupPlacement().frame(size: tall, anchor: anchor(x: 100, y: 158), bounds: screen)
        #expect(frame.minY == 8)
        // 42 above, 214 below: it fits below.
        #expect(PopupPlacement().frame(size: tall, anchor: anchor(x: 100, y: 54), bounds: screen).minY == 78)
    }

    @Test func aPopupLargerThanTheScreenKeepsItsTopLeftInside() {
        let frame = PopupPlacement().frame(size: Size(width: 500, height: 400), anchor: anchor(x: 100, y: 100),
                                           bounds: screen)
        #expect(frame.origin == Point(x: 8, y: 8))
    }
}
