/// A component drawn behind another, laid out to its size: `Background(label,
/// background: Box(fill: .color(.white), cornerRadii: CornerRadii(8)))`, or
/// `label.background(...)`.
///
/// The pair is laid out exactly as the content alone would be: what places the content
/// in its parent (flex factors, size, min/max sizes, margins, `alignSelf`, position,
/// aspect ratio) is moved to the wrapper, the content fills the wrapper, and the
/// background covers the wrapper's box (absolutely positioned, all insets 0; its own
/// size and margins are ignored). The background is the wrapper's first child, so it
/// is drawn first. When the content builds nothing, the background is not built either.
public struct Background<Content: Component, Backdrop: Component>: Component {
    public var content: Content
    public var background: Backdrop

    public init(_ content: Content, background: Backdrop) {
        self.content = content
        self.background = background
    }

    public init(background: Backdrop, @ComponentBuilder content: () -> Content) {
        self.init(content(), background: background)
    }

    public func _element(in builder: ElementBuilder) -> Element? {
        guard let element = builder.build(content) else { return nil }
        let (style, child) = WrapperLayout.hoisting(element)
        var children: [Element] = []
        children.reserveCapacity(2)
        if let backdrop = builder.build(background) { children.append(WrapperLayout.covering(backdrop)) }
        children.append(child)
        // The wrapper only places the pair: hits go to the content and the decoration, so
        // a content that lets hits through is not hidden by its wrapper's box.
        return Element(kind: .container, style: style, children: children, owner: builder.owner,
                       hitTesting: .childrenOnly)
    }
}

extension Background: Equatable where Content: Equatable, Backdrop: Equatable {}

extension Component {
    /// This component with `background` drawn behind it at its size (see `Background`).
    public func background<Backdrop: Component>(_ background: Backdrop) -> Background<Self, Backdrop> {
        Background(self, background: background)
    }
}
