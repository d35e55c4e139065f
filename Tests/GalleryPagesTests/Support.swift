import Components
import Geometry
import ComponentTestSupport

/// A root for `component`, exactly `size` large, reporting diagnostics to `log`.
@MainActor
func makeRoot(_ component: any Component, size: Size, log: DiagnosticLog) -> ComponentRoot {
    ComponentRoot(component, sizeRange: .exactly(size), diagnostics: log.handler)
}

extension ComponentRoot {
    /// Every element of the latest layout with its absolute frame, parents first.
    var placedElements: [(element: Element, frame: Rect)] {
        let layout = self.layout
        return layout.elements.enumerated().map { ($0.element, layout.absoluteFrame(of: $0.offset)) }
    }

    /// The absolute frame of `element` in the latest layout.
    func absoluteFrame(of element: Element) -> Rect? {
        let layout = self.layout
        return layout.elements.firstIndex { $0 === element }.map { layout.absoluteFrame(of: $0) }
    }

    /// The buttons of the latest layout owned by a `C` matching `match`.
    func buttons<C: Component>(ownedBy type: C.Type, where match: (C) -> Bool = { _ in true })
        -> [(element: Element, content: ButtonContent)] {
        layout.elements.compactMap { element in
            guard case .button(let content) = element.kind, let owner = element.owner?.component as? C, match(owner)
            else { return nil }
            return (element, content)
        }
    }

    /// The strings of the text elements owned by a `C` matching `match`.
    func texts<C: Component>(ownedBy type: C.Type, where match: (C) -> Bool = { _ in true }) -> [String] {
        layout.elements.compactMap { element in
            guard case .text(let content) = element.kind, let owner = element.owner?.component as? C, match(owner)
            else { return nil }
            return content.text.string
        }
    }
}

extension Rect {
    /// Finite, with a size that is not negative: what a laid-out frame must be.
    var isFiniteFrame: Bool {
        minX.isFinite && minY.isFinite && width.isFinite && height.isFinite && width >= 0 && height >= 0
    }
}
