import Testing
import ComponentTestSupport
import Geometry
import Layout
@testable import Components
@testable import Mounting
import TestFonts

/// An element focused by a key is scrolled into view (the scroll requests' least move).
@MainActor
@Suite(.testFonts) struct FocusScrollTests {
    struct Page: Component, Equatable {
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column()) {
                ScrollView(.vertical, style: .fixed(width: 120, height: 90)) {
                    Flexbox(style: .column(gap: 20, align: .flexStart)) {
                        for index in 0..<10 { focusButton("b\(index)") }
                    }
                }
            }
        }
    }

    /// Lets the eased scroll run: a request's ease starts at the next frame, and is done
    /// a second later.
    func settle(_ host: ComponentHost) {
        host.advanceAnimations(by: 0)
        host.advanceAnimations(by: 1)
    }

    func isShown(_ frame: Rect, in viewport: Rect) -> Bool {
        frame.minY >= viewport.minY && frame.maxY <= viewport.maxY
    }

    @Test func tabScrollsTheFocusedElementIntoViewBothWays() throws {
        let host = try ComponentHost(Page(), size: Size(width: 200, height: 120), diagnostics: DiagnosticHandler { _ in })
        let viewport = Rect(x: 0, y: 0, width: 120, height: 90)
        _ = host.walk(.tab, count: 6)
        settle(host)
        #expect(host.focusedID == "b5")
        #expect(isShown(try host.frame(testID: "b5"), in: viewport))
        #expect(try host.state(of: ScrollView<Flexbox>.self).offset.y > 0)
        _ = host.walk(.tab, count: 4)
        settle(host)
        #expect(host.focusedID == "b9")
        #expect(isShown(try host.frame(testID: "b9"), in: viewport))
        host.press(.tab)
        settle(host)
        #expect(host.focusedID == "b0", "wrapped round: back up to the top")
        #expect(try host.state(of: ScrollView<Flexbox>.self).offset.y == 0)
    }

    @Test func thePixelsAfterTheScrollCarryTheRingAndAreExact() throws {
        let host = try ComponentHost(Page(), size: Size(width: 200, height: 120), diagnostics: DiagnosticHandler { _ in })
        host.paint()
        for _ in 0..<5 {
            host.press(.tab)
            for _ in 0..<10 {
                host.advanceAnimations(by: 0.02)
                host.paint()
            }
        }
        host.hideScrollIndicators()
        host.paint()
        let painted = Array(UnsafeBufferPointer(start: host.framebuffer.pixels,
                                                count: host.framebuffer.width * host.framebuffer.height))
        host.paintAll()
        let full = Array(UnsafeBufferPointer(start: host.framebuffer.pixels,
                                             count: host.framebuffer.width * host.framebuffer.height))
        #expect(painted == full)
    }
}
