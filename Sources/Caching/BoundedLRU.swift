/// The one bounded cache of the text stack: a least-recently-used table bounded by the
/// bytes its entries cost. Every cache of shaped words, shaped paragraphs, text widths,
/// glyphs and font lookups is one of these under its owner's lock; they differ only in
/// their index (`LRUSlotIndex`) and in what an entry costs. A count limit would let a
/// few long paragraphs or large emoji take megabytes; a byte limit cannot.
///
/// An index from key to slot and a doubly linked recency list threaded through an array
/// of slots by index, so a hit moves an entry to the front without allocating and an
/// eviction frees a slot the next insertion reuses. Not thread-safe. An entry costing
/// more than the whole limit is not kept.
package struct BoundedLRU<Index: LRUSlotIndex, Value> {
    package typealias Key = Index.Key

    private struct Slot {
        // Optional so that an evicted slot holds neither its key nor its value.
        var key: Key?
        var value: Value?
        var cost: Int
        var newer: Int32
        var older: Int32
    }

    private var index = Index()
    private var slots: [Slot] = []
    private var freeSlots: [Int32] = []
    /// Most and least recently used slots; -1 when empty.
    private var newest: Int32 = -1
    private var oldest: Int32 = -1

    package let byteLimit: Int
    package private(set) var byteCount = 0
    package private(set) var hits = 0
    package private(set) var misses = 0
    package private(set) var evictions = 0

    package var count: Int { index.count }

    package init(byteLimit: Int) {
        self.byteLimit = max(0, byteLimit)
    }

    /// The value for `key`, made the most recently used; counts a hit or a miss.
    package mutating func value(for key: Key) -> Value? {
        guard let i = index[key] else {
            misses += 1
            return nil
        }
        hits += 1
        moveToFront(i)
        return slots[Int(i)].value
    }

    /// The value for `key` without counting or reordering (a second look after waiting).
    package func peek(_ key: Key) -> Value? {
        index[key].flatMap { slots[Int($0)].value }
    }

    /// Adds (or replaces) `value` for `key` as the most recently used entry, then evicts
    /// the least recently used ones until the bytes fit.
    package mutating func insert(_ value: Value, for key: Key, cost: Int) {
        var evicted: [Evicted] = []
        insert(value, for: key, cost: cost, evicting: &evicted)
    }

    /// An entry that an insertion pushed out (or replaced).
    package typealias Evicted = (key: Key?, value: Value?)

    /// Inserts as `insert(_:for:cost:)` does, moving the entries it pushes out into
    /// `evicted` rather than destroying them: a caller under a lock lets them go after
    /// unlocking, so other threads do not wait while large values are freed.
    package mutating func insert(_ value: Value, for key: Key, cost: Int, evicting evicted: inout [Evicted]) {
        if let existing = index[key] { evicted.append(remove(existing)) }
        guard cost <= byteLimit else { return }
        while byteCount + cost > byteLimit, oldest >= 0 {
            evicted.append(remove(oldest))
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
        index.insert(key, value: i)
        byteCount += cost
    }

    /// Drops every entry (the counters keep counting).
    package mutating func removeAll() {
        index.removeAll()
        slots.removeAll()
        freeSlots.removeAll()
        newest = -1
        oldest = -1
        byteCount = 0
    }

    /// Empties slot `i` and returns its key and value (the caller decides when they go;
    /// a thread still using the value keeps its own reference).
    private mutating func remove(_ i: Int32) -> Evicted {
        unlink(i)
        if let key = slots[Int(i)].key { index.remove(key) }
        byteCount -= slots[Int(i)].cost
        let removed = (slots[Int(i)].key, slots[Int(i)].value)
        slots[Int(i)] = Slot(key: nil, value: nil, cost: 0, newer: -1, older: -1)
        freeSlots.append(i)
        return removed
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

/// What a `BoundedLRU` holds and how it has been used, read at one moment.
package struct CacheStatistics: Equatable {
    package var count: Int
    package var byteCount: Int
    package var byteLimit: Int
    package var hits: Int
    package var misses: Int
    package var evictions: Int

    package init<Index, Value>(_ cache: BoundedLRU<Index, Value>) {
        count = cache.count
        byteCount = cache.byteCount
        byteLimit = cache.byteLimit
        hits = cache.hits
        misses = cache.misses
        evictions = cache.evictions
    }
}

/// A `BoundedLRU`'s map from key to slot number. `HashedSlotIndex` (a `Dictionary`) serves
/// any `Hashable` key; the glyph cache's `GlyphIndex` is an open-addressing table for its
/// two-word keys, because a glyph lookup is on the drawing hot path and SipHash was half
/// its cost.
package protocol LRUSlotIndex {
    associatedtype Key
    init()
    var count: Int { get }
    subscript(key: Key) -> Int32? { get }
    /// Adds `key`, which must not be present.
    mutating func insert(_ key: Key, value: Int32)
    /// Removes `key` if present.
    mutating func remove(_ key: Key)
    mutating func removeAll()
}

/// The index of any `Hashable` key: a `Dictionary`.
package struct HashedSlotIndex<Key: Hashable>: LRUSlotIndex {
    private var table: [Key: Int32] = [:]

    package init() {}

    package var count: Int { table.count }

    package subscript(key: Key) -> Int32? { table[key] }

    package mutating func insert(_ key: Key, value: Int32) { table[key] = value }

    package mutating func remove(_ key: Key) { table[key] = nil }

    package mutating func removeAll() { table.removeAll() }
}

/// A bounded LRU over `Hashable` keys: the shaped word, paragraph, text width and font
/// lookup caches.
package typealias ByteBoundedLRU<Key: Hashable, Value> = BoundedLRU<HashedSlotIndex<Key>, Value>

/// What an array's elements cost in a byte-bounded cache: their storage, without the
/// array's header (counted once per entry in the entry's overhead).
@inline(__always)
package func storageBytes<Element>(of array: [Element]) -> Int {
    array.count * MemoryLayout<Element>.stride
}
