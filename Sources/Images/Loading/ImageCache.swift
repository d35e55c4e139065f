import Caching
import Dispatch
import Geometry
import Locking

/// Decoded images shared by everything that shows them, bounded by bytes: one
/// `BoundedLRU` (as the text caches use) of decoded animations (a still image is one
/// frame) and of failures, keyed by source, size asked for and pixel limit. Decoding runs
/// on a background queue, never on the caller's thread, and once per key however many ask
/// at once: the second asker waits for the first decode.
///
/// An entry costs its pixels' bytes, every frame of an animation counted; a failure, a
/// few hundred bytes (so a broken file is read once, and its error reported once, until
/// it is evicted). An image bigger than the whole limit is handed to its askers and not
/// kept. Thread-safe.
public final class ImageCache: Sendable {
    /// What a decode is asked for: a source at a size.
    public struct Key: Hashable, Sendable {
        public var source: ImageSource
        /// The pixels it is shown at (nil: its own size).
        public var size: PixelSize?
        public var maximumPixels: Int

        public init(source: ImageSource, size: PixelSize?, maximumPixels: Int = ImageDecodeOptions.defaultMaximumPixels) {
            self.source = source
            self.size = size
            self.maximumPixels = maximumPixels
        }
    }

    /// A decode's outcome.
    public typealias Outcome = Result<AnimatedImage, ImageDecodeError>

    /// The cache components use unless given another: 48 MB, about twelve 1080p frames.
    /// Listed in the inspector's dump as "images" (`SharedCaches`) once first used.
    public static let shared: ImageCache = {
        let cache = ImageCache(byteLimit: 48 << 20)
        SharedCaches.register("images") {
            let statistics = cache.statistics
            return (statistics.count, statistics.byteCount, statistics.byteLimit)
        }
        return cache
    }()
    /// What a failure costs in the byte bound.
    static let failureCost = 256

    private struct Contents {
        var entries: BoundedLRU<HashedSlotIndex<Key>, Outcome>
        /// Decodes under way, and who waits for each.
        var waiting: [Key: [@Sendable (Outcome) -> Void]] = [:]
        var decodes = 0
    }

    private let contents: Lock<Contents>
    private let queue: DispatchQueue

    /// A cache of at most `byteLimit` bytes, decoding on `queue` (a concurrent queue of
    /// the system's by default).
    public init(byteLimit: Int, queue: DispatchQueue = .global(qos: .userInitiated)) {
        contents = Lock(Contents(entries: BoundedLRU(byteLimit: byteLimit)))
        self.queue = queue
    }

    /// The outcome for `key` if it is cached (made the most recently used), else nil.
    public func cached(_ key: Key) -> Outcome? {
        contents.withLock { $0.entries.value(for: key) }
    }

    /// Calls `completion` with the outcome for `key`: at once, on this thread, when it is
    /// cached; otherwise on the decoding queue once decoded (a decode already under way
    /// for the key is waited for, not repeated). Returns whether it was cached.
    @discardableResult
    public func load(_ key: Key, completion: @escaping @Sendable (Outcome) -> Void) -> Bool {
        enum Step { case cached(Outcome), decode, wait }
        let step = contents.withLock { contents -> Step in
            if let outcome = contents.entries.value(for: key) { return .cached(outcome) }
            if contents.waiting[key] != nil {
                contents.waiting[key]!.append(completion)
                return .wait
            }
            contents.waiting[key] = [completion]
            contents.decodes += 1
            return .decode
        }
        switch step {
        case .cached(let outcome):
            completion(outcome)
            return true
        case .wait:
            return false
        case .decode:
            queue.async { [self] in finish(key, with: Self.decode(key)) }
            return false
        }
    }

    /// Decodes `key` now, on this thread (what `load` runs on its queue).
    static func decode(_ key: Key) -> Outcome {
        Result { () throws(ImageDecodeError) in
            try key.source.decode(options: ImageDecodeOptions(size: key.size, maximumPixels: key.maximumPixels))
        }
    }

    private func finish(_ key: Key, with outcome: Outcome) {
        let waiters = contents.withLock { contents in
            contents.entries.insert(outcome, for: key, cost: Self.cost(of: outcome))
            return contents.waiting.removeValue(forKey: key) ?? []
        }
        for waiter in waiters { waiter(outcome) }
    }

    /// The bytes an outcome holds.
    static func cost(of outcome: Outcome) -> Int {
        switch outcome {
        case .success(let animation): animation.frames.reduce(0) { $0 + $1.image.width * $1.image.height * 4 }
        case .failure: failureCost
        }
    }

    /// Empties the cache (decodes under way still finish and are kept).
    public func removeAll() {
        contents.withLock { $0.entries.removeAll() }
    }

    /// What the cache holds and has done: for the inspector's dump and for tests.
    public var statistics: ImageCacheStatistics {
        contents.withLock { contents in
            ImageCacheStatistics(byteCount: contents.entries.byteCount, byteLimit: contents.entries.byteLimit,
                                 count: contents.entries.count, hits: contents.entries.hits,
                                 misses: contents.entries.misses, evictions: contents.entries.evictions,
                                 decodes: contents.decodes)
        }
    }
}

/// An `ImageCache`'s size and counts.
public struct ImageCacheStatistics: Hashable, Sendable, CustomStringConvertible {
    /// Bytes held (decoded pixels, and failures at a few hundred bytes each).
    public var byteCount: Int
    public var byteLimit: Int
    /// Entries held.
    public var count: Int
    public var hits: Int
    public var misses: Int
    public var evictions: Int
    /// Decodes started.
    public var decodes: Int

    public var description: String {
        "images: \(count) entries, \(byteCount) of \(byteLimit) bytes, \(hits) hits, \(misses) misses, "
            + "\(evictions) evictions, \(decodes) decodes"
    }
}
