import Dispatch
import Graphics
import Synchronization
import Testing
import TestFonts
@testable import TextRasterizer

/// The cache: hits return the same object, the byte bound holds with least-recently-used
/// eviction, and threads sharing it see the same glyphs.
@Suite(.testFonts) struct GlyphCacheTests {
    let face = GlyphFonts.dejaVuSans

    @Test func sameKeyHitsAndReturnsTheSameObject() {
        let cache = GlyphCache()
        let first = cache.glyph(GlyphFonts.glyph("a"), of: face, size: 14, phase: 1)
        let second = cache.glyph(GlyphFonts.glyph("a"), of: face, size: 14, phase: 1)
        #expect(first === second)
        // Another phase or size is another entry.
        let otherPhase = cache.glyph(GlyphFonts.glyph("a"), of: face, size: 14, phase: 2)
        let otherSize = cache.glyph(GlyphFonts.glyph("a"), of: face, size: 15, phase: 1)
        #expect(otherPhase !== first && otherSize !== first)
        let stats = cache.statistics
        #expect(stats.hits == 1)
        #expect(stats.misses == 3)
        #expect(stats.entryCount == 3)
        #expect(stats.evictions == 0)
        let pixels = [first, otherPhase, otherSize].reduce(0) { $0 + $1.pixelByteCount }
        #expect(stats.byteCount == pixels + 3 * GlyphCache.entryOverhead)
    }

    @Test func emptyGlyphsAreCachedToo() {
        let cache = GlyphCache()
        let space = GlyphFonts.glyph(" ")
        let first = cache.glyph(space, of: face, size: 14)
        #expect(cache.glyph(space, of: face, size: 14) === first)
        #expect(cache.statistics.hits == 1)
        #expect(cache.statistics.byteCount == GlyphCache.entryOverhead)
    }

    @Test func theByteBoundHoldsAndTheLeastRecentlyUsedGo() {
        let limit = 64 << 10
        let cache = GlyphCache(byteLimit: limit)
        let kept = GlyphKey(face: face, glyph: GlyphFonts.glyph("A"), size: 32, phase: 0)
        let dropped = GlyphKey(face: face, glyph: GlyphFonts.glyph("B"), size: 32, phase: 0)
        _ = cache.glyph(kept, of: face)
        _ = cache.glyph(dropped, of: face)
        for id in UInt32(100)..<UInt32(700) {
            _ = cache.glyph(GlyphKey(face: face, glyph: id, size: 32, phase: 0), of: face)
            // Touched after every insertion, "A" is always the most recently used.
            _ = cache.glyph(kept, of: face)
            #expect(cache.statistics.byteCount <= limit)
        }
        let stats = cache.statistics
        #expect(stats.evictions > 100, "\(stats)")
        #expect(stats.entryCount + stats.evictions == 602, "\(stats)")
        #expect(stats.byteCount > limit / 2, "the cache is filled, not emptied: \(stats)")
        #expect(cache.cachedGlyph(kept) != nil)
        #expect(cache.cachedGlyph(dropped) == nil)
        // The most recent glyphs are all still there.
        for id in UInt32(690)..<UInt32(700) {
            #expect(cache.cachedGlyph(GlyphKey(face: face, glyph: id, size: 32, phase: 0)) != nil)
        }
    }

    @Test func aGlyphLargerThanTheBoundIsDrawnButNotKept() {
        let cache = GlyphCache(byteLimit: 1000)
        let glyph = cache.glyph(GlyphFonts.glyph("W"), of: face, size: 200)
        #expect(glyph.pixelByteCount > 1000)
        #expect(cache.statistics.entryCount == 0)
        #expect(cache.statistics.byteCount == 0)
    }

    @Test func removeAllEmptiesTheCache() {
        let cache = GlyphCache()
        _ = cache.glyph(GlyphFonts.glyph("x"), of: face, size: 14)
        cache.removeAll()
        #expect(cache.statistics.entryCount == 0 && cache.statistics.byteCount == 0)
        _ = cache.glyph(GlyphFonts.glyph("x"), of: face, size: 14)
        #expect(cache.statistics.misses == 2)
    }

    /// Eight threads look up overlapping sets in different orders, through a roomy cache
    /// and through one small enough to evict all the time; every glyph equals the one
    /// rasterized alone.
    @Test(arguments: [GlyphCache.defaultByteLimit, 16 << 10])
    func threadsSharingTheCacheSeeIdenticalGlyphs(byteLimit: Int) {
        let cache = GlyphCache(byteLimit: byteLimit)
        let emoji = GlyphFonts.notoColorEmoji
        let text = Array("The quick brown fox jumps over the lazy dog 0123456789".unicodeScalars)
        let keys = text.flatMap { scalar in
            (0..<4).map { GlyphKey(face: face, glyph: GlyphFonts.glyph(scalar), size: 14, phase: $0) }
        }
        let emojiKey = GlyphKey(face: emoji, glyph: GlyphFonts.glyph("😀", in: emoji), size: 20, phase: 0)
        let reference = Dictionary(keys.map { ($0, GlyphRasterizer.rasterize($0, of: face)) }, uniquingKeysWith: { a, _ in a })
        let emojiReference = GlyphRasterizer.rasterize(emojiKey, of: emoji)
        let mismatches = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<20 {
                // Each thread starts somewhere else and walks its own way round.
                let stride = thread % 2 == 0 ? 1 : keys.count - 1
                var i = (thread * 37 + round) % keys.count
                for _ in 0..<keys.count {
                    let glyph = cache.glyph(keys[i], of: face)
                    if !same(glyph, reference[keys[i]]!) { mismatches.add(1, ordering: .relaxed) }
                    i = (i + stride) % keys.count
                }
                if !same(cache.glyph(emojiKey, of: emoji), emojiReference) { mismatches.add(1, ordering: .relaxed) }
            }
        }
        #expect(mismatches.load(ordering: .relaxed) == 0)
        let stats = cache.statistics
        #expect(stats.hits + stats.misses == 8 * 20 * (keys.count + 1))
        #expect(stats.byteCount <= byteLimit)
        if byteLimit == GlyphCache.defaultByteLimit {
            #expect(stats.entryCount == reference.count + 1)
            #expect(stats.evictions == 0)
        }
    }

    private func same(_ a: RasterizedGlyph, _ b: RasterizedGlyph) -> Bool {
        guard a.left == b.left, a.top == b.top else { return false }
        switch (a.content, b.content) {
        case (.empty, .empty): return true
        case let (.mask(x), .mask(y)): return x == y
        case let (.color(x), .color(y)): return x == y
        default: return false
        }
    }
}
