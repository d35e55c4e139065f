import Testing
@testable import Geometry

@Suite struct RoundedRectTests {
    let box = Rect(x: 0, y: 0, width: 100, height: 50)

    @Test func radiiThatFitAreKept() {
        #expect(RoundedRect(box, radius: 20).radii == CornerRadii(20))
        #expect(RoundedRect(box, radius: 25).radii == CornerRadii(25))  // exactly fills the height
        #expect(RoundedRect(box, radius: 20).rect == box)
    }

    @Test func overlappingRadiiScaleDownTogether() {
        // CSS Backgrounds 3 §5.5: the 50-point sides hold 40 + 40, so f = 50 / 80.
        #expect(RoundedRect(box, radius: 40).radii == CornerRadii(40 * 50 / 80))
    }

    @Test func theTightestSideSetsTheFactorForAllCorners() {
        // Top: 150 + 150 on 200 (f = 2/3). Left: 150 + 10 on 100 (f = 0.625, the smallest).
        let rounded = RoundedRect(Rect(x: 0, y: 0, width: 200, height: 100),
                                  radii: CornerRadii(topLeft: 150, topRight: 150, bottomRight: 0, bottomLeft: 10))
        #expect(rounded.radii == CornerRadii(topLeft: 93.75, topRight: 93.75, bottomRight: 0, bottomLeft: 6.25))
    }

    @Test func ellipticalRadiiScaleBothAxes() {
        let wide = Size(width: 80, height: 10)
        let rounded = RoundedRect(box, radii: CornerRadii(topLeft: wide, topRight: wide, bottomRight: .zero, bottomLeft: .zero))
        // 160 on a 100-point side: f = 0.625, applied to the vertical radii too.
        #expect(rounded.radii.topLeft == Size(width: 50, height: 6.25))
        #expect(rounded.radii.topRight == Size(width: 50, height: 6.25))
    }

    @Test func invalidRadiiGiveSquareCorners() {
        let rounded = RoundedRect(box, radii: CornerRadii(
            topLeft: Size(-5), topRight: Size(width: .nan, height: 5),
            bottomRight: Size(width: .infinity, height: 5), bottomLeft: Size(width: 10, height: 0)))
        #expect(rounded.radii == .zero)
        #expect(rounded.radii.isZero)
    }

    @Test func emptyRectHasSquareCorners() {
        let rounded = RoundedRect(Rect(x: 0, y: 0, width: 0, height: 50), radius: 10)
        #expect(rounded.isEmpty)
        #expect(rounded.radii == .zero)
    }

    @Test func hugeRadiiScaleWithoutOverflow() {
        // Two radii near the largest Double must not add up to infinity (which would
        // scale every radius to 0); each should become half the short side.
        let rounded = RoundedRect(box, radius: .greatestFiniteMagnitude)
        for corner in [rounded.radii.topLeft, rounded.radii.topRight, rounded.radii.bottomRight, rounded.radii.bottomLeft] {
            #expect(abs(corner.width - 25) < 1e-9)
            #expect(abs(corner.height - 25) < 1e-9)
        }
    }

    @Test func insetShrinksRectAndRadiiByTheBorder() {
        let rounded = RoundedRect(Rect(x: 0, y: 0, width: 100, height: 100), radius: 20)
        let inner = rounded.inset(by: EdgeInsets(all: 5))
        #expect(inner.rect == Rect(x: 5, y: 5, width: 90, height: 90))
        #expect(inner.radii == CornerRadii(15))
    }

    @Test func insetUsesEachCornersAdjacentWidths() {
        let rounded = RoundedRect(Rect(x: 0, y: 0, width: 100, height: 60), radius: 20)
        let inner = rounded.inset(by: EdgeInsets(top: 4, right: 30, bottom: 0, left: 10))
        #expect(inner.rect == Rect(x: 10, y: 4, width: 60, height: 56))
        #expect(inner.radii.topLeft == Size(width: 10, height: 16))
        #expect(inner.radii.bottomLeft == Size(width: 10, height: 20))
        // The right border is wider than the radius: those corners become square.
        #expect(inner.radii.topRight == .zero)
        #expect(inner.radii.bottomRight == .zero)
    }

    @Test func insetStartsFromTheScaledRadii() {
        // 40 scales to 25 first; the inner curve is 25 - 5.
        let inner = RoundedRect(box, radius: 40).inset(by: EdgeInsets(all: 5))
        #expect(inner.rect == Rect(x: 5, y: 5, width: 90, height: 40))
        #expect(inner.radii == CornerRadii(20))
    }

    @Test func insetPastTheRadiiOrTheRect() {
        #expect(RoundedRect(box, radius: 10).inset(by: EdgeInsets(all: 12)).radii == .zero)
        let gone = RoundedRect(box, radius: 10).inset(by: EdgeInsets(all: 30))
        #expect(gone.isEmpty)
        #expect(gone.radii == .zero)
    }
}
