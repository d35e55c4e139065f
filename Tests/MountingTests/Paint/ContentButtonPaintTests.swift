import Testing
import ComponentTestSupport
import Geometry
import Graphics
import Layout
import TextRasterizer
@testable import Components
@testable import Mounting

/// A content button's pixels against the same picture drawn with boxes and text: its
/// look's background, its title color on text that sets none, its content opacity.
@MainActor
@Suite(.testFonts) struct ContentButtonPaintTests {
    static let size = Size(width: 160, height: 60)
    static let looks = ButtonLooks.standard
    static let padding = LayoutStyle.row(gap: 8, align: .center, justify: .center)

    func render(_ component: some Component, pressingAt point: Point? = nil, scale: Double = 2) throws -> Graphics.Image {
        let host = try ComponentHost(component, size: Self.size, scale: scale,
                                     diagnostics: DiagnosticHandler { Issue.record("\($0)") })
        if let point { host.handle(.pointerDown, at: point) }
        host.paint()
        return host.image()
    }

    /// The button's picture drawn by hand: `look`'s background, a square icon, and
    /// "Add" in `textColor`, the content at `opacity`.
    struct Drawn: Component, Equatable {
        var look: ButtonLook
        var textColor: Color
        var opacity = 1.0
        func body(_ context: BuildContext<Self>) -> some Component {
            var style = LayoutStyle.row(gap: 8, align: .center, justify: .center)
            style.padding = EdgeInsets(horizontal: 16, vertical: 8).map(LengthPercentage.points)
            return Flexbox(style: .column(align: .flexStart)) {
                Box(fill: look.background, cornerRadii: CornerRadii(6), clipsContent: false, style: style) {
                    Box(opacity: opacity, clipsContent: false, style: .row(gap: 8, align: .center)) {
                        Box(color: Color(red: 1, green: 0.8, blue: 0), style: .fixed(width: 12, height: 12))
                        Text("Add", attributes: TextAttributes(size: 15, color: textColor))
                    }
                }
            }
        }
    }

    struct AddButton: Component, Equatable {
        var isEnabled = true
        var textColor: Color?
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(align: .flexStart)) {
                Button(isEnabled: isEnabled, action: nil) {
                    Box(color: Color(red: 1, green: 0.8, blue: 0), style: .fixed(width: 12, height: 12))
                    Text("Add", attributes: TextAttributes(size: 15, color: textColor ?? TextAttributes().color))
                }
            }
        }
    }

    @Test(arguments: [1.0, 2.0]) func textThatSetsNoColorTakesTheTitleColor(scale: Double) throws {
        let button = try render(AddButton(), scale: scale)
        #expect(Bool(button.pixels == (try render(Drawn(look: Self.looks.normal, textColor: .white), scale: scale)).pixels))
        #expect(Bool(button.pixels != (try render(Drawn(look: Self.looks.normal, textColor: .black), scale: scale)).pixels))
    }

    @Test func pressedTheButtonDrawsItsHighlightedLookOnBackgroundAndText() throws {
        let pressed = try render(AddButton(), pressingAt: Point(x: 20, y: 15))
        #expect(Bool(pressed.pixels == (try render(Drawn(look: Self.looks.highlighted, textColor: .white))).pixels))
        #expect(Bool(pressed.pixels != (try render(AddButton())).pixels))
    }

    @Test func disabledTheContentFadesToTheContentOpacity() throws {
        let disabled = try render(AddButton(isEnabled: false))
        let look = Self.looks.disabled
        #expect(Bool(disabled.pixels == (try render(Drawn(look: look, textColor: look.titleColor, opacity: look.contentOpacity))).pixels))
        #expect(Bool(disabled.pixels != (try render(Drawn(look: look, textColor: look.titleColor))).pixels), "the icon fades too")
    }

    @Test func textWithItsOwnColorKeepsItInEveryState() throws {
        let red = Color(red: 0.8, green: 0, blue: 0)
        #expect(Bool(try render(AddButton(textColor: red)).pixels == (try render(Drawn(look: Self.looks.normal, textColor: red))).pixels))
        #expect(Bool(try render(AddButton(textColor: red), pressingAt: Point(x: 20, y: 15)).pixels
                == (try render(Drawn(look: Self.looks.highlighted, textColor: red))).pixels))
    }

    @Test func aTitledButtonIsUnchangedBesideAContentButtonWithTheSameTitle() throws {
        struct Titled: Component, Equatable {
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .column(align: .flexStart)) { Button("Add", action: nil) }
            }
        }
        struct Content: Component, Equatable {
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .column(align: .flexStart)) {
                    Button(action: nil) { Text("Add", attributes: Button.defaultAttributes, maxLines: 1) }
                }
            }
        }
        // Same size, same look; the glyphs may sit a pixel apart (the titled button centers
        // its title's lines on a whole pixel, a flex row centers the text's box).
        let titled = try render(Titled()), content = try render(Content())
        #expect(titled.width == content.width)
        #expect(titled[0, 0] == content[0, 0] && titled[4, 20] == content[4, 20])
    }
}
