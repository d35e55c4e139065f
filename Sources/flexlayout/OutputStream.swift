import LibC

/// Standard output written with `write(2)`, one whole line per call, so each result is
/// visible as soon as it is done (a long run shows progress, a crash loses no line
/// already finished) without the C library's buffering.
struct OutputStream {
    static let standardOutput = OutputStream(descriptor: STDOUT_FILENO)

    private let descriptor: Int32

    /// Writes `text` and a line break.
    func writeLine(_ text: String) throws(IOError) {
        var line = text + "\n"
        let failed = line.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return true
                }
                offset += written
            }
            return false
        }
        if failed { throw IOError.system("cannot write the output") }
    }
}
