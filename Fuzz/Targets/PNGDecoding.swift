import FuzzSupport
import Graphics

LibFuzzer.run(fuzzPNGDecoding)

/// Any bytes through `PNG.decode`: an image or a `PNGError`, never a crash. An image that
/// decodes must come back pixel for pixel through `PNG.encode` and `PNG.decode`, as
/// PNG.swift promises.
///
/// Each input is decoded as it is, then with every chunk's CRC made right: libpng drops
/// data whose CRC is wrong before it reads it, so without the second pass almost no
/// mutation inside a chunk would reach the decoding of palettes, transparency, filters,
/// interlacing and zlib data.
func fuzzPNGDecoding(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = [UInt8](UnsafeBufferPointer(start: data, count: size))
    decodeAndRoundTrip(bytes)
    let fixed = withChunkCRCsRecomputed(bytes)
    if fixed != bytes { decodeAndRoundTrip(fixed) }
    return 0
}

private func decodeAndRoundTrip(_ bytes: [UInt8]) {
    // A lower pixel limit than the default keeps each run fast; PNGTests test the limit.
    guard let image = try? PNG.decode(bytes, maxPixels: 1 << 20) else { return }
    do {
        let again = try PNG.decode(try PNG.encode(image))
        FuzzCheck.require(again.width == image.width && again.height == image.height, "the size changed through encode")
        FuzzCheck.require(again.pixels == image.pixels, "the pixels changed through encode")
    } catch {
        FuzzCheck.require(false, "a decoded \(image.width)x\(image.height) image did not encode and decode: \(error)")
    }
}

/// `bytes` with the CRC of every whole chunk after the signature recomputed.
private func withChunkCRCsRecomputed(_ bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    var offset = 8
    while offset + 12 <= bytes.count {
        let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        let end = offset + 8 + length  // where the CRC goes
        guard length <= bytes.count, end + 4 <= bytes.count else { break }
        let crc = CRC32.of(bytes[offset + 4..<end])  // the type and the data
        for i in 0..<4 { bytes[end + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * i)) }
        offset = end + 4
    }
    return bytes
}

/// PNG's CRC-32 (ISO 3309; PNG specification, annex D), a byte at a time from a table.
private enum CRC32 {
    static let table: [UInt32] = (0..<256).map { (n: UInt32) in
        (0..<8).reduce(n) { c, _ in c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }

    static func of(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        ~bytes.reduce(0xFFFF_FFFF) { c, byte in table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
    }
}
