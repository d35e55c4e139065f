import Caching
/// What a `FontDatabase` has already answered, kept under its own short lock so that
/// repeated questions never wait for fontconfig. Each table is the text stack's one
/// bounded cache (`ByteBoundedLRU`): an app that animates font sizes or shows text in
/// ever new scripts asks ever new questions, and the least recently asked go first.
struct FontDatabaseCache {
    /// Answers by descriptor; a stored nil means "no font at all".
    private var matches = ByteBoundedLRU<FontDescriptor, FontMatch?>(byteLimit: Self.matchByteLimit)
    /// Fallback faces by descriptor and character; a stored nil means "no font has it".
    private var fallbacks = ByteBoundedLRU<FallbackKey, FontFace?>(byteLimit: Self.fallbackByteLimit)
    /// Coverage bits of the faces text was itemized with, by face identifier.
    private var coverage = ByteBoundedLRU<Int, CoverageBits>(byteLimit: Self.coverageByteLimit)
    /// The color emoji face; `.some(nil)` once it is known there is none.
    var emojiFace: FontFace?? = nil

    /// Bytes charged per entry besides its family name's: the key's other fields, the
    /// answer (a reference or a small struct), the slot and the index's share.
    static let entryOverhead = 96
    /// 512 KiB: about 4,000 descriptors (a size in a descriptor makes each size its own).
    static let matchByteLimit = 512 << 10
    /// 4 MiB: about 35,000 characters' fallback answers.
    static let fallbackByteLimit = 4 << 20
    /// 90 KiB: about 256 faces' bits (256 bytes each). Faces the app loaded itself come
    /// and go; the bits must not keep them all.
    static let coverageByteLimit = 256 * (CoverageBits.byteCount + entryOverhead)

    /// The cached answer for `descriptor`: nil when not asked yet, `.some(nil)` for "no font".
    mutating func match(for descriptor: FontDescriptor) -> FontMatch?? {
        matches.value(for: descriptor)
    }

    mutating func remember(_ match: FontMatch?, for descriptor: FontDescriptor) {
        matches.insert(match, for: descriptor, cost: descriptor.family.utf8.count + Self.entryOverhead)
    }

    /// The cached fallback for `key`: nil when not asked yet, `.some(nil)` for "no font has it".
    mutating func fallback(for key: FallbackKey) -> FontFace?? {
        fallbacks.value(for: key)
    }

    mutating func remember(_ face: FontFace?, for key: FallbackKey) {
        fallbacks.insert(face, for: key, cost: key.descriptor.family.utf8.count + Self.entryOverhead)
    }

    /// The face's coverage bits, worked out on first use. Faces do not change, so
    /// registration keeps these.
    mutating func coverageBits(of face: FontFace) -> CoverageBits {
        if let bits = coverage.value(for: face.identifier) { return bits }
        let bits = CoverageBits(face)
        coverage.insert(bits, for: face.identifier, cost: CoverageBits.byteCount + Self.entryOverhead)
        return bits
    }

    /// Entries, bytes and counters of each table, for tests.
    var statistics: (matches: CacheStatistics, fallbacks: CacheStatistics, coverage: CacheStatistics) {
        (CacheStatistics(matches), CacheStatistics(fallbacks), CacheStatistics(coverage))
    }

    /// After a registration: every answer may change.
    mutating func forgetLookups() {
        matches.removeAll()
        fallbacks.removeAll()
        emojiFace = nil
    }
}

/// A fallback question: which face draws this character near this descriptor.
struct FallbackKey: Hashable {
    let descriptor: FontDescriptor
    let scalar: Unicode.Scalar
}
