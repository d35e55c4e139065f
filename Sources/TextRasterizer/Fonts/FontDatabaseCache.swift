/// What a `FontDatabase` has already answered, kept under its own short lock so that
/// repeated questions never wait for fontconfig.
struct FontDatabaseCache {
    /// Answers by descriptor; a stored nil means "no font at all".
    private(set) var matches: [FontDescriptor: FontMatch?] = [:]
    /// Fallback faces by descriptor and character; a stored nil means "no font has it".
    private(set) var fallbacks: [FallbackKey: FontFace?] = [:]
    /// The color emoji face; `.some(nil)` once it is known there is none.
    var emojiFace: FontFace?? = nil
    /// Coverage bits of the faces text was itemized with, by face identifier.
    private var coverageBits: [Int: CoverageBits] = [:]

    /// Text in many scripts asks for many characters; beyond this many the fallback
    /// answers start over rather than grow without bound.
    static let fallbackLimit = 65_536
    /// How many faces' coverage bits are kept (256 bytes each).
    static let coverageLimit = 256
    /// Descriptors carry a size, so an app that animates font sizes asks for ever new
    /// ones; beyond this many the answers start over (each is one pattern match).
    static let matchLimit = 4_096

    mutating func remember(_ match: FontMatch?, for descriptor: FontDescriptor) {
        if matches.count >= Self.matchLimit { matches.removeAll(keepingCapacity: true) }
        matches[descriptor] = .some(match)
    }

    mutating func remember(_ face: FontFace?, for key: FallbackKey) {
        if fallbacks.count >= Self.fallbackLimit { fallbacks.removeAll(keepingCapacity: true) }
        fallbacks[key] = .some(face)
    }

    /// The face's coverage bits, worked out on first use. Faces do not change, so
    /// registration keeps these.
    mutating func coverageBits(of face: FontFace) -> CoverageBits {
        if let coverage = coverageBits[face.identifier] { return coverage }
        // Faces the app loaded itself come and go; the bits must not keep them all.
        if coverageBits.count >= Self.coverageLimit { coverageBits.removeAll() }
        let coverage = CoverageBits(face)
        coverageBits[face.identifier] = coverage
        return coverage
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
