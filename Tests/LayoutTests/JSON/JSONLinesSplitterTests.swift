import Testing
import LayoutJSON

/// The lines of `input` fed in chunks of `chunk` bytes.
private func lines(_ input: String, chunk: Int = 1 << 20) -> [String] {
    var splitter = JSONLinesSplitter()
    var out: [String] = []
    let bytes = Array(input.utf8)
    var start = 0
    repeat {
        let end = min(start + chunk, bytes.count)
        splitter.append(bytes[start..<end])
        while let line = splitter.nextLine() { out.append(String(decoding: line, as: UTF8.self)) }
        start = end
    } while start < bytes.count
    if let last = splitter.finish() { out.append(String(decoding: last, as: UTF8.self)) }
    return out
}

@Suite struct JSONLinesSplitterTests {
    @Test func theLastLineBreakEndsALineAndStartsNone() {
        #expect(lines("a\nb\n") == ["a", "b"])
        #expect(lines("a\nb") == ["a", "b"])
        #expect(lines("") == [])
        #expect(lines("\n") == [""])
    }

    @Test func emptyLinesInsideAreLines() {
        #expect(lines("a\n\nb\n\n") == ["a", "", "b", ""])
    }

    @Test func oneCarriageReturnBeforeTheBreakIsDropped() {
        #expect(lines("a\r\nb\r\n") == ["a", "b"])
        #expect(lines("a\r\r\nb\r") == ["a\r", "b"])
        #expect(lines("a\rb\n") == ["a\rb"])
    }

    @Test func chunkBoundariesDoNotMatter() {
        let input = "{\"root\": {}}\r\n\n{\"available\": {\"width\": 5}}\nlast"
        let whole = lines(input)
        #expect(whole == ["{\"root\": {}}", "", "{\"available\": {\"width\": 5}}", "last"])
        for chunk in 1...7 {
            #expect(lines(input, chunk: chunk) == whole, "chunk \(chunk)")
        }
    }

    @Test func bytesAreNotDecoded() {
        var splitter = JSONLinesSplitter()
        splitter.append([0xFF, 0x0A, 0xC3])
        #expect(splitter.nextLine().map(Array.init) == [0xFF])
        #expect(splitter.nextLine() == nil)
        #expect(splitter.finish().map(Array.init) == [0xC3])
        #expect(splitter.finish() == nil)
    }
}
