#if canImport(Glibc)
import Caching
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Locking

/// Shaped words, reused: a paragraph is mostly the same few hundred words, and shaping
/// each word once instead of every time it occurs is what makes layout cheap (Blink's
/// word shape cache works the same way).
///
/// Only left-to-right runs are shaped by word; a word ends after the spaces that follow
/// it, so the spaces are shaped with it and every cluster keeps its place. Kerning or
/// ligatures across a space are lost; fonts put neither there in practice.
public final class WordShapeCache: Sendable {
    /// 4 MiB: about ten thousand words of ordinary text.
    public static let defaultByteLimit = 4 << 20
    /// Bytes charged per word besides its arrays' elements (the word object, its six
    /// array headers, its key and its share of the table).
    static let entryOverhead = 320

    private let table: Lock<ByteBoundedLRU<WordKey, ShapedWord>>

    /// A cache holding at most `byteLimit` bytes of words (least recently used ones go
    /// first).
    public init(byteLimit: Int = WordShapeCache.defaultByteLimit) {
        table = Lock(ByteBoundedLRU(byteLimit: byteLimit))
    }

    /// Words cached, for statistics.
    public var count: Int { table.withLock { $0.count } }
    /// Bytes the cached words cost, at most `byteLimit`.
    public var byteCount: Int { table.withLock { $0.byteCount } }
    public var byteLimit: Int { table.withLock { $0.byteLimit } }

    /// The cached word for `key`, if its text really is `text` (keys hold a hash).
    func shaped(_ key: WordKey, text: UnsafeBufferPointer<UInt16>) -> ShapedWord? {
        table.withLock { table in
            guard let word = table.value(for: key), word.hasText(text) else { return nil }
            return word
        }
    }

    func insert(_ word: ShapedWord, for key: WordKey) {
        table.withLock { $0.insert(word, for: key, cost: word.byteCost + (key.language?.utf8.count ?? 0)) }
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
    let unsafeToBreak: [Bool]
    let width: Double

    init(text: [UInt16], glyphs: [UInt32], clusters: [Int], advances: [Double], offsetsX: [Double], offsetsY: [Double],
         unsafeToBreak: [Bool] = [], width: Double) {
        self.text = text
        self.glyphs = glyphs
        self.clusters = clusters
        self.advances = advances
        self.offsetsX = offsetsX
        self.offsetsY = offsetsY
        self.unsafeToBreak = unsafeToBreak
        self.width = width
    }

    /// What the word costs in the cache: its arrays' elements and the entry overhead.
    var byteCost: Int {
        storageBytes(of: text) + storageBytes(of: glyphs) + storageBytes(of: clusters) + storageBytes(of: advances)
            + storageBytes(of: offsetsX) + storageBytes(of: offsetsY) + storageBytes(of: unsafeToBreak)
            + WordShapeCache.entryOverhead
    }

    /// Whether this is the word for `other` (a hash match is confirmed by the text).
    func hasText(_ other: UnsafeBufferPointer<UInt16>) -> Bool {
        text.withUnsafeBufferPointer { mine in
            mine.count == other.count
                && (mine.isEmpty || memcmp(mine.baseAddress!, other.baseAddress!, mine.count * 2) == 0)
        }
    }
}
