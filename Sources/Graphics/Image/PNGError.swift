/// Why a PNG could not be decoded, encoded, read or written. Each message says what
/// is wrong and, where it can, where: the bytes found instead of a signature, the
/// chunk the data ends in, the size against the limit, or libpng's own message.
public enum PNGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input has no bytes at all.
    case emptyInput
    /// The data does not start with the PNG signature; `found` holds its first bytes (up to 8).
    case notPNG(found: [UInt8])
    /// The data ends too early; the text says where (signature, IHDR, which chunk at which byte).
    case truncated(String)
    /// The image is bigger than a limit (see `SizeLimit`); nothing was allocated for it.
    case tooLarge(width: Int, height: Int, limit: SizeLimit)
    /// The data is not a valid PNG: our own header checks, or libpng's message
    /// (e.g. "IDAT: CRC error", "Not enough image data").
    case malformed(String)
    /// PNG cannot store an image with a side of zero pixels.
    case emptyImage(width: Int, height: Int)
    /// libpng refused to write the image; the text is libpng's message.
    case encodingFailed(String)
    /// The file could not be opened or read; `reason` is the system's error text.
    case unreadableFile(path: String, reason: String)
    /// The file could not be created or written; `reason` is the system's error text.
    case unwritableFile(path: String, reason: String)

    /// The limit an oversized image broke.
    public enum SizeLimit: Hashable, Sendable {
        /// `width * height` may not exceed this many pixels.
        case pixels(Int)
        /// Neither side may exceed this many pixels (libpng's own limit).
        case side(Int)
    }

    public var description: String {
        switch self {
        case .emptyInput:
            return "not a PNG: the input is empty (0 bytes)"
        case let .notPNG(found):
            return "not a PNG: it starts with \(Self.hex(found)), not the PNG signature \(Self.hex(PNGHeader.signature))"
        case let .truncated(place):
            return "truncated PNG: the data ends \(place)"
        case let .tooLarge(width, height, .pixels(limit)):
            let (count, overflow) = width.multipliedReportingOverflow(by: height)
            let pixels = overflow ? "" : " = \(count) pixels"
            return "PNG image too large: \(width)x\(height)\(pixels), more than the limit of \(limit) pixels"
        case let .tooLarge(width, height, .side(limit)):
            return "PNG image too large: \(width)x\(height), a side is longer than the limit of \(limit) pixels"
        case let .malformed(message):
            return "malformed PNG: \(message)"
        case let .emptyImage(width, height):
            return "cannot encode a \(width)x\(height) image as PNG: both sides must be at least 1 pixel"
        case let .encodingFailed(message):
            return "PNG encoding failed: \(message)"
        case let .unreadableFile(path, reason):
            return "cannot read PNG file '\(path)': \(reason)"
        case let .unwritableFile(path, reason):
            return "cannot write PNG file '\(path)': \(reason)"
        }
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return byte < 16 ? "0" + digits : digits
        }.joined(separator: " ")
    }
}
