import Testing
import TestFonts
@testable import TextRasterizer

/// The font database's answers are a bounded LRU like every text cache: however many
/// distinct questions an app asks (a size in each descriptor, text in ever new
/// characters), the tables stay within their bytes, and what is asked often stays.
@Suite(.testFonts) struct FontDatabaseCacheBoundsTests {
    @Test func tenThousandSizesStayUnderTheLimitAndKeepTheDescriptorInUse() throws {
        let database = try TestFonts.database()
        let inUse = FontDescriptor(family: "DejaVu Sans", size: 13)
        let face = try #require(database.face(for: inUse)).face
        for step in 0..<10_000 {
            let descriptor = FontDescriptor(family: "DejaVu Sans", size: 14 + Double(step) / 64)
            #expect(database.face(for: descriptor)?.face === face)
            // Asked again between new ones: it stays the most recently used.
            let hitsBefore = database.cache.withLock { $0.statistics.matches.hits }
            _ = database.face(for: inUse)
            let hitsAfter = database.cache.withLock { $0.statistics.matches.hits }
            if hitsAfter != hitsBefore + 1 {
                Issue.record("the descriptor in use left the cache at step \(step)")
                break
            }
        }
        let matches = database.cache.withLock { $0.statistics.matches }
        #expect(matches.byteCount <= FontDatabaseCache.matchByteLimit)
        #expect(matches.byteCount > FontDatabaseCache.matchByteLimit / 2)
        #expect(matches.evictions > 0)
    }

    @Test func fallbackAnswersStayUnderTheLimit() throws {
        let database = try TestFonts.database()
        // CJK Extension B ideographs: each a fallback question near a Latin font.
        let descriptor = FontDescriptor(family: "DejaVu Sans")
        for value in UInt32(0x20000)..<UInt32(0x20000 + 45_000) {
            _ = database.fallbackFace(for: Unicode.Scalar(value)!, near: descriptor)
        }
        let fallbacks = database.cache.withLock { $0.statistics.fallbacks }
        #expect(fallbacks.byteCount <= FontDatabaseCache.fallbackByteLimit)
        #expect(fallbacks.evictions > 0)
        #expect(fallbacks.count < 45_000)
    }
}
