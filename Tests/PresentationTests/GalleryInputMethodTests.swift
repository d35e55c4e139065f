import Components
import DisplayTestSupport
import Foundation
import GalleryPages
import Geometry
import Graphics
@testable import Mounting
import Presentation
import Testing
import TestFonts

/// The Input page's Name field in the `gallery` program's real window, typed into through
/// a real input method: IBus with its Korean engine on the window's private X server and
/// a private session bus (`InputMethodDaemon`). xdotool presses the keys G and K, then S;
/// IBus composes 하, then 한, which SDL delivers as text-editing events and the field
/// shows underlined at the caret, and Space commits 한. After each step the window equals a
/// headless host given the compositions IBus reported, byte for byte.
@MainActor
@Suite(.testFonts, .serialized,
       .enabled(Comment(rawValue: DisplayTools.missingReason)) { DisplayTools.missing.isEmpty },
       .enabled(Comment(rawValue: InputMethodDaemon.missingReason)) { InputMethodDaemon.missing.isEmpty })
struct GalleryInputMethodTests {
    static let size = GalleryWindowInputTests.size

    @Test func ibusComposesHangulAtTheCaretAndCommitsIt() async throws {
        let server = try XvfbServer(width: 1280, height: 1024)
        let inputMethod = try InputMethodDaemon(display: server.display)
        let gallery = try RunningGallery(page: .input, size: Self.size,
                                         environment: inputMethod.environment.merging(["TESSERA_REDUCED_MOTION": "1"]) { $1 },
                                         server: server)
        let host = try await GalleryWindowInputTests.twinAtRest(of: gallery)
        let rest = (x: Int(Self.size.width) - 8, y: Int(Self.size.height) - 8)

        // A click on the Name field focuses it in both (and turns SDL's text input on).
        let name = try host.frame(testID: "input.name")
        try gallery.click(x: Int(name.midX), y: Int(name.midY), twin: host, time: 1)
        try gallery.movePointer(x: rest.x, y: rest.y, twin: host)
        host.advanceAnimations(to: 3)
        host.paint()
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image(), timeout: .seconds(20))

        // The engine starts in Latin mode: the Hangul key switches it. Then G and K.
        try gallery.tool.key(window: gallery.window, "Hangul")
        try gallery.tool.key(window: gallery.window, "g")
        try gallery.tool.key(window: gallery.window, "k")
        host.handle(TextComposition("하", caret: 0, selectionLength: 1))
        host.paint()
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image(), timeout: .seconds(20))

        // S completes the syllable; Space commits it (IBus keeps the Space).
        try gallery.tool.key(window: gallery.window, "s")
        host.handle(TextComposition("한", caret: 0, selectionLength: 1))
        host.paint()
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image(), timeout: .seconds(20))
        let screenshots = ProcessInfo.processInfo.environment["TESSERA_INPUT_SCREENSHOTS"]
        if let screenshots { try PNG.write(try gallery.screenshot(), toFile: screenshots + "/gallery-input-ibus-composing.png") }
        try gallery.tool.key(window: gallery.window, "space")
        host.handle(TextComposition("", caret: 0, selectionLength: -1))
        host.handle(TextInput("한"))
        host.paint()
        #expect(try host.state(of: InputPage.self).name == "한")
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image(), timeout: .seconds(20))
        if let screenshots { try PNG.write(try gallery.screenshot(), toFile: screenshots + "/gallery-input-ibus.png") }
        #expect(await gallery.stop(), "gallery said: \(String(decoding: gallery.output.fileHandleForReading.availableData, as: UTF8.self))")
        // IBus stops when released: not before the gallery.
        withExtendedLifetime(inputMethod) {}
    }
}
