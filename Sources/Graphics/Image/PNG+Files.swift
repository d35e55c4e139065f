// Reading and writing PNG files (`FileBytes`: a failure reports the system's own reason).
extension PNG {
    /// Reads the file at `path` and decodes it (see `decode(_:maxPixels:)`).
    /// Throws `.unreadableFile` with the path and the system's reason when the file
    /// cannot be opened or read.
    public static func decode(contentsOfFile path: String, maxPixels: Int = defaultMaxPixels) throws(PNGError) -> Image {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path)
        } catch {
            throw .unreadableFile(path: path, reason: error.reason)
        }
        return try decode(bytes, maxPixels: maxPixels)
    }

    /// Encodes `image` (see `encode(_:)`) and writes it to `path`, replacing any file
    /// there. Throws `.unwritableFile` with the path and the system's reason when the
    /// file cannot be created or written.
    public static func write(_ image: Image, toFile path: String) throws(PNGError) {
        let bytes = try encode(image)
        do {
            try FileBytes.write(bytes, to: path)
        } catch {
            throw .unwritableFile(path: path, reason: error.reason)
        }
    }
}
