import Testing
import Geometry
import Graphics
import Layout
import TestSupport
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

    /// The error text of making a host (or "no error").
    func hostError(size: Size, scale: Double = 1) -> String {
        thrownMessage { _ = try host(TapCounter(), size: size, scale: scale) }
    }

    @Test func aBadSizeOrScaleIsAnErrorNamingTheValueAsGiven() {
        #expect(hostError(size: Size(width: -10, height: 50))
                == "DimensionError: width -10 points is invalid: must be finite and at least 0")
        #expect(hostError(size: Size(width: 10, height: -0.5))
                == "DimensionError: height -0.5 points is invalid: must be finite and at least 0")
        #expect(hostError(size: Size(width: .infinity, height: 50))
                == "DimensionError: width inf points is invalid: must be finite and at least 0")
        #expect(hostError(size: Size(width: .nan, height: 50))
                == "DimensionError: width nan points is invalid: must be finite and at least 0")
        #expect(hostError(size: Size(width: 1e9, height: 10))
                == "DimensionError: width 1000000000 points is invalid: at scale 1 that is 1000000000 pixels, and a side has at most 32768")
        // Scales were a precondition (a crash) here, and an error in Presenter: one rule now.
        #expect(hostError(size: Size(width: 10, height: 10), scale: 0)
                == "DimensionError: scale 0 is invalid: must be finite and greater than 0")
        #expect(hostError(size: Size(width: 10, height: 10), scale: -2)
                == "DimensionError: scale -2 is invalid: must be finite and greater than 0")
        #expect(hostError(size: Size(width: 10, height: 10), scale: .nan)
                == "DimensionError: scale nan is invalid: must be finite and greater than 0")
    }

    @Test func anEmptyHostIsValidAndPaintsNothing() throws {
        let host = try host(TapCounter(), size: .zero, scale: 2)
        #expect(host.framebuffer.width == 0 && host.framebuffer.height == 0)
        #expect(host.root.layout.size == .zero)
        #expect(host.paint().isEmpty && !host.needsPaint)
        #expect(try Snapshot.image(of: TapCounter(), size: .zero).pixels.isEmpty)
        // A minimized window comes back: the tree is drawn at the new size.
        try host.resize(to: Size(width: 300, height: 200))
        #expect(host.paint() == [PixelRect(x: 0, y: 0, width: 600, height: 400)])
    }

    @Test func aBadResizeChangesNothing() throws {
        let host = try host(TapCounter())
        host.paint()
        #expect(throws: DimensionError(name: "height", value: -1, unit: .points, requirement: "must be finite and at least 0")) {
            try host.resize(to: Size(width: 300, height: -1))
        }
        #expect(host.size == Size(width: 300, height: 200))
        #expect(host.framebuffer.width == 300 && host.framebuffer.height == 200)
        #expect(host.root.layout.size == Size(width: 300, height: 200))
        #expect(!host.needsPaint)
    }

    @Test func mountersAndPaintersCheckTheirScaleTheSameWay() {
        let error = DimensionError(name: "scale", value: 0, unit: .factor, requirement: "must be finite and greater than 0")
        #expect(throws: error) { try Mounter(scale: 0) }
        #expect(throws: error) { try NodePainter(scale: 0) }
        #expect(throws: error) { try LayoutEnvironment(scale: 0) }
    }
}
