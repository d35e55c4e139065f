import Testing
import ComponentTestSupport
import Geometry
import Graphics
import Layout
@testable import Components
@testable import Mounting

/// Ten stripes of 30 pt, each its own color (any offset shows a different picture),
/// tagged `stripe-0` to `stripe-9`.
struct ScrollStripes: Component, Equatable {
    var count = 10
    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .column()) {
            for index in 0..<count {
                Box(color: Color(red: Double(index) / 10, green: 1 - Double(index) / 10, blue: Double(index % 3) / 2),
                    style: .fixed(width: 100, height: 30))
                    .testID("stripe-\(index)")
            }
        }
    }
}

/// A 100 × 90 vertical scroll view of stripes, under a parent whose own state can
/// change (to rebuild around the scroll view).
struct ScrollPage: Component, Equatable {
    typealias State = Int
    var count = 10
    /// Whether the scroll view is not displayed (`display: none`).
    var isHidden = false
    var scope: ComponentScope? { .byType }
    func initialState() -> Int { 0 }
    func body(_ context: BuildContext<Self>) -> some Component {
        var viewport = LayoutStyle.fixed(width: 100, height: 90)
        if isHidden { viewport.display = .none }
        return Flexbox(style: .column()) {
            ScrollView(.vertical, style: viewport) { ScrollStripes(count: count) }
            Box(color: .black, style: .fixed(width: Double(context.state), height: 2))
        }
    }
    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard action is Bump else { return false }
        context.updateState(.synchronous) { $0 += 1 }
        return true
    }
}

/// What the scroll view should show at `offset`: the stripes moved up by it, clipped.
struct ShiftedStripes: Component, Equatable {
    var count = 10
    var offset: Double
    private var viewport: LayoutStyle {
        var style = LayoutStyle.fixed(width: 100, height: 90)
        style.flexDirection = .column
        return style
    }
    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .column()) {
            Box(clipsContent: true, style: viewport) {
                ScrollStripes(count: count).flex(shrink: 0)
                    .margin(Edges(top: .points(-offset), right: .points(0), bottom: .points(0), left: .points(0)))
            }
            Box(color: .black, style: .fixed(width: 0, height: 2))
        }
    }
}

@MainActor @Suite struct ScrollViewTests {
    func host(_ component: some Component, scale: Double = 1) throws -> ComponentHost {
        let host = try ComponentHost(component, size: Size(width: 100, height: 92), scale: scale)
        host.paint()
        return host
    }

    func expectShows(_ host: ComponentHost, offset: Double, count: Int = 10,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        // The reference has no scroll view, so no indicators.
        host.hideScrollIndicators()
        host.paint()
        let reference = try self.host(ShiftedStripes(count: count, offset: offset), scale: host.scale)
        let shown = host.image().pixels, expected = reference.image().pixels
        let differing = zip(shown, expected).filter { $0 != $1 }.count
        #expect(shown.count == expected.count && differing == 0, "offset \(offset): \(differing) pixels differ",
                sourceLocation: sourceLocation)
    }

    @Test(arguments: [1.0, 2.0]) func aWheelScrollShowsTheContentShiftedByTheOffset(scale: Double) throws {
        let host = try host(ScrollPage(), scale: scale)
        try expectShows(host, offset: 0)
        host.handle(.scroll(dx: 0, dy: 45), at: Point(x: 50, y: 40))
        #expect(try host.state(of: ScrollView<ScrollStripes>.self).offset == Point(x: 0, y: 45))
        try expectShows(host, offset: 45)
        // Horizontal wheel input on a vertical scroll view moves nothing.
        host.handle(.scroll(dx: 30, dy: 0), at: Point(x: 50, y: 40))
        try expectShows(host, offset: 45)
        // Past the end: the offset stops at 300 − 90.
        host.handle(.scroll(dx: 0, dy: 1000), at: Point(x: 50, y: 40))
        #expect(try host.state(of: ScrollView<ScrollStripes>.self).offset == Point(x: 0, y: 210))
        try expectShows(host, offset: 210)
        // Outside the viewport the wheel scrolls nothing.
        host.handle(.scroll(dx: 0, dy: -100), at: Point(x: 50, y: 91))
        try expectShows(host, offset: 210)
    }

    @Test func fractionalOffsetsAreShownAtWholeDevicePixels() throws {
        // 12.3 pt at scale 2 is 24.6 px: shown at 25 px (12.5 pt), kept as 12.3 in state.
        let host = try host(ScrollPage(), scale: 2)
        host.handle(.scroll(dx: 0, dy: 12.3), at: Point(x: 50, y: 40))
        #expect(try host.state(of: ScrollView<ScrollStripes>.self).offset == Point(x: 0, y: 12.3))
        try expectShows(host, offset: 12.5)
    }

    @Test func theOffsetSurvivesRebuilds() throws {
        let host = try host(ScrollPage())
        host.handle(.scroll(dx: 0, dy: 60), at: Point(x: 50, y: 40))
        // The parent rebuilds (its state changes), and the root gets new props.
        host.root.send(Bump(), from: try host.instance(of: ScrollView<ScrollStripes>.self))
        #expect(try host.state(of: ScrollPage.self) == 1)
        host.root.update(ScrollPage(count: 10))
        #expect(try host.state(of: ScrollView<ScrollStripes>.self).offset == Point(x: 0, y: 60))
        host.paint()
        #expect(host.image().pixels.count > 0)
        try expectShowsIgnoringBar(host, offset: 60)
    }

    /// As `expectShows`, for a page whose bar grew: compares the viewport's rows only.
    private func expectShowsIgnoringBar(_ host: ComponentHost, offset: Double) throws {
        host.hideScrollIndicators()
        host.paint()
        let reference = try self.host(ShiftedStripes(offset: offset))
        let width = Int(host.framebuffer.width), rows = 90 * Int(host.scale)
        #expect(Array(host.image().pixels.prefix(width * rows)) == Array(reference.image().pixels.prefix(width * rows)))
    }

    @Test func shrinkingContentClampsTheOffsetInState() throws {
        let host = try host(ScrollPage())
        host.handle(.scroll(dx: 0, dy: 200), at: Point(x: 50, y: 40))
        // Five stripes (150 pt) scroll at most 60 pt: shown there, and the state says so.
        host.root.update(ScrollPage(count: 5))
        #expect(try host.state(of: ScrollView<ScrollStripes>.self).offset == Point(x: 0, y: 60))
        try expectShows(host, offset: 60, count: 5)
        // Growing back does not jump to where it was before.
        host.root.update(ScrollPage(count: 10))
        try expectShows(host, offset: 60)
        // Content that fits scrolls nothing, and the wheel leaves it at 0.
        host.root.update(ScrollPage(count: 2))
        #expect(try host.state(of: ScrollView<ScrollStripes>.self).offset == Point(x: 0, y: 0))
        host.handle(.scroll(dx: 0, dy: 50), at: Point(x: 50, y: 20))
        try expectShows(host, offset: 0, count: 2)
    }

    @Test func aViewportThatIsNotDisplayedKeepsItsOffset() throws {
        let host = try host(ScrollPage())
        host.handle(.scroll(dx: 0, dy: 200), at: Point(x: 50, y: 40))
        // Hidden, with less content: nothing to clamp against, so the offset stays.
        host.root.update(ScrollPage(count: 2, isHidden: true))
        host.paint()
        #expect(try host.state(of: ScrollView<ScrollStripes>.self).offset == Point(x: 0, y: 200))
        host.root.update(ScrollPage(count: 10))
        try expectShows(host, offset: 200)
        // Shown again with less content, it clamps as any viewport does.
        host.root.update(ScrollPage(count: 2, isHidden: true))
        host.root.update(ScrollPage(count: 5))
        #expect(try host.state(of: ScrollView<ScrollStripes>.self).offset == Point(x: 0, y: 60))
        try expectShows(host, offset: 60, count: 5)
    }

    @Test func aNestedScrollViewHandsOffAtItsEdge() throws {
        let host = try ComponentHost(NestedScrollPage(), size: Size(width: 100, height: 100))
        host.paint()
        // The inner view (stripes, 90 pt high) is at the top of the outer one's content.
        host.handle(.scroll(dx: 0, dy: 200), at: Point(x: 50, y: 40))
        // The inner one goes to its end (210) without handing anything over…
        #expect(try host.state(of: ScrollView<ScrollStripes>.self, testID: "inner").offset == Point(x: 0, y: 200))
        #expect(try host.state(of: ScrollView<ComponentGroup>.self, testID: "outer").offset == .zero)
        // …then the next step takes it the last 10 pt and moves the page by 40.
        host.handle(.scroll(dx: 0, dy: 50), at: Point(x: 50, y: 40))
        #expect(try host.state(of: ScrollView<ScrollStripes>.self, testID: "inner").offset == Point(x: 0, y: 210))
        #expect(try host.state(of: ScrollView<ComponentGroup>.self, testID: "outer").offset == Point(x: 0, y: 40))
    }

    @Test func scrollToFromInsideTheContentMovesIt() throws {
        let host = try host(ScrollPage())
        host.handle(.scroll(dx: 0, dy: 100), at: Point(x: 50, y: 40))
        let stripes = try host.root.instance(of: ScrollStripes.self)
        host.root.send(ScrollTo(offset: Point(x: 0, y: 30)), from: stripes)
        try expectShows(host, offset: 30)
    }
}

/// A 100 pt page that scrolls: an inner 90 pt scroll view of stripes, then 150 pt more.
struct NestedScrollPage: Component, Equatable {
    func body(_ context: BuildContext<Self>) -> some Component {
        ScrollView(.vertical, style: .fixed(width: 100, height: 100)) {
            ScrollView(.vertical, style: .fixed(width: 100, height: 90)) { ScrollStripes() }.testID("inner")
            Box(color: .black, style: .fixed(width: 100, height: 150)).testID("tail")
        }
        .testID("outer")
    }
}
