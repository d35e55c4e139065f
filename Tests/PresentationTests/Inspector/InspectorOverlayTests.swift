import ComponentTestSupport
import Components
import GalleryPages
import Geometry
import Graphics
import Layout
import Mounting
@testable import Presentation
import Testing
import TestFonts
import TextRasterizer

/// The inspector's overlay through a presenter on a headless surface: F12 toggles it,
/// the strip shows, flashes fade and then frames stop, a partial frame gives a full
/// frame's pixels, and off it changes nothing.
@MainActor
@Suite(.testFonts) struct InspectorOverlayTests {
    static let size = Size(width: 900, height: 640)
    let f12 = KeyEvent(key: .function(12))

    func statePage(scale: Double = 1) throws -> (HeadlessSurface, Presenter) {
        let surface = try HeadlessSurface(width: Int(Self.size.width * scale), height: Int(Self.size.height * scale))
        // A font database of its own: font problems other tests meet on the shared one
        // reach every log on it, and a new log line wants a frame.
        let presenter = try Presenter(surface: surface, scale: scale, background: GalleryPage.background,
                                      textSystem: TextSystem(fonts: try TestFonts.database())) {
            GalleryApp(page: .state, size: $0)
        }
        return (surface, presenter)
    }

    /// Pixels of `image` inside `rect` that differ from `other`'s.
    func differing(_ image: Graphics.Image, _ other: Graphics.Image, in rect: PixelRect) -> Int {
        var count = 0
        for y in rect.minY..<rect.maxY {
            for x in rect.minX..<rect.maxX where image.pixels[y * image.width + x] != other.pixels[y * other.width + x] {
                count += 1
            }
        }
        return count
    }

    /// The strip's corner: the bottom right 200 × 60 points.
    func stripCorner(scale: Double = 1) -> PixelRect {
        PixelRect(x: Int((Self.size.width - 200) * scale), y: Int((Self.size.height - 60) * scale),
                  width: Int(190 * scale), height: Int(50 * scale))
    }

    @Test func f12ShowsTheOverlayOverTheWholeWindowAndF12AgainGivesThePageBack() throws {
        let (surface, presenter) = try statePage()
        try presenter.presentFrame(at: 0)
        let page = surface.image()
        #expect(!presenter.needsFrame)

        try presenter.handle(.key(f12, time: 1))
        try presenter.handle(.key(KeyEvent(key: .function(12), isDown: false), time: 1))
        #expect(presenter.inspector.isEnabled)
        #expect(presenter.needsFrame)
        let on = try #require(try presenter.presentFrame(at: 1))
        #expect(on.damage == [PixelRect(x: 0, y: 0, width: 900, height: 640)])
        let shown = surface.image()
        #expect(differing(shown, page, in: stripCorner()) > 1_000, "the strip shows in the bottom right corner")
        // Outlines: the page's own pixels are unchanged in most of the window, not all.
        let changed = differing(shown, page, in: PixelRect(x: 0, y: 0, width: 900, height: 640))
        #expect(changed > 5_000 && changed < 900 * 640 / 2)
        // The page itself knows nothing of it.
        #expect(presenter.host.image() == page)

        try presenter.handle(.key(f12, time: 2))
        #expect(!presenter.inspector.isEnabled)
        let off = try #require(try presenter.presentFrame(at: 2))
        #expect(off.damage == [PixelRect(x: 0, y: 0, width: 900, height: 640)])
        #expect(surface.image() == page)
        // Off, nothing more to show: no frame.
        #expect(!presenter.needsFrame && !presenter.isAnimating)
        #expect(try presenter.presentFrame(at: 3) == nil)
    }

    @Test func f12NeverReachesTheApp() throws {
        let surface = try HeadlessSurface(width: 300, height: 100)
        let presenter = try Presenter(KeyCounter(), surface: surface, scale: 1)
        try presenter.handle(.key(f12, time: 0.1))
        try presenter.handle(.key(KeyEvent(key: .function(12), isDown: false), time: 0.1))
        #expect(presenter.inspector.isEnabled)
        #expect(presenter.texts == ["keys: 0"])
        try presenter.handle(.key(KeyEvent(key: .function(5)), time: 0.2))
        #expect(presenter.texts == ["keys: 1"])
        // With a modifier F12 is the app's.
        try presenter.handle(.key(KeyEvent(key: .function(12), modifiers: .shift), time: 0.3))
        #expect(presenter.texts == ["keys: 2"])
        #expect(presenter.inspector.isEnabled)
    }

    @Test func aFlashFadesOnTheFrameClockAndThenNoFrameIsWanted() throws {
        let (surface, presenter) = try statePage()
        presenter.inspector.isEnabled = true
        try presenter.presentFrame(at: 0)
        // The first frame painted the whole page: it flashes, fading until 0.3 s.
        #expect(presenter.isAnimating)
        #expect(presenter.nextAnimationTime(after: 0.1) == 0.1)
        let flashing = surface.image()
        try presenter.presentFrame(at: 0.2)
        let fainter = surface.image()
        #expect(fainter != flashing)
        #expect(presenter.isAnimating)

        try presenter.presentFrame(at: 0.31)
        let faded = surface.image()
        #expect(!presenter.isAnimating)
        #expect(presenter.nextAnimationTime(after: 0.31) == nil)
        #expect(!presenter.needsFrame)
        #expect(try presenter.presentFrame(at: 0.5) == nil)
        // Away from outlines and the strip the faded frame shows the page's own pixels;
        // the flash had tinted them.
        let page = presenter.host.image()
        let probe = try #require(Self.firstUntouchedPixel(faded, page))
        #expect(flashing.pixels[probe] != page.pixels[probe])
        #expect(fainter.pixels[probe] != page.pixels[probe] && fainter.pixels[probe] != flashing.pixels[probe])

        // A tap flashes only what it changed, and that fades too.
        try tap("+1", in: presenter)
        let report = try #require(try presenter.presentFrame(at: 1))
        #expect(report.damagedPixels < 900 * 640 / 4)
        #expect(presenter.isAnimating)
        try presenter.presentFrame(at: 1.31)
        #expect(!presenter.isAnimating && !presenter.needsFrame)
    }

    @Test(arguments: [1.0, 2.0])
    func aPartialFrameGivesTheFullFramesPixels(scale: Double) throws {
        let (surface, presenter) = try statePage(scale: scale)
        presenter.inspector.isEnabled = true
        try presenter.presentFrame(at: 0)
        var time = 0.0
        for step in 0..<6 {
            time += 0.05
            switch step % 3 {
            case 0: try tap("+1", in: presenter)
            case 1: try presenter.handle(.key(KeyEvent(key: .tab), time: time))
            default: try presenter.handle(.pointer(.scroll(dx: 0, dy: 40, granularity: .precise),
                                                   at: Point(x: 450, y: 400), time: time))
            }
            try presenter.presentFrame(at: time)
            let partial = surface.image()
            let full = try #require(presenter.inspector.recomposeEverything())
            let count = differing(partial, full, in: PixelRect(x: 0, y: 0, width: full.width, height: full.height))
            #expect(partial == full, "step \(step): a partial frame differs from a full one in \(count) pixels")
        }
    }

    @Test func aResizeComposesTheWholeNewWindow() throws {
        let (surface, presenter) = try statePage()
        presenter.inspector.isEnabled = true
        try presenter.presentFrame(at: 0)
        try surface.resize(width: 700, height: 500)
        try presenter.handle(.resized)
        let report = try #require(try presenter.presentFrame(at: 0.1))
        #expect(report.damage == [PixelRect(x: 0, y: 0, width: 700, height: 500)])
        let shown = surface.image()
        #expect(shown.width == 700 && shown.height == 500)
        #expect(shown == presenter.inspector.recomposeEverything())
    }

    @Test func theStripShowsTheLastPaintedFramesPhasesAndFramesPerSecond() throws {
        let (_, presenter) = try statePage()
        presenter.inspector.isEnabled = true
        for frame in 0..<30 {
            if frame % 2 == 0 { try tap("+1", in: presenter) }
            try presenter.presentFrame(at: Double(frame) / 60)
        }
        let timeline = presenter.inspector.timeline
        #expect(timeline.count == 30)
        #expect(timeline.framesPerSecond == 30)
        let painted = try #require(timeline.latestPagePaint)
        #expect(painted.phases.paint > .zero)
        #expect(painted.phases.build > .zero && painted.phases.layout > .zero && painted.phases.mount > .zero)
        // Off: nothing is timed.
        presenter.inspector.isEnabled = false
        #expect(presenter.inspector.timeline.count == 0)
        #expect(!presenter.host.measuresFramePhases)
    }

    @Test func diagnosticsGoToTheLogAndToTheHandler() throws {
        let surface = try HeadlessSurface(width: 400, height: 200)
        let handled = DiagnosticLog()
        let presenter = try Presenter(UnhandledSender(), surface: surface, scale: 1, diagnostics: handled.handler)
        presenter.inspector.isEnabled = true
        try presenter.presentFrame(at: 0)
        let before = surface.image()
        try tap("Send", in: presenter)
        #expect(handled.all.count == 1)
        // (Font problems other tests meet on the shared font database reach every log.)
        let components = presenter.inspector.log.messages.filter { $0.source == .component }
        #expect(components.map(\.text) == handled.all.map(\.message))
        #expect(presenter.needsFrame)
        try presenter.presentFrame(at: 0.1)
        // The log panel, bottom left, shows it.
        #expect(differing(surface.image(), before, in: PixelRect(x: 10, y: 150, width: 30, height: 40)) > 20)
    }

    @Test func aMissingFontFamilyGoesToTheLogAndToTheDatabasesHandler() throws {
        let fonts = FontDiagnosticLog()
        let system = TextSystem(fonts: try TestFonts.database(diagnosticHandler: fonts.handler))
        let surface = try HeadlessSurface(width: 300, height: 100)
        var attributes = TextAttributes()
        attributes.font.family = "No Such Family"
        let presenter = try Presenter(Text("hello", attributes: attributes), surface: surface, scale: 1,
                                      textSystem: system)
        try presenter.presentFrame(at: 0)
        #expect(fonts.all.count == 1)
        let logged = presenter.inspector.log.messages.filter { $0.source == .font }
        #expect(logged.map(\.text) == fonts.all.map(\.description))
        #expect(logged.first?.text.contains("No Such Family") == true)
    }

    @Test func theLogKeepsTheLastMessagesOnly() {
        let log = InspectorLog(capacity: 3)
        for index in 0..<10 { log.append("message \(index)", from: .font) }
        #expect(log.messages.map(\.text) == ["message 7", "message 8", "message 9"])
        #expect(log.appendedCount == 10)
    }

    /// The index of a pixel where `image` equals `page` at least 20 pixels from anything
    /// that differs (outlines, the strip).
    static func firstUntouchedPixel(_ image: Graphics.Image, _ page: Graphics.Image) -> Int? {
        let width = image.width, height = image.height
        for y in stride(from: 40, to: height - 120, by: 7) {
            for x in stride(from: 40, to: width - 40, by: 7) {
                var clear = true
                for dy in -20...20 where clear {
                    for dx in -20...20 where image.pixels[(y + dy) * width + x + dx] != page.pixels[(y + dy) * width + x + dx] {
                        clear = false
                        break
                    }
                }
                if clear { return y * width + x }
            }
        }
        return nil
    }
}

/// Counts the key presses that reach it (keys climb from the root when nothing has focus).
struct KeyCounter: Component, Equatable {
    var scope: ComponentScope? { .byType }
    func initialState() -> Int { 0 }

    func body(_ context: BuildContext<Self>) -> some Component {
        Text("keys: \(context.state)")
    }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard let key = action as? KeyEvent, key.isDown else { return false }
        context.updateState(.synchronous) { $0 += 1 }
        return true
    }
}

/// A button whose action nobody handles: one diagnostic when pressed.
struct UnhandledSender: Component, Equatable {
    struct Nobody: Action, Equatable {}

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: LayoutStyle()) {
            Button("Send", action: Nobody()).width(80)
        }
    }
}
