import Components
import ComponentTestSupport
@testable import Controls
import Geometry
import Graphics
import Mounting
import Testing
import TestFonts

/// A divider: a 1 point line in the separator color across its parent, shortened by its
/// inset; vertical in a row; a bad inset is an error naming it.
@MainActor
@Suite(.testFonts) struct DividerTests {
    struct List: Component, Equatable {
        var theme = Theme.light
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(gap: 10, padding: 10)) {
                Divider().testID("full")
                if let inset = try? Divider(inset: 20) { inset.testID("inset") }
                Flexbox(style: .row(gap: 10)) {
                    Text("A")
                    Divider(.vertical).testID("vertical")
                    Text("B")
                }
                .size(height: 40)
            }
            .environment(\.theme, theme)
        }
    }

    @Test func aLineAcrossItsParentShortenedByItsInset() throws {
        let host = try ComponentHost(List(), size: Size(width: 220, height: 140), background: .white)
        host.paint()
        let full = try host.frame(testID: "full"), inset = try host.frame(testID: "inset")
        // The column fills the host, 220 wide, inside a padding of 10.
        #expect(full.height == 1 && full.minX == 10 && full.width == 200, "\(full)")
        #expect(inset.height == 1 && inset.minX == 30 && inset.width == 160, "\(inset)")
        let vertical = try host.frame(testID: "vertical")
        #expect(vertical.width == 1 && vertical.height == 40)
        let image = host.image()
        #expect(image.pixels[Int(full.minY) * image.width + 100] == ThemeColors.light.separator.premultipliedPixel)
        #expect(image.pixels[Int(inset.minY) * image.width + 25] == Color.white.premultipliedPixel, "inset: nothing there")

        let dark = try ComponentHost(List(theme: .dark), size: Size(width: 220, height: 140), background: .black)
        dark.paint()
        #expect(dark.image().pixels[Int(full.minY) * image.width + 100] == ThemeColors.dark.separator.premultipliedPixel)
    }

    @Test func aBadInsetIsAnError() {
        #expect(throws: ControlParameterError(control: "Divider", parameter: "inset", value: -1,
                                              requirement: "finite and at least 0")) { try Divider(inset: -1) }
        #expect(throws: ControlParameterError.self) { try Divider(.vertical, inset: .infinity) }
        #expect(throws: ControlParameterError.self) { try Divider(inset: .nan) }
    }
}
