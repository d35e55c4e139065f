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

    @Test func tabAndSpaceReachAndFlipEveryEnabledControl() throws {
        // Dark, Large text, High contrast, Wi-Fi, Bluetooth, Select all, three options, two sliders.
        var visited: [String] = []
        for _ in 0..<11 {
            host.handle(KeyEvent(key: .tab))
            visited.append(host.events.focusedMountedNode?.element?.testID ?? "?")
        }
        #expect(visited == ["controls.dark", "controls.large-text", "controls.high-contrast", "controls.wifi", "controls.bluetooth", "controls.all",
                            "controls.option.0", "controls.option.1", "controls.option.2", "controls.volume.track",
                            "controls.brightness.track"])
        host.handle(KeyEvent(key: .left))
        #expect(try abs(state.brightness - 0.34) < 1e-9, "a hundredth of a continuous slider's range")
        host.handle(KeyEvent(key: .tab, modifiers: .shift))
        host.handle(KeyEvent(key: .pageUp))
        #expect(try state.volume == 70, "a tenth of the range")
        host.handle(KeyEvent(key: .tab, modifiers: .shift))
        host.handle(KeyEvent(key: .space))
        #expect(try state.options == [true, false, false], "the last option")
        for _ in 0..<4 { host.handle(KeyEvent(key: .tab)) }
        #expect(host.events.focusedMountedNode?.element?.testID == "controls.dark",
                "past Busy, disabled controls skipped, back to the first")
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
