/// Which of the first 2,048 characters a face can draw, as bits. These are the
/// characters of one and two UTF-8 bytes: Latin, Greek, Cyrillic, Armenian, Hebrew,
/// Arabic, Syriac and more. Itemizing text in those scripts then tests a bit per
/// character instead of asking HarfBuzz's character map each time.
struct CoverageBits: Sendable {
    /// Characters below this are answered from the bits.
    static let limit: UInt32 = 0x800
    /// What the bits take (the words' storage), for the cache that keeps them.
    static let byteCount = Int(limit) / 8

    let face: FontFace
    private var words: [UInt64]

    /// A bit is set when the face has the character or the character needs no glyph
    /// (controls, soft hyphen), which is all itemization asks. None of these characters
    /// is drawn as emoji by default.
    init(_ face: FontFace) {
        self.face = face
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

    /// The length, in UTF-8 and UTF-16, of the start of `text` that the face draws as
    /// text: it ends before the first character the face lacks or that may ask for emoji
    /// presentation (the whole text when there is none). One pass over the UTF-8 bytes,
    /// which skips the scalar view's index validation (it costs more than the test).
    func coveredPrefix(of text: Substring) -> (utf8: Int, utf16: Int) {
        var text = text
        return text.withUTF8 { bytes in
            var utf16Length = 0
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    guard contains(UInt32(lead)) else { break }
                    utf16Length += 1
                    index += 1
                    continue
                }
                // Swift strings hold valid UTF-8: the lead byte's high bits give the
                // sequence's length and its payload bits.
                let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                var value = UInt32(lead & (0x7F >> length))
                for offset in 1..<length {
                    value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
                }
                if value < Self.limit {
                    guard contains(value) else { break }
                } else {
                    let scalar = Unicode.Scalar(value)!
                    guard !scalar.mayPresentAsEmoji, face.covers(scalar) || scalar.needsNoGlyph else { break }
                }
                index += length
                utf16Length += length == 4 ? 2 : 1
            }
            return (index, utf16Length)
        }
    }
}
