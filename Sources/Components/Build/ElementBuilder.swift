/// The builder's face to built-in components: they build their children through it and
/// name its current owner on the elements they make. Only Tessera's built-ins use it.
public struct ElementBuilder {
    let tree: TreeBuilder

    /// Builds `component` (and, for a composite, its body) at the current place.
    public func build<C: Component>(_ component: C) -> Element? {
        component._element(in: self)
    }

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
