import Components
import Geometry
import Graphics
import TextRasterizer

/// The text layouts a `NodePainter` drew, one per node, so that repainting a node whose
/// text, style and width did not change neither shapes nor breaks lines again.
///
/// Layouts are made at device pixels: every font size, letter spacing and fixed line
/// height multiplied by the scale, at the width times the scale, so glyphs are
/// rasterized at their device size and text is crisp at any scale. An entry is keyed by
/// its node's identity and checked against what it was made from (the node's own text,
/// or a button's title and the look's title color); the check is cheap when nothing
/// changed, since the node and the entry share the same string and run storage.
/// Entries whose node is gone or no longer shows text are dropped when the cache has
/// doubled since the last sweep.
@MainActor
final class TextLayoutCache {
    final class Entry {
        weak var node: Node?
        let source: AttributedText
        let color: Color?
        let style: ParagraphStyle
        let width: Double
        /// What to draw: `source` scaled to device pixels, in `color` when there is one.
        let text: AttributedText
        let layout: TextLayout

        init(node: Node, source: AttributedText, color: Color?, style: ParagraphStyle, width: Double, text: AttributedText,
             layout: TextLayout) {
            self.node = node
            self.source = source
            self.color = color
            self.style = style
            self.width = width
            self.text = text
            self.layout = layout
        }
    }

    let system: TextSystem
    let scale: Double
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepAt = 256
    /// Layouts made (cache misses), for tests.
    private(set) var layoutsMade = 0

    init(system: TextSystem, scale: Double) {
        self.system = system
        self.scale = scale
    }

    var count: Int { entries.count }

    /// The layout a paint made of `text` for `node` (device pixels); nil when none has
    /// drawn that text there yet (the node's text changed since the last paint).
    func paintedLayout(of node: Node, text: AttributedText) -> TextLayout? {
        guard let entry = entries[ObjectIdentifier(node)], entry.node === node, entry.source == text else { return nil }
        return entry.layout
    }

    /// The layout of `text` (in `color` when given) with `style` at `width` device
    /// pixels, for `node`: the cached one when nothing changed.
    func entry(for node: Node, text: AttributedText, color: Color?, style: ParagraphStyle, width: Double) -> Entry {
        let id = ObjectIdentifier(node)
        if let entry = entries[id], entry.node === node, entry.width == width, entry.color == color,
           entry.source == text, entry.style == style {
            return entry
        }
        layoutsMade += 1
        let scaledText = Self.scaled(text, by: scale, color: color)
        let scaledStyle = Self.scaled(style, by: scale)
        let entry = Entry(node: node, source: text, color: color, style: style, width: width, text: scaledText,
                          layout: layout(scaledText, style: scaledStyle, width: width))
        entries[id] = entry
        if entries.count > sweepAt { sweep() }
        return entry
    }

    /// The layout at `width`, unless a device pixel more gives fewer lines: layout
    /// measured the text at its unrounded width, and snapping the frame's edges to
    /// pixels can take up to a pixel off it, which must not wrap a line that fitted.
    private func layout(_ text: AttributedText, style: ParagraphStyle, width: Double) -> TextLayout {
        let layout = system.layout(text, style: style, width: width)
        guard layout.lines.count > 1 || layout.isTruncated else { return layout }
        let looser = system.layout(text, style: style, width: width + 1)
        if looser.lines.count < layout.lines.count || (layout.isTruncated && !looser.isTruncated) { return looser }
        return layout
    }

    /// Drops entries whose node is gone or shows no text any more.
    private func sweep() {
        entries = entries.filter { _, entry in
            guard let node = entry.node else { return false }
            return node.text != nil || node.button != nil
        }
        sweepAt = max(256, 2 * entries.count)
    }

    /// `text` with sizes and letter spacing times `factor`, recolored to `color` when given.
    static func scaled(_ text: AttributedText, by factor: Double, color: Color?) -> AttributedText {
        if factor == 1 && color == nil { return text }
        func adjusted(_ attributes: TextAttributes) -> TextAttributes {
            var attributes = attributes
            attributes.size *= factor
            attributes.letterSpacing *= factor
            if let color { attributes.color = color }
            return attributes
        }
        var result = AttributedText("", attributes: adjusted(text.firstAttributes))
        let string = text.string
        for run in text.runs where !run.utf16Range.isEmpty {
            let start = String.Index(utf16Offset: run.utf16Range.lowerBound, in: string)
            let end = String.Index(utf16Offset: run.utf16Range.upperBound, in: string)
            result.append(String(string[start..<end]), attributes: adjusted(run.attributes))
        }
        return result
    }

    /// `style` with a fixed line height times `factor` (multiples and normal line
    /// heights follow the font size already).
    static func scaled(_ style: ParagraphStyle, by factor: Double) -> ParagraphStyle {
        guard factor != 1, case .fixed(let height) = style.lineHeight else { return style }
        var style = style
        style.lineHeight = .fixed(height * factor)
        return style
    }
}
