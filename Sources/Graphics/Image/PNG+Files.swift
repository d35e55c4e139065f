import LibC

// Reading and writing PNG files with POSIX calls, so that a failure reports the
// system's own reason ("No such file or directory", "Permission denied"...).
extension PNG {
    /// Reads the file at `path` and decodes it (see `decode(_:maxPixels:)`).
    /// Throws `.unreadableFile` with the path and the system's reason when the file
    /// cannot be opened or read.
    public static func decode(contentsOfFile path: String, maxPixels: Int = defaultMaxPixels) throws(PNGError) -> Image {
        try decode(readBytes(ofFile: path), maxPixels: maxPixels)
    }

    /// Encodes `image` (see `encode(_:)`) and writes it to `path`, replacing any file
    /// there. Throws `.unwritableFile` with the path and the system's reason when the
    /// file cannot be created or written.
    public static func write(_ image: Image, toFile path: String) throws(PNGError) {
        try writeBytes(encode(image), toFile: path)
    }
}

/// The whole file, read in blocks to its end.
private func readBytes(ofFile path: String) throws(PNGError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .unreadableFile(path: path, reason: errnoText()) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var block = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = block.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n > 0 {
            bytes.append(contentsOf: block[..<n])
        } else if n == 0 {
            return bytes
        } else if errno != EINTR {
            throw .unreadableFile(path: path, reason: errnoText())
        }
    }
}

/// Creates or truncates the file and writes all of `bytes`, retrying short writes.
private func writeBytes(_ bytes: [UInt8], toFile path: String) throws(PNGError) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw .unwritableFile(path: path, reason: errnoText()) }
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
        if n >= 0 {
            offset += n
        } else if errno != EINTR {
            let reason = errnoText()
            close(fd)
            throw .unwritableFile(path: path, reason: reason)
        }
    }
    // close can report a delayed write error (NFS, full disk).
    guard close(fd) == 0 else { throw .unwritableFile(path: path, reason: errnoText()) }
}

private func errnoText() -> String { String(cString: strerror(errno)) }
