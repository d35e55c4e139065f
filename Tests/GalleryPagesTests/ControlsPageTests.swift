import Components
import ComponentTestSupport
import Controls
import Geometry
@testable import GalleryPages
@testable import Mounting
import Testing
import TestFonts

/// The Controls page: every control works from the keyboard alone, "Select all" follows
/// its options, and the theme switches restyle and relayout the page without anything
/// overlapping.
@MainActor
@Suite(.testFonts) struct ControlsPageTests {
    let log = DiagnosticLog()
    let host: ComponentHost

    init() throws {
        host = try ComponentHost(ControlsPage(), size: GalleryPage.defaultSize, background: GalleryPage.background,
                                 diagnostics: log.handler)
        host.paint()
    }

    var state: ControlsPage.State { get throws { try host.state(of: ControlsPage.self) } }
    var sliders: SlidersPanel.State { get throws { try host.state(of: SlidersPanel.self) } }

    /// The test ID of the focused element, or of the nearest element around it that has
    /// one (a card's or a disclosure's button is inside the element tagged).
    var focused: String? {
        var node = host.events.focusedMountedNode
        while let current = node {
            if let id = current.element?.testID { return id }
            node = current.parent
        }
        return nil
    }

    /// Tab until `testID` has focus (at most a lap of the page).
    func focus(_ testID: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<60 where focused != testID { host.handle(KeyEvent(key: .tab)) }
        #expect(focused == testID, sourceLocation: sourceLocation)
    }

    func press(_ key: Key, _ modifiers: KeyModifiers = []) {
        host.handle(KeyEvent(key: key, modifiers: modifiers))
        host.advanceAnimations(by: 1)
        host.advanceAnimations(by: 1)
    }

    @Test func tabWalksEveryEnabledControlInPageOrderAndComesBack() throws {
        var visited: [String] = []
        for _ in 0..<60 {
            host.handle(KeyEvent(key: .tab))
            let id = focused ?? "?"
            if id == visited.first { break }
            visited.append(id)
        }
        let expected = ["controls.dark", "controls.large-text", "controls.high-contrast", "controls.rtl", "controls.wifi",
                        "controls.bluetooth", "controls.all", "controls.option.0", "controls.option.1", "controls.option.2",
                        "controls.delivery.0", "controls.volume.track", "controls.brightness.track", "controls.copies",
                        "controls.busy", "controls.delete", "controls.card", "controls.advanced"]
        var searchFrom = visited.startIndex
        for id in expected {
            let index = visited[searchFrom...].firstIndex(of: id)
            #expect(index != nil, "\(id) reached after what comes before it: \(visited)")
            if let index { searchFrom = index + 1 }
        }
        #expect(!visited.contains("controls.disabled-slider.track"), "disabled controls are skipped")
        #expect(log.all.isEmpty, "\(log.all.map(\.message))")
    }

    @Test func everyKindOfControlWorksFromTheKeyboardAlone() throws {
        focus("controls.brightness.track")
        press(.left)
        #expect(try abs(sliders.brightness - 0.34) < 1e-9, "a hundredth of a continuous slider's range")
        focus("controls.volume.track")
        press(.pageUp)
        #expect(try sliders.volume == 70, "a tenth of the range")
        focus("controls.option.2")
        press(.space)
        #expect(try state.options == [true, false, false], "the last option")
        focus("controls.delivery.0")
        press(.down)
        #expect(try state.delivery == "Express", "the selection follows the arrows")
        focus("controls.copies")
        press(.up)
        press(.up)
        #expect(try sliders.copies == 3)
        focus("controls.advanced")
        press(.space)
        #expect(try state.showsAdvanced)
        focus("controls.delete")
        press(.enter)
        #expect(try state.isAsking, "Enter on the button opens the dialog")
        press(.escape)
        #expect(try !state.isAsking && state.status == "Kept the files", "Escape presses Keep, the cancel button")
        focus("controls.delete")
        press(.enter)
        // No default button (Delete is destructive): focus starts on Keep; Tab goes on to
        // Delete, inside the dialog.
        press(.tab)
        press(.enter)
        #expect(try state.status == "Deleted 3 files" && !state.isAsking)
        #expect(host.overlayLayers.map(\.id) == ["deleted"], "the toast with Undo shows")
        #expect(log.all.isEmpty, "\(log.all.map(\.message))")
    }

    @Test func theIndicatorTurnsOnlyWhileBusySoTheIdlePageRunsNoFrames() throws {
        #expect(!host.isAnimating)
        try host.tap(testID: "controls.busy")
        for step in 1...30 { host.advanceAnimations(to: Double(step) / 60) }
        #expect(host.isAnimating && (try? host.frame(testID: "controls.activity")) != nil)
        try host.tap(testID: "controls.busy")
        for step in 31...60 { host.advanceAnimations(to: Double(step) / 60) }
        #expect(!host.isAnimating, "the switch has slid back and nothing turns")
    }

    @Test func selectAllFollowsItsOptions() throws {
        try host.tap(testID: "controls.all")
        #expect(try state.options == [true, true, true], "mixed, then all on")
        try host.tap(testID: "controls.all")
        #expect(try state.options == [false, false, false])
        try host.tap(testID: "controls.option.1")
        #expect(try state.options == [false, true, false])
    }

    @Test func darkAndLargeTextRestyleAndRelayoutWithoutOverlaps() throws {
        let before = try host.frame(testID: "controls.wifi")
        try host.tap(testID: "controls.dark")
        try host.tap(testID: "controls.large-text")
        host.advanceAnimations(by: 1)
        host.advanceAnimations(by: 1)
        host.paint()
        let after = try host.frame(testID: "controls.wifi")
        #expect(after.height > before.height && after.width > before.width)
        // The page's background is the dark theme's.
        let image = host.image()
        #expect(image.pixels[5 * image.width + 5] == Theme.dark.colors.background.premultipliedPixel)
        // No two controls overlap.
        let ids = ["controls.dark", "controls.large-text", "controls.wifi", "controls.bluetooth", "controls.all",
                   "controls.option.0", "controls.option.1", "controls.option.2"]
        let frames = try ids.map { try host.frame(testID: $0) }
        for (i, a) in frames.enumerated() {
            for b in frames[(i + 1)...] { #expect(a.intersection(b) == nil || a.intersection(b)!.isEmpty, "\(a) and \(b)") }
        }
    }
}
