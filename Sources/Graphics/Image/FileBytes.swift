import LibC

/// Whole files read and written with POSIX calls, so that a failure gives the system's
/// own reason ("No such file or directory", "Permission denied"...): how the image
/// codecs (PNG here, the formats of the Images module) read and write their files.
public enum FileBytes {
    /// Why a file could not be read or written: the system's error text.
    public struct Failure: Error, Hashable, Sendable {
        public let reason: String
    }

    /// The whole file at `path`, read in blocks to its end.
    public static func read(_ path: String) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(reason: errnoText()) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = block.withUnsafeMutableBytes { LibC.read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                bytes.append(contentsOf: block[..<n])
            } else if n == 0 {
                return bytes
            } else if errno != EINTR {
                throw Failure(reason: errnoText())
            }
        }
    }

    /// Creates or truncates the file at `path` and writes all of `bytes`, retrying
    /// short writes.
    public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure(reason: errnoText()) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { LibC.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n >= 0 {
                offset += n
            } else if errno != EINTR {
                let reason = errnoText()
                close(fd)
                throw Failure(reason: reason)
            }
        }
        // close can report a delayed write error (NFS, full disk).
        guard close(fd) == 0 else { throw Failure(reason: errnoText()) }
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}
