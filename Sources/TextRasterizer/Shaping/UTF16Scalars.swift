/// Calls `body` with each code point of UTF-16 `units`, its offset and its length in
/// code units (1 or 2). Decodes in place: building a `String` only to walk it costs more
/// than the layout that needs the code points. A lone surrogate comes through as its own
/// value, one unit long (callers decide what it means).
@inline(__always)
func forEachCodePoint(in units: [UInt16], _ body: (_ value: UInt32, _ offset: Int, _ width: Int) -> Void) {
    var offset = 0
    while offset < units.count {
        let unit = units[offset]
        if UTF16.isLeadSurrogate(unit), offset + 1 < units.count, UTF16.isTrailSurrogate(units[offset + 1]) {
            body(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[offset + 1]) - 0xDC00), offset, 2)
            offset += 2
        } else {
            body(UInt32(unit), offset, 1)
            offset += 1
        }
    }
}
