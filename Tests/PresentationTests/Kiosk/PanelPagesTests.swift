import Geometry
import Graphics
@testable import Presentation
import Testing
import TestSupport

/// Two display pages taking turns with a cursor drawn over the frame: each page shown
/// equals the frame except under the cursor, where the arrow is, whichever way the panel
/// is turned; a cursor that moved leaves nothing behind in either page.
@Suite struct PanelPagesTests {
    static let panel = (width: 64, height: 48)

    @Test(arguments: DisplayRotation.allCases)
    func theCursorLeavesNoTrailInEitherPage(rotation: DisplayRotation) throws {
        let logical = rotation.logicalSize(ofPanel: Self.panel)
        let frame = try Framebuffer(width: logical.width, height: logical.height)
        var random = SplitMix64(seed: 5)
        for index in 0..<(frame.stride * frame.height) {
            frame.pixels[index] = 0xFF00_0000 | UInt32(truncatingIfNeeded: random.next()) & 0x00FF_FFFF
        }
        let memory = (0..<2).map { _ in
            UnsafeMutableRawBufferPointer.allocate(byteCount: Self.panel.width * 4 * Self.panel.height, alignment: 16)
        }
        defer { memory.forEach { $0.deallocate() } }
        let buffers = memory.map {
            PanelBuffer(base: $0.baseAddress!, width: Self.panel.width, height: Self.panel.height,
                        bytesPerRow: Self.panel.width * 4, format: .xrgb8888)
        }
        var pages = PanelPages(pages: buffers, rotation: rotation, scale: 1)
        let positions: [Point?] = [nil, Point(x: 3, y: 4), Point(x: 20.7, y: 9.2), Point(x: 20.7, y: 9.2), nil, Point(x: 30, y: 30)]
        for (index, position) in positions.enumerated() {
            pages.moveCursor(to: position)
            // The first frame is whole; later ones change nothing in the frame itself.
            pages.write(frame, damage: index == 0 ? [frame.bounds] : [], into: index % 2)
            let shown = buffers[index % 2]
            let tip = position.map { (x: Int($0.x), y: Int($0.y)) }
            var mismatches = 0
            for y in 0..<logical.height {
                for x in 0..<logical.width {
                    let onPanel = rotation.panelRect(of: PixelRect(x: x, y: y, width: 1, height: 1), logical: logical)
                    let value = PanelBufferTests.pixel(shown, onPanel.x, onPanel.y)
                    let underCursor = tip.map { x >= $0.x && x < $0.x + 12 && y >= $0.y && y < $0.y + 17 } ?? false
                    if !underCursor, value != frame.pixels[y * frame.stride + x] { mismatches += 1 }
                }
            }
            #expect(mismatches == 0, "present \(index): \(mismatches) pixels outside the cursor differ from the frame")
            if let tip {
                // The arrow's tip is black outline, and the pixel inside it white, upright on the picture.
                let tipPixel = rotation.panelRect(of: PixelRect(x: tip.x, y: tip.y, width: 1, height: 1), logical: logical)
                let inside = rotation.panelRect(of: PixelRect(x: tip.x + 1, y: tip.y + 3, width: 1, height: 1), logical: logical)
                #expect(PanelBufferTests.pixel(shown, tipPixel.x, tipPixel.y) == 0xFF00_0000)
                #expect(PanelBufferTests.pixel(shown, inside.x, inside.y) == 0xFFFF_FFFF)
            }
        }
    }

    @Test func aCursorThatDidNotMoveAsksForNoPresent() throws {
        var pages = PanelPages(pages: [], rotation: .upright, scale: 2)
        #expect(!pages.cursor.needsPresent)
        pages.moveCursor(to: Point(x: 4.2, y: 5.9))
        #expect(pages.cursor.needsPresent && pages.cursor.factor == 2)
        _ = pages.cursor.rectsToRefresh()
        pages.moveCursor(to: Point(x: 4.8, y: 5.1))
        #expect(!pages.cursor.needsPresent)
        pages.moveCursor(to: nil)
        #expect(pages.cursor.needsPresent)
        // Hiding erases where it was drawn, and nothing else.
        #expect(pages.cursor.rectsToRefresh() == [PixelRect(x: 4, y: 5, width: 24, height: 34)])
    }
}
