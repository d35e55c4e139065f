import Caching
import Graphics
import Images
import Locking

/// Icons' masks, rasterized once per symbol and pixel size and kept in a `BoundedLRU`
/// bounded by bytes (a 48 px mask is 2.3 kB; the default 2 MB holds hundreds).
///
/// A symbol is rasterized where it is first painted, as a glyph is: on the paint thread
/// that needs it (several bands may each need one at once; they rasterize outside the
/// lock and the first to finish is kept). An icon is a few strokes: librsvg draws a 24 pt
/// icon at 2x in well under a millisecond, and never again while it stays cached.
final class IconMaskCache: Sendable {
    struct Key: Hashable, Sendable {
        let symbol: IconSymbol
        let width: Int
        let height: Int
    }

    /// Listed in the inspector's dump as "icon masks" (`SharedCaches`) once first used.
    static let shared: IconMaskCache = {
        let cache = IconMaskCache(byteLimit: 2 << 20)
        SharedCaches.register("icon masks") {
            let statistics = cache.statistics
            return (statistics.count, statistics.byteCount, statistics.byteLimit)
        }
        return cache
    }()

    private let masks: Lock<BoundedLRU<HashedSlotIndex<Key>, AlphaMask?>>

    init(byteLimit: Int) {
        masks = Lock(BoundedLRU(byteLimit: byteLimit))
    }

    /// The mask of `symbol` at `width` x `height` pixels (the document fitted inside,
    /// centered); nil when the symbol's SVG cannot be drawn (kept as such, so it is tried
    /// once).
    func mask(of symbol: IconSymbol, width: Int, height: Int) -> AlphaMask? {
        let key = Key(symbol: symbol, width: width, height: height)
        if let cached = masks.withLock({ $0.value(for: key) }) { return cached }
        let mask = Self.rasterize(symbol, width: width, height: height)
        masks.withLock { $0.insert(mask, for: key, cost: mask.map { $0.coverage.count } ?? 64) }
        return mask
    }

    /// The alpha of the symbol drawn at the size: its coverage.
    static func rasterize(_ symbol: IconSymbol, width: Int, height: Int) -> AlphaMask? {
        guard width > 0, height > 0,
              let image = try? ImageDecoder.decode(Array(symbol.svg.utf8),
                                                   options: ImageDecodeOptions(size: PixelSize(width: width, height: height)))
        else { return nil }
        let coverage = image.pixels.map { UInt8(truncatingIfNeeded: $0 >> 24) }
        return try? AlphaMask(width: image.width, height: image.height, coverage: coverage)
    }

    var statistics: CacheStatistics { masks.withLock { CacheStatistics($0) } }
}
