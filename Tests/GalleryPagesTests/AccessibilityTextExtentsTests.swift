import Components
import Geometry
import Graphics
import Mounting
import ComponentTestSupport
@testable import GalleryPages
import Testing
import TestFonts

/// Where an element's characters are drawn (`ComponentHost.accessibilityTextFrame`,
/// AT-SPI's character extents, which magnifiers follow): from the paint's own layout of
/// the field's text, so a word's box holds that word's ink and nothing of the next;
/// mixed directions keep each run where it is drawn; the point in a word gives back an
/// offset inside it; a field showing its placeholder has no text frames of its own.
@MainActor
@Suite(.testFonts) struct AccessibilityTextExtentsTests {
    let log = DiagnosticLog()

    /// Pixels of `image` inside `rect` (points at scale 1) that are not the field's
    /// background (its fill at the rect's top-left corner, left of any glyph's ink).
    func ink(in image: Graphics.Image, _ rect: Rect) -> Int {
        let minX = Int(rect.minX.rounded(.down)), maxX = Int(rect.maxX.rounded(.up))
        let minY = Int(rect.minY.rounded(.down)), maxY = Int(rect.maxY.rounded(.up))
        var count = 0
        let paper = image[minX - 1, minY]
        for y in minY..<maxY {
            for x in minX..<maxX where image[x, y] != paper { count += 1 }
        }
        return count
    }

    @Test func aWordsBoxHoldsItsInkAndAPointInItGivesAnOffsetInIt() throws {
        let host = try makeAppHost(page: .input, size: GalleryPage.defaultSize, log: log)
        let field = try #require(host.accessibilityTree().element(testID: "input.mixed.0"))
        let text = try #require(field.value)
        #expect(text == "Hello שלום world")
        let hello = try #require(host.accessibilityTextFrame(of: field.id, text: text, utf8: 0..<5))
        let world = try #require(host.accessibilityTextFrame(of: field.id, text: text, utf8: 15..<20))
        let hebrew = try #require(host.accessibilityTextFrame(of: field.id, text: text, utf8: 6..<14))
        // Inside the field, in drawing order: Hello, the Hebrew run, world.
        for box in [hello, world, hebrew] {
            #expect(field.frame.contains(box.origin) && box.maxX <= field.frame.maxX && box.width > 10, "\(box) in \(field.frame): \(hello) \(hebrew) \(world)")
        }
        #expect(hello.maxX <= hebrew.minX + 0.5 && hebrew.maxX <= world.minX + 0.5, "\(hello) \(hebrew) \(world)")
        // Each box holds ink; the gap between "Hello" and the Hebrew holds none.
        let image = host.image()
        #expect(ink(in: image, hello) > 40 && ink(in: image, world) > 40 && ink(in: image, hebrew) > 40)
        let space = try #require(host.accessibilityTextFrame(of: field.id, text: text, utf8: 5..<6))
        #expect(ink(in: image, space.insetBy(dx: 1, dy: 0)) == 0, "a space's box is blank: \(space)")
        // A point in "world" gives an offset in it; a caret's box is a line's height.
        let inside = try #require(host.accessibilityTextOffset(of: field.id, text: text,
                                                               at: Point(x: world.midX, y: world.midY)))
        #expect((15...20).contains(inside))
        let caret = try #require(host.accessibilityTextFrame(of: field.id, text: text, utf8: 20..<20))
        #expect(caret.width == 0 && abs(caret.minX - world.maxX) < 1 && caret.height >= world.height - 1)
    }

    @Test func aFieldShowingItsPlaceholderOrAnotherTextHasNoTextFramesOfItsOwn() throws {
        let host = try makeAppHost(page: .input, size: GalleryPage.defaultSize, log: log)
        let tree = host.accessibilityTree()
        let name = try #require(tree.element(testID: "input.name"))
        #expect(name.value == "")
        #expect(host.accessibilityTextFrame(of: name.id, text: "", utf8: 0..<0) == nil, "the placeholder is not its text")
        let status = try #require(tree.element(named: "Nothing submitted yet", role: .text))
        let whole = try #require(host.accessibilityTextFrame(of: status.id, text: status.name, utf8: 0..<status.name.utf8.count))
        #expect(abs(whole.minX - status.frame.minX) < 1 && whole.width <= status.frame.width + 1, "\(whole) \(status.frame)")
        #expect(host.accessibilityTextFrame(of: status.id, text: "another text", utf8: 0..<3) == nil)
    }
}
