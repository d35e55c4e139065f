import Testing
import ComponentTestSupport
import Geometry
import Graphics
import Layout
import Components
import Mounting
import TestFonts

/// A popup's, a dialog's and a toast's content is a root of its own, built in the
/// environment of the component that declares it: a themed screen's popup is themed, and
/// a change of that environment rebuilds what is open.
@MainActor
@Suite(.testFonts) struct OverlayEnvironmentTests {
    struct Tint: EnvironmentKey { static let defaultValue = Color.white }

    /// A box filled with the tint of its environment.
    struct Swatch: Component, Equatable {
        func body(_ context: BuildContext<Self>) -> some Component {
            Box(fill: .color(context.environment[Tint.self])).size(width: 40, height: 40).testID("swatch")
        }
    }

    struct Page: Component, Equatable {
        var tint: Color
        var dialog = false
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(padding: 10)) {
                Box().size(width: 20, height: 20).testID("anchor")
                    .popup(isPresented: !dialog, id: "swatch") { Swatch() }
                    .dialog(isPresented: dialog, id: "dialog") { Swatch() }
            }
            .environment(\.overlayTestTint, tint)
        }
    }

    func pixel(_ host: ComponentHost) throws -> UInt32 {
        host.paint()
        let frame = try host.frame(testID: "swatch")
        let image = host.image()
        return image.pixels[Int(frame.midY) * image.width + Int(frame.midX)]
    }

    @Test func aPopupIsBuiltInItsAnchorsEnvironmentAndFollowsItsChanges() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let host = try ComponentHost(Page(tint: red), size: Size(width: 200, height: 200), background: .white)
        #expect(try pixel(host) == red.premultipliedPixel, "the anchor's tint, not the default white")
        host.root.update(Page(tint: blue))
        #expect(try pixel(host) == blue.premultipliedPixel, "a change of the environment reaches the open popup")
    }

    @Test func aDialogIsBuiltInItsAnchorsEnvironment() throws {
        let green = Color(red: 0, green: 1, blue: 0)
        let host = try ComponentHost(Page(tint: green, dialog: true), size: Size(width: 200, height: 200), background: .white)
        #expect(try pixel(host) == green.premultipliedPixel)
    }
}

extension ComponentEnvironment {
    fileprivate var overlayTestTint: Color {
        get { self[OverlayEnvironmentTests.Tint.self] }
        set { self[OverlayEnvironmentTests.Tint.self] = newValue }
    }
}
