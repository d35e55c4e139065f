import Layout

/// A box of a fixed aspect ratio (width / height) whose child fills it:
/// `Ratio(16.0 / 9) { Image(...) }`.
///
/// One side comes from the layout (a width stretched or set by the parent, a height
/// set with a modifier) and the other from the ratio; with neither, the width is the
/// child's preferred width. The ratio holds even when the child's content is larger
/// (the `Ratio` has min sizes of 0, so content never stretches it), and the child fills
/// the box unless it sets a width, flex-grow or flex-basis of its own.
public struct Ratio<Content: Component>: Component {
    /// Width divided by height.
    public var ratio: Double
    public var content: Content

    public init(_ ratio: Double, @ComponentBuilder content: () -> Content) {
        self.ratio = ratio
        self.content = content()
    }

    public func _element(in builder: ElementBuilder) -> Element? {
        var style = LayoutStyle()
        style.aspectRatio = ratio.isFinite && ratio > 0 ? ratio : nil
        style.minWidth = .points(0)
        style.minHeight = .points(0)
        let children = builder.build(content).map { [WrapperLayout.filling($0)] } ?? []
        return Element(kind: .container, style: style, children: children, owner: builder.owner)
    }
}

extension Ratio: Equatable where Content: Equatable {}
