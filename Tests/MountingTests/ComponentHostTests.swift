import Testing
import Geometry
import Graphics
import Layout
@testable import Components
@testable import Mounting

@MainActor
@Suite struct ComponentHostTests {
    func host(_ component: some Component, size: Size = Size(width: 300, height: 200), scale: Double = 1) throws -> ComponentHost {
        try ComponentHost(component, size: size, scale: scale, diagnostics: DiagnosticHandler { Issue.record("\($0)") })
    }

    /// The pixel in the middle of the counter's bar region, where each tap adds 10 points of black.
    func barPixel(_ host: ComponentHost, tap: Int) -> UInt32 {
        let bar = host.mounter.root!.children[1].absoluteFrame
        return host.framebuffer[Int((bar.minX + Double(tap) * 10 - 5) * host.scale), Int((bar.minY + 2) * host.scale)]
    }

    @Test func aClickOnTheButtonChangesTheCounterOnScreenAndOnlyTheChangedPixelsArePainted() throws {
        let host = try host(TapCounter(), scale: 2)
        #expect(host.paint() == [host.framebuffer.bounds])
        #expect(host.paint().isEmpty, "nothing changed")
        let button = host.mounter.root!.children[0].absoluteFrame
        let before = host.image()
        host.handle(.pointerDown, at: Point(x: button.midX, y: button.midY))
        let highlight = host.paint()
        #expect(Region(highlight).bounds == PixelRect(x: Int(button.minX * 2), y: Int(button.minY * 2),
                                                      width: Int(button.width * 2), height: Int(button.height * 2)))
        #expect(host.image().pixels != before.pixels, "the button is highlighted")
        host.handle(.pointerUp, at: Point(x: button.midX, y: button.midY))
        let afterTap = host.paint()
        #expect(barPixel(host, tap: 1) == 0xFF00_0000, "the bar grew by one tap")
        // The repainted pixels are the button (unhighlighted) and the new bar, not the frame.
        #expect(Region(afterTap).area < host.framebuffer.width * host.framebuffer.height / 4)
        let full = host.image()
        host.paintAll()
        #expect(host.image().pixels == full.pixels, "incremental frames equal a full repaint")
    }

    @Test func resizingLaysThePageOutAgain() throws {
        struct Stretch: Component, Equatable {
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox { Box(color: .black, style: { var s = LayoutStyle(); s.flexGrow = 1; return s }()) }
            }
        }
        let host = try host(Stretch(), size: Size(width: 100, height: 50))
        host.paint()
        #expect(host.mounter.root!.children[0].frame.width == 100)
        try host.resize(to: Size(width: 160, height: 40))
        #expect(host.paint() == [PixelRect(x: 0, y: 0, width: 160, height: 40)])
        #expect(host.mounter.root!.children[0].frame == Rect(x: 0, y: 0, width: 160, height: 40))
        #expect(host.framebuffer[159, 39] == 0xFF00_0000)
    }

    @Test func anImpossibleSizeIsAnError() {
        #expect(throws: FramebufferError.self) { try self.host(TapCounter(), size: Size(width: 1e9, height: 10)) }
    }
}
