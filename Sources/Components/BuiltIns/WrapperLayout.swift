import Geometry
import Layout

/// How the single-child wrappers (`Inset`, `Ratio`, `Background`, `Overlay`) place their
/// child. All of them are flex rows with one in-flow child.
enum WrapperLayout {
    /// The child fills the wrapper's content box: it grows along the row (flex-grow 1)
    /// unless it asks for a width, a flex-grow or a flex-basis of its own, and stretches
    /// across it (the row's `alignItems` is `stretch`) unless it has a height or an
    /// `alignSelf`. Returns `element` itself when nothing changes.
    static func filling(_ element: Element) -> Element {
        let style = element.style
        guard style.flexGrow == 0, style.width == .auto, style.flexBasis == .auto, style.position == .relative else {
            return element
        }
        return element.withStyle { $0.flexGrow = 1 }
    }

    /// Moves what places the child in *its* parent (flex factors, size, min/max sizes,
    /// margins, `alignSelf`, positioning, aspect ratio, display) from the child to a new
    /// wrapper style, and makes the child fill the wrapper: the wrapper is laid out
    /// exactly as the child alone would be, and the child takes the wrapper's whole box.
    static func hoisting(_ element: Element) -> (wrapper: LayoutStyle, child: Element) {
        var wrapper = LayoutStyle()
        let style = element.style
        wrapper.display = style.display
        wrapper.position = style.position
        wrapper.inset = style.inset
        wrapper.alignSelf = style.alignSelf
        wrapper.flexGrow = style.flexGrow
        wrapper.flexShrink = style.flexShrink
        wrapper.flexBasis = style.flexBasis
        wrapper.width = style.width
        wrapper.height = style.height
        wrapper.minWidth = style.minWidth
        wrapper.minHeight = style.minHeight
        wrapper.maxWidth = style.maxWidth
        wrapper.maxHeight = style.maxHeight
        wrapper.margin = style.margin
        wrapper.aspectRatio = style.aspectRatio

        var inner = style
        let defaults = LayoutStyle()
        inner.position = defaults.position
        inner.inset = defaults.inset
        inner.alignSelf = defaults.alignSelf
        inner.flexGrow = 1
        inner.flexShrink = defaults.flexShrink
        inner.flexBasis = defaults.flexBasis
        inner.width = defaults.width
        inner.height = defaults.height
        inner.minWidth = defaults.minWidth
        inner.minHeight = defaults.minHeight
        inner.maxWidth = defaults.maxWidth
        inner.maxHeight = defaults.maxHeight
        inner.margin = defaults.margin
        inner.aspectRatio = defaults.aspectRatio
        inner.display = defaults.display
        // A copy keeps all the element says but its style: its motion and accessibility too.
        let child = element.copy(style: inner, testID: element.testID)
        return (wrapper, child)
    }

    /// `element` laid out over the wrapper's whole padding box, out of the flow: absolute,
    /// all insets 0, no size, margin or flex factors of its own.
    static func covering(_ element: Element) -> Element {
        var style = element.style
        style.position = .absolute
        style.inset = Edges(all: .points(0))
        style.width = .auto
        style.height = .auto
        style.margin = Edges(all: .points(0))
        style.aspectRatio = nil
        return element.copy(style: style, testID: element.testID)
    }
}
