import Components
import ComponentTestSupport
@testable import Controls
import Geometry
import Graphics
import Mounting
import Testing
import TestFonts

/// A checkbox: a press sends its action and the owner picks the next value (on after
/// mixed here), each value looks different, and the empty square's edge stands out.
@MainActor
@Suite(.testFonts) struct CheckboxTests {
    struct Form: Component, Equatable {
        struct Press: Action, Equatable {}
        var theme = Theme.light
        var scope: ComponentScope? { .byType }
        func initialState() -> Checkbox.Value { .mixed }
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(padding: 10)) {
                Checkbox("Select all", value: context.state, action: Press()).testID("all")
            }
            .size(width: 320)
            .environment(\.theme, theme)
        }
        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            guard action is Press else { return false }
            context.updateState(.synchronous) { $0 = $0 == .on ? .off : .on }
            return true
        }
    }

    @Test func pressesGoFromMixedToOnToOffAndEachLooksDifferent() throws {
        let host = try ComponentHost(Form(), size: Size(width: 340, height: 100), background: .white)
        host.paint()
        #expect(try host.frame(testID: "all").height >= 44)
        var pictures = [host.image()]
        for expected in [Checkbox.Value.on, .off] {
            try host.tap(testID: "all")
            host.advanceAnimations(by: 1)
            host.advanceAnimations(by: 1)
            host.paint()
            #expect(try host.state(of: Form.self) == expected)
            pictures.append(host.image())
        }
        #expect(pictures[0] != pictures[1] && pictures[1] != pictures[2] && pictures[0] != pictures[2])
        host.handle(KeyEvent(key: .tab))
        host.handle(KeyEvent(key: .space))
        #expect(try host.state(of: Form.self) == .on, "Space presses the focused checkbox")
    }

    @Test func anEmptySquaresEdgeIsDrawnInTheSeparatorColor() throws {
        let host = try ComponentHost(Form(), size: Size(width: 340, height: 100), background: .white)
        try host.tap(testID: "all")
        try host.tap(testID: "all")
        host.advanceAnimations(by: 1)
        host.advanceAnimations(by: 1)
        host.paint()
        // The square's left edge, halfway down: its 2 pt border.
        let row = try host.frame(testID: "all")
        let x = Int(row.minX + Theme.light.spacing * 1.5) + 1, y = Int(row.midY)
        let image = host.image()
        #expect(image.pixels[y * image.width + x] == ThemeColors.light.separator.premultipliedPixel)
        #expect(ThemeColors.light.separator.contrastRatio(with: .white) >= 3)
    }
}
