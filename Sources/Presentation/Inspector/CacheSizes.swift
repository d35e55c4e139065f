import Caching
import Mounting

/// The caches a running app holds and what they cost, for the hierarchy dump: the text
/// system's glyphs, shaped paragraphs and words, layout's min-content text widths, the
/// painter's text layouts (counted, not weighed), then the process's shared caches
/// (`SharedCaches`: decoded images and icons' masks once something has shown one, and
/// an app's own).
public struct CacheSizes: Sendable, Encodable, Equatable {
    /// One cache: entries, bytes and the most bytes it keeps (nil: bounded otherwise).
    public typealias Cache = CacheSize

    public var caches: [Cache]

    /// `host`'s caches now (most are shared with every host on the same text system).
    @MainActor
    public init(of host: ComponentHost) {
        let system = host.root.environment.textSystem
        let glyphs = system.glyphCache.statistics
        let paragraphs = system.paragraphCacheStatistics
        let widths = host.root.environment.textWidthCacheStatistics
        caches = [
            Cache(name: "glyphs", entries: glyphs.entryCount, bytes: glyphs.byteCount, byteLimit: glyphs.byteLimit),
            Cache(name: "paragraphs", entries: paragraphs.count, bytes: paragraphs.byteCount,
                  byteLimit: paragraphs.byteLimit),
            Cache(name: "words", entries: system.words.count, bytes: system.words.byteCount,
                  byteLimit: system.words.byteLimit),
            Cache(name: "text widths", entries: widths.count, bytes: widths.byteCount, byteLimit: widths.byteLimit),
            Cache(name: "node text layouts", entries: host.cachedTextLayoutCount, bytes: nil, byteLimit: nil),
        ] + SharedCaches.sizes
    }

    /// `glyphs: 412 entries, 180224 of 8388608 bytes`, one line a cache.
    public var lines: [String] {
        caches.map { cache in
            var line = "\(cache.name): \(cache.entries) entries"
            if let bytes = cache.bytes {
                line += ", \(bytes)" + (cache.byteLimit.map { " of \($0)" } ?? "") + " bytes"
            }
            return line
        }
    }
}
