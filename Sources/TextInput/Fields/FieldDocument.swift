import Components
import Dispatch
import LibC
import Geometry
import Locking
import TextRasterizer

/// A multi-line field's text as the rows of a virtualized list (`ListRows`): one row per
/// paragraph (a line of the text), each with its height, and a root built only while
/// the row is shown. A 1 MB document of 20,000 paragraphs opens without measuring
/// them all, and a keystroke touches one row, never the document.
///
/// - **Paragraphs follow the text by difference**: each text a body shows is compared
///   with the last one (their common start and end, by `memcmp`), and only the
///   paragraphs between are found again; the rows after keep their objects (their roots,
///   their cells) and move. Any change is followed the same way: typing, undo, a paste,
///   an owner's new text.
/// - **Heights are exact where they are seen**: a row's height is its root's laid-out
///   height once built; the rows not built yet are measured off the main actor, across
///   cores, once the field's width is known (mounting tells it, `tree(width:)`), and
///   estimated until then from their length and the lines measured so far. Each new set
///   of heights is published to the field's controller, which keeps the first visible
///   row where it was (CSS scroll anchoring). CodeMirror 6 estimates the heights of
///   lines it has not measured in the same way; Slint's TextEdit lays the whole text
///   out at each change (slint#2306).
///
/// Shared by the field's state (a reference: every state of one field holds the same
/// document) and read by builds on any thread: everything it holds is under `contents`'
/// lock. Row roots live on the main actor, as all roots do.
final class FieldDocument: Sendable {
    private let contents: Lock<Contents>

    fileprivate struct Contents: @unchecked Sendable {
        /// The text the paragraphs are of.
        var text = ""
        var paragraphs: [Range<Int>] = [0..<0]
        var rows: [ParagraphRow] = []
        var heights: [Double] = []
        /// Whether each row's height is measured at `width` (else estimated).
        var isMeasured: [Bool] = []
        var look: FieldLook?
        /// The rows showing a mark under `look`.
        var marked: ClosedRange<Int> = 0...0
        /// The width rows are laid out at: the list's, once mounting told it.
        var width: Double?
        var environment = LayoutEnvironment()
        /// The table of `rows` and `heights`; nil when it must be made again.
        var table: ListRowTable?
        /// The table the controller shows (what a new one is anchored against).
        var shownTable: ListRowTable?
        /// Points of width per byte of text, from the paragraphs measured so far (for
        /// estimates); a single line's height.
        var advancePerByte = 8.0
        var lineHeight: Double
        var knowsLineHeight = false
        /// Counts width changes: a background pass for an older width is dropped.
        var widthGeneration = 0
        var isPublishScheduled = false
        var isMeasuringScheduled = false
        /// The rows with a root, and the area of the rows the list showed last.
        var built: [ParagraphRow] = []
        var shownArea: Range<Double>?
        /// Set when the document goes: a measuring pass under way stops.
        var isClosed = false
        /// Whether a row may not be measured at `width` (cleared by a pass that found none).
        var needsMeasuring = false
        /// Tells the field's controller that a new table waits (set by the controller).
        var publish: (@MainActor () -> Void)?
    }

    /// A document of `text`, whose single line is about `lineHeight` points tall (an
    /// estimate until a line is measured).
    init(text: String, lineHeight: Double) {
        contents = Lock(Contents(lineHeight: lineHeight))
        contents.withLock { contents in
            contents.text = text
            contents.paragraphs = Self.paragraphRanges(in: text, from: 0, to: text.utf8.count)
            contents.rows = (0..<contents.paragraphs.count).map { ParagraphRow(index: $0) }
            for row in contents.rows { row.document = self }
            contents.heights = contents.paragraphs.map { contents.estimatedHeight(of: $0) }
            contents.isMeasured = Array(repeating: false, count: contents.paragraphs.count)
        }
    }

    /// The controller's part: the environment rows are laid out in, and what to call
    /// when a new table is ready.
    @MainActor
    func attach(environment: LayoutEnvironment?, publish: @escaping @MainActor () -> Void) {
        contents.withLock { contents in
            if let environment { contents.environment = environment }
            contents.publish = publish
        }
    }

    // MARK: following the text

    /// The rows of `text` shown with `look`, and its paragraphs: the document follows
    /// the text from the last one it saw (see the type's comment).
    func rows(of text: String, look: FieldLook) -> (table: ListRowTable, paragraphs: [Range<Int>]) {
        contents.withLock { contents in
            if contents.text != text {
                contents.follow(text, look: look, document: self)
            } else if contents.look != look {
                contents.show(look)
            }
            let table = contents.table ?? contents.makeTable(observer: self)
            contents.table = table
            contents.shownTable = table
            return (table, contents.paragraphs)
        }
    }

    /// The paragraphs of the text last followed.
    var paragraphs: [Range<Int>] { contents.withLock { $0.paragraphs } }

    /// The UTF-8 ranges of the paragraphs (between line feeds) of `text`'s bytes
    /// `start..<end`, `start` being a paragraph's start and `end` a paragraph's end.
    static func paragraphRanges(in text: String, from start: Int, to end: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var text = text
        text.withUTF8 { bytes in
            var lower = start
            for offset in start..<end where bytes[offset] == 0x0A {
                ranges.append(lower..<offset)
                lower = offset + 1
            }
            ranges.append(lower..<end)
        }
        return ranges
    }

    // MARK: rows (main actor)

    /// Row `row`'s tree at `width` (the list's): built, or built again when its text or
    /// marks changed. A height other than the table's is kept and published after this
    /// mounting pass; a new width starts measuring every row at it.
    @MainActor
    func tree(of row: ParagraphRow, width: Double) -> ListRowTree? {
        let (component, generation, environment) = contents.withLock { contents in
            if contents.width != width, width > 0 {
                contents.width = width
                contents.widthGeneration &+= 1
                for index in contents.isMeasured.indices { contents.isMeasured[index] = false }
                contents.needsMeasuring = true
            }
            // Scrolling asks for the same rows again and again: nothing to make for them.
            let isCurrent = row.root != nil && row.builtGeneration == row.generation
            return (isCurrent ? nil : contents.component(ofRow: row.index), row.generation, contents.environment)
        }
        if let component {
            if let root = row.root {
                root.update(component, sizeRange: .width(width))
            } else {
                row.root = ComponentRoot(component, sizeRange: .width(width), environment: environment)
                contents.withLock { $0.built.append(row) }
            }
            row.builtGeneration = generation
            row.builtWidth = width
        } else if row.builtWidth != width, let root = row.root {
            root.update(sizeRange: .width(width))
            row.builtWidth = width
        }
        guard let root = row.root, let layout = root.layout.root else { return nil }
        let height = layout.frame.height
        contents.withLock { contents in
            let index = row.index
            guard index < contents.rows.count, contents.rows[index] === row, contents.width == width else { return }
            if contents.heights[index] != height {
                contents.heights[index] = height
                contents.table = nil
            }
            if !contents.isMeasured[index] {
                contents.learn(height: height, of: contents.paragraphs[index], width: width)
                contents.isMeasured[index] = true
            }
        }
        schedulePublishIfNeeded()
        scheduleMeasuring()
        return ListRowTree(root: root, layout: layout)
    }

    /// Publishes a new table after this turn of the main actor, if one waits.
    @MainActor
    private func schedulePublishIfNeeded() {
        let schedules = contents.withLock { contents in
            guard contents.table !== contents.shownTable || contents.table == nil, !contents.isPublishScheduled else {
                return false
            }
            contents.isPublishScheduled = true
            return true
        }
        guard schedules else { return }
        Task { @MainActor [weak self] in self?.publishNow() }
    }

    /// Tells the controller that a new table waits (it takes it with `takeTable`).
    @MainActor
    func publishNow() {
        let publish = contents.withLock { contents -> (@MainActor () -> Void)? in
            guard contents.isPublishScheduled else { return nil }
            contents.isPublishScheduled = false
            return contents.publish
        }
        publish?()
    }

    /// The table to show now, and the offset that keeps the row at `offset` (list
    /// coordinates) where it was in the table shown before (CSS scroll anchoring).
    func takeTable(anchoring offset: Double) -> (table: ListRowTable, offset: Double) {
        contents.withLock { contents in
            let table = contents.table ?? contents.makeTable(observer: self)
            contents.table = table
            var anchored = offset
            if let shown = contents.shownTable, shown !== table, offset > 0 {
                let first = shown.firstRow(endingBelow: offset)
                if first < shown.rows.count, let row = shown.rows[first].source as? ParagraphRow,
                   row.index < table.rows.count, table.rows[row.index].source === row {
                    anchored = offset + table.rows[row.index].top - shown.rows[first].top
                }
            }
            contents.shownTable = table
            return (table, anchored)
        }
    }

    /// Whether a table waits to be published.
    var hasUnpublishedTable: Bool { contents.withLock { $0.isPublishScheduled } }

    // MARK: measuring in the background

    /// Measures, off the main actor, every row not measured at the current width, then
    /// publishes their heights. One pass at a time; a width change during it starts
    /// another.
    @MainActor
    private func scheduleMeasuring() {
        let pass = contents.withLock { contents -> (generation: Int, width: Double)? in
            guard contents.needsMeasuring, !contents.isMeasuringScheduled, let width = contents.width else { return nil }
            contents.isMeasuringScheduled = true
            return (contents.widthGeneration, width)
        }
        guard let pass else { return }
        // The pass holds the contents, not the document: a document that goes away
        // (its field left the screen) ends it at the next chunk.
        let contents = contents
        DispatchQueue.global(qos: .userInitiated).async { [weak self] in
            Self.measureRows(contents, generation: pass.generation, width: pass.width)
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.finishMeasuring() }
            }
        }
    }

    /// After a measuring pass: the heights are published, and another pass starts if
    /// rows were left unmeasured (a width change or an edit during it).
    @MainActor
    private func finishMeasuring() {
        let again = contents.withLock { contents in
            contents.isMeasuringScheduled = false
            contents.needsMeasuring = contents.isMeasured.contains(false)
            return contents.needsMeasuring
        }
        schedulePublishIfNeeded()
        if again { scheduleMeasuring() }
    }

    deinit {
        // A measuring pass under way stops at its next chunk. The rows (and the roots of
        // those shown) are let go of here, not by the pass that may hold the contents
        // longer, on another thread.
        let rows = contents.withLock { contents in
            contents.isClosed = true
            defer { (contents.rows, contents.built) = ([], []) }
            return (contents.rows, contents.built)
        }
        _ = rows
    }

    /// Measures the rows not measured, in chunks across cores, each chunk's texts taken
    /// under the lock and measured outside it; a chunk whose rows changed meanwhile keeps
    /// what it found only for the rows still the same. Rows are known by identity here,
    /// not held: a row (and its root) is released on the main actor, never by this pass.
    private static func measureRows(_ contents: Lock<Contents>, generation: Int, width: Double) {
        let chunk = 512
        let (count, environment) = contents.withLock { ($0.rows.count, $0.environment) }
        let chunks = (count + chunk - 1) / chunk
        DispatchQueue.concurrentPerform(iterations: chunks) { part in
            let work = contents.withLock { contents -> [(index: Int, row: ObjectIdentifier, text: AttributedText)] in
                guard !contents.isClosed, contents.widthGeneration == generation, let look = contents.look else { return [] }
                let end = min(contents.rows.count, (part + 1) * chunk)
                guard part * chunk < end else { return [] }
                var work: [(index: Int, row: ObjectIdentifier, text: AttributedText)] = []
                for index in part * chunk..<end where !contents.isMeasured[index] {
                    let display = look.display(of: contents.paragraphs[index], in: contents.text)
                    work.append((index, ObjectIdentifier(contents.rows[index]), display.attributed(look.attributes)))
                }
                return work
            }
            guard !work.isEmpty else { return }
            let heights = work.map { item in
                environment.textSystem.measure(item.text, style: ParagraphStyle(), width: width).size.height
                    .snappedToPixels(scale: environment.scale)
            }
            contents.withLock { contents in
                guard contents.widthGeneration == generation else { return }
                for (item, height) in zip(work, heights) {
                    // A row that moved or went (an edit meanwhile) is measured by the next pass.
                    let index = item.index
                    guard index < contents.rows.count, ObjectIdentifier(contents.rows[index]) == item.row,
                          !contents.isMeasured[index] else { continue }
                    if contents.heights[index] != height {
                        contents.heights[index] = height
                        contents.table = nil
                    }
                    contents.isMeasured[index] = true
                }
            }
        }
    }
}

// MARK: for tests and tools

extension FieldDocument {
    /// How many rows have a root now.
    @MainActor
    var builtRowCount: Int { contents.withLock { $0.rows } .reduce(0) { $0 + ($1.root == nil ? 0 : 1) } }

    /// Whether every row knows its place.
    var rowIndicesAreTheirPlaces: Bool {
        contents.withLock { contents in contents.rows.indices.allSatisfy { contents.rows[$0].index == $0 } }
    }

    /// Whether a row is not measured at the width yet, or a pass is under way.
    var needsMeasuringNow: Bool { contents.withLock { $0.needsMeasuring || $0.isMeasuringScheduled } }

    /// The rows' heights as the document has them.
    var tableHeights: [Double] { contents.withLock { $0.heights } }

    /// The paragraph whose row is at `y` in the rows shown.
    func paragraph(atContentY y: Double) -> Int {
        contents.withLock { $0.shownTable.map { min($0.firstRow(endingBelow: y), $0.rows.count - 1) } ?? 0 }
    }

    /// Where paragraph `index`'s row starts in the rows shown.
    func top(ofParagraph index: Int) -> Double {
        contents.withLock { $0.shownTable?.rows[index].top ?? 0 }
    }
}

extension FieldDocument: ListViewportObserver, ListPendingChanges {
    /// Lets go of the roots of rows far from what the list shows (more than `keptMargin`
    /// beyond it), so scrolling through a long text keeps a screenful or two of roots.
    @MainActor
    func list(_ list: AnyObject, shows area: Range<Double>?, width: Double, of table: ListRowTable) {
        let margin = Self.keptMargin
        let released = contents.withLock { contents -> [ParagraphRow] in
            guard contents.shownArea != area else { return [] }
            contents.shownArea = area
            var released: [ParagraphRow] = []
            contents.built.removeAll { row in
                let index = row.index
                let isFar: Bool
                if let area, index < table.rows.count, table.rows[index].source === row {
                    let rowTop = table.rows[index].top
                    isFar = rowTop + table.rows[index].height < area.lowerBound - margin || rowTop > area.upperBound + margin
                } else {
                    // Hidden, or not a row of the table shown.
                    isFar = area == nil || index >= contents.rows.count || contents.rows[index] !== row
                }
                if isFar { released.append(row) }
                return isFar
            }
            return released
        }
        for row in released {
            row.root = nil
            row.builtGeneration = -1
        }
    }

    /// How far beyond what a list shows (its overscan included) rows keep their roots.
    static let keptMargin = 256.0

    /// A table waits for the controller: a host's `finishPendingWork()` shows it now.
    @MainActor
    var hasPendingChanges: Bool { hasUnpublishedTable }

    @MainActor
    func applyPendingChangesNow() { publishNow() }
}

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

/// One paragraph's row: where mounting gets the paragraph's tree, built when the row is
/// shown (its root, a `FieldParagraph`) and built again when its text or marks change.
@MainActor
final class ParagraphRow: ListRowSource {
    /// The row's place in the document's rows, and a count of changes to what it shows:
    /// both written and read under the document's lock.
    nonisolated(unsafe) var index: Int
    nonisolated(unsafe) var generation = 0
    nonisolated(unsafe) weak var document: FieldDocument?
    /// The root showing the paragraph, the generation and width it was built at.
    var root: ComponentRoot?
    var builtGeneration = -1
    var builtWidth = 0.0

    nonisolated init(index: Int) {
        self.index = index
    }

    var builtTree: ListRowTree? {
        guard let root, let layout = root.layout.root else { return nil }
        return ListRowTree(root: root, layout: layout)
    }

    func tree(width: Double) -> ListRowTree? {
        document?.tree(of: self, width: width)
    }
}
