import Components
import LibC
import TextRasterizer

// A document's contents following its text: paragraphs found again between the common
// ends, estimates, the table, and each row's component.
extension FieldDocument.Contents {
    /// Follows the text to `new` from `text`: the paragraphs between their common start
    /// and end are found again (and measured, when a width is known and they are few),
    /// the rows after them move.
    mutating func follow(_ new: String, look: FieldLook, document: FieldDocument) {
        // The rows that showed marks, found before the paragraphs move.
        touch(marked)
        var old = text, new = new
        let (prefix, suffix) = old.withUTF8 { a in new.withUTF8 { b in commonEnds(a, b) } }
        let oldCount = old.utf8.count, delta = new.utf8.count - oldCount
        let first = FieldLook.paragraph(of: prefix, in: paragraphs)
        let last = FieldLook.paragraph(of: oldCount - suffix, in: paragraphs)
        let start = paragraphs[first].lowerBound, end = paragraphs[last].upperBound + delta
        let found = FieldDocument.paragraphRanges(in: new, from: start, to: end)
        // The first row stays (its root and cell are reused, rebuilt); the others are new.
        var replacing: [ParagraphRow] = []
        replacing.reserveCapacity(found.count)
        for index in found.indices {
            let row = index == 0 ? rows[first] : ParagraphRow(index: first + index)
            row.document = document
            row.generation &+= 1
            replacing.append(row)
        }
        // An edit of a few paragraphs measures them now, so the table is exact at once.
        var measured = false
        var heights = found.map { estimatedHeight(of: $0) }
        if let width, found.count <= 64 {
            for (index, range) in found.enumerated() {
                let display = look.display(of: range, in: new)
                heights[index] = environment.textSystem.measure(display.attributed(look.attributes), style: ParagraphStyle(),
                                                                width: width).size.height.snappedToPixels(scale: environment.scale)
            }
            measured = true
        }
        let keepsTable = found.count == 1 && first == last && heights[0] == self.heights[first]
        paragraphs.replaceSubrange(first...last, with: found)
        rows.replaceSubrange(first...last, with: replacing)
        self.heights.replaceSubrange(first...last, with: heights)
        isMeasured.replaceSubrange(first...last, with: repeatElement(measured, count: found.count))
        if !measured { needsMeasuring = true }
        let after = first + found.count
        if delta != 0 {
            for index in after..<paragraphs.count {
                paragraphs[index] = paragraphs[index].lowerBound + delta..<paragraphs[index].upperBound + delta
            }
        }
        if found.count != last - first + 1 {
            for index in after..<rows.count { rows[index].index = index }
        }
        if !keepsTable { table = nil }
        text = new
        show(look)
    }

    /// Shows `look`: the rows whose marks change (or all, for new attributes) are built again.
    mutating func show(_ look: FieldLook) {
        if self.look?.attributes != look.attributes {
            for row in rows { row.generation &+= 1 }
            if !knowsLineHeight {
                // A line of the text's font, until a paragraph is measured: the estimate
                // of every row not measured.
                lineHeight = environment.textSystem.measure(AttributedText("X", attributes: look.attributes), width: nil)
                    .size.height.snappedToPixels(scale: environment.scale)
                for index in rows.indices where !isMeasured[index] { heights[index] = estimatedHeight(of: paragraphs[index]) }
                table = nil
            }
        }
        touch(marked)
        self.look = look
        marked = look.markedParagraphs(in: paragraphs)
        touch(marked)
    }

    /// Marks rows `range` (clamped) to be built again.
    func touch(_ range: ClosedRange<Int>) {
        let upper = min(range.upperBound, rows.count - 1)
        guard range.lowerBound <= upper else { return }
        for index in range.lowerBound...upper { rows[index].generation &+= 1 }
    }

    /// A paragraph's height before it is measured: its lines at the width (its bytes
    /// times the width per byte seen so far), one line before a width is known.
    func estimatedHeight(of range: Range<Int>) -> Double {
        guard let width, width > 0 else { return lineHeight }
        let lines = max(1, (Double(range.count) * advancePerByte / width).rounded(.up))
        return lines * lineHeight
    }

    /// Learns from a measured paragraph: a line's height (the lowest a paragraph with
    /// text has), and from a paragraph of several lines, the width its bytes take.
    mutating func learn(height: Double, of range: Range<Int>, width: Double) {
        guard range.count > 0, height > 0 else { return }
        lineHeight = knowsLineHeight ? min(lineHeight, height) : height
        knowsLineHeight = true
        let lines = (height / lineHeight).rounded()
        if lines > 1 {
            // Its last line is half full, on average.
            advancePerByte = 0.7 * advancePerByte + 0.3 * (lines - 0.5) * width / Double(range.count)
        }
    }

    /// The table of the rows at their heights.
    func makeTable(observer: FieldDocument) -> ListRowTable {
        var listRows: [ListRow] = []
        listRows.reserveCapacity(rows.count)
        let key = ObjectIdentifier(FieldParagraph.self)
        for index in rows.indices {
            listRows.append(ListRow(source: rows[index], height: heights[index], reuseKey: key))
        }
        return ListRowTable(rows: listRows, viewportObserver: observer)
    }

    /// Row `index`'s component: its paragraph as shown with the look's marks.
    func component(ofRow index: Int) -> FieldParagraph? {
        guard let look, index < paragraphs.count else { return nil }
        let range = paragraphs[index]
        let display = look.display(of: range, in: text)
        return FieldParagraph(text: display.attributed(look.attributes), style: ParagraphStyle(),
                              marks: look.marks(of: range, display))
    }
}

/// The lengths of the common start and end of `a` and `b` (not overlapping), compared a
/// block at a time with `memcmp`: a keystroke in a 1 MB text compares it in microseconds.
func commonEnds(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> (prefix: Int, suffix: Int) {
    let shorter = min(a.count, b.count)
    guard let pa = a.baseAddress, let pb = b.baseAddress else { return (0, 0) }
    let block = 256
    var prefix = 0
    while prefix + block <= shorter, memcmp(pa + prefix, pb + prefix, block) == 0 { prefix += block }
    while prefix < shorter, pa[prefix] == pb[prefix] { prefix += 1 }
    var suffix = 0
    let room = shorter - prefix
    while suffix + block <= room {
        let endA = pa + (a.count - suffix - block), endB = pb + (b.count - suffix - block)
        guard memcmp(endA, endB, block) == 0 else { break }
        suffix += block
    }
    while suffix < room, pa[a.count - suffix - 1] == pb[b.count - suffix - 1] { suffix += 1 }
    return (prefix, suffix)
}
