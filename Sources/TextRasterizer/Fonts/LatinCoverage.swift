/// Which of the first 384 characters (ASCII, Latin-1, Latin Extended-A) a face can
/// draw, as bits: itemizing Latin text then tests a bit per character instead of
/// asking HarfBuzz's character map each time.
struct LatinCoverage: Sendable {
    /// Characters below this are answered from the bits.
    static let limit: UInt32 = 0x180

    private var words: [UInt64]

    /// A bit is set when the face has the character or the character needs no glyph
    /// (controls), which is all the fast path asks. None of these is an emoji by default.
    init(_ face: FontFace) {
        words = Array(repeating: 0, count: Int(Self.limit) / 64)
        for value in 0..<Self.limit {
            let scalar = Unicode.Scalar(value)!
            if scalar.needsNoGlyph || face.covers(scalar) {
                words[Int(value) >> 6] |= 1 << UInt64(value & 63)
            }
        }
    }

    /// Whether the face can draw the character; `value` must be below `limit`.
    @inline(__always)
    func contains(_ value: UInt32) -> Bool {
        words[Int(value) >> 6] & (1 << UInt64(value & 63)) != 0
    }
}
