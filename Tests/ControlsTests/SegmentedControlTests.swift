import Components
import ComponentTestSupport
@testable import Controls
import Geometry
import Graphics
@testable import Mounting
import Testing
import TestFonts

/// A segmented control: segments of equal width, a finger's target high; a tap or the
/// arrows pick a segment through the owner's state, and the accent fill slides there
/// with the theme's motion; the title under the fill is in the accent's text color; a
/// disabled one sends nothing; an empty list of options is an error naming it.
@MainActor
@Suite(.testFonts) struct SegmentedControlTests {
    struct Calendar: Component, Equatable {
        var isEnabled = true
        var theme = Theme.light
        var scope: ComponentScope? { .byType }
        func initialState() -> String { "Day" }
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(padding: 10)) {
                if let control = try? SegmentedControl(options: ["Day", "Week", "Month"], selection: context.state,
                                                       isEnabled: isEnabled, tag: "span") { control }
            }
            .size(width: 320)
            .environment(\.theme, theme)
        }
        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            guard let made = action as? ChoiceMade<String>, made.tag == "span" else { return false }
            context.updateState(.synchronous) { $0 = made.value }
            return true
        }
    }

    func host(_ calendar: Calendar = Calendar()) throws -> ComponentHost {
        let host = try ComponentHost(calendar, size: Size(width: 340, height: 100), background: calendar.theme.colors.background)
        host.paint()
        return host
    }

    /// The pixel just inside segment `index`'s left edge, halfway down (clear of its title).
    func edgePixel(_ host: ComponentHost, _ index: Int) throws -> UInt32 {
        host.paint()
        let segment = try host.frame(testID: "span.\(index)")
        let image = host.image()
        return image.pixels[Int(segment.midY) * image.width + Int(segment.minX) + 4]
    }

    /// Where the accent fill starts, halfway down the segments.
    func fillStart(_ host: ComponentHost) throws -> Int? {
        host.paint()
        let segment = try host.frame(testID: "span.0"), image = host.image(), y = Int(segment.midY)
        let accent = ThemeColors.light.accent.premultipliedPixel
        return (0..<image.width).first { image.pixels[y * image.width + $0] == accent }
    }

    @Test func segmentsAreEqualAndAFingersTargetHigh() throws {
        let host = try host()
        let frames = try (0..<3).map { try host.frame(testID: "span.\($0)") }
        #expect(frames.allSatisfy { $0.height >= 44 })
        #expect(frames.allSatisfy { abs($0.width - frames[0].width) < 0.01 } && frames[0].width > 90)
    }

    @Test func aTapPicksASegmentAndTheFillSlidesThere() throws {
        let host = try host()
        let accent = ThemeColors.light.accent.premultipliedPixel, surface = ThemeColors.light.surface.premultipliedPixel
        #expect(try edgePixel(host, 0) == accent && edgePixel(host, 2) == surface)
        host.advanceAnimations(to: 0)
        try host.tap(testID: "span.2")
        #expect(try host.state(of: Calendar.self) == "Month")
        let start = try #require(try fillStart(host))
        host.advanceAnimations(to: 0.05)
        host.advanceAnimations(to: 0.1)
        let middle = try #require(try fillStart(host))
        host.advanceAnimations(to: 1)
        let end = try #require(try fillStart(host))
        #expect(start < middle && middle < end, "on its way: \(start) < \(middle) < \(end)")
        #expect(!host.isAnimating)
        #expect(try edgePixel(host, 2) == accent && edgePixel(host, 0) == surface && edgePixel(host, 1) == surface)
    }

    @Test func theTitleUnderTheFillIsInTheAccentsTextColor() throws {
        // Dark: the accent's text color, the label's and the surface's all differ.
        let host = try host(Calendar(theme: .dark))
        host.paint()
        let image = host.image()
        func colors(in frame: Rect) -> Set<UInt32> {
            var found = Set<UInt32>()
            for y in Int(frame.minY)..<Int(frame.maxY) {
                for x in Int(frame.minX)..<Int(frame.maxX) { found.insert(image.pixels[y * image.width + x]) }
            }
            return found
        }
        let onAccent = ThemeColors.dark.onAccent.premultipliedPixel, label = ThemeColors.dark.label.premultipliedPixel
        let selected = colors(in: try host.frame(testID: "span.0")), other = colors(in: try host.frame(testID: "span.1"))
        #expect(selected.contains(onAccent) && !selected.contains(label), "Day: dark text on the accent")
        #expect(other.contains(label) && !other.contains(onAccent), "Week: the label color on the surface")
    }

    @Test func theArrowsMoveFocusAndTheSelection() throws {
        let host = try host()
        func focused() -> String? { host.events.focusedMountedNode?.element?.testID }
        host.handle(KeyEvent(key: .tab))
        #expect(focused() == "span.0")
        host.handle(KeyEvent(key: .right))
        #expect(try focused() == "span.1" && host.state(of: Calendar.self) == "Week")
        host.handle(KeyEvent(key: .left))
        host.handle(KeyEvent(key: .left))
        #expect(try focused() == "span.2" && host.state(of: Calendar.self) == "Month", "round to the last")
        host.handle(KeyEvent(key: .tab, modifiers: .shift))
        host.handle(KeyEvent(key: .enter))
        #expect(try host.state(of: Calendar.self) == "Week", "Enter picks the focused segment")
    }

    @Test func aDisabledControlSendsNothingAndAnEmptyListIsAnError() throws {
        let disabled = try host(Calendar(isEnabled: false))
        #expect(throws: TestQueryError.self) { try disabled.tap(testID: "span.1") }
        disabled.handle(KeyEvent(key: .tab))
        disabled.handle(KeyEvent(key: .right))
        #expect(try disabled.state(of: Calendar.self) == "Day")
        let dark = try host(Calendar(theme: .dark))
        #expect(try edgePixel(dark, 0) == ThemeColors.dark.accent.premultipliedPixel)
        #expect(throws: ControlParameterError(control: "SegmentedControl", parameter: "options.count", value: 0,
                                              requirement: "at least 1")) {
            try SegmentedControl<Int>(options: [], selection: nil, tag: "none")
        }
    }
}
