import Testing
import Geometry
import Graphics
import Layout
import TestSupport
import TextRasterizer
@testable import Components
@testable import Mounting
import TestFonts

/// One component tree mounted and painted: for pixel tests.
@MainActor
final class PaintedScene {
    let root: ComponentRoot
    let mounter: Mounter
    let painter: NodePainter
    let framebuffer: Framebuffer
    let target: Painter
    let background: Color

    /// `content` placed at (`inset`, `inset`) points in a root of `size` points.
    init(_ content: any Component, size: Size, scale: Double = 1, inset: Double = 10, background: Color = .white) throws {
        var style = LayoutStyle()
        style.alignItems = .flexStart
        style.padding = Edges(all: .points(inset))
        root = ComponentRoot(Flexbox(style: style, children: [content]), sizeRange: .exactly(size),
                             environment: try LayoutEnvironment(scale: scale), diagnostics: DiagnosticHandler { _ in })
        mounter = try Mounter(scale: scale)
        painter = try NodePainter(scale: scale)
        framebuffer = try Framebuffer(size: size, scale: scale)
        target = Painter(target: framebuffer)
        self.background = background
        _ = mounter.mount(root.layout)
        paint()
    }

    func paint(region: Region? = nil) {
        painter.paint(mounter.root, in: target, region: region, background: background)
    }

    /// The node of the content (the root's only child).
    var content: Node { mounter.root!.children[0] }

    subscript(x: Int, y: Int) -> UInt32 { framebuffer[x, y] }

    func write(_ name: String) {
        try? PNG.write(framebuffer.makeImage(), toFile: "/tmp/painting-\(name).png")
    }

    /// The bounding box of pixels that differ from the background by more than `threshold`.
    func ink(in area: PixelRect? = nil, threshold: Int = 40) -> PixelRect {
        let bg = background.premultipliedPixel
        let area = area ?? framebuffer.bounds
        var box = PixelRect.zero
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX where distance(framebuffer[x, y], bg) > threshold {
                box = box.union(PixelRect(x: x, y: y, width: 1, height: 1))
            }
        }
        return box
    }
}

/// The largest difference between two pixels' channels.
func distance(_ p: UInt32, _ q: UInt32) -> Int {
    var largest = 0
    for shift in stride(from: 0, to: 32, by: 8) {
        let a = Int((p >> UInt32(shift)) & 0xFF), b = Int((q >> UInt32(shift)) & 0xFF)
        largest = max(largest, abs(a - b))
    }
    return largest
}

func hex(_ p: UInt32) -> String { "0x" + String(p, radix: 16, uppercase: true) }

@MainActor
@Suite(.testFonts) struct NodePainterTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let green = Color(red: 0, green: 0.5, blue: 0)

    // MARK: boxes

    @Test func boxWithRadiusAndBorder() throws {
        let box = Box(fill: .color(Self.red), border: BoxBorder(width: 4, color: Self.blue), cornerRadii: CornerRadii(10),
                      style: .fixed(width: 60, height: 40))
        let scene = try PaintedScene(box, size: Size(width: 80, height: 60))
        scene.write("box")
        #expect(scene[40, 30] == Self.red.premultipliedPixel)        // inside
        #expect(scene[11, 30] == Self.blue.premultipliedPixel)       // left border
        #expect(scene[40, 48] == Self.blue.premultipliedPixel)       // bottom border
        #expect(scene[10, 10] == 0xFFFF_FFFF)                        // outside the corner's arc
        #expect(scene[9, 30] == 0xFFFF_FFFF && scene[70, 30] == 0xFFFF_FFFF)
        // On the arc: anti-aliased between the border and the background.
        let arc = scene[12, 12]
        #expect(arc != 0xFFFF_FFFF && arc != Self.blue.premultipliedPixel, "\(hex(arc))")
        // Inner corner: the border's inner radius is 10 - 4 = 6, red fills inside it.
        #expect(scene[16, 16] == Self.red.premultipliedPixel)
    }

    @Test func boxAtScaleTwoScalesRadiiAndBorders() throws {
        let box = Box(fill: .color(Self.red), border: BoxBorder(width: 2, color: Self.blue), cornerRadii: CornerRadii(8),
                      style: .fixed(width: 30, height: 20))
        let one = try PaintedScene(box, size: Size(width: 50, height: 40))
        let two = try PaintedScene(box, size: Size(width: 50, height: 40), scale: 2)
        two.write("box-2x")
        #expect(two.ink() == PixelRect(x: 20, y: 20, width: 60, height: 40))
        #expect(one.ink() == PixelRect(x: 10, y: 10, width: 30, height: 20))
        #expect(two[21, 40] == Self.blue.premultipliedPixel && two[24, 40] == Self.red.premultipliedPixel)
        #expect(one[10, 20] == Self.blue.premultipliedPixel && one[12, 20] == Self.red.premultipliedPixel)
    }

    @Test func gradientFillFollowsTheBox() throws {
        let box = Box(fill: .linearGradient(BoxGradient(from: .black, to: .white, start: .left, end: .right)), style: .fixed(width: 51, height: 10))
        let scene = try PaintedScene(box, size: Size(width: 80, height: 30), background: Self.red)
        let left = scene[10, 15] & 0xFF, middle = scene[35, 15] & 0xFF, right = scene[60, 15] & 0xFF
        #expect(left < 10 && right > 245 && abs(Int(middle) - 127) < 6, "\(left) \(middle) \(right)")
    }

    /// Group opacity: overlapping children are composited once, so the overlap shows only
    /// the top child at half strength, not the bottom one through it.
    @Test func opacityGroupOverOverlappingChildren() throws {
        let group = Box(opacity: 0.5, clipsContent: false, style: .fixed(width: 60, height: 40)) {
            Box(color: Self.red, style: .fixed(width: 40, height: 30)).position(top: 0, left: 0)
            Box(color: Self.blue, style: .fixed(width: 40, height: 30)).position(top: 10, left: 20)
        }
        let scene = try PaintedScene(group, size: Size(width: 80, height: 60))
        scene.write("opacity")
        let halfBlue: UInt32 = 0xFF80_80FF, halfRed: UInt32 = 0xFFFF_8080
        #expect(distance(scene[40, 30], halfBlue) <= 1, "\(hex(scene[40, 30]))")   // overlap: blue only
        #expect(distance(scene[15, 15], halfRed) <= 1, "\(hex(scene[15, 15]))")
        #expect(distance(scene[65, 45], halfBlue) <= 1, "\(hex(scene[65, 45]))")
        #expect(scene[75, 15] == 0xFFFF_FFFF)
    }

    @Test func zeroOpacitySkipsTheSubtree() throws {
        let scene = try PaintedScene(Box(opacity: 0, style: .fixed(width: 30, height: 30)) { Box(color: Self.red, style: .fixed(width: 30, height: 30)) },
                                     size: Size(width: 50, height: 50))
        #expect(scene.ink() == .zero)
    }

    /// A child filling its clipping parent is cut at the parent's rounded corners, as a
    /// rounded fill of the child's color is (within one per channel on the arc).
    @Test func roundedClippingOfAChild() throws {
        let card = Box(cornerRadii: CornerRadii(16), clipsContent: true, style: .fixed(width: 60, height: 40)) {
            Box(color: Self.green, style: .fixed(width: 80, height: 60))
        }
        let scene = try PaintedScene(card, size: Size(width: 80, height: 60))
        scene.write("rounded-clip")
        let reference = try Framebuffer(width: 80, height: 60)
        reference.clear(to: .white)
        Painter(target: reference).fill(RoundedRect(Rect(x: 10, y: 10, width: 60, height: 40), radius: 16), with: .color(Self.green))
        for y in 0..<60 {
            for x in 0..<80 {
                #expect(distance(scene[x, y], reference[x, y]) <= 1, "(\(x), \(y)) \(hex(scene[x, y])) vs \(hex(reference[x, y]))")
            }
        }
        #expect(scene[10, 10] == 0xFFFF_FFFF && scene[69, 49] == 0xFFFF_FFFF)
        #expect(scene[70, 30] == 0xFFFF_FFFF)    // the child's overflow is cut
    }

    /// A clipping box draws its border over its children.
    @Test func clippingBoxDrawsItsBorderOverItsChildren() throws {
        let card = Box(border: BoxBorder(width: 3, color: Self.blue), clipsContent: true, style: .fixed(width: 40, height: 30)) {
            Box(color: Self.red, style: .fixed(width: 60, height: 60)).position(top: -10, left: -10)
        }
        let scene = try PaintedScene(card, size: Size(width: 70, height: 60))
        #expect(scene[11, 20] == Self.blue.premultipliedPixel)
        #expect(scene[20, 20] == Self.red.premultipliedPixel)
        #expect(scene[9, 20] == 0xFFFF_FFFF)
    }

    // MARK: text

    /// Text at scale 2 is laid out at twice the size: its ink lands where the scale-1
    /// text's does, and the 2x image box-filtered down to 1x looks like the 1x image.
    @Test func textAtScaleTwoMatchesScaleOneDownsampled() throws {
        let text = Text("Hamburgefonstiv 42", attributes: TextAttributes(size: 14, color: .black))
        let one = try PaintedScene(text, size: Size(width: 160, height: 40))
        let two = try PaintedScene(text, size: Size(width: 160, height: 40), scale: 2)
        one.write("text-1x")
        two.write("text-2x")
        let ink1 = one.ink(threshold: 60), ink2 = two.ink(threshold: 60)
        #expect(ink1.width > 90 && ink1.height >= 10)
        #expect(abs(ink2.minX - 2 * ink1.minX) <= 2 && abs(ink2.maxX - 2 * ink1.maxX) <= 3, "\(ink1) \(ink2)")
        #expect(abs(ink2.minY - 2 * ink1.minY) <= 2 && abs(ink2.maxY - 2 * ink1.maxY) <= 3, "\(ink1) \(ink2)")
        // Box-filtered 2x against 1x: the same picture, up to hinting-free rasterization
        // at two sizes (per-pixel differences, small on average).
        var total = 0, count = 0
        for y in 0..<40 {
            for x in 0..<160 {
                var sum = 0
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] { sum += Int(two[2 * x + dx, 2 * y + dy] & 0xFF) }
                total += abs(sum / 4 - Int(one[x, y] & 0xFF))
                count += 1
            }
        }
        let inkArea = ink1.area
        #expect(Double(total) / Double(inkArea) < 40, "mean difference over the ink box \(Double(total) / Double(inkArea))")
        // Crisp: the 2x rendering has fully dark pixels (stems two device pixels wide).
        let dark = (ink2.minY..<ink2.maxY).reduce(0) { n, y in
            n + (ink2.minX..<ink2.maxX).filter { two[$0, y] & 0xFF < 30 }.count
        }
        #expect(dark > 100)
    }

    @Test func textIsDrawnAtItsContentOriginAndClippedToItsFrame() throws {
        let text = Text("Wrapped words in a narrow column", attributes: TextAttributes(size: 12, color: .black))
            .width(60)
        let scene = try PaintedScene(text, size: Size(width: 100, height: 120))
        scene.write("text-wrap")
        let frame = scene.content.absoluteFrame
        let ink = scene.ink()
        #expect(ink.minX >= Int(frame.minX) && ink.maxX <= Int(frame.maxX.rounded(.up)), "\(ink) in \(frame)")
        #expect(ink.minY >= Int(frame.minY) && ink.maxY <= Int(frame.maxY.rounded(.up)))
        #expect(ink.height > 30, "several lines")
    }

    /// Snapping a frame to pixels can take a fraction of a pixel off the width a text was
    /// laid out at (here a fractional width set on it; intrinsic widths are whole pixels
    /// already); a one-line text must not wrap because of it.
    @Test func aTextWhoseFrameWasRoundedDownStaysOnOneLine() throws {
        let attributes = TextAttributes(size: 13, color: .black)
        let candidates = ["Tessera", "mounts nodes", "paints damage", "exactly a grid", "of pixels", "Wörter über café",
                          "12:45 OK", "Hamburgefonstiv", "The quick brown fox", "jumps over"]
        let string = try #require(candidates.first { string in
            let width = TextSystem.shared.measure(AttributedText(string, attributes: attributes), width: nil).size.width
            let fraction = width - width.rounded(.down)
            return fraction > 0.05 && fraction < 0.45
        })
        let natural = TextSystem.shared.measure(AttributedText(string, attributes: attributes), width: nil).size.width
        let scene = try PaintedScene(Text(string, attributes: attributes).width(natural + 0.1), size: Size(width: 200, height: 40))
        let frame = scene.content.frame
        #expect(frame.width < natural, "the frame was rounded down")
        let layout = scene.painter.texts.entry(for: scene.content, text: AttributedText(string, attributes: attributes),
                                               color: nil, style: ParagraphStyle(), width: frame.width).layout
        #expect(layout.lines.count == 1)
        #expect(scene.ink().height < 20)
    }

    @Test func textLayoutsAreCachedPerNode() throws {
        struct Label: Component, Equatable {
            var text: String
            var color: Color
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: LayoutStyle()) {
                    Text(text, attributes: TextAttributes(size: 12, color: color))
                    Box(color: color, style: .fixed(width: 10, height: 10))
                }
            }
        }
        let scene = try PaintedScene(Label(text: "cached", color: .black), size: Size(width: 100, height: 40))
        #expect(scene.painter.texts.layoutsMade == 1)
        scene.paint()
        scene.paint(region: Region(PixelRect(x: 0, y: 0, width: 50, height: 40)))
        #expect(scene.painter.texts.layoutsMade == 1)
        // A change elsewhere in the tree keeps the layout; a change of the text does not.
        scene.root.update(Label(text: "cached", color: Self.red))
        _ = scene.mounter.mount(scene.root.layout)
        scene.paint()
        #expect(scene.painter.texts.layoutsMade == 2, "the text's color changed")
        scene.root.update(Label(text: "cached", color: Self.red))
        _ = scene.mounter.mount(scene.root.layout)
        scene.paint()
        #expect(scene.painter.texts.layoutsMade == 2)
        scene.root.update(Label(text: "changed", color: Self.red))
        _ = scene.mounter.mount(scene.root.layout)
        scene.paint()
        #expect(scene.painter.texts.layoutsMade == 3)
    }

    @Test func scaledTextMultipliesSizesAndSpacing() {
        var text = AttributedText("ab", attributes: TextAttributes(size: 10, letterSpacing: 1))
        text.append("cd", attributes: TextAttributes(size: 14, color: Self.red))
        let scaled = TextLayoutCache.scaled(text, by: 2, color: nil)
        #expect(scaled.string == "abcd")
        #expect(scaled.runs.map(\.attributes.size) == [20, 28])
        #expect(scaled.runs.map(\.attributes.letterSpacing) == [2, 0])
        #expect(scaled.runs.map(\.utf16Range) == text.runs.map(\.utf16Range))
        let recolored = TextLayoutCache.scaled(text, by: 1, color: Self.blue)
        #expect(recolored.runs.allSatisfy { $0.attributes.color == Self.blue })
        let style = TextLayoutCache.scaled(ParagraphStyle(lineHeight: .fixed(18)), by: 1.5)
        #expect(style.lineHeight == .fixed(27))
    }

    // MARK: images

    /// A 20x10 image, red on the left half and blue on the right.
    static let halves: Graphics.Image = {
        var pixels: [UInt32] = []
        for _ in 0..<10 { for x in 0..<20 { pixels.append(x < 10 ? 0xFFFF_0000 : 0xFF00_00FF) } }
        return try! Graphics.Image(width: 20, height: 10, pixels: pixels)
    }()

    @Test func imageFitLetterboxes() throws {
        let scene = try PaintedScene(Components.Image(Self.halves, contentMode: .fit).size(width: 40, height: 40),
                                     size: Size(width: 60, height: 60))
        scene.write("image-fit")
        #expect(scene.ink() == PixelRect(x: 10, y: 20, width: 40, height: 20))
        #expect(scene[15, 30] == 0xFFFF_0000 && scene[45, 30] == 0xFF00_00FF)
    }

    @Test func imageFillCropsToTheFrame() throws {
        let scene = try PaintedScene(Components.Image(Self.halves, contentMode: .fill).size(width: 40, height: 40),
                                     size: Size(width: 60, height: 60))
        scene.write("image-fill")
        // Scaled to 80x40, centered: the frame shows x 20..60 of it, a red half and a blue half.
        #expect(scene.ink() == PixelRect(x: 10, y: 10, width: 40, height: 40))
        #expect(scene[12, 12] == 0xFFFF_0000 && scene[48, 48] == 0xFF00_00FF)
        #expect(scene[9, 30] == 0xFFFF_FFFF && scene[50, 30] == 0xFFFF_FFFF)
    }

    @Test func imageCenterKeepsItsNaturalSize() throws {
        let scene = try PaintedScene(Components.Image(Self.halves, contentMode: .center).size(width: 40, height: 40),
                                     size: Size(width: 60, height: 60))
        #expect(scene.ink() == PixelRect(x: 20, y: 25, width: 20, height: 10))
        let two = try PaintedScene(Components.Image(Self.halves, scale: 2, contentMode: .center).size(width: 40, height: 40),
                                   size: Size(width: 60, height: 60), scale: 2)
        two.write("image-center-2x")
        // A 2x image at scale 2: 10x5 points, its pixels one to one.
        #expect(two.ink() == PixelRect(x: 50, y: 55, width: 20, height: 10))
    }

    // MARK: buttons

    @Test func buttonLooksByState() throws {
        let looks = ButtonLooks.standard
        let button = Button("Press", cornerRadius: 6, borderWidth: 0, action: nil)
        let scene = try PaintedScene(button, size: Size(width: 120, height: 60))
        scene.write("button-normal")
        let frame = scene.content.absoluteFrame
        let corner = (Int(frame.minX) + 3, Int(frame.midY))
        #expect(scene[corner.0, corner.1] == looks.normal.background!.paint(in: frame).color!.premultipliedPixel)
        // The title's ink is white and centered in the button.
        let titleInk = scene.ink(in: frame.enclosingPixels, threshold: 0).intersection(frame.enclosingPixels)
        let whiteInk = Self.bounds(of: scene, in: frame.enclosingPixels) { $0 & 0xFF > 200 }
        #expect(!titleInk.isEmpty && !whiteInk.isEmpty)
        #expect(abs(Double(whiteInk.minX + whiteInk.maxX) / 2 - frame.midX) <= 1.5, "\(whiteInk) in \(frame)")
        #expect(abs(Double(whiteInk.minY + whiteInk.maxY) / 2 - frame.midY) <= 2.5, "\(whiteInk) in \(frame)")

        scene.content.isHighlighted = true
        scene.paint(region: Region(frame.enclosingPixels))
        scene.write("button-highlighted")
        #expect(scene[corner.0, corner.1] == looks.highlighted.background!.paint(in: frame).color!.premultipliedPixel)

        let disabled = try PaintedScene(Button("Press", isEnabled: false, action: nil), size: Size(width: 120, height: 60))
        disabled.write("button-disabled")
        #expect(disabled[corner.0, corner.1] == looks.disabled.background!.paint(in: frame).color!.premultipliedPixel)
        // The disabled title is gray: no white ink inside the button's straight part.
        let inside = frame.insetBy(dx: 6, dy: 6).enclosingPixels
        #expect(Self.bounds(of: disabled, in: inside) { $0 == 0xFFFF_FFFF }.isEmpty)
        let gray = Self.bounds(of: disabled, in: frame.enclosingPixels) { $0 & 0xFF < 0xA0 }
        #expect(!gray.isEmpty)

        let selected = try PaintedScene(Button("Press", isSelected: true, action: nil), size: Size(width: 120, height: 60))
        #expect(selected[corner.0, corner.1] == looks.selected.background!.paint(in: frame).color!.premultipliedPixel)
    }

    @Test func buttonBorderTakesTheLooksBorderColor() throws {
        let looks = ButtonLooks(normal: ButtonLook(background: .white, titleColor: .black, borderColor: Self.red),
                                highlighted: ButtonLook(background: .white, titleColor: Self.blue, borderColor: Self.blue))
        let scene = try PaintedScene(Button("Go", looks: looks, cornerRadius: 0, borderWidth: 2, action: nil),
                                     size: Size(width: 100, height: 60), scale: 2)
        scene.write("button-border-2x")
        let frame = scene.content.absoluteFrame
        let left = Int(frame.minX * 2), mid = Int(frame.midY * 2)
        #expect(scene[left, mid] == Self.red.premultipliedPixel && scene[left + 3, mid] == Self.red.premultipliedPixel)
        #expect(scene[left + 4, mid] == 0xFFFF_FFFF)
        scene.content.isHighlighted = true
        scene.paint()
        #expect(scene[left, mid] == Self.blue.premultipliedPixel)
        // The highlighted title is blue.
        #expect(!Self.bounds(of: scene, in: scene.framebuffer.bounds) { $0 & 0xFF > 0x80 && ($0 >> 16) & 0xFF < 0x40 && $0 != Self.blue.premultipliedPixel }.isEmpty)
    }

    // MARK: custom drawings, regions

    struct Cross: CustomDrawing {
        static let nodeKind = "cross"
        func draw(in painter: Painter, rect: Rect, scale: Double) {
            painter.fill(Rect(x: rect.minX, y: rect.midY - scale, width: rect.width, height: 2 * scale), with: .color(.black))
            painter.fill(Rect(x: rect.midX - scale, y: rect.minY - 100, width: 2 * scale, height: rect.height + 200),
                         with: .color(.black))
        }
    }

    @Test func customDrawingGetsTheDeviceRectAndIsClippedToIt() throws {
        let scene = try PaintedScene(Custom(Cross()).size(width: 20, height: 10), size: Size(width: 40, height: 40), scale: 2)
        #expect(scene.ink() == PixelRect(x: 20, y: 20, width: 40, height: 20))
        #expect(scene[40, 30] == 0xFF00_0000 && scene[21, 29] == 0xFF00_0000 && scene[21, 25] == 0xFFFF_FFFF)
    }

    @Test func paintingARegionTouchesOnlyIt() throws {
        let scene = try PaintedScene(Box(color: Self.red, style: .fixed(width: 60, height: 40)), size: Size(width: 80, height: 60))
        scene.framebuffer.clear(to: Self.blue)
        scene.paint(region: Region([PixelRect(x: 0, y: 0, width: 20, height: 20), PixelRect(x: 50, y: 40, width: 10, height: 30)]))
        #expect(scene[5, 5] == 0xFFFF_FFFF && scene[15, 15] == Self.red.premultipliedPixel)
        #expect(scene[55, 45] == Self.red.premultipliedPixel && scene[55, 55] == 0xFFFF_FFFF)
        #expect(scene[30, 30] == Self.blue.premultipliedPixel && scene[45, 45] == Self.blue.premultipliedPixel)
    }

    @Test func anEmptyTreeClearsToTheBackground() throws {
        let fb = try Framebuffer(width: 10, height: 10)
        try NodePainter(scale: 1).paint(nil, in: Painter(target: fb), region: nil, background: Self.green)
        #expect(fb[5, 5] == Self.green.premultipliedPixel)
    }

    /// A gallery of every look at scale 2, written for looking at.
    @Test func gallery() throws {
        let content = Flexbox(style: .column(gap: 8)) {
            Flexbox(style: .row(gap: 8, align: .center)) {
                Box(fill: .color(Color(red: 1, green: 0.85, blue: 0.4)), border: BoxBorder(width: 3, color: Self.blue),
                    cornerRadii: CornerRadii(12), style: .fixed(width: 60, height: 40))
                Box(fill: .linearGradient(BoxGradient(from: Self.red, to: Self.blue, start: .topLeft, end: .bottomRight)),
                    border: BoxBorder(widths: EdgeInsets(top: 2, right: 2, bottom: 6, left: 4),
                                      colors: BorderColors(top: .black, right: Self.blue, bottom: Self.red, left: Self.green)),
                    cornerRadii: CornerRadii(topLeft: 0, topRight: 16, bottomRight: 4, bottomLeft: 20), style: .fixed(width: 60, height: 40))
                Box(opacity: 0.5, clipsContent: false, style: .fixed(width: 50, height: 40)) {
                    Box(color: Self.red, cornerRadius: 6, style: .fixed(width: 30, height: 30)).position(top: 0, left: 0)
                    Box(color: Self.blue, cornerRadius: 15, style: .fixed(width: 30, height: 30)).position(top: 10, left: 20)
                }
                Box(fill: .color(.black), cornerRadii: CornerRadii(20), clipsContent: true, style: .fixed(width: 40, height: 40)) {
                    Components.Image(PaintModel.image, contentMode: .fill).size(width: 40, height: 40)
                }
            }
            Flexbox(style: .row(gap: 8, align: .center)) {
                Button("Normal", action: nil)
                Button("Selected", isSelected: true, action: nil)
                Button("Disabled", isEnabled: false, action: nil)
            }
            Text("The quick brown fox jumps over the lazy dog: Tessera paints text at device size.",
                 attributes: TextAttributes(size: 13, color: Color(red: 0.1, green: 0.1, blue: 0.2)))
                .width(260)
        }
        let scene = try PaintedScene(content, size: Size(width: 290, height: 170), scale: 2,
                                     background: Color(red: 0.95, green: 0.95, blue: 0.93))
        scene.write("gallery-2x")
        #expect(!scene.ink().isEmpty)
    }

    static func bounds(of scene: PaintedScene, in area: PixelRect, where test: (UInt32) -> Bool) -> PixelRect {
        var box = PixelRect.zero
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX where test(scene[x, y]) { box = box.union(PixelRect(x: x, y: y, width: 1, height: 1)) }
        }
        return box
    }
}

extension Paint {
    var color: Color? { if case .color(let c) = self { c } else { nil } }
}
