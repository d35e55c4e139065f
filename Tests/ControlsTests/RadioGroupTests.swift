import Components
import ComponentTestSupport
@testable import Controls
import Geometry
import Graphics
@testable import Mounting
import Testing
import TestFonts

/// A radio group: a tap or Space picks an option through its owner's state, the arrows
/// move focus and the selection with it (skipping a disabled option, going round), the
/// selected option shows a dot in the accent, a disabled group sends nothing, and an
/// empty list of options is an error naming it.
@MainActor
@Suite(.testFonts) struct RadioGroupTests {
    enum Cup: Hashable, Sendable { case small, medium, large }

    struct Form: Component, Equatable {
        var isEnabled = true
        var theme = Theme.light
        var scope: ComponentScope? { .byType }
        func initialState() -> Cup { .medium }
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(padding: 10)) {
                if let group = try? RadioGroup("Size", options: [
                    ChoiceOption("Small", value: Cup.small), ChoiceOption("Medium", value: .medium),
                    ChoiceOption("Large", value: .large),
                ], selection: context.state, isEnabled: isEnabled, tag: "size") { group }
            }
            .size(width: 320)
            .environment(\.theme, theme)
        }
        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            guard let made = action as? ChoiceMade<Cup>, made.tag == "size" else { return false }
            context.updateState(.synchronous) { $0 = made.value }
            return true
        }
    }

    func host(_ form: Form = Form()) throws -> ComponentHost {
        let host = try ComponentHost(form, size: Size(width: 340, height: 220), background: form.theme.colors.background)
        host.paint()
        return host
    }

    /// The pixel at the middle of option `index`'s circle.
    func circleCenter(_ host: ComponentHost, _ index: Int) throws -> UInt32 {
        host.advanceAnimations(by: 1)
        host.advanceAnimations(by: 1)
        host.paint()
        let row = try host.frame(testID: "size.\(index)")
        let x = Int(row.minX + Theme.light.spacing * 1.5 + Checkbox.side / 2), y = Int(row.midY)
        let image = host.image()
        return image.pixels[y * image.width + x]
    }

    @Test func aTapPicksAnOptionAndTheSelectedOneShowsTheDot() throws {
        let host = try host()
        for index in 0..<3 { #expect(try host.frame(testID: "size.\(index)").height >= 44) }
        let accent = ThemeColors.light.accent.premultipliedPixel
        #expect(try circleCenter(host, 1) == accent && circleCenter(host, 2) != accent)
        try host.tap(testID: "size.2")
        #expect(try host.state(of: Form.self) == .large)
        #expect(try circleCenter(host, 2) == accent && circleCenter(host, 1) != accent, "the dot moved")
    }

    @Test func theArrowsMoveFocusAndTheSelectionWithItGoingRound() throws {
        let host = try host()
        func focused() -> String? { host.events.focusedMountedNode?.element?.testID }
        host.handle(KeyEvent(key: .tab))
        #expect(focused() == "size.0")
        #expect(try host.state(of: Form.self) == .medium, "Tab moves focus only")
        host.handle(KeyEvent(key: .down))
        #expect(try focused() == "size.1" && host.state(of: Form.self) == .medium)
        host.handle(KeyEvent(key: .down))
        #expect(try focused() == "size.2" && host.state(of: Form.self) == .large)
        host.handle(KeyEvent(key: .down))
        #expect(try focused() == "size.0" && host.state(of: Form.self) == .small, "round to the first")
        host.handle(KeyEvent(key: .up))
        #expect(try focused() == "size.2" && host.state(of: Form.self) == .large, "and back")
        host.handle(KeyEvent(key: .up))
        #expect(try focused() == "size.1" && host.state(of: Form.self) == .medium)
        host.handle(KeyEvent(key: .tab, modifiers: .shift))
        #expect(try focused() == "size.0" && host.state(of: Form.self) == .medium, "Shift+Tab moves focus only")
        host.handle(KeyEvent(key: .space))
        #expect(try host.state(of: Form.self) == .small, "Space picks the focused option")
    }

    @Test func aDisabledOptionIsSkippedAndADisabledGroupSendsNothing() throws {
        struct Skipping: Component, Equatable {
            var scope: ComponentScope? { .byType }
            func initialState() -> String { "a" }
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .column()) {
                    if let group = try? RadioGroup("Letters", options: [
                        ChoiceOption("A", value: "a"), ChoiceOption("B", value: "b", isEnabled: false), ChoiceOption("C", value: "c"),
                    ], selection: context.state, tag: "letter") { group }
                }
            }
            func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
                guard let made = action as? ChoiceMade<String> else { return false }
                context.updateState(.synchronous) { $0 = made.value }
                return true
            }
        }
        let skipping = try ComponentHost(Skipping(), size: Size(width: 300, height: 220))
        skipping.handle(KeyEvent(key: .tab))
        skipping.handle(KeyEvent(key: .down))
        #expect(try skipping.state(of: Skipping.self) == "c", "B is disabled: the arrow goes past it")
        #expect(throws: TestQueryError.self) { try skipping.tap(testID: "letter.1") }

        let disabled = try host(Form(isEnabled: false))
        #expect(throws: TestQueryError.self) { try disabled.tap(testID: "size.0") }
        disabled.handle(KeyEvent(key: .tab))
        disabled.handle(KeyEvent(key: .down))
        disabled.handle(KeyEvent(key: .space))
        #expect(try disabled.state(of: Form.self) == .medium)
        #expect(disabled.events.focusedMountedNode == nil, "a disabled group takes no focus")
    }

    @Test func aSelectionNotAmongTheOptionsShowsNoneAndAnEmptyListIsAnError() throws {
        let accent = ThemeColors.dark.accent.premultipliedPixel
        let dark = try host(Form(theme: .dark))
        #expect(try circleCenter(dark, 1) == accent, "drawn in the dark theme's accent")
        let none = try RadioGroup("Letters", options: ["a", "b"], selection: "z", tag: "letter")
        let image = try Snapshot.image(of: Flexbox(style: .column()) { none }, size: Size(width: 200, height: 120))
        #expect(!image.pixels.contains(ThemeColors.light.accent.premultipliedPixel), "no option selected, no dot")
        let error = ControlParameterError(control: "RadioGroup", parameter: "options.count", value: 0, requirement: "at least 1")
        #expect(throws: error) { try RadioGroup<String>("Letters", options: [String](), selection: nil, tag: "letter") }
        #expect(error.description == "RadioGroup: options.count is 0.0, which is not at least 1. Fix: pass a options.count that is at least 1.")
    }
}
