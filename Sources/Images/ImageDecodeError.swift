import Graphics

/// Why an image could not be decoded: the file (when it came from one) and the reason,
/// in words that say what was found.
public struct ImageDecodeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Error, Hashable, Sendable {
        /// The file could not be read; the system's reason.
        case unreadable(String)
        /// The bytes start with no known image signature (`found`: the first up to 8).
        case unknownFormat(found: [UInt8])
        /// The header asks for more pixels than the limit allows.
        case tooManyPixels(width: Int, height: Int, limit: Int)
        /// An animation's frames, each a whole canvas, add up to more pixels than the limit.
        case tooManyFrames(width: Int, height: Int, frames: Int, limit: Int)
        /// The data is not a valid image of its format: the decoding library's message
        /// (a truncated file, a corrupt segment).
        case malformed(format: ImageFormat, message: String)
        /// A PNG's own error.
        case png(PNGError)
    }

    /// The file, for errors from `ImageDecoder.decode(contentsOfFile:options:)`.
    public var path: String?
    public var reason: Reason

    public init(path: String? = nil, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        let what: String
        switch reason {
        case .unreadable(let system): what = "cannot be read: \(system)"
        case .unknownFormat(let found):
            let hex = found.map { byte in
                let digits = String(byte, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }.joined(separator: " ")
            what = found.isEmpty
                ? "is empty (0 bytes): not an image"
                : "is not an image Tessera knows: it starts with \(hex), not a PNG, JPEG, GIF, WebP or SVG signature"
        case let .tooManyPixels(width, height, limit):
            what = "is \(width)x\(height) (\(width * height) pixels), more than the limit of \(limit) "
                + "(ImageDecodeOptions.maximumPixels)"
        case let .tooManyFrames(width, height, frames, limit):
            what = "has \(frames) frames of \(width)x\(height), more pixels in all than the limit of \(limit) "
                + "(ImageDecodeOptions.maximumPixels)"
        case let .malformed(format, message): what = "is not a valid \(format.rawValue.uppercased()): \(message)"
        case .png(let error): return path.map { "the image \($0): \(error)" } ?? "the image data: \(error)"
        }
        return path.map { "the image \($0) \(what)" } ?? "the image data \(what)"
    }
}
