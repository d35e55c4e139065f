import Components
import Geometry
import TextRasterizer

/// Where an accessible element's characters are drawn, for AT-SPI's Text extents (a
/// magnifier follows the caret by them; a screen reader's mouse review reads the word
/// under the pointer): from the layout the last paint made of the text node showing the
/// element's text (a text itself, or the paragraph inside a field). An element whose
/// text is not laid out in one piece as its own (a multi-line field's rows, a field
/// showing its placeholder or a secure field's dots, a text read by another label, a
/// text not painted yet) has none: a caller falls back to the element's frame.
extension ComponentHost {
    /// The box around the characters `range` (UTF-8 offsets into `text`, the element's
    /// text as assistive technologies read it) of element `id`, in points in the window:
    /// the caret's line box for an empty range. Nil when the element shows no such text.
    public func accessibilityTextFrame(of id: AccessibilityID, text: String, utf8 range: Range<Int>) -> Rect? {
        guard let (layout, origin) = paintedText(of: id, text: text) else { return nil }
        // The layout counts in UTF-16 units.
        let lower = Self.utf16Offset(ofUTF8: range.lowerBound, in: text)
        let upper = Self.utf16Offset(ofUTF8: range.upperBound, in: text)
        var box: Rect
        if lower == upper {
            let caret = layout.caret(at: lower)
            box = Rect(x: caret.x, y: caret.top, width: 0, height: caret.height)
        } else {
            let rects = layout.selectionRects(for: lower..<upper)
            guard var union = rects.first else { return nil }
            for rect in rects.dropFirst() { union = union.union(rect) }
            box = union
        }
        box = Rect(x: box.minX / scale, y: box.minY / scale, width: box.width / scale, height: box.height / scale)
        return box.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The UTF-8 offset into `text` of the character nearest to `point` (points in the
    /// window) in element `id`'s drawn text; nil when it shows no such text.
    public func accessibilityTextOffset(of id: AccessibilityID, text: String, at point: Point) -> Int? {
        guard let (layout, origin) = paintedText(of: id, text: text) else { return nil }
        let utf16 = layout.offset(at: Point(x: (point.x - origin.x) * scale, y: (point.y - origin.y) * scale))
        let index = String.Index(utf16Offset: min(max(0, utf16), text.utf16.count), in: text)
        return text.utf8.distance(from: text.startIndex, to: index)
    }

    /// The UTF-16 offset of UTF-8 offset `utf8` in `text` (clamped to it).
    private static func utf16Offset(ofUTF8 utf8: Int, in text: String) -> Int {
        let index = text.utf8.index(text.startIndex, offsetBy: min(max(0, utf8), text.utf8.count))
        return index.utf16Offset(in: text)
    }

    /// The layout of the text node showing `text` for element `id` (the element's own
    /// node, or the first inside it), and where its content box starts in the window
    /// (points, in the element frames' coordinates).
    private func paintedText(of id: AccessibilityID, text: String) -> (TextLayout, Point)? {
        guard let tracker = accessibilityTracker, let element = tracker.tree[id], let node = tracker.nodes[id],
              let shown = Self.textNode(showing: text, in: node), let content = shown.text,
              let layout = nodePainter.texts.paintedLayout(of: shown, text: content.text) else { return nil }
        // The element's frame is the tree's; the text node is placed from it as the nodes are.
        let nodeFrame = node.absoluteFrame, shownFrame = shown.absoluteFrame
        let insets = shown.box?.contentInsets ?? .zero
        return (layout, Point(x: element.frame.minX + shownFrame.minX - nodeFrame.minX + insets.left,
                              y: element.frame.minY + shownFrame.minY - nodeFrame.minY + insets.top))
    }

    /// `node`, or the first node inside it, whose text is `text`.
    private static func textNode(showing text: String, in node: Node) -> Node? {
        if let content = node.text, content.text.string == text { return node }
        for child in node.children where !child.isLeaving {
            if let found = textNode(showing: text, in: child) { return found }
        }
        return nil
    }
}
