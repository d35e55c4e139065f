import Layout

/// Centers one child on both axes within the space the `Center` is given.
///
/// `Center` is a flex container whose own size comes from its parent like any box's:
/// as the root of an exactly sized `ComponentRoot` it fills the root; inside a flexbox
/// give it a size or `.flex(grow: 1)` to center within more than the child's size. The
/// child keeps its own size (layout modifiers on it still apply).
public struct Center<Content: Component>: Component {
    public var content: Content

    public init(@ComponentBuilder content: () -> Content) {
        self.content = content()
    }

    public func _element(in builder: ElementBuilder) -> Element? {
        let children = builder.build(content).map { [$0] } ?? []
        return Element(kind: .container, style: Self.style, children: children, owner: builder.owner)
    }

    private static var style: LayoutStyle { centeringStyle }
}

/// Both axes centered (a generic type cannot hold a stored static).
private let centeringStyle: LayoutStyle = {
    var style = LayoutStyle()
    style.justifyContent = .center
    style.alignItems = .center
    return style
}()

extension Center: Equatable where Content: Equatable {}
