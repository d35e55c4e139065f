/// Cuts a byte stream into the lines of layout JSON input, as the reference reads them:
/// a line ends at `\n` and one `\r` before it is dropped; the line break that ends the
/// input does not start another line, but an empty line anywhere else is a line (which
/// is not valid JSON, so it is reported). Bytes are not decoded here: invalid UTF-8 is
/// the JSON reader's to report, for that line alone.
///
/// Feed it chunks as they are read and take the complete lines after each one, so a
/// line is laid out as soon as it has arrived.
public struct JSONLinesSplitter {
    private var buffer: [UInt8] = []
    /// Where the next line starts.
    private var lineStart = 0
    /// Where the search for its `\n` goes on (everything before was searched).
    private var searchFrom = 0

    public init() {}

    /// Adds the next bytes of input.
    public mutating func append(_ bytes: some Collection<UInt8>) {
        if lineStart > 0 {  // drop the lines already handed out
            buffer.removeSubrange(0..<lineStart)
            searchFrom -= lineStart
            lineStart = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete line, or nil until more input arrives.
    public mutating func nextLine() -> ArraySlice<UInt8>? {
        guard let newline = buffer[searchFrom...].firstIndex(of: UInt8(ascii: "\n")) else {
            searchFrom = buffer.count
            return nil
        }
        let line = buffer[lineStart..<newline]
        lineStart = newline + 1
        searchFrom = lineStart
        return Self.droppingCarriageReturn(line)
    }

    /// At the end of the input: the last line when no line break ends it, else nil.
    public mutating func finish() -> ArraySlice<UInt8>? {
        guard lineStart < buffer.count else { return nil }
        let line = buffer[lineStart...]
        lineStart = buffer.count
        searchFrom = lineStart
        return Self.droppingCarriageReturn(line)
    }

    private static func droppingCarriageReturn(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.last == UInt8(ascii: "\r") ? line.dropLast() : line
    }
}
