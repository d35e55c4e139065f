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

/// The `gallery` program in a real window, read as Orca reads applications: through
/// AT-SPI on an accessibility bus of the test's own (`AccessibilityBusDaemon`), by a
/// client on libatspi (pyatspi, `atspi-client.py`). The client finds the application on
/// the desktop, walks its tree, presses "+1" through the Action interface and sees the
/// count's new name, moves focus and receives the focus event, types into a field
/// through EditableText (and the window shows what a headless twin given the same edit
/// shows; its characters' extents are where they are drawn), asks for an element that is
/// gone, and floods the app with calls it then abandons: each gets an answer or an error,
/// and the app goes on. Keys go to a keystroke listener first, which may take them, and
/// the window says when it loses and regains the focus.
@MainActor
@Suite(.testFonts, .serialized,
       .enabled(Comment(rawValue: DisplayTools.missingReason)) { DisplayTools.missing.isEmpty },
       .enabled(Comment(rawValue: AccessibilityBusDaemon.missingReason)) { AccessibilityBusDaemon.missing.isEmpty })
struct GalleryATSPITests {
    static let size = Size(width: 900, height: 700)

    private func element(_ tree: [[String: Any]], named name: String) -> [String: Any]? {
        tree.first { $0["name"] as? String == name }
    }

    @Test func theStatePageReadsAndOperatesThroughATSPI() async throws {
        let accessibility = try AccessibilityBusDaemon()
        let gallery = try RunningGallery(page: .state, size: Self.size,
                                         environment: accessibility.environment.merging(["TESSERA_REDUCED_MOTION": "1"]) { $1 })
        let answers = try accessibility.runClient(application: "gallery", [
            "tree", "action\t+1\tclick", "wait-name\tlabel\tTaps: 1", "find\tReset", "focus\t+1",
            "stale\tTaps: 1\tLayout", "flood\t10000", "find\tLayout",
        ])
        let tree = try #require(answers[0]["tree"] as? [[String: Any]])
        // The application, its window, and the page as the tree says.
        #expect(tree.first?["role"] as? String == "application")
        let frame = try #require(element(tree, named: "Tessera gallery"))
        #expect(frame["role"] as? String == "frame")
        #expect((frame["states"] as? [String]).map { Set($0).isSuperset(of: ["active", "showing"]) } == true)
        let tab = try #require(element(tree, named: "State and controllers"))
        #expect(tab["role"] as? String == "page tab")
        #expect((tab["states"] as? [String])?.contains("selected") == true)
        let count = try #require(element(tree, named: "Taps: 0"))
        #expect(count["role"] as? String == "label")
        #expect((count["interfaces"] as? [String])?.contains("Text") == true)
        let plus = try #require(element(tree, named: "+1"))
        #expect(plus["role"] as? String == "push button")
        #expect(Set(plus["states"] as? [String] ?? []).isSuperset(of: ["enabled", "focusable", "showing"]))
        #expect((plus["interfaces"] as? [String]).map { Set($0).isSuperset(of: ["Action", "Component"]) } == true)
        // Reset is dimmed until there is something to reset.
        let reset = try #require(element(tree, named: "Reset"))
        #expect((reset["states"] as? [String])?.contains("enabled") == false)

        // "+1" through the Action interface: the count's name changes, Reset is enabled.
        #expect(answers[1]["done"] as? Bool == true)
        #expect(answers[2]["name"] as? String == "Taps: 1")
        #expect((answers[3]["states"] as? [String])?.contains("enabled") == true)
        // GrabFocus: the client receives object:state-changed:focused for "+1".
        #expect(answers[4]["grabbed"] as? Bool == true)
        #expect((answers[4]["events"] as? [String])?.contains("+1") == true)
        #expect((answers[4]["states"] as? [String])?.contains("focused") == true)
        // An element the page switch took away answers with an error, and the app goes on.
        let stale = try #require(answers[5]["stale"] as? String)
        #expect(stale.contains("is gone"), "the gone element's error: \(stale)")
        #expect(answers[5]["children"] as? Int == 1)
        // 10,000 calls abandoned unread: the app still answers, its window still there.
        #expect(answers[6]["sent"] as? Int == 10_000)
        #expect(answers[7]["role"] as? String == "page tab")
        #expect(gallery.process.isRunning)
    }

    @Test func aFieldTakesTextThroughEditableTextAsItsKeysWould() async throws {
        let accessibility = try AccessibilityBusDaemon()
        let gallery = try RunningGallery(page: .input, size: Self.size,
                                         environment: accessibility.environment.merging(["TESSERA_REDUCED_MOTION": "1"]) { $1 })
        let answers = try accessibility.runClient(application: "gallery", [
            "focus\tName", "type\tName\tAda", "type\tName\t L.", "text\tName",
        ])
        // Named by its label above it (`Labelled`).
        #expect((answers[0]["events"] as? [String])?.contains("Name") == true)
        #expect(answers[1]["done"] as? Bool == true)
        #expect(answers[3]["text"] as? String == "Ada L.", "\(answers[3])")
        #expect(answers[3]["caret"] as? Int == 6)
        // Character extents are where the characters are drawn, inside the field's box:
        // "A" a narrow part of "Ada L.", at its start.
        let box = try #require(answers[3]["box"] as? [Int]), first = try #require(answers[3]["first"] as? [Int])
        let whole = try #require(answers[3]["whole"] as? [Int])
        #expect(first[0] > box[0] && first[0] + first[2] < box[0] + box[2] && first[1] > box[1], "\(first) in \(box)")
        #expect(first[0] == whole[0] && first[2] > 3 && first[2] * 3 < whole[2] && whole[2] < box[2], "\(first) of \(whole)")

        // The window shows what a headless twin shows after the same focus and edits.
        let host = try ComponentHost(GalleryApp(page: .input, size: Self.size), size: Self.size,
                                     background: GalleryPage.background)
        host.reducesMotion = true
        host.paint()
        let field = try #require(host.accessibilityTree().element(named: "Name", role: .textField))
        try host.performAccessibilityAction(.focus, on: field.id)
        try host.performAccessibilityTextEdit(AccessibilityTextEdit(.replace(0..<0, with: "Ada")), on: field.id)
        try host.performAccessibilityTextEdit(AccessibilityTextEdit(.replace(3..<3, with: " L.")), on: field.id)
        host.advanceAnimations(by: 1)
        host.paint()
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image(), timeout: .seconds(20))
    }

    @Test func aSliderTakesItsValueThroughValueInItsOwnSteps() async throws {
        let accessibility = try AccessibilityBusDaemon()
        let gallery = try RunningGallery(page: .controls, size: Self.size,
                                         environment: accessibility.environment.merging(["TESSERA_REDUCED_MOTION": "1"]) { $1 })
        let answers = try accessibility.runClient(application: "gallery", [
            "value\tVolume\t80", "value\tVolume\t250", "value\tBrightness\t0.5",
        ])
        #expect(answers[0]["before"] as? Double == 60)
        #expect(answers[0]["after"] as? Double == 80)
        #expect(answers[0]["step"] as? Double == 5)
        // Past the end: the end, as GTK's ranges take it.
        #expect(answers[1]["after"] as? Double == 100)
        #expect((answers[2]["after"] as? Double).map { abs($0 - 0.5) < 0.011 } == true, "\(answers[2])")
        #expect(gallery.process.isRunning)
    }

    /// Keys go to a screen reader first, as GTK's bridge sends them (Orca on X11 hears
    /// keys no other way): a listener that takes one (as Orca takes its command keys)
    /// keeps it from the app, and the rest reach the app as before. Each key comes with
    /// the X server's keycode and the keysym's name, which Orca matches its keys by.
    @Test func keysGoToAScreenReaderFirstAndWhatItTakesTheAppNeverHears() async throws {
        let accessibility = try AccessibilityBusDaemon()
        let gallery = try RunningGallery(page: .state, size: Self.size,
                                         environment: accessibility.environment.merging(["TESSERA_REDUCED_MOTION": "1"]) { $1 })
        let focused = try accessibility.runClient(application: "gallery", ["focus\t+1"])
        #expect((focused[0]["states"] as? [String])?.contains("focused") == true)
        let client = try accessibility.startClient(application: "gallery", ["keys\tKP_Enter\t3"])
        try #require(client.waitForLine("listening"), "the keystroke listener registered: \(client.stop())")
        // Enter on the keypad would press "+1": the listener takes it. Space is the app's.
        try gallery.tool.key(window: gallery.window, "KP_Enter")
        try gallery.tool.key(window: gallery.window, "space")
        let heard = try #require(try client.answers().first?["keys"] as? [[String: Any]])
        let keys = heard.map { "\($0["kind"] ?? "") \($0["name"] ?? "") \($0["keycode"] ?? "")" }
        // X's keycodes: evdev's KEY_KPENTER (96) and KEY_SPACE (57), plus 8.
        #expect(keys == ["press KP_Enter 104", "release KP_Enter 104", "press space 65", "release space 65"], "\(keys)")
        #expect(heard.first?["keysym"] as? Int == 0xFF8D, "KP_Enter's keysym")
        // Only Space pressed "+1".
        let count = try accessibility.runClient(application: "gallery", ["wait-name\tlabel\tTaps: "])
        #expect(count[0]["name"] as? String == "Taps: 1")
        #expect(gallery.process.isRunning)
    }

    /// When the window loses the keyboard focus to another application and gets it back,
    /// a screen reader is told as GTK tells it (Orca follows the active window): the
    /// focused element loses focus, the window deactivates; then it activates and the
    /// element is focused again.
    @Test func aWindowThatLosesTheFocusSaysSoAndTakesItsElementsFocusAlong() async throws {
        let accessibility = try AccessibilityBusDaemon()
        let gallery = try RunningGallery(page: .state, size: Self.size,
                                         environment: accessibility.environment.merging(["TESSERA_REDUCED_MOTION": "1"]) { $1 })
        try gallery.tool.focus(window: gallery.window)
        _ = try accessibility.runClient(application: "gallery", ["focus\t+1"])
        let client = try accessibility.startClient(application: "gallery", ["activation\t3"])
        try #require(client.waitForLine("listening"), "the listener registered: \(client.stop())")
        try gallery.tool.focusRootWindow()
        try await Task.sleep(for: .seconds(1))
        try gallery.tool.focus(window: gallery.window)
        let events = try #require(try client.answers().first?["events"] as? [String])
        #expect(events == [
            "object:state-changed:focused 0 +1", "object:state-changed:active 0 Tessera gallery",
            "window:deactivate 0 Tessera gallery",
            "object:state-changed:active 1 Tessera gallery", "window:activate 0 Tessera gallery",
            "object:state-changed:focused 1 +1",
        ], "\(events)")
    }
}
