import Foundation
import Testing
import Geometry
import Graphics
import Layout
import ComponentTestSupport
import TestSupport
@testable import Components
@testable import Mounting
import TestFonts

/// Painting a node tree in bands on several threads (`NodePainter.paint(…bands:)`, a
/// recorded `DisplayList` replayed per band) gives the pixels of painting it on one
/// thread, byte for byte; small damage stays on the calling thread.
@MainActor
@Suite(.testFonts) struct BandedNodePaintTests {
    static let size = Size(width: 120, height: 90)
    static let background = Color(red: 0.96, green: 0.95, blue: 0.9)

    struct Press: Action {}

    /// Random trees of every built-in (fills, gradients, borders, radii, opacity, clips,
    /// text, buttons, images, custom drawings), some turned and scaled as a whole, at
    /// scales 1, 1.5 and 2, painted whole and in random regions by bands of 1 to 5 rows
    /// (edges cut through glyphs, corners and layers) on 2 to 5 threads.
    @Test func bandsPaintTheSinglePaintersPixels() throws {
        var rng = SplitMix64(seed: 0xBA4D)
        for sequence in 0..<36 {
            let scale: Double = [1, 1.5, 2][sequence % 3]
            let model = PaintModel.random(depth: 3, &rng)
            var component: any Component = Flexbox(style: .column(align: .flexStart, padding: 3), children: [model.component])
            if sequence % 4 == 1 {
                component = Flexbox(style: .column(align: .center, padding: 6), children: [
                    Flexbox(style: .column(), children: [model.component])
                        .transform(VisualTransform(rotation: 0.3, scale: 0.9)),
                ])
            }
            let root = ComponentRoot(component, sizeRange: .exactly(Self.size),
                                     environment: try LayoutEnvironment(scale: scale), diagnostics: DiagnosticHandler { _ in })
            let mounter = try Mounter(scale: scale)
            _ = mounter.mount(root.layout)

            let single = try Framebuffer(size: Self.size, scale: scale)
            let banded = try Framebuffer(size: Self.size, scale: scale)
            let one = try NodePainter(scale: scale), several = try NodePainter(scale: scale)
            several.minimumBandedArea = 0
            let bands = BandedPainter(target: banded, threads: 2 + sequence % 4, minimumBandRows: 1 + sequence % 5)
            one.paint(mounter.root, in: Painter(target: single), region: nil, background: Self.background)
            several.paint(mounter.root, in: Painter(target: banded), region: nil, background: Self.background, bands: bands)
            #expect(banded.differences(from: single).count == 0, "sequence \(sequence), whole frame: \(model)")

            // A region of two random rectangles, over garbage.
            var region = Region()
            for _ in 0..<2 {
                let x = rng.int(in: 0..<single.width - 8), y = rng.int(in: 0..<single.height - 8)
                region.formUnion(PixelRect(x: x, y: y, width: rng.int(in: 8..<(single.width - x + 1)),
                                           height: rng.int(in: 8..<(single.height - y + 1))))
            }
            banded.fillWithGarbage(region, &rng)
            several.paint(mounter.root, in: Painter(target: banded), region: region, background: Self.background, bands: bands)
            #expect(banded.differences(from: single).count == 0, "sequence \(sequence), region \(region.rects): \(model)")
        }
    }

    /// A host paints a page's worth of damage in bands and a press's on its own thread,
    /// with the pixels of a host that paints on one thread.
    @Test func aHostBandsLargeDamageOnly() throws {
        let size = Size(width: 600, height: 400)
        let page = Flexbox(style: .column(gap: 8, padding: 12)) {
            for row in 0..<12 {
                Button("Row \(row)", action: Press())
            }
        }
        let banded = try ComponentHost(page, size: size)
        banded.paintThreads = 3
        let single = try ComponentHost(page, size: size)
        single.paintThreads = 1
        #expect(banded.paintThreads == 3 && single.paintThreads == 1)

        banded.paint()
        single.paint()
        #expect(banded.nodePainter.bandedPaints == 1, "600 × 400 pixels is above the threshold")
        #expect(single.nodePainter.bandedPaints == 0)
        #expect(banded.framebuffer.differences(from: single.framebuffer).count == 0)

        // A press repaints one button: far below `minimumBandedArea`.
        for host in [banded, single] {
            host.handle(InputEvent.pointerDown, at: Point(x: 40, y: 20))
            host.paint()
        }
        #expect(banded.lastPaint.paintedPixels < NodePainter.defaultMinimumBandedArea)
        #expect(banded.nodePainter.bandedPaints == 1, "a press's damage stays on the calling thread")
        #expect(banded.framebuffer.differences(from: single.framebuffer).count == 0)

        // Below the threshold set lower, the same damage goes to bands.
        banded.minimumBandedArea = 0
        for host in [banded, single] {
            host.handle(InputEvent.pointerUp, at: Point(x: 40, y: 20))
            host.paint()
        }
        #expect(banded.nodePainter.bandedPaints == 2)
        #expect(banded.framebuffer.differences(from: single.framebuffer).count == 0)
    }

    /// Thread counts outside 1 through `PaintThreads.limit` are brought inside it, and
    /// `TESSERA_PAINT_THREADS` takes only such a count.
    @Test func threadCountsStayInRange() throws {
        let host = try ComponentHost(Flexbox(style: .column()) {}, size: Size(width: 10, height: 10))
        host.paintThreads = 0
        #expect(host.paintThreads == 1)
        host.paintThreads = 1_000
        #expect(host.paintThreads == PaintThreads.limit)
        #expect(PaintThreads.parse("3") == 3)
        #expect(PaintThreads.parse(" 2 ") == 2)
        for bad in ["0", "-1", "9", "two", "", "1.5"] { #expect(PaintThreads.parse(bad) == nil, "\(bad)") }
        #expect((1...PaintThreads.limit).contains(PaintThreads.default))
    }
}
