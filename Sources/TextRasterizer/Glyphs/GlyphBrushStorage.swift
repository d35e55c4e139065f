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

    /// What the memo holds renderings of: a face, a size and the cache they came from
    /// (renderings do not depend on the color), and how many slots it uses.
    private var memoStyle: (face: Int, size: Int32, cache: ObjectIdentifier)?
    private var memoSlots = 0

    /// The memo for a new brush of `face` at `size` through `cache`, with at least
    /// `slots` slots (a power of two): kept when the last brush drew that face at that
    /// size through that cache with as many slots or more (the labels of a page in one
    /// style, whatever their colors, look the cache up once per glyph between them, not
    /// once per label: each lookup takes the cache's lock, which the bands of a banded
    /// paint share), else emptied. Returns the slots in use.
    func prepareMemo(slots: Int, face: Int, size: Int32, cache: ObjectIdentifier) -> Int {
        if let style = memoStyle, style.face == face, style.size == size, style.cache == cache, memoSlots >= slots {
            return memoSlots
        }
        memoKeys.update(repeating: .max, count: max(slots, memoSlots))
        memo.update(repeating: nil, count: max(slots, memoSlots))
        memoOwners.update(repeating: nil, count: max(slots, memoSlots))
        memoStyle = (face, size, cache)
        memoSlots = slots
        return slots
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
