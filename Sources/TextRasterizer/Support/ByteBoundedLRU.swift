/// A least-recently-used table bounded by the bytes its entries cost, for the caches
/// whose entries vary in size (shaped words, shaped paragraphs, text widths): a count
/// limit would let a few long paragraphs take megabytes, a byte limit cannot.
///
/// An index from key to slot and a doubly linked recency list threaded through an
/// array of slots by index, so a hit moves an entry to the front without allocating
/// and an eviction frees a slot the next insertion reuses (the glyph cache's `GlyphLRU`
/// is the same structure over its own allocation-free index). Not thread-safe: each
/// cache keeps it under its own lock. An entry costing more than the whole limit is not
/// kept.
package struct ByteBoundedLRU<Key: Hashable, Value> {
    private struct Slot {
        // Optional so that an evicted slot holds neither its key nor its value.
        var key: Key?
        var value: Value?
        var cost: Int
        var newer: Int32
        var older: Int32
    }

    private var index: [Key: Int32] = [:]
    private var slots: [Slot] = []
    private var freeSlots: [Int32] = []
    /// Most and least recently used slots; -1 when empty.
    private var newest: Int32 = -1
    private var oldest: Int32 = -1

    package let byteLimit: Int
    package private(set) var byteCount = 0
    package private(set) var evictions = 0

    package var count: Int { index.count }

    package init(byteLimit: Int) {
        self.byteLimit = max(0, byteLimit)
    }

    /// The value for `key`, made the most recently used.
    package mutating func value(for key: Key) -> Value? {
        guard let i = index[key] else { return nil }
        moveToFront(i)
        return slots[Int(i)].value
    }

    /// Adds (or replaces) `value` for `key` as the most recently used entry, then evicts
    /// the least recently used ones until the bytes fit.
    package mutating func insert(_ value: Value, for key: Key, cost: Int) {
        if let existing = index[key] { remove(existing) }
        guard cost <= byteLimit else { return }
        while byteCount + cost > byteLimit, oldest >= 0 {
            remove(oldest)
            evictions += 1
        }
        let slot = Slot(key: key, value: value, cost: cost, newer: -1, older: newest)
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
        index[key] = i
        byteCount += cost
    }

    package mutating func removeAll() {
        index.removeAll()
        slots.removeAll()
        freeSlots.removeAll()
        newest = -1
        oldest = -1
        byteCount = 0
    }

    private mutating func remove(_ i: Int32) {
        unlink(i)
        if let key = slots[Int(i)].key { index[key] = nil }
        byteCount -= slots[Int(i)].cost
        slots[Int(i)] = Slot(key: nil, value: nil, cost: 0, newer: -1, older: -1)
        freeSlots.append(i)
    }

    private mutating func moveToFront(_ i: Int32) {
        guard i != newest else { return }
        unlink(i)
        slots[Int(i)].older = newest
        slots[Int(i)].newer = -1
        if newest >= 0 { slots[Int(newest)].newer = i }
        newest = i
        if oldest < 0 { oldest = i }
    }

    private mutating func unlink(_ i: Int32) {
        let newer = slots[Int(i)].newer, older = slots[Int(i)].older
        if newer >= 0 { slots[Int(newer)].older = older } else { newest = older }
        if older >= 0 { slots[Int(older)].newer = newer } else { oldest = newer }
    }
}

/// What an array's elements cost in a byte-bounded cache: their storage, without the
/// array's header (counted once per entry in the entry's overhead).
@inline(__always)
package func storageBytes<Element>(of array: [Element]) -> Int {
    array.count * MemoryLayout<Element>.stride
}
