import Synchronization
import TextRasterizer

/// Min-content widths of texts already measured, shared by the layouts of one
/// environment: a text's narrowest width costs several line layouts to find (see
/// `TextMeasurer`), and the same text comes back often (a rebuilt cell, the same label
/// in many rows). Bounded: emptied when it reaches `limit` entries.
final class TextWidthCache: Sendable {
    struct Key: Hashable {
        let system: ObjectIdentifier
        let content: TextContent
    }

    let limit: Int
    private let widths: Mutex<[Key: Double]>

    init(limit: Int = 4096) {
        self.limit = max(1, limit)
        widths = Mutex([:])
    }

    /// The cached width of `content` measured by `system`, or `compute()`'s, stored.
    /// `compute` runs outside the lock.
    func minContentWidth(of content: TextContent, system: TextSystem, compute: () -> Double) -> Double {
        let key = Key(system: ObjectIdentifier(system), content: content)
        if let width = widths.withLock({ $0[key] }) { return width }
        let width = compute()
        widths.withLock { widths in
            if widths.count >= limit { widths.removeAll(keepingCapacity: true) }
            widths[key] = width
        }
        return width
    }
}
