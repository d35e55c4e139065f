import Graphics

/// The memory a glyph brush works in (its memo of recent glyphs and the masks of the
/// line it is drawing), kept by whoever draws text often so that drawing a paragraph
/// allocates nothing: `NodePainter` keeps one and passes it to `TextSystem.draw`. Use
/// it from one thread at a time (one brush at a time).
public final class GlyphBrushStorage: @unchecked Sendable {
    /// The most memo slots a brush uses (`GlyphBrush`: 512 for a page).
    static let maximumSlots = 512
    let memoKeys: UnsafeMutablePointer<UInt64>
    let memo: UnsafeMutablePointer<Unmanaged<RasterizedGlyph>?>
    /// Keeps the memo's glyphs alive.
    let memoOwners: UnsafeMutablePointer<RasterizedGlyph?>
    private(set) var line: UnsafeMutablePointer<MaskPlacement>
    private(set) var lineCapacity: Int

    public init() {
        memoKeys = .allocate(capacity: Self.maximumSlots)
        memoKeys.initialize(repeating: .max, count: Self.maximumSlots)
        memo = .allocate(capacity: Self.maximumSlots)
        memo.initialize(repeating: nil, count: Self.maximumSlots)
        memoOwners = .allocate(capacity: Self.maximumSlots)
        memoOwners.initialize(repeating: nil, count: Self.maximumSlots)
        lineCapacity = 64
        line = .allocate(capacity: lineCapacity)
    }

    deinit {
        memoKeys.deallocate()
        memo.deallocate()
        memoOwners.deinitialize(count: Self.maximumSlots)
        memoOwners.deallocate()
        line.deallocate()
    }

    /// Empties the first `slots` memo slots for a new brush.
    func resetMemo(slots: Int) {
        memoKeys.update(repeating: .max, count: slots)
        memo.update(repeating: nil, count: slots)
        memoOwners.update(repeating: nil, count: slots)
    }

    /// Makes room for at least `count` masks on a line, keeping the first `kept`.
    func reserveLine(_ count: Int, keeping kept: Int) {
        guard count > lineCapacity else { return }
        let capacity = max(count, 2 * lineCapacity)
        let grown = UnsafeMutablePointer<MaskPlacement>.allocate(capacity: capacity)
        grown.update(from: line, count: kept)
        line.deallocate()
        line = grown
        lineCapacity = capacity
    }
}
