import Caching

/// The glyph cache's map from key to slot number (its `BoundedLRU`'s index): open
/// addressing with linear probing over a power-of-two table at most half full, and a
/// multiply-xorshift hash of the key's two words. A hit is a multiply and usually one
/// probe, where a `Dictionary` would run SipHash over the key (about half the cost of a
/// warm glyph lookup).
struct GlyphIndex: LRUSlotIndex {
    private var keys: [GlyphKey]
    /// The slot stored under `keys[i]`, or -1 for an empty bucket.
    private var values: [Int32]
    private var mask: Int
    private var shift: UInt64
    private(set) var count = 0

    init() {
        keys = []
        values = []
        mask = -1
        shift = 64
        resize(bucketCount: 16)
    }

    subscript(key: GlyphKey) -> Int32? {
        var i = home(key)
        while true {
            let value = values[i]
            if value < 0 { return nil }
            if keys[i] == key { return value }
            i = (i + 1) & mask
        }
    }

    /// Adds `key`, which must not be present.
    mutating func insert(_ key: GlyphKey, value: Int32) {
        if (count + 1) * 2 > values.count { resize(bucketCount: values.count * 2) }
        var i = home(key)
        while values[i] >= 0 { i = (i + 1) & mask }
        keys[i] = key
        values[i] = value
        count += 1
    }

    /// Removes `key` if present. Later entries of its probe run move back into the hole,
    /// so lookups never need tombstones.
    mutating func remove(_ key: GlyphKey) {
        var hole = home(key)
        while true {
            if values[hole] < 0 { return }
            if keys[hole] == key { break }
            hole = (hole + 1) & mask
        }
        var j = hole
        while true {
            j = (j + 1) & mask
            if values[j] < 0 { break }
            // The entry at j may fill the hole if its home is not between the hole and j.
            if (j - home(keys[j])) & mask >= (j - hole) & mask {
                keys[hole] = keys[j]
                values[hole] = values[j]
                hole = j
            }
        }
        values[hole] = -1
        count -= 1
    }

    mutating func removeAll() {
        self = GlyphIndex()
    }

    @inline(__always)
    private func home(_ key: GlyphKey) -> Int {
        var h = UInt64(bitPattern: Int64(key.faceIdentifier)) &* 0x9E37_79B9_7F4A_7C15 ^ key.packedWord
        h = (h ^ (h >> 29)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: h >> shift)
    }

    private mutating func resize(bucketCount: Int) {
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: GlyphKey(faceIdentifier: 0, glyph: 0, size64: 0, phase: 0), count: bucketCount)
        values = Array(repeating: -1, count: bucketCount)
        mask = bucketCount - 1
        shift = UInt64(64 - bucketCount.trailingZeroBitCount)
        for (key, value) in zip(oldKeys, oldValues) where value >= 0 {
            var i = home(key)
            while values[i] >= 0 { i = (i + 1) & mask }
            keys[i] = key
            values[i] = value
        }
    }
}
