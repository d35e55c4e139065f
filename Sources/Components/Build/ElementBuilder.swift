import Layout

/// The builder's face to built-in components: they build their children through it and
/// name its current owner on the elements they make. Only Tessera's built-ins use it.
public struct ElementBuilder {
    let tree: TreeBuilder

    /// Builds `component` (and, for a composite, its body) at the current place. In a
    /// right-to-left environment every element is laid out right to left (the engine
    /// does not inherit `direction`: the environment does); the copy is the same one as
    /// last time, so reuse holds (`Element.restyled`).
    ///
    /// A composite's element is its body's; a built-in's is recorded in the body being
    /// built, so that a replay of that body can take it again (`TreeBuilder+Replay.swift`).
    public func build<C: Component>(_ component: C) -> Element? {
        guard C.Body.self == Never.self else { return component._element(in: self) }
        return tree.buildBuiltIn(C.self) {
            guard let element = component._element(in: self) else { return nil }
            guard tree.layoutDirection == .rightToLeft, element.style.direction != .rightToLeft else { return element }
            return element.withStyle { $0.direction = .rightToLeft }
        }
    }

    /// Builds each of `components` in order: the elements they made, in an array sized
    /// once (`compactMap` grows its result as it goes: a second allocation for most
    /// containers).
    func buildEach(_ components: [any Component]) -> [Element] {
        // A leaf's empty array is the shared empty one: `reserveCapacity(0)` is not free.
        guard !components.isEmpty else { return [] }
        var elements: [Element] = []
        elements.reserveCapacity(components.count)
        for component in components {
            if let element = build(component) { elements.append(element) }
        }
        return elements
    }

    /// The environment's layout direction (`Component.layoutDirection(_:)`): what a
    /// built-in reads to start its text at the right.
    public var layoutDirection: LayoutDirection { tree.layoutDirection }

    /// The composite component whose body is being built: the owner of new elements.
    public var owner: ComponentInstance? { tree.currentInstance }

    /// The environment of what is being built here (`Component.environment(_:_:)`).
    public var environment: ComponentEnvironment { tree.environment }

    /// The default `_element`: scope, state, reuse, then `body`.
    func buildComposite<C: Component>(_ component: C) -> Element? {
        tree.buildComposite(component)
    }

    /// Builds `body` in the current environment changed by `change`
    /// (`Component.environment(_:_:)`).
    public func withEnvironment<R>(_ change: (inout ComponentEnvironment) -> Void, _ body: () -> R) -> R {
        let outer = tree.environment
        change(&tree.environment)
        defer { tree.environment = outer }
        return body()
    }

    /// Builds `body` with `key` added to the keys of the scopes created inside it.
    func withKey<R>(_ key: ScopeIdentifier, _ body: () -> R) -> R {
        tree.keys.append(key)
        defer { tree.keys.removeLast() }
        return body()
    }
}
