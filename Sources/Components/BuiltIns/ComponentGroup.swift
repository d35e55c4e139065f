import Layout

/// What a body (or a wrapper's content) that lists several components builds: a flex
/// column of them, with CSS's other defaults (a React Native `View`'s): children
/// stretched to the column's width (`alignItems: stretch`), no gap, no padding. Made by
/// `ComponentBuilder` only; for any other layout, write the container (`Flexbox(style:)`,
/// `Box`) around the components.
///
/// A `for` loop's components, and the components of an `if`/`switch` branch that lists
/// several, are merged into the enclosing group: each is a child of the one column.
///
/// `Equatable`: equal when the children are pairwise equal components.
public struct ComponentGroup: Component, Equatable {
    public let children: [any Component]

    /// The layout of every group.
    public static let style: LayoutStyle = {
        var style = LayoutStyle()
        style.flexDirection = .column
        return style
    }()

    /// `parts` with the groups (and branches holding one) among them merged in.
    init(parts: [any Component]) {
        var children: [any Component] = []
        children.reserveCapacity(parts.count)
        for part in parts { ComponentGroup.merge(part, into: &children) }
        self.children = children
    }

    public func _element(in builder: ElementBuilder) -> Element? {
        let elements = builder.buildEach(children)
        return Element(kind: .container, style: Self.style, children: elements, owner: builder.owner)
    }

    public static func == (lhs: ComponentGroup, rhs: ComponentGroup) -> Bool {
        componentsEqual(lhs.children, rhs.children)
    }

    fileprivate static func merge(_ part: any Component, into children: inout [any Component]) {
        if let merging = part as? any MergesIntoGroup {
            merging.merge(into: &children)
        } else {
            children.append(part)
        }
    }
}

/// The builder's results that stand for what they hold: a group, a branch, an optional,
/// nothing.
private protocol MergesIntoGroup {
    func merge(into children: inout [any Component])
}

extension ComponentGroup: MergesIntoGroup {
    fileprivate func merge(into children: inout [any Component]) { children += self.children }
}

extension EmptyComponent: MergesIntoGroup {
    fileprivate func merge(into children: inout [any Component]) {}
}

extension Either: MergesIntoGroup {
    fileprivate func merge(into children: inout [any Component]) {
        switch self {
        case .first(let component): ComponentGroup.merge(component, into: &children)
        case .second(let component): ComponentGroup.merge(component, into: &children)
        }
    }
}

extension Optional: MergesIntoGroup where Wrapped: Component {
    fileprivate func merge(into children: inout [any Component]) {
        if let component = self { ComponentGroup.merge(component, into: &children) }
    }
}
