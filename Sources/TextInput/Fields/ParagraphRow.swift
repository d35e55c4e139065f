import Components

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
