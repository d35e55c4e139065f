/// A component drawn above another, laid out to its size: `Overlay(photo, overlay:
/// Box(fill: .color(shade)))`, or `photo.overlay(...)`.
///
/// Laid out as `Background` is (the pair takes the content's place in its parent; the
/// overlay covers the content's box, absolutely positioned with all insets 0), but the
/// overlay is the wrapper's last child, so it is drawn last. When the content builds
/// nothing, the overlay is not built either.
public struct Overlay<Content: Component, Cover: Component>: Component {
    public var content: Content
    public var overlay: Cover

    public init(_ content: Content, overlay: Cover) {
        self.content = content
        self.overlay = overlay
    }

    public init(overlay: Cover, @ComponentBuilder content: () -> Content) {
        self.init(content(), overlay: overlay)
    }

    public func _element(in builder: ElementBuilder) -> Element? {
        guard let element = builder.build(content) else { return nil }
        let (style, child) = WrapperLayout.hoisting(element)
        var children: [Element] = [child]
        if let cover = builder.build(overlay) { children.append(WrapperLayout.covering(cover)) }
        // The wrapper only places the pair: hits go to the content and the decoration, so
        // a content that lets hits through is not hidden by its wrapper's box.
        return Element(kind: .container, style: style, children: children, owner: builder.owner,
                       hitTesting: .childrenOnly)
    }
}

extension Overlay: Equatable where Content: Equatable, Cover: Equatable {}

extension Component {
    /// This component with `overlay` drawn above it at its size (see `Overlay`).
    public func overlay<Cover: Component>(_ overlay: Cover) -> Overlay<Self, Cover> {
        Overlay(self, overlay: overlay)
    }
}
