import Components
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
    let contents: Lock<Contents>

    struct Contents: @unchecked Sendable {
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
    func schedulePublishIfNeeded() {
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
}
