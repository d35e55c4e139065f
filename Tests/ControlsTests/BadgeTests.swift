import Components
import ComponentTestSupport
@testable import Controls
import Geometry
import Graphics
import Mounting
import Testing
import TestFonts

/// A badge: a pill in the accent or the critical red with its count ("99+" above 99), at
/// least as wide as high; its text reads on it; a negative count is an error naming it.
@MainActor
@Suite(.testFonts) struct BadgeTests {
    struct Inbox: Component, Equatable {
        var theme = Theme.light
        var count = 3
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .row(gap: 8, align: .center, padding: 10)) {
                Text("Inbox", attributes: theme.text(.body)).flex(grow: 1)
                if let badge = try? Badge(count: count) { badge.testID("count") }
                Badge("Failed", role: .critical).testID("failed")
            }
            .environment(\.theme, theme)
        }
    }

    func host(_ inbox: Inbox) throws -> ComponentHost {
        let host = try ComponentHost(inbox, size: Size(width: 300, height: 60), background: inbox.theme.colors.background)
        host.paint()
        return host
    }

    func pixel(_ host: ComponentHost, _ testID: String) throws -> UInt32 {
        let frame = try host.frame(testID: testID), image = host.image()
        // Just inside the left end, halfway down: the fill, clear of the text.
        return image.pixels[Int(frame.midY) * image.width + Int(frame.minX) + 2]
    }

    @Test(arguments: [Theme.light, Theme.dark, Theme.highContrastLight, Theme.highContrastDark])
    func aPillInTheAccentOrTheCriticalRed(theme: Theme) throws {
        let host = try host(Inbox(theme: theme))
        #expect(try pixel(host, "count") == theme.colors.accent.premultipliedPixel)
        #expect(try pixel(host, "failed") == theme.colors.critical.premultipliedPixel)
        let count = try host.frame(testID: "count")
        #expect(count.width == count.height, "one digit: a circle")
        #expect(try host.frame(testID: "failed").width > count.width)
        #expect(theme.colors.onCritical.contrastRatio(with: theme.colors.critical) >= 4.5)
        #expect(theme.colors.onAccent.contrastRatio(with: theme.colors.accent) >= 4.5)
    }

    @Test func countsAbove99ShowAs99PlusAndANegativeCountIsAnError() throws {
        #expect(try Badge(count: 99).text == "99" && Badge(count: 100).text == "99+" && Badge(count: 0).text == "0")
        let host = try host(Inbox(count: 1234))
        #expect(try host.frame(testID: "count").width > host.frame(testID: "count").height)
        let error = ControlParameterError(control: "Badge", parameter: "count", value: -1, requirement: "at least 0")
        #expect(throws: error) { try Badge(count: -1) }
        #expect(error.description == "Badge: count is -1.0, which is not at least 0. Fix: pass a count that is at least 0.")
    }
}
