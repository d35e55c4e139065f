/// The glyph cache's storage, used under its lock: an index from key to slot and
/// a doubly linked recency list threaded through an array of slots by index, so a hit
/// moves an entry to the front without allocating, and an eviction frees a slot that
/// the next insertion reuses.
struct GlyphLRU {
    private struct Slot {
        var key: GlyphKey
        var glyph: RasterizedGlyph?
        var cost: Int
        var newer: Int32
        var older: Int32
    }

    private var index = GlyphIndex()
    private var slots: [Slot] = []
    private var freeSlots: [Int32] = []
    /// Most and least recently used slots; -1 when empty.
    private var newest: Int32 = -1
    private var oldest: Int32 = -1

    let byteLimit: Int
    private(set) var byteCount = 0
    private(set) var hits = 0
    private(set) var misses = 0
    private(set) var evictions = 0

    var count: Int { index.count }

    init(byteLimit: Int) { self.byteLimit = byteLimit }

    /// Bookkeeping charged per entry on top of its pixels: the glyph object, its slot
    /// and its share of the index. Keeps many empty glyphs (spaces) bounded too.
    static let entryOverhead = 128

    /// The cached glyph, made the most recently used; counts a hit or a miss.
    mutating func lookup(_ key: GlyphKey) -> RasterizedGlyph? {
        guard let i = index[key] else {
            misses += 1
            return nil
        }
        hits += 1
        moveToFront(i)
        return slots[Int(i)].glyph
    }

    /// The cached glyph without counting or reordering (a second look after waiting).
    func peek(_ key: GlyphKey) -> RasterizedGlyph? {
        index[key].flatMap { slots[Int($0)].glyph }
    }

    /// Adds `glyph` as the most recently used entry and evicts the least recently used
    /// ones until the bytes fit. A glyph larger than the whole limit is not kept.
    mutating func insert(_ glyph: RasterizedGlyph, for key: GlyphKey) {
        let cost = glyph.pixelByteCount + Self.entryOverhead
        guard cost <= byteLimit, index[key] == nil else { return }
        while byteCount + cost > byteLimit, oldest >= 0 { evictOldest() }
        let slot = Slot(key: key, glyph: glyph, cost: cost, newer: -1, older: newest)
        let i: Int32
        if let free = freeSlots.popLast() {
            i = free
            slots[Int(i)] = slot
        } else {
            i = Int32(slots.count)
            slots.append(slot)
        }
        if newest >= 0 { slots[Int(newest)].newer = i }
        newest = i
        if oldest < 0 { oldest = i }
        index.insert(key, value: i)
        byteCount += cost
    }

    mutating func removeAll() {
        index.removeAll()
        slots.removeAll()
        freeSlots.removeAll()
        newest = -1
        oldest = -1
        byteCount = 0
    }

    private mutating func evictOldest() {
        let i = oldest
        unlink(i)
        let slot = slots[Int(i)]
        index.remove(slot.key)
        byteCount -= slot.cost
        evictions += 1
        // Drop the glyph now: a thread still drawing it keeps its own reference.
        slots[Int(i)].glyph = nil
        freeSlots.append(i)
    }

    private mutating func moveToFront(_ i: Int32) {
        guard i != newest else { return }
        unlink(i)
        slots[Int(i)].older = newest
        slots[Int(i)].newer = -1
        if newest >= 0 { slots[Int(newest)].newer = i }
        newest = i
    }

    private mutating func unlink(_ i: Int32) {
        let newer = slots[Int(i)].newer, older = slots[Int(i)].older
        if newer >= 0 { slots[Int(newer)].older = older } else { newest = older }
        if older >= 0 { slots[Int(older)].newer = newer } else { oldest = newer }
    }
}
