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

/// The Input page in the `gallery` program's real window, on a private Xvfb server, typed
/// into by xdotool (issue 29): Tab reaches the Name field, `xdotool type` enters mixed
/// scripts and an emoji through SDL's text input, and Select All, Copy, End and Paste go
/// through the X11 clipboard, and the on-screen keyboard types by clicks alone; after each
/// step the window equals a headless host of the same app given the same input, byte for byte. The caret does not blink in either
/// (reduced motion), so the pictures do not depend on when they are taken.
@MainActor
@Suite(.testFonts, .serialized,
       .enabled(Comment(rawValue: DisplayTools.missingReason)) { DisplayTools.missing.isEmpty })
struct GalleryWindowInputTests {
    static let size = Size(width: 1280, height: 800)

    func press(_ host: ComponentHost, _ key: Key, _ modifiers: KeyModifiers = []) {
        host.handle(KeyEvent(key: key, modifiers: modifiers))
        host.handle(KeyEvent(key: key, modifiers: modifiers, isDown: false))
    }

    /// The headless twin of `gallery`'s Input page (reduced motion), once the window
    /// shows what it shows with the pointer resting on the page's background in both.
    static func twinAtRest(of gallery: RunningGallery) async throws -> ComponentHost {
        let host = try ComponentHost(GalleryApp(page: .input, size: size), size: size, background: GalleryPage.background)
        host.reducesMotion = true
        try gallery.movePointer(x: Int(size.width) - 8, y: Int(size.height) - 8, twin: host)
        host.paint()
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image(), timeout: .seconds(60))
        return host
    }

    @Test func typedTextAndAClipboardRoundTripShowWhatTheHeadlessAppShows() async throws {
        let gallery = try RunningGallery(page: .input, size: Self.size, environment: ["TESSERA_REDUCED_MOTION": "1"])
        let host = try await Self.twinAtRest(of: gallery)

        // Tab on to the Name field (past the tab bar's tabs), counted headless.
        var tabs = 0
        while host.events.focusedMountedNode?.element?.testID != "input.name", tabs < 40 {
            press(host, .tab)
            tabs += 1
        }
        try #require(host.focusedTextInput != nil, "Tab reached a text field")
        for _ in 0..<tabs { try gallery.tool.key(window: gallery.window, "Tab") }

        let typed = "héllo שלום 😀"
        try gallery.tool.type(window: gallery.window, typed)
        host.handle(TextInput(typed))
        host.advanceAnimations(by: 1)
        host.paint()
        #expect(try host.state(of: InputPage.self).name == typed)
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image(), timeout: .seconds(20))

        // Select All and Copy, End, Paste: the text twice, through X11's clipboard.
        try gallery.tool.key(window: gallery.window, "ctrl+a", "ctrl+c", "End", "ctrl+v")
        press(host, .character("a"), .control)
        press(host, .character("c"), .control)
        press(host, .end)
        press(host, .character("v"), .control)
        host.advanceAnimations(by: 1)
        host.paint()
        #expect(try host.state(of: InputPage.self).name == typed + typed)
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image(), timeout: .seconds(20))

        if let folder = ProcessInfo.processInfo.environment["TESSERA_INPUT_SCREENSHOTS"] {
            try PNG.write(try gallery.screenshot(), toFile: folder + "/gallery-input-window.png")
        }
        #expect(await gallery.stop(), "gallery said: \(String(decoding: gallery.output.fileHandleForReading.availableData, as: UTF8.self))")
    }

    /// The on-screen keyboard in the real window, by mouse clicks alone: a click on the
    /// Name field raises it (`--on-screen-keyboard always`), clicks on its "h" and "i"
    /// keys type "hi", and the window equals the headless app given the same presses.
    @Test func theOnScreenKeyboardTypesByClicksAlone() async throws {
        let gallery = try RunningGallery(page: .input, size: Self.size, arguments: ["--on-screen-keyboard", "always"],
                                         environment: ["TESSERA_REDUCED_MOTION": "1"])
        let host = try ComponentHost(GalleryApp(page: .input, size: Self.size, keyboardPolicy: .always), size: Self.size,
                                     background: GalleryPage.background)
        host.reducesMotion = true
        let rest = (x: Int(Self.size.width) - 8, y: 60)
        try gallery.movePointer(x: rest.x, y: rest.y, twin: host)
        host.paint()
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image(), timeout: .seconds(60))

        var time = 10.0
        for testID in ["input.name", "keyboard.letters.1.5", "keyboard.letters.0.7"] {
            let frame = try host.frame(testID: testID)
            try gallery.click(x: Int(frame.midX), y: Int(frame.midY), twin: host, time: time)
            host.advanceAnimations(to: time + 1)
            time += 2
            try await Task.sleep(for: .milliseconds(300))
        }
        try gallery.movePointer(x: rest.x, y: rest.y, twin: host)
        host.paint()
        #expect(try host.state(of: InputPage.self).name == "hi")
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image(), timeout: .seconds(20))
        #expect(await gallery.stop(), "gallery said: \(String(decoding: gallery.output.fileHandleForReading.availableData, as: UTF8.self))")
    }
}
