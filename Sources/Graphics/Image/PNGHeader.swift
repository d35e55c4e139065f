/// What `PNG.decode` checks itself before handing the bytes to libpng: the
/// signature, the IHDR chunk, and that the chunks up to IEND are all there.
///
/// libpng checks all of this too, but reports most of it as "Invalid IHDR data" or
/// "read beyond end of data"; checking first gives messages that say what is wrong
/// and where, and gives the image size before anything is allocated. Everything
/// past this (CRCs of other chunks, PLTE, zlib data, row filters) is left to libpng.
struct PNGHeader: Hashable, Sendable {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Width and height in pixels, each in 1...2^31-1.
    let width: Int
    let height: Int
    let bitDepth: Int
    let colorType: Int
    let interlaced: Bool

    /// Bytes in the signature plus the whole IHDR chunk (length, type, 13 bytes, CRC).
    private static let headerSize = 33

    /// Reads and checks the signature and the IHDR chunk at the start of `data`.
    init(validating data: [UInt8]) throws(PNGError) {
        guard !data.isEmpty else { throw .emptyInput }
        let start = Array(data.prefix(8))
        guard Self.signature.starts(with: start) else { throw .notPNG(found: start) }
        guard data.count >= 8 else { throw .truncated("inside the signature, after \(data.count) of 8 bytes") }
        if data.count >= 16 {
            let length = Self.uint32(data, at: 8), name = Self.chunkName(data, at: 12)
            guard name == "IHDR", length == 13 else {
                throw .malformed("the first chunk must be IHDR with 13 bytes of data, found '\(name)' with \(length) bytes")
            }
        }
        guard data.count >= Self.headerSize else {
            throw .truncated("inside the IHDR chunk, after \(data.count - 8) of its 25 bytes")
        }
        let stored = Self.uint32(data, at: 29), computed = Self.crc32(data[12..<29])
        guard stored == computed else {
            throw .malformed("IHDR: CRC error (stored \(Self.hex(stored)), computed \(Self.hex(computed)))")
        }

        let width = Self.uint32(data, at: 16), height = Self.uint32(data, at: 20)
        for (side, value) in [("width", width), ("height", height)] {
            guard value != 0 else { throw .malformed("IHDR: image \(side) is zero") }
            guard value <= 0x7FFF_FFFF else { throw .malformed("IHDR: image \(side) \(value) is more than 2^31-1") }
        }
        let bitDepth = Int(data[24]), colorType = Int(data[25])
        guard let allowed = Self.colorTypes[colorType] else {
            throw .malformed("IHDR: invalid color type \(colorType) (valid: 0, 2, 3, 4, 6)")
        }
        guard allowed.depths.contains(bitDepth) else {
            let valid = allowed.depths.map(String.init).joined(separator: ", ")
            throw .malformed("IHDR: invalid bit depth \(bitDepth) for color type \(colorType) (\(allowed.name)): valid are \(valid)")
        }
        guard data[26] == 0 else { throw .malformed("IHDR: unknown compression method \(data[26])") }
        guard data[27] == 0 else { throw .malformed("IHDR: unknown filter method \(data[27])") }
        guard data[28] <= 1 else { throw .malformed("IHDR: unknown interlace method \(data[28])") }

        self.width = Int(width)
        self.height = Int(height)
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.interlaced = data[28] == 1
    }

    /// Walks the chunks after IHDR (lengths only) and throws `.truncated` when one is
    /// cut short, or `.malformed` when IEND comes before any IDAT. Data ending right
    /// after a complete chunk, past an IDAT, is accepted as libpng accepts it (no IEND).
    static func checkChunkLayout(of data: [UInt8]) throws(PNGError) {
        var offset = headerSize
        var sawImageData = false
        while offset < data.count {
            let remaining = data.count - offset
            guard remaining >= 8 else {
                throw .truncated("inside the chunk header at byte \(offset), after \(remaining) of 8 bytes")
            }
            let length = uint32(data, at: offset), name = chunkName(data, at: offset + 4)
            guard length <= 0x7FFF_FFFF else {
                throw .malformed("chunk '\(name)' at byte \(offset) declares \(length) bytes, more than 2^31-1")
            }
            let size = Int(length) + 12  // length, type, data, CRC
            guard remaining >= size else {
                throw .truncated("inside the \(name) chunk at byte \(offset): it needs \(size) bytes, \(remaining) remain")
            }
            if name == "IDAT" { sawImageData = true }
            if name == "IEND" {
                guard sawImageData else { throw .malformed("no IDAT chunk before IEND: the file holds no image data") }
                return
            }
            offset += size
        }
        guard sawImageData else { throw .truncated("at byte \(offset), before any image data (IDAT chunk)") }
    }

    /// Color type: its name and the bit depths PNG allows for it.
    private static let colorTypes: [Int: (name: String, depths: [Int])] = [
        0: ("gray", [1, 2, 4, 8, 16]),
        2: ("RGB", [8, 16]),
        3: ("palette", [1, 2, 4, 8]),
        4: ("gray + alpha", [8, 16]),
        6: ("RGBA", [8, 16]),
    ]

    private static func uint32(_ data: [UInt8], at offset: Int) -> UInt32 {
        data[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// A chunk type as text, or its bytes in hex when they are not printable ASCII.
    private static func chunkName(_ data: [UInt8], at offset: Int) -> String {
        let bytes = data[offset..<offset + 4]
        if bytes.allSatisfy({ (0x21...0x7E).contains($0) }) { return String(decoding: bytes, as: UTF8.self) }
        return bytes.map { String($0, radix: 16) }.joined(separator: " ")
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// The CRC-32 that PNG puts after each chunk (ISO 3309, reflected, polynomial
    /// 0xEDB88320), bit by bit: it only ever runs over the 17 bytes of IHDR.
    static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
        }
        return ~crc
    }
}
