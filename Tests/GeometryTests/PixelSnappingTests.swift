import Testing
import TestSupport
@testable import Geometry

/// `Double.snappedToPixels(scale:)`, the one snapping rule of layout rounding, layout
/// boxes and painting.
@Suite struct PixelSnappingTests {
    @Test func halvesGoTowardPositiveInfinity() {
        #expect(0.5.snappedToPixels(scale: 1) == 1)
        #expect((-0.5).snappedToPixels(scale: 1) == 0)
        #expect(1.5.snappedToPixels(scale: 1) == 2)
        #expect((-1.5).snappedToPixels(scale: 1) == -1)
        #expect(0.25.snappedToPixels(scale: 2) == 0.5)
        #expect((-0.25).snappedToPixels(scale: 2) == 0)
        #expect((1.0 / 3).snappedToPixels(scale: 1.5) == 2.0 / 3)  // 0.5 px: up
        #expect((2.0 / 3 - 1e-9).snappedToPixels(scale: 1.5) == 2.0 / 3)
    }

    /// `x + 0.5` rounds 0.49999999999999994 up to 1 before flooring; the rule must not.
    @Test func justBelowAHalfGoesDown() {
        #expect(0.49999999999999994.snappedToPixels(scale: 1) == 0)
        #expect((-0.5000000000000001).snappedToPixels(scale: 1) == -1)
    }

    /// Moving an edge by whole device pixels moves its snapped position by as much, on
    /// both sides of 0: what reusing a layout box by its pixel phase relies on.
    @Test(arguments: [1.0, 2.0, 1.5, 3.0])
    func snappingCommutesWithWholePixelMoves(scale: Double) {
        var random = SplitMix64(seed: UInt64(scale * 10))
        for _ in 0..<2_000 {
            // Multiples of 1/64 point: exact in binary, halves included.
            let x = Double(random.int(in: -6_400..<6_400)) / 64
            let pixels = Double(random.int(in: -50..<50))
            let moved = (x * scale + pixels) / scale
            guard moved * scale == x * scale + pixels else { continue }  // not exact at this scale
            #expect(moved.snappedToPixels(scale: scale) * scale == x.snappedToPixels(scale: scale) * scale + pixels,
                    "x \(x), \(pixels) px at scale \(scale)")
            #expect(moved.pixelPhase(scale: scale) == x.pixelPhase(scale: scale))
        }
    }

    /// A snapped edge is on the grid and the nearest grid line.
    @Test func snappedEdgesAreTheNearestGridLine() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let x = Double(random.int(in: -1_000_000..<1_000_000)) / 997
            for scale in [1.0, 2.0, 1.25] {
                let device = x.snappedToPixels(scale: scale) * scale
                #expect(abs(device - device.rounded()) < 1e-9)
                #expect(abs(device - x * scale) <= 0.5 + 1e-9)
            }
        }
    }
}
