import Components
import Geometry

extension ComponentHost {
    /// Reports, once per list, a vertical list laid out as tall as all its rows while what
    /// shows it (the host, clipping ancestors) shows less: it cannot scroll, and its last
    /// rows can never be seen. The usual cause is CSS's: a flex item's `min-height: auto`
    /// keeps a column around the list at least as tall as the list's content.
    func reportListsThatCannotScroll() {
        for list in mounter.lists {
            guard let viewport = list.parent, let scroll = viewport.scroll, scroll.axes.contains(.vertical),
                  case .list(let content)? = list.element?.kind else { continue }
            let height = viewport.frame.height
            let rows = content.table.contentHeight
            // Half a point: heights are snapped to device pixels.
            guard rows > 0, height > 0, height >= rows - 0.5 else { continue }
            let shown = viewport.shownFrame(absoluteOrigin: viewport.absoluteFrame.origin).height
            guard shown < height - 0.5, !Self.canScrollIntoView(viewport) else { continue }
            let path = list.element?.owner?.path ?? "a List"
            guard reportedLists.insert(path).inserted else { continue }
            root.diagnostics.report(ComponentDiagnostic(kind: .listCannotScroll, path: path, message: """
                \(path) is laid out \(Int(height.rounded())) pt tall, as tall as all its rows, but only \
                \(Int(shown.rounded())) pt of it is shown: it cannot scroll, and its last rows are never seen. In a flex \
                column an item is at least as tall as its content (CSS's min-height: auto), so the columns around the \
                List grow with its rows. Fix: give the List .flex(grow: 1, basis: .points(0)) and give it and each \
                flex column between it and the screen .minSize(height: .points(0)) (or a fixed height).
                """))
        }
    }

    /// Whether a viewport around `node` scrolls vertically: it brings the rows cut off
    /// into view (a text area in a form scrolled past it is not a list that cannot scroll).
    private static func canScrollIntoView(_ node: Node) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let scroll = ancestor.scroll, scroll.axes.contains(.vertical),
               (ancestor.box?.maximumScrollOffset.y ?? 0) > 0 {
                return true
            }
            current = ancestor.parent
        }
        return false
    }
}
