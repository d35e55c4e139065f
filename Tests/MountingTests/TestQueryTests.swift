import Testing
import Geometry
import Graphics
import Layout
import TextRasterizer
@testable import Components
@testable import Mounting

private struct Add: Action {}

/// A counter with a controller, its text and button tagged.
private struct QueryCounter: Component, Equatable {
    typealias State = Int
    var title: String
    var scope: ComponentScope? { .identifier(title) }
    static var controllerType: ComponentController<QueryCounter>.Type? { QueryCounterController.self }
    func initialState() -> Int { 0 }

    func body(_ context: BuildContext<Self>) -> some Component {
        Text("\(title): \(context.state)", attributes: TextAttributes(font: FontDescriptor(family: "DejaVu Sans"), size: 14))
            .testID("count-\(title)")
        Button("Add", action: Add()).testID("add-\(title)")
    }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard action is Add else { return false }
        context.updateState(.synchronous) { $0 += 1 }
        return true
    }
}

private final class QueryCounterController: ComponentController<QueryCounter> {}

/// Two counters side by side, the second tagged as a whole.
private struct Pair: Component, Equatable {
    var duplicate = false
    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox {
            QueryCounter(title: "a")
            QueryCounter(title: "b").testID("second")
            if duplicate { Spacer(length: 4).testID("add-a") }
        }
    }
}

@MainActor
@Suite struct TestQueryTests {
    func host(_ component: some Component) throws -> ComponentHost {
        try ComponentHost(component, size: Size(width: 300, height: 100), diagnostics: DiagnosticHandler { Issue.record("\($0)") })
    }

    @Test func tappingByTestIDRunsTheActionAndTheTextShowsIt() throws {
        let host = try host(Pair())
        #expect(try host.text(testID: "count-a") == "a: 0")
        try host.tap(testID: "add-a")
        try host.tap(testID: "add-a")
        try host.tap(testID: "add-b")
        #expect(try host.text(testID: "count-a") == "a: 2")
        #expect(try host.text(testID: "count-b") == "b: 1")
        #expect(try host.text(testID: "add-a") == "Add")
        #expect(try host.state(of: QueryCounter.self, testID: "second") == 1)
    }

    @Test func framesAreInTheHostsCoordinates() throws {
        let host = try host(Pair())
        let first = try host.frame(testID: "add-a"), second = try host.frame(testID: "add-b")
        #expect(first.minY == second.minY && first.size == second.size)
        #expect(second.minX > first.maxX - 1, "the second counter is to the right of the first")
        #expect(try host.frame(testID: "second").minX == second.minX, "the whole second counter")
        host.paint()
        // The button's background is drawn where its frame says.
        let pixel = host.framebuffer[Int(first.midX), Int(first.minY + 2)]
        #expect(pixel != 0xFFFF_FFFF, "the button's fill, not the white background")
    }

    @Test func typedControllersAndInstances() throws {
        let host = try host(Pair())
        let a: QueryCounterController = try host.controller(QueryCounterController.self, testID: "add-a")
        let b = try host.controller(QueryCounterController.self, testID: "second")
        #expect(a.component.title == "a" && b.component.title == "b")
        #expect(a !== b)
        #expect(try host.instance(of: Pair.self).path == "Pair")
        #expect(throws: TestQueryError.ambiguousComponent(type: "QueryCounter",
                                                         paths: ["Pair > QueryCounter(id: \"a\")", "Pair > QueryCounter(id: \"b\")"])) {
            try host.controller(QueryCounterController.self)
        }
        #expect(throws: TestQueryError.componentNotFound(type: "Pair", testID: nil, owners: nil)) {
            try ComponentHost(QueryCounter(title: "c"), size: Size(width: 100, height: 50)).instance(of: Pair.self)
        }
    }

    @Test func missingAndDuplicateIDsAreClearErrors() throws {
        let host = try host(Pair(duplicate: true))
        do {
            _ = try host.frame(testID: "remove")
            Issue.record("found an element nobody tagged")
        } catch {
            #expect(error == .testIDNotFound("remove", known: ["add-a", "add-b", "count-a", "count-b", "second"]))
            #expect(error.description.hasPrefix("No element has the test ID \"remove\" (test IDs in the tree: \"add-a\", "))
        }
        do {
            try host.tap(testID: "add-a")
            Issue.record("tapped one of two elements with one ID")
        } catch {
            #expect(error == .duplicateTestID("add-a", owners: ["Pair > QueryCounter(id: \"a\")", "Pair"]))
            #expect(error.description.contains("is on 2 elements"))
        }
        #expect(try host.state(of: QueryCounter.self, testID: "count-a") == 0, "nothing was tapped")
    }

    @Test func tappingTextIsATapOfTheTextNotOfAButton() throws {
        // Every element's box is hit (see `Node.hitTest`): the text takes the tap and
        // sends a `Tap` nobody has to handle; the counter's button hears nothing.
        let host = try host(Pair())
        try host.tap(testID: "count-a")
        #expect(try host.state(of: QueryCounter.self, testID: "count-a") == 0)
    }

    @Test func tappingWhatLetsHitsThroughThrowsAndSendsNothing() throws {
        struct Hidden: Component, Equatable {
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .fixed(width: 100, height: 100)) {
                    Text("ghost").hitTesting(.passThrough).testID("ghost")
                }
                .hitTesting(.childrenOnly)
            }
        }
        let host = try host(Hidden())
        #expect(throws: TestQueryError.notTappable("ghost", hit: "nothing that takes taps")) {
            try host.tap(testID: "ghost")
        }
    }

    @Test func aContentButtonsTextIsTheTextsInsideItAndATapOnItsLabelPressesIt() throws {
        struct Card: Component, Equatable {
            var scope: ComponentScope? { .byType }
            func initialState() -> Int { 0 }
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .column()) {
                    Button(action: Add()) {
                        Text("Ada Lovelace", attributes: TextAttributes(size: 14)).testID("name")
                        Text("10:30", attributes: TextAttributes(size: 12))
                    }.testID("card")
                    Button(isEnabled: false, action: Add()) {
                        Text("Check out", attributes: TextAttributes(size: 14)).testID("check-out")
                    }
                    Text("\(context.state)", attributes: TextAttributes(size: 12)).testID("count")
                }
            }
            func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
                guard action is Add else { return false }
                context.updateState(.synchronous) { $0 += 1 }
                return true
            }
        }
        let host = try host(Card())
        #expect(try host.text(testID: "card") == "Ada Lovelace 10:30")
        try host.tap(testID: "name")
        #expect(try host.text(testID: "count") == "1")
        // The label of a disabled content button: the tap would press that button.
        #expect(throws: TestQueryError.disabled("check-out", button: "Card")) { try host.tap(testID: "check-out") }
        #expect(try host.text(testID: "count") == "1")
    }

    @Test func aTestIDChangesNeitherLayoutNorReuse() throws {
        struct Plain: Component, Equatable {
            var tagged: Bool
            var tick = 0
            func body(_ context: BuildContext<Self>) -> some Component {
                if tagged { QueryCounter(title: "a").testID("x") } else { QueryCounter(title: "a") }
            }
        }
        let tagged = try host(Plain(tagged: true)), plain = try host(Plain(tagged: false))
        #expect(tagged.root.layout.frames == plain.root.layout.frames)
        let element = try tagged.element(testID: "x").element
        tagged.root.update(Plain(tagged: true, tick: 1))
        #expect(tagged.root.result.statistics.builtComponents == 1, "Plain only: the counter is reused")
        #expect(try tagged.element(testID: "x").element === element, "a reused subtree keeps its tagged element")
    }
}
