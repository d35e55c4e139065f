import Geometry
import Graphics
import TestSupport

extension Framebuffer {
    /// Fills `region` with random pixels from `rng`: what a repaint must overwrite
    /// entirely, so a pixel it misses shows (the damage property tests).
    public func fillWithGarbage(_ region: Region, _ rng: inout SplitMix64) {
        for rect in region.rects {
            for y in rect.minY..<rect.maxY {
                let row = pixels + y * stride
                for x in rect.minX..<rect.maxX { row[x] = UInt32(truncatingIfNeeded: rng.next()) }
            }
        }
    }
}
