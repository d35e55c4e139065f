import Testing
@testable import TextRasterizer

/// The cache's open-addressing index against a `Dictionary` doing the same inserts and
/// removals, with keys that crowd the same buckets.
@Suite struct GlyphIndexTests {
    @Test func randomInsertsAndRemovalsMatchADictionary() {
        var index = GlyphIndex()
        var model: [GlyphKey: Int32] = [:]
        var random = KeyStream(state: 7)
        // Few faces and sizes, many glyphs and phases: long probe runs and wrap-around.
        func randomKey() -> GlyphKey {
            GlyphKey(faceIdentifier: Int(random.next() % 3), glyph: UInt32(random.next() % 400),
                     size64: Int32(896 + random.next() % 2 * 64), phase: Int(random.next() % 4))
        }
        for step in 0..<40_000 {
            let key = randomKey()
            if random.next() % 3 == 0 {
                index.remove(key)
                model[key] = nil
            } else if model[key] == nil {
                index.insert(key, value: Int32(step))
                model[key] = Int32(step)
            }
            #expect(index[key] == model[key])
            if step % 1000 == 0 {
                #expect(index.count == model.count)
                for (k, v) in model { #expect(index[k] == v) }
            }
        }
        #expect(index.count == model.count)
        for _ in 0..<2000 {
            let key = randomKey()
            #expect(index[key] == model[key])
        }
        index.removeAll()
        #expect(index.count == 0)
        #expect(model.keys.allSatisfy { index[$0] == nil })
    }
}

/// A deterministic stream of numbers (Knuth's MMIX linear congruential step, high bits):
/// the same keys on every run.
private struct KeyStream {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
}
