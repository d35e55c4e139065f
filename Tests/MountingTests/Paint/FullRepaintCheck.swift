import ComponentTestSupport
import Geometry
import Graphics
import TestSupport
@testable import Mounting

/// The exact-repaint property tests' check: a host whose repaints are filled with garbage
/// first (`ComponentHost.willRepaint`, so a pixel the damage misses shows), compared after
/// each frame with a full repaint of its node tree that culls nothing.
@MainActor
final class FullRepaintCheck {
    let reference: NodePainter
    let full: Framebuffer
    let background: Color
    private var garbage: SplitMix64

    /// Makes `host`'s repaints start from garbage drawn from `garbageSeed`.
    init(_ host: ComponentHost, garbageSeed: UInt64) throws {
        reference = try NodePainter(scale: host.scale)
        reference.cullsByVisualBounds = false
        full = try Framebuffer(size: host.size, scale: host.scale)
        background = host.background
        garbage = SplitMix64(seed: garbageSeed)
        host.willRepaint = { [unowned self] framebuffer, region in framebuffer.fillWithGarbage(region, &self.garbage) }
    }

    /// How many of `host`'s pixels differ from a full repaint's (see
    /// `Framebuffer.differences(from:samples:pngPrefix:)`).
    func differences(in host: ComponentHost, samples: Int = 0, pngPrefix: String? = nil) -> (count: Int, samples: [String]) {
        full.clear(to: .clear)
        // The focus ring the host shows, drawn the same over the full repaint.
        reference.focusRing = host.focusRing
        reference.paint(host.mounter.root, in: Painter(target: full), region: nil, background: background)
        return host.framebuffer.differences(from: full, samples: samples, pngPrefix: pngPrefix)
    }
}
