import Components
import ComponentTestSupport
@testable import Controls
import Geometry
import Graphics
import Mounting
import Testing
import TestFonts

/// A switch: a tap, a click or Space flips it through its owner's state, its thumb slides
/// with the theme's motion, a disabled one sends nothing, and it is drawn in the theme of
/// its environment, at least a finger's target high.
@MainActor
@Suite(.testFonts) struct ToggleTests {
    /// A settings row owning a switch's state.
    struct Settings: Component, Equatable {
        var isEnabled = true
        var theme = Theme.light
        struct Flip: Action, Equatable {}
        var scope: ComponentScope? { .byType }
        func initialState() -> Bool { false }
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(padding: 10)) {
                Toggle("Wi-Fi", isOn: context.state, isEnabled: isEnabled, action: Flip()).testID("wifi")
            }
            .size(width: 320)
            .environment(\.theme, theme)
        }
        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            guard action is Flip else { return false }
            context.updateState(.synchronous) { $0.toggle() }
            return true
        }
    }

    func host(_ settings: Settings = Settings()) throws -> ComponentHost {
        let host = try ComponentHost(settings, size: Size(width: 340, height: 160), background: settings.theme.colors.background)
        host.paint()
        return host
    }

    /// The thumb: the innermost box of the switch's track.
    func thumb(_ host: ComponentHost) throws -> Node {
        var pending = host.mounter.root.map { [$0] } ?? []
        var found: Node?
        while let node = pending.popLast() {
            if node.kind == .box, node.children.isEmpty, node.frame.width == node.frame.height { found = node }
            pending.append(contentsOf: node.children)
        }
        return try #require(found)
    }

    @Test func aTapFlipsItAndTheThumbSlidesWithTheThemesMotion() throws {
        let host = try host()
        let thumb = try thumb(host)
        let off = thumb.frame.minX
        host.advanceAnimations(to: 0)
        try host.tap(testID: "wifi")
        #expect(try host.state(of: Settings.self) == true)
        #expect(thumb.frame.minX == off, "shown where it was until the next frame")
        host.advanceAnimations(to: 0.05)
        host.advanceAnimations(to: 0.15)
        #expect(thumb.frame.minX > off && thumb.frame.minX < off + 20, "on its way: \(thumb.frame.minX - off)")
        host.advanceAnimations(to: 1)
        #expect(thumb.frame.minX == off + 20 && !host.isAnimating)
        try host.tap(testID: "wifi")
        host.advanceAnimations(to: 2)
        host.advanceAnimations(to: 3)
        #expect(try host.state(of: Settings.self) == false && thumb.frame.minX == off)
    }

    @Test func spaceFlipsTheFocusedSwitchAndADisabledOneSendsNothing() throws {
        let host = try host()
        host.handle(KeyEvent(key: .tab))
        host.handle(KeyEvent(key: .space))
        #expect(try host.state(of: Settings.self) == true)
        let disabled = try self.host(Settings(isEnabled: false))
        #expect(throws: TestQueryError.self, "a test query says a disabled control does nothing") {
            try disabled.tap(testID: "wifi")
        }
        disabled.handle(KeyEvent(key: .tab))
        disabled.handle(KeyEvent(key: .space))
        #expect(try disabled.state(of: Settings.self) == false)
    }

    @Test func itIsAFingersTargetHighAndGrowsWithLargeText() throws {
        let host = try host()
        #expect(try host.frame(testID: "wifi").height >= 44)
        let large = try self.host(Settings(theme: Theme.light.withTypeScale(2)))
        #expect(try large.frame(testID: "wifi").height >= 62, "a track twice as high")
        #expect(Theme.light.withTypeScale(9).typeScale == 2 && Theme.light.withTypeScale(.nan).typeScale == 1)
    }

    @Test func itIsDrawnInTheThemeOfItsEnvironment() throws {
        let light = try host(), dark = try host(Settings(theme: .dark))
        let thumbCenter = try thumb(light).absoluteFrame
        // Beside the thumb, inside the track: the track's color of each theme when off.
        let point = (x: Int(thumbCenter.maxX + 6), y: Int(thumbCenter.midY))
        #expect(light.image().pixels[point.y * light.image().width + point.x] == ThemeColors.light.track.premultipliedPixel)
        #expect(dark.image().pixels[point.y * dark.image().width + point.x] == ThemeColors.dark.track.premultipliedPixel)
    }

    @Test(arguments: [("light", Theme.light), ("dark", Theme.dark)])
    func theThemesColorsMeetWCAGAA(name: String, theme: Theme) {
        let colors = theme.colors
        // WCAG 2.1 1.4.3: text 4.5:1; 1.4.11: the parts of controls 3:1.
        #expect(colors.label.contrastRatio(with: colors.background) >= 4.5, "\(name): label")
        #expect(colors.label.contrastRatio(with: colors.surface) >= 4.5, "\(name): label on surface")
        #expect(colors.secondaryLabel.contrastRatio(with: colors.surface) >= 4.5, "\(name): secondary label")
        #expect(colors.onAccent.contrastRatio(with: colors.accent) >= 4.5, "\(name): on accent")
        #expect(colors.accent.contrastRatio(with: colors.surface) >= 3, "\(name): accent")
        #expect(colors.track.contrastRatio(with: colors.surface) >= 3, "\(name): track")
        #expect(colors.separator.contrastRatio(with: colors.surface) >= 3, "\(name): separator")
        #expect(colors.thumb.contrastRatio(with: colors.track) >= 3, "\(name): thumb on track")
    }
}
