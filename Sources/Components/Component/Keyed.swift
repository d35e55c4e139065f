extension Component {
    /// This component with a key from its parent: the scopes it creates (its own, or
    /// those of the first scoped components inside it) are told apart by the key, so
    /// siblings of one type need no identifier of their own (ComponentKit's
    /// `CKComponentKey`, React's `key`).
    public func key(_ key: some Hashable & Sendable) -> Keyed<Self> {
        Keyed(content: self, key: ScopeIdentifier(key))
    }
}

/// A component with a key from its parent; see `Component.key(_:)`.
public struct Keyed<Content: Component>: Component {
    public let content: Content
    public let key: ScopeIdentifier

    public func _element(in builder: ElementBuilder) -> Element? {
        builder.withKey(key) { builder.build(content) }
    }
}

extension Keyed: Equatable where Content: Equatable {}
