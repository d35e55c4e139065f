import LibC
import LayoutJSON

/// The input file (or standard input), read in large chunks with `read(2)` and handed
/// out line by line as each line completes: a megabyte-sized line costs a few reads,
/// and a slow producer's lines are answered as they arrive.
struct InputStream {
    private static let chunkSize = 1 << 20

    private let descriptor: Int32
    private let name: String

    /// Opens `path`, or standard input when it is nil or `-`.
    init(path: String?) throws(IOError) {
        guard let path, path != "-" else {
            descriptor = STDIN_FILENO
            name = "standard input"
            return
        }
        descriptor = open(path, O_RDONLY)
        name = path
        guard descriptor >= 0 else { throw IOError.system("cannot open \(path)") }
    }

    /// Calls `body` with each line (without its line break) until the input ends.
    func forEachLine(_ body: (ArraySlice<UInt8>) throws(IOError) -> Void) throws(IOError) {
        var splitter = JSONLinesSplitter()
        var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw IOError.system("cannot read \(name)")
            }
            if count == 0 { break }
            splitter.append(chunk[..<count])
            while let line = splitter.nextLine() { try body(line) }
        }
        if let last = splitter.finish() { try body(last) }
    }
}
