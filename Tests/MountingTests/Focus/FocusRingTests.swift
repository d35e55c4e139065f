import Testing
import ComponentTestSupport
import Geometry
import Graphics
import Layout
@testable import Components
@testable import Mounting
import TestFonts

/// The focus ring: after a key moved focus, not after a press (CSS's `:focus-visible`);
/// its changes repaint only its area.
@MainActor
@Suite(.testFonts) struct FocusRingTests {
    func host(scale: Double = 1) throws -> ComponentHost {
        try ComponentHost(Flexbox(style: .column(padding: 20)) { ButtonRow() }, size: Size(width: 400, height: 100),
                          scale: scale, diagnostics: DiagnosticHandler { _ in })
    }

    /// The pixel in the middle of the ring's left side around `testID`.
    func ringPixel(_ host: ComponentHost, _ testID: String) throws -> UInt32 {
        let frame = try host.frame(testID: testID)
        let x = (frame.minX - FocusRing.gap - FocusRing.width / 2) * host.scale
        return host.framebuffer[Int(x), Int(frame.midY * host.scale)]
    }

    func ring(_ host: ComponentHost) throws -> FocusRing {
        try #require(host.events.focus.ringNode.flatMap(FocusRing.init(around:)))
    }

    @Test(arguments: [1.0, 2.0]) func theRingShowsAfterTabAndNotAfterAPress(scale: Double) throws {
        let host = try host(scale: scale)
        host.paint()
        let white: UInt32 = 0xFFFF_FFFF
        try host.tap(testID: "a")
        host.paint()
        #expect(host.focusedID == "a")
        #expect(try ringPixel(host, "a") == white, "a press gives focus without a ring")

        host.press(.tab)
        host.paint()
        #expect(host.focusedID == "b")
        #expect(try ringPixel(host, "b") != white)
        #expect(try ringPixel(host, "a") == white)

        try host.tap(testID: "c")
        host.paint()
        #expect(try ringPixel(host, "b") == white && ringPixel(host, "c") == white, "a press hides the ring")
    }

    @Test(arguments: [1.0, 2.0]) func aMovingRingRepaintsOnlyItsAreaAndExactly(scale: Double) throws {
        let host = try host(scale: scale)
        host.paint()
        host.press(.tab)
        let first = Region(try ring(host).pixels(scale: scale))
        host.paint()
        #expect(host.lastPaint.paintedPixels == first.area, "the ring appearing repaints its area only")
        host.press(.tab)
        let second = Region(try ring(host).pixels(scale: scale))
        host.paint()
        #expect(host.lastPaint.paintedPixels == first.area + second.area)
        let painted = Array(UnsafeBufferPointer(start: host.framebuffer.pixels,
                                                count: host.framebuffer.width * host.framebuffer.height))
        host.paintAll()
        let full = Array(UnsafeBufferPointer(start: host.framebuffer.pixels,
                                             count: host.framebuffer.width * host.framebuffer.height))
        #expect(painted == full, "partial repaint = full repaint, byte for byte")
    }

    @Test func aRingAroundALargeElementRepaintsItsSidesNotTheElement() throws {
        struct Page: Component, Equatable {
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .column(padding: 20)) {
                    ScrollView(.vertical, style: .fixed(width: 300, height: 200)) {
                        Box(color: .black, style: .fixed(width: 300, height: 600))
                    }
                }
            }
        }
        let host = try ComponentHost(Page(), size: Size(width: 400, height: 300), diagnostics: DiagnosticHandler { _ in })
        host.paint()
        host.press(.tab)
        host.paint()
        #expect(host.lastPaint.paintedPixels > 0)
        #expect(host.lastPaint.paintedPixels < 300 * 200 / 4, "the focused scroll view's ring: its sides alone")
    }

    @Test func theRingIsCutByTheViewportAroundItsElement() throws {
        struct Page: Component, Equatable {
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .column(padding: 20)) {
                    ScrollView(.vertical, style: .fixed(width: 200, height: 60)) {
                        Flexbox(style: .column(gap: 10, align: .flexStart)) {
                            for name in ["a", "b", "c", "d"] { focusButton(name) }
                        }
                    }
                }
            }
        }
        let host = try ComponentHost(Page(), size: Size(width: 300, height: 120), diagnostics: DiagnosticHandler { _ in })
        host.press(.tab)
        let ring = try ring(host)
        let viewport = try #require(host.events.focusedMountedNode?.enclosingScrollViewport).absoluteFrame
        #expect(ring.clip.minX >= viewport.minX && ring.clip.minY >= viewport.minY)
        #expect(ring.clip.maxX <= viewport.maxX && ring.clip.maxY <= viewport.maxY)
    }
}
