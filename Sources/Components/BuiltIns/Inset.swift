import Geometry
import Layout

/// Padding around one child: `Inset(EdgeInsets(all: 8)) { Text(...) }` is as large as the
/// child plus the insets, and the child fills what is inside the insets when the
/// `Inset` is made larger (stretched or grown by its parent), unless the child sets a
/// width, flex-grow or flex-basis of its own.
///
/// Layout modifiers on the `Inset` place it in its parent; modifiers on the child act
/// inside the insets.
public struct Inset<Content: Component>: Component {
    public var insets: EdgeInsets
    public var content: Content

    public init(_ insets: EdgeInsets, @ComponentBuilder content: () -> Content) {
        self.insets = insets
        self.content = content()
    }

    /// The same inset on every side.
    public init(_ all: Double, @ComponentBuilder content: () -> Content) {
        self.init(EdgeInsets(all: all), content: content)
    }

    public func _element(in builder: ElementBuilder) -> Element? {
        var style = LayoutStyle()
        style.padding = insets.map(LengthPercentage.points)
        let children = builder.build(content).map { [WrapperLayout.filling($0)] } ?? []
        return Element(kind: .container, style: style, children: children, owner: builder.owner)
    }
}

extension Inset: Equatable where Content: Equatable {}
