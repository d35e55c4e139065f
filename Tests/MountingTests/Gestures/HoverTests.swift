import Testing
import Geometry
import Graphics
import Layout
@testable import Components
@testable import Mounting

/// A row that hears hovers, with a button inside and a hand pointer, beside a plain box.
struct HoverPage: Component, Equatable {
    var scope: ComponentScope? { .byType }
    static var controllerType: ComponentController<HoverPage>.Type? { ActionRecorder<HoverPage>.self }
    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .row(align: .flexStart)) {
            Flexbox(style: .fixed(width: 200, height: 100)) {
                Button("Go", action: Bump()).height(40).testID("go")
            }
            .onHover(name: "row").pointerStyle(.hand).testID("row")
            Box(color: .black, style: .fixed(width: 100, height: 100)).testID("plain")
        }
    }
}

@MainActor
@Suite struct HoverTests {
    let host: ComponentHost
    init() throws {
        host = try ComponentHost(HoverPage(), size: Size(width: 300, height: 100),
                                 diagnostics: DiagnosticHandler { Issue.record("\($0)") })
        host.paintAll()
    }

    var hovers: [Hover] {
        get throws {
            try #require(host.root.liveControllers.compactMap { $0 as? ActionRecorder<HoverPage> }.first)
                .received.compactMap { $0 as? Hover }
        }
    }

    @Test func aButtonUnderTheMouseShowsItsHoveredLookAndOnlyItRepaints() throws {
        let button = try host.frame(testID: "go")
        host.hover(at: Point(x: button.midX, y: button.midY))
        #expect(try host.node(testID: "go").isHovered)
        let painted = host.paint()
        #expect(Region(painted).area == Int(button.width * button.height))
        // The middle of the button's left edge: its background, away from the title and corners.
        #expect(host.framebuffer[Int(button.minX) + 3, Int(button.midY)]
                == Color(red8: 0x00, green8: 0x6C, blue8: 0xE6).premultipliedPixel)
        // Leaving the window unhovers it.
        host.hover(at: nil)
        #expect(try !host.node(testID: "go").isHovered)
        #expect(host.pointerStyle == .arrow)
    }

    @Test func hoverActionsEnterAndLeaveAndThePointerTakesTheInnermostStyle() throws {
        host.hover(at: Point(x: 150, y: 80))
        #expect(try hovers == [Hover(name: "row", isInside: true)])
        #expect(host.pointerStyle == .hand)
        // Moving onto the button inside the row is still inside it: nothing is sent.
        host.hover(at: Point(x: 10, y: 10))
        #expect(try hovers.count == 1)
        host.hover(at: Point(x: 250, y: 50))
        #expect(try hovers == [Hover(name: "row", isInside: true), Hover(name: "row", isInside: false)])
        #expect(host.pointerStyle == .arrow)
    }

    @Test func movesWithinOneNodeChangeNothing() throws {
        host.hover(at: Point(x: 250, y: 50))
        _ = host.paint()
        for x in stride(from: 201.0, to: 299, by: 7) { host.hover(at: Point(x: x, y: 50)) }
        #expect(!host.needsPaint)
        #expect(try hovers.isEmpty)
    }

    @Test func aPressInProgressKeepsTheHoverWhereItWas() throws {
        let button = try host.frame(testID: "go")
        host.hover(at: Point(x: button.midX, y: button.midY))
        host.handle(.pointerDown, at: Point(x: button.midX, y: button.midY), time: 0)
        host.hover(at: Point(x: 250, y: 50))
        #expect(try host.node(testID: "go").isHovered)
        host.handle(.pointerUp, at: Point(x: button.midX, y: button.midY), time: 0.1)
        host.hover(at: Point(x: 250, y: 50))
        #expect(try !host.node(testID: "go").isHovered)
    }
}
