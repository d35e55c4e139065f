import Caching
import Locking
import TextRasterizer

/// Min-content widths and measurements of texts already measured, shared by the layouts
/// of one environment: a text's narrowest width is a pass over its shaped paragraph, which
/// may have left the text system's paragraph cache (shaping again costs far more), a
/// measurement at a width is a line breaking of it, and the same text comes back often (a
/// rebuilt cell, the same label in many rows, the labels of a control rebuilt at every
/// step of a drag). Bounded by bytes (its keys hold the texts), least recently used first.
final class TextWidthCache: Sendable {
    struct Key: Hashable {
        let system: ObjectIdentifier
        let content: TextContent
    }

    /// A measurement's key: the text and the width it was laid out at (its bits; nil,
    /// unbounded, as a pattern no width has).
    struct MeasurementKey: Hashable {
        let text: Key
        let width: UInt64
    }

    /// 1 MiB: thousands of labels.
    static let defaultByteLimit = 1 << 20
    /// Bytes charged per entry besides its text: the key's style and the table's share.
    static let entryOverhead = 128

    /// Keys are hashed before the lock is taken (threads preparing rows share the cache).
    private let widths: Lock<ByteBoundedLRU<Prehashed<Key>, Double>>
    private let measurements: Lock<ByteBoundedLRU<Prehashed<MeasurementKey>, TextMeasurement>>

    /// `byteLimit` for the widths and as much again for the measurements.
    init(byteLimit: Int = TextWidthCache.defaultByteLimit) {
        widths = Lock(ByteBoundedLRU(byteLimit: byteLimit))
        measurements = Lock(ByteBoundedLRU(byteLimit: byteLimit))
    }

    /// The cached measurement of `content` laid out by `system` at `width` (nil:
    /// unbounded), or `compute()`'s, stored. `compute` runs outside the lock.
    func measurement(of content: TextContent, width: Double?, system: TextSystem,
                     compute: () -> TextMeasurement) -> TextMeasurement {
        let key = Prehashed(MeasurementKey(text: Key(system: ObjectIdentifier(system), content: content),
                                           width: width.map { ($0 + 0).bitPattern } ?? UInt64.max))
        if let measurement = measurements.withLock({ $0.value(for: key) }) { return measurement }
        let measurement = compute()
        measurements.withLock { $0.insert(measurement, for: key, cost: content.text.byteCost + Self.entryOverhead) }
        return measurement
    }

    /// Measurements held and the bytes they cost, for tests.
    var measurementStatistics: (count: Int, byteCount: Int) {
        measurements.withLock { ($0.count, $0.byteCount) }
    }

    /// Entries and the bytes they cost (at most the limit), for tests.
    var statistics: (count: Int, byteCount: Int, byteLimit: Int) {
        widths.withLock { ($0.count, $0.byteCount, $0.byteLimit) }
    }

    /// The cached width of `content` measured by `system`, or `compute()`'s, stored.
    /// `compute` runs outside the lock.
    func minContentWidth(of content: TextContent, system: TextSystem, compute: () -> Double) -> Double {
        let key = Prehashed(Key(system: ObjectIdentifier(system), content: content))
        if let width = widths.withLock({ $0.value(for: key) }) { return width }
        let width = compute()
        widths.withLock { $0.insert(width, for: key, cost: content.text.byteCost + Self.entryOverhead) }
        return width
    }
}
