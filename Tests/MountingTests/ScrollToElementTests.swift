import Foundation
import Testing
import ComponentTestSupport
import Geometry
import Graphics
import Layout
import ScrollPhysics
@testable import Components
@testable import Mounting

/// What the Scrolling article's list shows: the stripes (300 pt).
typealias Article = ScrollStripes

/// A list with a button under its content that eases back to the top: the snippet of
/// Tessera.docc's Scrolling article, as written there (content 340 pt, range 0...250).
struct BackToTopList: Component, Equatable {
    func body(_ context: BuildContext<Self>) -> some Component {
        ScrollView(.vertical, style: .fixed(width: 100, height: 90)) {
            Article()
            Button("Top", action: ScrollTo(offset: .zero, animated: true)).height(40).testID("top")
        }
    }
}

/// Asks a row to show itself whole.
struct ShowRow: Action {}

/// A row (a 30 pt button over a 30 pt box) that shows itself whole when its button is
/// tapped, through its action context; its controller can do the same, or send the
/// scroll view around it back to the top. The Scrolling article's second snippet.
struct RevealingRow: Component, Equatable {
    var animated = false
    var scope: ComponentScope? { .byType }
    static var controllerType: ComponentController<RevealingRow>.Type? { RevealingRowController.self }

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .column()) {
            Button("Show", action: ShowRow()).height(30).testID("show")
            Box(color: .black, style: .fixed(width: 100, height: 30))
        }
    }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard action is ShowRow else { return false }
        context.scrollIntoView(animated: animated)
        return true
    }
}

final class RevealingRowController: ComponentController<RevealingRow> {}

/// A 100 × 90 scroll view: 70 pt of box, the row (70...130), 100 pt more (range 0...140).
/// At offset 0 the row's button shows its top 20 pt.
struct RevealingRowPage: Component, Equatable {
    var animated = false
    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .column()) {
            ScrollView(.vertical, style: .fixed(width: 100, height: 90)) {
                Box(color: .white, style: .fixed(width: 100, height: 70))
                RevealingRow(animated: animated).testID("row")
                Box(color: .white, style: .fixed(width: 100, height: 100))
            }
        }
    }
}

/// `ScrollTo(offset:animated:)` and scrolling an element into view, from a button, a
/// component's handler, a controller, the host; instant and eased.
extension ScrollViewTests {
    private typealias Stripes = ScrollView<ScrollStripes>
    private typealias Group = ScrollView<ComponentGroup>

    private func offset(_ host: ComponentHost) throws -> Double { try host.state(of: Stripes.self).offset.y }

    /// The Scrolling article's snippets are this file's components, word for word (so
    /// they compile, and do what these tests check).
    @Test func theScrollingArticlesSnippetsAreCodeHere() throws {
        let tests = URL(fileURLWithPath: #filePath)
        let article = tests.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Tessera/Tessera.docc/Scrolling.md")
        let text = try String(contentsOf: article, encoding: .utf8), code = try String(contentsOf: tests, encoding: .utf8)
        let snippets = text.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(snippets.count == 2)
        for snippet in snippets {
            // Comments aside, each paragraph of the snippet is here as it is.
            let lines = snippet.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            for paragraph in lines.joined(separator: "\n").components(separatedBy: "\n\n") {
                let trimmed = paragraph.trimmingCharacters(in: .whitespacesAndNewlines)
                #expect(trimmed.isEmpty || code.contains(trimmed), "not in this file: \(trimmed)")
            }
        }
    }

    @Test func scrollIntoViewMovesTheLeastThatShowsTheElement() throws {
        let host = try host(ScrollPage())
        // Below the viewport: up to its bottom edge, and the pixels are those of that offset.
        try host.scrollIntoView(testID: "stripe-5", animated: false)
        #expect(try offset(host) == 90 && !host.isMoving)
        #expect(try host.frame(testID: "stripe-5") == Rect(x: 0, y: 60, width: 100, height: 30))
        try expectShows(host, offset: 90)
        // In view already: nothing moves.
        try host.scrollIntoView(testID: "stripe-4", animated: false)
        try host.scrollIntoView(testID: "stripe-3", animated: false)
        #expect(try offset(host) == 90)
        // Above: down to the top edge; the last one: as far as the content goes.
        try host.scrollIntoView(testID: "stripe-1", animated: false)
        #expect(try offset(host) == 30 && host.frame(testID: "stripe-1").minY == 0)
        try host.scrollIntoView(testID: "stripe-9", animated: false)
        #expect(try host.state(of: Stripes.self) == ScrollPosition(offset: Point(x: 0, y: 210)))
        try expectShows(host, offset: 210)
        // An ID nobody has is an error, and nothing moves.
        #expect(throws: TestQueryError.self) { try host.scrollIntoView(testID: "stripe-10", animated: false) }
        #expect(try offset(host) == 210)
    }

    @Test func everyViewportAroundTheElementMovesInnermostFirst() throws {
        let host = try ComponentHost(NestedScrollPage(), size: Size(width: 100, height: 100))
        host.paint()
        let inner = { try host.state(of: ScrollView<ScrollStripes>.self, testID: "inner").offset.y }
        let outer = { try host.state(of: Group.self, testID: "outer").offset.y }
        // The page at its end, the inner list (at the page's top, out of view) at its start.
        host.handle(.scroll(dx: 0, dy: 1000), at: Point(x: 50, y: 40))
        host.root.send(ScrollTo(offset: .zero), from: try host.root.instance(of: ScrollStripes.self))
        #expect(try inner() == 0 && outer() == 140)
        // The last stripe: the inner list to its end, then the page down to show it.
        try host.scrollIntoView(testID: "stripe-9", animated: false)
        #expect(try inner() == 210 && outer() == 60)
        #expect(try host.frame(testID: "stripe-9") == Rect(x: 0, y: 0, width: 100, height: 30))
        // Longer than the page's viewport (150 pt in 100): its start comes to the top…
        try host.scrollIntoView(testID: "tail", animated: false)
        #expect(try outer() == 90 && host.frame(testID: "tail").minY == 0)
        // …and at the end, where it fills the viewport, nothing moves.
        host.handle(.scroll(dx: 0, dy: 1000), at: Point(x: 50, y: 40))
        try host.scrollIntoView(testID: "tail", animated: false)
        #expect(try outer() == 140 && inner() == 210)
    }

    @Test func aHorizontalListRevealsSideways() throws {
        let host = try ComponentHost(HorizontalScrollPage(), size: Size(width: 100, height: 30))
        host.paint()
        try host.scrollIntoView(testID: "column-7", animated: false)
        #expect(try host.state(of: ScrollView<Flexbox>.self).offset == Point(x: 140, y: 0))
        #expect(try host.frame(testID: "column-7") == Rect(x: 70, y: 0, width: 30, height: 30))
    }

    @Test func anAnimatedScrollIntoViewEasesFromTheNextFrame() throws {
        let host = try host(ScrollPage())
        host.advanceAnimations(to: 5)
        var needsPaint = 0
        host.onNeedsPaint = { needsPaint += 1 }
        // A request comes with no time of its own: frames are asked for, and it starts at
        // the first one (the clock may have been idle: 5 s is long past).
        try host.scrollIntoView(testID: "stripe-5", animated: true)
        #expect(try needsPaint == 1 && host.isMoving && offset(host) == 0)
        host.advanceAnimations(to: 60)
        #expect(try offset(host) == 0)
        let curve = ScrollStepCurve(from: 0, to: 90)
        for time in [60.02, 60.05, 60.1] {
            host.advanceAnimations(to: time)
            #expect(try offset(host) == curve.position(at: time - 60))
        }
        host.advanceAnimations(to: 60.2)
        #expect(try offset(host) == 90 && !host.isMoving)
        try expectShows(host, offset: 90)
    }

    @Test func aRevealDuringAStepMeasuresFromItsTarget() throws {
        let host = try host(ScrollPage())
        host.handle(.scroll(dx: 0, dy: 40, granularity: .step), at: Point(x: 50, y: 40), time: 0)
        host.advanceAnimations(to: 0.05)
        let shown = try offset(host)
        // Stripe 3 (90...120) is below the viewport now, but in view at the target (40):
        // the step runs on as it was.
        try host.scrollIntoView(testID: "stripe-3", animated: true)
        host.advanceAnimations(to: 0.1)
        #expect(try offset(host) == ScrollStepCurve(from: 0, to: 40).position(at: 0.1))
        // Stripe 0 turns it back, from where it is shown, without a jump.
        try host.scrollIntoView(testID: "stripe-0", animated: true)
        var previous = try offset(host)
        #expect(previous > shown)
        for time in stride(from: 0.11, through: 0.3, by: 0.01) {
            host.advanceAnimations(to: time)
            let now = try offset(host)
            #expect(now <= previous && previous - now < 15, "at \(time): \(previous) to \(now)")
            previous = now
        }
        #expect(previous == 0 && !host.isMoving)
    }

    @Test func aButtonEasesBackToTheTop() throws {
        let host = try host(Flexbox(style: .column()) { BackToTopList() })
        host.handle(.scroll(dx: 0, dy: 1000), at: Point(x: 50, y: 40), time: 1)
        #expect(try host.state(of: Group.self).offset == Point(x: 0, y: 250))
        try host.tap(testID: "top")
        #expect(host.isMoving)
        var shown: [Double] = []
        for time in [1.5, 1.52, 1.55, 1.6, 1.7] {
            host.advanceAnimations(to: time)
            shown.append(try host.state(of: Group.self).offset.y)
        }
        #expect(shown.first == 250 && shown.last == 0 && !host.isMoving)
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 > $1 }, "\(shown)")
    }

    @Test func aComponentShowsItselfFromItsHandler() throws {
        let host = try ComponentHost(RevealingRowPage(), size: Size(width: 100, height: 90))
        host.paint()
        #expect(try host.frame(testID: "row") == Rect(x: 0, y: 70, width: 100, height: 60))
        // The button's top shows: a tap on it brings the whole row in.
        host.handle(.pointerDown, at: Point(x: 50, y: 80))
        host.handle(.pointerUp, at: Point(x: 50, y: 80))
        #expect(try host.state(of: Group.self).offset == Point(x: 0, y: 40))
        #expect(try host.frame(testID: "row") == Rect(x: 0, y: 30, width: 100, height: 60))
    }

    @Test func aControllerShowsItsComponentAndSendsTheListBackToTheTop() throws {
        let host = try ComponentHost(RevealingRowPage(), size: Size(width: 100, height: 90))
        host.paint()
        host.handle(.scroll(dx: 0, dy: 1000), at: Point(x: 50, y: 40), time: 1)
        #expect(try host.state(of: Group.self).offset.y == 140 && host.frame(testID: "row").maxY < 0)
        let controller = try host.controller(RevealingRowController.self, testID: "row")
        controller.scrollIntoView(animated: true)
        host.advanceAnimations(to: 2)
        host.advanceAnimations(to: 2.05)
        let midway = try host.state(of: Group.self).offset.y
        #expect(midway > 70 && midway < 140)
        host.advanceAnimations(to: 2.2)
        #expect(try host.state(of: Group.self).offset.y == 70 && host.frame(testID: "row").minY == 0)
        // The scroll view is above the row: the controller's action climbs to it.
        #expect(controller.send(ScrollTo(offset: .zero, animated: true)))
        host.advanceAnimations(to: 3)
        host.advanceAnimations(to: 3.2)
        #expect(try host.state(of: Group.self).offset == .zero && !host.isMoving)
    }

    @Test func nonFiniteOffsetsCountAsZeroAsLayoutShowsThem() throws {
        let host = try host(ScrollPage())
        host.handle(.scroll(dx: 0, dy: 100), at: Point(x: 50, y: 40), time: 1)
        let stripes = try host.root.instance(of: ScrollStripes.self)
        for bad in [Double.nan, .infinity, -.infinity] {
            host.root.send(ScrollTo(offset: Point(x: 0, y: 100), animated: false), from: stripes)
            host.root.send(ScrollTo(offset: Point(x: 0, y: bad), animated: true), from: stripes)
            var shown: [Double] = []
            for _ in 0...20 {
                host.advanceAnimations(by: 0.01)
                shown.append(try offset(host))
            }
            #expect(shown.allSatisfy(\.isFinite) && shown.last == 0 && !host.isMoving, "\(bad): \(shown)")
        }
    }

    @Test func withoutAMountingLayerAnAnimatedScrollIsSetAtOnce() throws {
        let root = ComponentRoot(ScrollPage(), sizeRange: .exactly(Size(width: 100, height: 92)))
        root.send(ScrollTo(offset: Point(x: 0, y: 50), animated: true), from: try root.instance(of: ScrollStripes.self))
        #expect(try root.state(of: Stripes.self).offset == Point(x: 0, y: 50))
        // Nothing is shown, so nothing is brought into view.
        try root.scrollIntoView(testID: "stripe-9", animated: false)
        #expect(try root.state(of: Stripes.self).offset == Point(x: 0, y: 50))
    }

    @Test func aRequestTakesTheContentFromADraggingFinger() throws {
        let host = try host(ScrollPage())
        host.handle(.pointerDown, at: Point(x: 50, y: 85), time: 0)
        host.handle(.pointerMoved, at: Point(x: 50, y: 60), time: 0.01)
        #expect(try offset(host) == 25)
        try host.scrollIntoView(testID: "stripe-9", animated: false)
        #expect(try host.state(of: Stripes.self) == ScrollPosition(offset: Point(x: 0, y: 210)))
        // The finger's later moves and its release move nothing, and nothing flings.
        host.handle(.pointerMoved, at: Point(x: 50, y: 20), time: 0.02)
        host.handle(.pointerUp, at: Point(x: 50, y: 10), time: 0.03)
        #expect(try offset(host) == 210 && !host.isMoving)
    }
}
