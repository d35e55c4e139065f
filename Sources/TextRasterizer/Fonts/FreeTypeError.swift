import CFreeType

/// FreeType's error codes as words. The system's FreeType is built without
/// `FT_CONFIG_OPTION_ERROR_STRINGS`, so `FT_Error_String` returns nothing; these are the
/// messages of `freetype/fterrdef.h` for the codes that loading a face can return.
enum FreeTypeError {
    private static let messages: [FT_Error: String] = [
        0x01: "cannot open resource",
        0x02: "unknown file format",
        0x03: "broken file",
        0x04: "invalid FreeType version",
        0x06: "invalid argument",
        0x07: "unimplemented feature",
        0x08: "broken table",
        0x09: "broken offset within table",
        0x0A: "array allocation size too large",
        0x40: "out of memory",
        0x51: "cannot open stream",
        0x52: "invalid stream seek",
        0x53: "invalid stream skip",
        0x54: "invalid stream read",
        0x55: "invalid stream operation",
        0x56: "invalid frame operation",
        0x57: "nested frame access",
        0x58: "invalid frame read",
        0x8E: "table missing",
        0x8F: "horizontal header (hhea) table missing",
        0x90: "locations (loca) table missing",
        0x91: "name table missing",
        0x92: "character map (cmap) table missing",
        0x93: "horizontal metrics (hmtx) table missing",
        0x94: "PostScript (post) table missing",
        0x95: "invalid horizontal metrics",
        0x96: "invalid character map (cmap) format",
        0x97: "invalid ppem value",
        0x98: "invalid vertical metrics",
        0x9A: "invalid PostScript (post) table format",
        0x9B: "invalid PostScript (post) table",
        0xB9: "font header corrupted",
        0xBA: "font glyphs corrupted",
    ]

    /// "FreeType error 0x02: unknown file format".
    static func describe(_ code: FT_Error) -> String {
        let hex = String(code, radix: 16, uppercase: true)
        let number = "FreeType error 0x" + (hex.count < 2 ? "0" : "") + hex
        return messages[code].map { "\(number): \($0)" } ?? number
    }
}
