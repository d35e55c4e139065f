import Geometry
import Layout
import Testing
@testable import Components

/// Flexbox, Inset, Center, Ratio, Background and Overlay, and absolute placement: the
/// frames their elements get.
@MainActor
struct ContainerLayoutTests {
    @Test func rowGivesTheFreeSpaceToTheGrowingChild() {
        let root = layOut(Flexbox {
            block(50, 20)
            filler().flex(grow: 1)
            block(70, 20)
        }, in: .exactly(Size(width: 300, height: 50)))
        #expect(root.layout.size == Size(width: 300, height: 50))
        #expect(root.absoluteFrames == [Rect(0, 0, 300, 50), Rect(0, 0, 50, 20), Rect(50, 0, 180, 50), Rect(230, 0, 70, 20)])
    }

    @Test func growFactorsShareTheFreeSpace() {
        let column = LayoutStyle.column()
        let root = layOut(Flexbox(style: column) {
            filler().flex(grow: 1)
            filler().flex(grow: 3)
        }, in: .exactly(Size(width: 100, height: 200)))
        #expect(root.frame(1) == Rect(0, 0, 100, 50))
        #expect(root.frame(2) == Rect(0, 50, 100, 150))
    }

    @Test func insetPadsItsChild() {
        let insets = EdgeInsets(top: 4, right: 16, bottom: 12, left: 8)
        let root = layOut(Inset(insets) { block(40, 20) }, in: SizeRange(max: Size(width: 500, height: 500)))
        #expect(root.layout.size == Size(width: 64, height: 36))
        #expect(root.frame(1) == Rect(8, 4, 40, 20))
    }

    @Test func insetChildFillsALargerInset() {
        let root = layOut(Inset(EdgeInsets(top: 4, right: 16, bottom: 12, left: 8)) { filler() },
                          in: .exactly(Size(width: 200, height: 100)))
        #expect(root.frame(1) == Rect(8, 4, 176, 84))
    }

    @Test func insetChildWithAWidthKeepsIt() {
        let root = layOut(Inset(10) { filler().width(30) }, in: .exactly(Size(width: 200, height: 100)))
        #expect(root.frame(1) == Rect(10, 10, 30, 80))
    }

    @Test func centerCentersOnBothAxes() {
        let root = layOut(Center { block(40, 20) }, in: .exactly(Size(width: 200, height: 100)))
        #expect(root.frame(0) == Rect(0, 0, 200, 100))
        #expect(root.frame(1) == Rect(80, 40, 40, 20))
    }

    @Test func centerInsideAColumnCentersInItsGrownBox() {
        let column = LayoutStyle.column()
        let root = layOut(Flexbox(style: column) {
            block(10, 30)
            Center { block(20, 20) }.flex(grow: 1)
        }, in: .exactly(Size(width: 100, height: 130)))
        #expect(root.frame(2) == Rect(0, 30, 100, 100))
        #expect(root.frame(3) == Rect(40, 70, 20, 20))
    }

    @Test func ratioTakesItsHeightFromTheWidth() {
        let root = layOut(Ratio(2) { filler() }, in: .width(200))
        #expect(root.layout.size == Size(width: 200, height: 100))
        #expect(root.frame(1) == Rect(0, 0, 200, 100))
    }

    @Test func ratioInAColumnAndAHeightFromAModifier() {
        let column = LayoutStyle.column(align: .flexStart)
        let root = layOut(Flexbox(style: column) {
            Ratio(4.0 / 3) { filler() }.width(120)
            Ratio(0.5) { filler() }.height(60)
        }, in: .exactly(Size(width: 300, height: 300)))
        #expect(root.frame(1) == Rect(0, 0, 120, 90))
        #expect(root.frame(2) == Rect(0, 0, 120, 90))
        #expect(root.frame(3) == Rect(0, 90, 30, 60))
    }

    @Test func ratioIgnoresTallerContent() {
        // The content is 100 tall; the ratio box stays 200 × 50.
        let root = layOut(Ratio(4) { Box(style: sized(10, 100)) }, in: .width(200))
        #expect(root.layout.size == Size(width: 200, height: 50))
    }

    @Test func backgroundIsLaidOutToTheChildsSize() {
        let root = layOut(Background(block(60, 30), background: filler()), in: SizeRange(max: Size(width: 500, height: 500)))
        // wrapper, background, child
        #expect(root.layout.elements.count == 3)
        #expect(root.layout.elements[1].kind == .box(BoxAppearance(fill: .color(.white))))
        #expect(root.absoluteFrames == [Rect(0, 0, 60, 30), Rect(0, 0, 60, 30), Rect(0, 0, 60, 30)])
    }

    @Test func backgroundFollowsTheChildsPlacementInItsParent() {
        let root = layOut(Flexbox {
            block(40, 10)
            Background(filler().flex(grow: 1).margin(5), background: block(1, 1))
            block(60, 10)
        }, in: .exactly(Size(width: 300, height: 50)))
        // The child's grow and margins moved to the wrapper: it takes 300 − 100 − 10.
        #expect(root.frame(2) == Rect(45, 5, 190, 40))
        #expect(root.frame(3) == Rect(45, 5, 190, 40))
        #expect(root.frame(4) == Rect(45, 5, 190, 40))
        #expect(root.frame(5) == Rect(240, 0, 60, 10))
    }

    @Test func overlayIsLaidOutToTheChildsSizeAndDrawnLast() {
        let root = layOut(Flexbox {
            block(40, 10)
            block(60, 30).overlay(filler())
        }, in: SizeRange(max: Size(width: 500, height: 500)))
        // root, block, wrapper, child, overlay
        #expect(root.layout.elements.count == 5)
        #expect(root.layout.elements[4].kind == .box(BoxAppearance(fill: .color(.white))))
        #expect(root.frame(2) == Rect(40, 0, 60, 30))
        #expect(root.frame(3) == Rect(40, 0, 60, 30))
        #expect(root.frame(4) == Rect(40, 0, 60, 30))
    }

    @Test func overlayCoversAPaddedChild() {
        let root = layOut(Inset(10) { block(20, 20) }.overlay(Box(style: sized(500, 500))),
                          in: SizeRange(max: Size(width: 500, height: 500)))
        // The overlay's own size is ignored: it covers the inset's 40 × 40.
        #expect(root.frame(0) == Rect(0, 0, 40, 40))
        #expect(root.frame(3) == Rect(0, 0, 40, 40))
    }

    @Test func positionPlacesAChildOutOfTheFlow() {
        let root = layOut(Flexbox {
            block(50, 50)
            block(20, 20).position(right: 10, bottom: 5)
            block(30, 30)
        }, in: .exactly(Size(width: 300, height: 200)))
        #expect(root.frame(2) == Rect(270, 175, 20, 20))
        // The absolute child takes no room: the next one follows the first.
        #expect(root.frame(3) == Rect(50, 0, 30, 30))
    }

    @Test func aPositionedChildKeepsItsBackgroundWithIt() {
        let root = layOut(Flexbox {
            block(50, 50)
            block(20, 20).position(right: 10, bottom: 5).background(filler())
        }, in: .exactly(Size(width: 300, height: 200)))
        // wrapper, background, child: all at the badge's place
        #expect(root.frame(2) == Rect(270, 175, 20, 20))
        #expect(root.frame(3) == Rect(270, 175, 20, 20))
        #expect(root.frame(4) == Rect(270, 175, 20, 20))
        #expect(root.layout.elements[4].style.position == .relative)
    }

    @Test func positionWithOppositeInsetsStretches() {
        let root = layOut(Flexbox {
            filler().position(top: 20, right: 30, bottom: 40, left: 10)
        }, in: .exactly(Size(width: 300, height: 200)))
        #expect(root.frame(1) == Rect(10, 20, 260, 140))
    }

    @Test func boxBorderIsPartOfItsLayout() {
        let root = layOut(Box(border: BoxBorder(width: 2, color: .black)) { block(10, 10) },
                          in: SizeRange(max: Size(width: 100, height: 100)))
        #expect(root.frame(0) == Rect(0, 0, 14, 14))
        #expect(root.frame(1) == Rect(2, 2, 10, 10))
        #expect(root.layout.elements[0].style.border == Edges(all: 2))
    }

    @Test func boxLaysOutItsChildrenAsAFlexbox() {
        let style = LayoutStyle.column(gap: 6, padding: 4)
        let root = layOut(Box(color: .white, style: style) {
            block(30, 10)
            block(50, 10)
        }, in: SizeRange(max: Size(width: 100, height: 100)))
        #expect(root.frame(0) == Rect(0, 0, 58, 34))
        #expect(root.frame(1) == Rect(4, 4, 30, 10))
        #expect(root.frame(2) == Rect(4, 20, 50, 10))
    }
}
