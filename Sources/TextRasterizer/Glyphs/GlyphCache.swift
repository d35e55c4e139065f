import Caching
import Locking

/// Rasterized glyphs by face, size, glyph id and subpixel phase, bounded in bytes with
/// least-recently-used eviction, shared by every thread that draws or measures text.
///
/// One `Lock` guards the table; it is held only to look up or insert, never while a
/// glyph is rasterized, so a slow glyph does not hold up hits on other threads. A miss
/// rasterizes under the face's own FreeType lock and looks again once it has it: a
/// thread that missed the same glyph while another was rasterizing it finds the result
/// instead of drawing it twice (the lock order is always face, then table). A hit
/// allocates nothing.
public final class GlyphCache: Sendable {
    /// What the cache holds and how it has been used.
    public struct Statistics: Hashable, Sendable, CustomStringConvertible {
        public var entryCount: Int
        /// Pixel bytes plus `entryOverhead` per entry.
        public var byteCount: Int
        public var byteLimit: Int
        public var hits: Int
        public var misses: Int
        public var evictions: Int

        public var description: String {
            "\(entryCount) glyphs, \(byteCount) of \(byteLimit) bytes, \(hits) hits, \(misses) misses, \(evictions) evictions"
        }
    }

    /// 8 MiB: tens of thousands of text-sized glyphs, a few hundred large emoji.
    public static let defaultByteLimit = 8 << 20
    /// Bytes charged per entry besides its pixels: the glyph object, its slot and its
    /// share of the index. Keeps many empty glyphs (spaces) bounded too.
    public static let entryOverhead = 128

    /// The cache text drawing uses unless given another.
    public static let shared = GlyphCache()

    /// The text stack's one bounded cache (`BoundedLRU`) over the glyph cache's own index.
    private let table: Lock<BoundedLRU<GlyphIndex, RasterizedGlyph>>

    public init(byteLimit: Int = GlyphCache.defaultByteLimit) {
        table = Lock(BoundedLRU(byteLimit: byteLimit))
    }

    /// The glyph `key` names, from the cache or rasterized now. `face` must be the face
    /// the key was made from.
    public func glyph(_ key: GlyphKey, of face: FontFace) -> RasterizedGlyph {
        if let hit = table.withLock({ $0.value(for: key) }) { return hit }
        return face.withFreeTypeFace { ftFace in
            if let raced = table.withLock({ $0.peek(key) }) { return raced }
            let glyph = GlyphRasterizer.rasterize(key, in: ftFace, synthesis: face.synthesis)
            // Inserted before the face lock is let go, so a waiting thread sees it.
            table.withLock { $0.insert(glyph, for: key, cost: glyph.pixelByteCount + Self.entryOverhead) }
            return glyph
        }
    }

    /// Convenience for `glyph(_:of:)` with the key made here.
    public func glyph(_ glyph: UInt32, of face: FontFace, size: Double, phase: Int = 0) -> RasterizedGlyph {
        self.glyph(GlyphKey(face: face, glyph: glyph, size: size, phase: phase), of: face)
    }

    /// The cached glyph for `key` without rasterizing, counting or reordering.
    public func cachedGlyph(_ key: GlyphKey) -> RasterizedGlyph? {
        table.withLock { $0.peek(key) }
    }

    public var statistics: Statistics {
        table.withLock { t in
            Statistics(entryCount: t.count, byteCount: t.byteCount, byteLimit: t.byteLimit,
                       hits: t.hits, misses: t.misses, evictions: t.evictions)
        }
    }

    /// Drops every glyph (the counters keep counting).
    public func removeAll() {
        table.withLock { $0.removeAll() }
    }
}
