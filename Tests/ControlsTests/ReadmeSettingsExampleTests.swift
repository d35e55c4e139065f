import Components
import Controls
import Geometry
import Graphics
import Mounting
import Testing
import TestFonts

/// The README's settings screen ("Controls and themes"), as written there: it builds,
/// its switch flips, and it is drawn in its theme.
@MainActor
@Suite(.testFonts) struct ReadmeSettingsExampleTests {
    struct Settings: Component, Equatable {
        struct State: Sendable, Equatable { var wifi = true; var updates = false }
        enum Flip: Action, Equatable { case wifi, updates }
        var scope: ComponentScope? { .byType }
        func initialState() -> State { State() }

        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(gap: 4, padding: 16)) {
                Toggle("Wi-Fi", isOn: context.state.wifi, action: Flip.wifi)
                Checkbox("Email me updates", isOn: context.state.updates, action: Flip.updates)
            }
            .environment(\.theme, Theme.dark.withAccent(Color(hex: 0xFF9F0A)).withTypeScale(1.3))
        }

        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            guard let flip = action as? Flip else { return false }
            context.updateState(.synchronous) { flip == .wifi ? $0.wifi.toggle() : $0.updates.toggle() }
            return true
        }
    }

    @Test func itFlipsAndIsDrawnInItsTheme() throws {
        let host = try ComponentHost(Settings(), size: Size(width: 360, height: 200), background: .black)
        host.paint()
        host.handle(KeyEvent(key: .tab))
        host.handle(KeyEvent(key: .tab))
        host.handle(KeyEvent(key: .space))
        #expect(try host.state(of: Settings.self).updates)
        let theme = Theme.dark.withAccent(Color(hex: 0xFF9F0A))
        #expect(theme.colors.onAccent.contrastRatio(with: theme.colors.accent) >= 4.5)
        host.advanceAnimations(by: 1)
        host.advanceAnimations(by: 1)
        host.paint()
        #expect(host.image().pixels.contains(theme.colors.accent.premultipliedPixel), "the switch's track is the accent")
    }
}
