extension Component {
    /// Builds this component and everything inside it with `value` at `keyPath` of the
    /// environment (`BuildContext.environment`), as SwiftUI's `environment(_:_:)` does:
    /// `.environment(\.theme, .dark)` around a screen themes every control in it.
    public func environment<Value: Sendable & Equatable>(_ keyPath: WritableKeyPath<ComponentEnvironment, Value> & Sendable,
                                                         _ value: Value) -> EnvironmentModified<Self, Value> {
        EnvironmentModified(content: self, keyPath: keyPath, value: value)
    }
}

/// A component built in a changed environment; see `Component.environment(_:_:)`. Not a
/// composite: no scope, no element of its own.
public struct EnvironmentModified<Content: Component, Value: Sendable & Equatable>: Component {
    public let content: Content
    let keyPath: WritableKeyPath<ComponentEnvironment, Value> & Sendable
    let value: Value

    public func _element(in builder: ElementBuilder) -> Element? {
        builder.withEnvironment({ $0[keyPath: keyPath] = value }) { builder.build(content) }
    }
}

extension EnvironmentModified: Equatable where Content: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.keyPath == rhs.keyPath && lhs.value == rhs.value && lhs.content == rhs.content
    }
}
