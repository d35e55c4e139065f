import Testing
import ComponentTestSupport
import Geometry
import Graphics
import Layout
import TextRasterizer
@testable import Components
@testable import Mounting

struct CardTapped: Action {}
struct FavoriteTapped: Action {}

/// A whole card as a button (an icon box, a title and a detail line), with a small
/// "favorite" button nested inside it.
struct CardButtonPage: Component, Equatable {
    var isEnabled = true
    var scope: ComponentScope? { .byType }
    static var controllerType: ComponentController<CardButtonPage>.Type? { ActionRecorder<CardButtonPage>.self }
    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .column(align: .flexStart)) {
            Button(padding: EdgeInsets(all: 12), gap: 10, isEnabled: isEnabled, action: CardTapped()) {
                Box(color: .white, cornerRadius: 4, style: .fixed(width: 24, height: 24)).testID("icon")
                Flexbox(style: .column()) {
                    Text("Visitor badge").testID("title")
                    Text("Printed at the desk", attributes: TextAttributes(size: 11)).testID("detail")
                }
                Button("★", looks: .standard, cornerRadius: 4, padding: EdgeInsets(all: 4), action: FavoriteTapped())
                    .testID("favorite")
            }
            .testID("card")
        }
    }
}

@MainActor
@Suite(.testFonts) struct ContentButtonEventTests {
    func host(_ page: CardButtonPage = CardButtonPage()) throws -> (ComponentHost, ActionRecorder<CardButtonPage>) {
        let host = try ComponentHost(page, size: Size(width: 300, height: 120), scale: 1,
                                     diagnostics: DiagnosticHandler { Issue.record("\($0)") })
        let recorder = try #require(host.root.liveControllers.compactMap { $0 as? ActionRecorder<CardButtonPage> }.first)
        return (host, recorder)
    }

    @Test func aTapOnAnyPartOfTheContentPressesTheButton() throws {
        let (host, recorder) = try host()
        for part in ["icon", "title", "detail", "card"] {
            try host.tap(testID: part)
        }
        #expect(recorder.received.count { $0 is CardTapped } == 4)
        #expect(recorder.taps.isEmpty, "the content is the button's: no Tap from it")
    }

    @Test func aNestedButtonGetsItsOwnTaps() throws {
        let (host, recorder) = try host()
        try host.tap(testID: "favorite")
        #expect(recorder.received.count { $0 is FavoriteTapped } == 1)
        #expect(recorder.received.count { $0 is CardTapped } == 0)
    }

    @Test func theContentIsLaidOutInARowInsideThePadding() throws {
        let (host, _) = try host()
        let card = try host.frame(testID: "card"), icon = try host.frame(testID: "icon")
        let title = try host.frame(testID: "title"), favorite = try host.frame(testID: "favorite")
        #expect(icon.minX == card.minX + 12)
        #expect(title.minX == icon.maxX + 10)
        #expect(favorite.maxX == card.maxX - 12)
        // Centered across, within the half point that snapping to whole pixels moves them.
        #expect(abs(icon.midY - card.midY) <= 0.5 && abs(favorite.midY - card.midY) <= 0.5)
        #expect(card.height == 12 + max(icon.height, try host.frame(testID: "detail").maxY - title.minY) + 12)
    }

    @Test func pressingTheCardHighlightsItWithoutARebuildAndRepaintsItsArea() throws {
        let (host, _) = try host()
        host.paint()
        let before = host.image()
        let built = try #require(host.root.layout.root?.element)
        let title = try host.frame(testID: "title")
        host.handle(.pointerDown, at: Point(x: title.midX, y: title.midY))
        let damage = host.paint()
        let card = try host.frame(testID: "card")
        #expect(Region(damage).bounds == PixelRect(x: Int(card.minX), y: Int(card.minY), width: Int(card.width),
                                                   height: Int(card.height)))
        #expect(Bool(host.image().pixels != before.pixels))
        #expect(host.root.layout.root?.element === built, "the look is applied when drawing")
        host.handle(.pointerCancelled, at: Point(x: title.midX, y: title.midY))
        host.paint()
        #expect(Bool(host.image().pixels == before.pixels))
    }

    @Test func aDisabledCardSendsNothingAndItsContentTakesNoTaps() throws {
        let (host, recorder) = try host(CardButtonPage(isEnabled: false))
        for part in ["title", "icon"] {
            let frame = try host.frame(testID: part)
            host.handle(.pointerDown, at: Point(x: frame.midX, y: frame.midY))
            host.handle(.pointerUp, at: Point(x: frame.midX, y: frame.midY))
        }
        #expect(recorder.received.count { $0 is CardTapped } == 0)
        #expect(recorder.taps.isEmpty)
    }
}
