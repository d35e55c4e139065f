import Components
import ComponentTestSupport
@testable import Controls
import Geometry
import Graphics
import Mounting
import Testing
import TestFonts

/// A card: its content on the theme's surface inside a separator border, padded by the
/// theme; a tappable one sends its action from a tap or the keyboard, tints while
/// pressed, and a disabled one sends nothing.
@MainActor
@Suite(.testFonts) struct CardTests {
    struct Open: Action, Equatable {}

    struct Screen: Component, Equatable {
        var isEnabled = true
        var theme = Theme.light
        var scope: ComponentScope? { .byType }
        func initialState() -> Int { 0 }
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(gap: 10, padding: 10)) {
                Card("Storage") {
                    Text("12 GB free").testID("plain.text")
                }
                .testID("plain")
                Card("Photos", isEnabled: isEnabled, action: Open()) {
                    Text("1,024 items").testID("tappable.text")
                }
                .testID("tappable")
            }
            .size(width: 300)
            .environment(\.theme, theme)
        }
        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            guard action is Open else { return false }
            context.updateState(.synchronous) { $0 += 1 }
            return true
        }
    }

    func host(_ screen: Screen = Screen()) throws -> ComponentHost {
        let host = try ComponentHost(screen, size: Size(width: 320, height: 240), background: screen.theme.colors.background)
        host.paint()
        return host
    }

    func pixel(_ host: ComponentHost, x: Double, y: Double) -> UInt32 {
        let image = host.image()
        return image.pixels[Int(y) * image.width + Int(x)]
    }

    @Test(arguments: [Theme.light, Theme.dark])
    func itIsTheSurfaceInASeparatorBorderPaddedByTheTheme(theme: Theme) throws {
        let host = try host(Screen(theme: theme))
        for id in ["plain", "tappable"] {
            let card = try host.frame(testID: id), text = try host.frame(testID: "\(id).text")
            #expect(pixel(host, x: card.midX, y: card.minY) == theme.colors.separator.premultipliedPixel, "\(id): border")
            #expect(pixel(host, x: card.minX + 4, y: card.midY) == theme.colors.surface.premultipliedPixel, "\(id): surface")
            #expect(text.minX - card.minX == theme.spacing * 2 + 1, "\(id): padded inside the border")
        }
        #expect(try host.frame(testID: "tappable").height >= 44)
    }

    @Test func aTappableCardSendsItsActionAndTintsWhilePressed() throws {
        let host = try host()
        try host.tap(testID: "tappable")
        #expect(try host.state(of: Screen.self) == 1)
        let card = try host.frame(testID: "tappable")
        let corner = Point(x: card.minX + 4, y: card.midY)
        host.handle(.pointerDown, at: Point(x: card.midX, y: card.midY))
        host.paint()
        #expect(pixel(host, x: corner.x, y: corner.y) != ThemeColors.light.surface.premultipliedPixel, "tinted while pressed")
        host.handle(.pointerUp, at: Point(x: card.midX, y: card.midY))
        host.paint()
        #expect(pixel(host, x: corner.x, y: corner.y) == ThemeColors.light.surface.premultipliedPixel)
        #expect(try host.state(of: Screen.self) == 2)
        host.handle(KeyEvent(key: .tab))
        host.handle(KeyEvent(key: .enter))
        #expect(try host.state(of: Screen.self) == 3, "Tab reaches it, Enter opens it")
        try host.tap(testID: "plain")
        #expect(try host.state(of: Screen.self) == 3, "a plain card is no control")
    }

    @Test func aDisabledCardSendsNothing() throws {
        let host = try host(Screen(isEnabled: false))
        #expect(throws: TestQueryError.self) { try host.tap(testID: "tappable") }
        host.handle(KeyEvent(key: .tab))
        host.handle(KeyEvent(key: .enter))
        #expect(try host.state(of: Screen.self) == 0)
    }
}
