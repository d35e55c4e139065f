#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Shaped words, reused: a paragraph is mostly the same few hundred words, and shaping
/// each word once instead of every time it occurs is what makes layout cheap (Blink's
/// word shape cache works the same way).
///
/// Only left-to-right runs are shaped by word; a word ends after the spaces that follow
/// it, so the spaces are shaped with it and every cluster keeps its place. Kerning or
/// ligatures across a space are lost; fonts put neither there in practice.
public final class WordShapeCache: Sendable {
    private let state: Mutex<State>

    /// A cache holding at most `limit` words (least recently used ones go first).
    public init(limit: Int = 20_000) {
        state = Mutex(State(limit: max(1, limit)))
    }

    /// Words cached, for statistics.
    public var count: Int { state.withLock { $0.entries.count } }

    /// The cached word for `key`, if its text really is `text` (keys hold a hash).
    func shaped(_ key: WordKey, text: UnsafeBufferPointer<UInt16>) -> ShapedWord? {
        state.withLock { state in
            guard let entry = state.entries[key], entry.word.hasText(text) else { return nil }
            state.clock &+= 1
            entry.stamp = state.clock
            return entry.word
        }
    }

    func insert(_ word: ShapedWord, for key: WordKey) {
        state.withLock { state in
            state.clock &+= 1
            state.entries[key] = Entry(word: word, stamp: state.clock)
            if state.entries.count > state.limit {
                // Drop the older half at once: eviction stays rare and cheap per insert.
                let stamps = state.entries.values.map(\.stamp).sorted()
                let cutoff = stamps[stamps.count / 2]
                state.entries = state.entries.filter { $0.value.stamp > cutoff }
            }
        }
    }

    /// A class, so that a hit updates its stamp in place instead of writing the table.
    private final class Entry {
        let word: ShapedWord
        var stamp: UInt64

        init(word: ShapedWord, stamp: UInt64) {
            self.word = word
            self.stamp = stamp
        }
    }

    private struct State {
        let limit: Int
        var entries: [WordKey: Entry] = [:]
        var clock: UInt64 = 0
    }
}

/// What a shaped word depends on. The text is held as a 64-bit hash and its length, so
/// that a lookup allocates nothing; a hit is confirmed against the stored text.
struct WordKey: Hashable {
    var face: Int
    var size: Double
    var letterSpacing: Double
    var script: UInt32
    var language: String?
    var textHash: UInt64
    var length: Int

    init(face: Int, size: Double, letterSpacing: Double, script: UInt32, language: String?, text: UnsafeBufferPointer<UInt16>) {
        self.face = face
        self.size = size
        self.letterSpacing = letterSpacing
        self.script = script
        self.language = language
        // FNV-1a over the code units.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for unit in text { hash = (hash ^ UInt64(unit)) &* 0x0000_0100_0000_01B3 }
        textHash = hash
        length = text.count
    }
}

/// A word's glyphs, clusters relative to the word's start. Immutable and shared: a
/// class, so that handing it out costs one reference, not six arrays.
final class ShapedWord: Sendable {
    let text: [UInt16]
    let glyphs: [UInt32]
    let clusters: [Int]
    let advances: [Double]
    let offsetsX: [Double]
    let offsetsY: [Double]
    let width: Double

    init(text: [UInt16], glyphs: [UInt32], clusters: [Int], advances: [Double], offsetsX: [Double], offsetsY: [Double],
         width: Double) {
        self.text = text
        self.glyphs = glyphs
        self.clusters = clusters
        self.advances = advances
        self.offsetsX = offsetsX
        self.offsetsY = offsetsY
        self.width = width
    }

    /// Whether this is the word for `other` (a hash match is confirmed by the text).
    func hasText(_ other: UnsafeBufferPointer<UInt16>) -> Bool {
        text.withUnsafeBufferPointer { mine in
            mine.count == other.count
                && (mine.isEmpty || memcmp(mine.baseAddress!, other.baseAddress!, mine.count * 2) == 0)
        }
    }
}
