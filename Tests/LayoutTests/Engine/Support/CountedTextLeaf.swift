import Layout

/// A measured leaf standing for a text that can change: its measure function breaks
/// `words` words of 10 × 20 points (`WordsMeasure`) and counts its calls.
final class CountedTextLeaf {
    let node: LayoutNode
    let calls = CallCounter()
    private let content: Content

    /// The number of words; after changing it, call `node.markDirty()`, as an app does
    /// when a text changes.
    var words: Int {
        get { content.words }
        set { content.words = newValue }
    }

    init(words: Int, style: LayoutStyle = LayoutStyle()) {
        let content = Content(words: words)
        self.content = content
        node = LayoutNode(style: style)
        node.measure = calls.counting { WordsMeasure(count: content.words)($0) }
    }

    private final class Content {
        var words: Int
        init(words: Int) { self.words = words }
    }
}
