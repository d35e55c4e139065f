import Glibc

/// An unnamed temporary file a child process writes its output to: unlike a pipe, it never
/// fills up, so a child writing megabytes (an `xwd` dump of a large window) cannot block
/// while nobody reads, and its contents can be read at any time.
final class CaptureFile: Sendable {
    /// The file's descriptor (close-on-exec); pass it to `ChildProcess` as 1 or 2.
    let descriptor: Int32

    /// Creates the file in `TMPDIR` (or /tmp) and unlinks it at once, so nothing is left
    /// behind whatever happens to this process.
    init() throws(ChildProcess.SpawnError) {
        let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var attempts = 0
        while true {
            let path = "\(directory)/tessera-display-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
            let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor >= 0 {
                unlink(path)
                self.descriptor = descriptor
                return
            }
            let code = errno
            attempts += 1
            guard code == EEXIST, attempts < 10 else {
                throw .failed(errno: code, reason: "cannot create a temporary file in \(directory): \(ChildProcess.reason(code))")
            }
        }
    }

    deinit {
        close(descriptor)
    }

    /// Everything written so far.
    func bytes() -> [UInt8] {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return [] }
        var result = [UInt8](repeating: 0, count: Int(status.st_size))
        var filled = 0
        while filled < result.count {
            let count = result.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress! + filled, $0.count - filled, off_t(filled))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        return Array(result[..<filled])
    }

    /// Everything written so far, as text (invalid UTF-8 replaced), without trailing newlines.
    func text() -> String {
        var text = String(decoding: bytes(), as: UTF8.self)
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
