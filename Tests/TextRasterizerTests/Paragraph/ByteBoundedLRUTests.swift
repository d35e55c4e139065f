import Caching
import Testing
@testable import TextRasterizer

/// The byte-bounded LRU the text caches share: least recently used entries go first,
/// the bytes never pass the limit, and replacing an entry charges only its new cost.
@Suite struct ByteBoundedLRUTests {
    @Test func theLeastRecentlyUsedEntryGoesFirst() {
        var lru = ByteBoundedLRU<String, Int>(byteLimit: 30)
        lru.insert(1, for: "a", cost: 10)
        lru.insert(2, for: "b", cost: 10)
        lru.insert(3, for: "c", cost: 10)
        #expect(lru.value(for: "a") == 1)  // "b" is now the oldest
        lru.insert(4, for: "d", cost: 10)
        #expect(lru.value(for: "b") == nil)
        #expect(lru.value(for: "a") == 1 && lru.value(for: "c") == 3 && lru.value(for: "d") == 4)
        #expect(lru.byteCount == 30 && lru.count == 3 && lru.evictions == 1)
    }

    @Test func aLargeEntryEvictsAsManyAsItNeedsAndOneLargerThanTheLimitIsNotKept() {
        var lru = ByteBoundedLRU<Int, Int>(byteLimit: 100)
        for key in 0..<10 { lru.insert(key, for: key, cost: 10) }
        lru.insert(99, for: 99, cost: 35)
        #expect(lru.count == 7 && lru.byteCount == 95)
        #expect((0..<4).allSatisfy { lru.value(for: $0) == nil })
        lru.insert(0, for: 1_000, cost: 101)
        #expect(lru.value(for: 1_000) == nil && lru.count == 7)
    }

    @Test func replacingAnEntryChargesItsNewCost() {
        var lru = ByteBoundedLRU<String, Int>(byteLimit: 100)
        lru.insert(1, for: "a", cost: 40)
        lru.insert(2, for: "a", cost: 10)
        #expect(lru.count == 1 && lru.byteCount == 10 && lru.value(for: "a") == 2)
    }

    @Test func randomUseNeverPassesTheLimit() {
        var lru = ByteBoundedLRU<Int, Int>(byteLimit: 1_000)
        var state: UInt64 = 42
        for _ in 0..<100_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let key = Int(state >> 50), cost = Int(state >> 40 & 127) + 1
            if state & 1 == 0 { _ = lru.value(for: key) } else { lru.insert(key, for: key, cost: cost) }
            #expect(lru.byteCount <= 1_000)
        }
        #expect(lru.count > 0)
    }

    /// What an insertion pushes out (and what it replaces) comes back to the caller, which
    /// lets it go after unlocking; the cache holds nothing of it.
    @Test func anInsertionHandsBackWhatItEvicts() {
        final class Value {}
        var lru = ByteBoundedLRU<String, Value>(byteLimit: 30)
        var evicted: [ByteBoundedLRU<String, Value>.Evicted] = []
        lru.insert(Value(), for: "a", cost: 10, evicting: &evicted)
        lru.insert(Value(), for: "b", cost: 10, evicting: &evicted)
        #expect(evicted.isEmpty)
        weak let oldB = lru.peek("b")
        lru.insert(Value(), for: "b", cost: 10, evicting: &evicted)
        #expect(evicted.count == 1 && evicted[0].key == "b" && evicted[0].value === oldB)
        evicted.removeAll()
        #expect(oldB == nil, "the cache keeps no reference to what it replaced")
        weak let oldA = lru.peek("a")
        lru.insert(Value(), for: "c", cost: 25, evicting: &evicted)
        #expect(evicted.map(\.key) == ["a", "b"] && evicted[0].value === oldA)
        #expect(oldA != nil, "what was evicted lives until the caller lets go of it")
        evicted.removeAll()
        #expect(oldA == nil)
        #expect(lru.count == 1 && lru.byteCount == 25 && lru.evictions == 2)
    }
}
