import Instrumentation

/// A scope's identity across generations: the same number for as long as the component
/// with the same type, identifier, keys and parent scope keeps being built.
public struct ScopeID: Hashable, Sendable, CustomStringConvertible {
    let value: UInt64
    public var description: String { "scope#\(value)" }
}

/// What tells a scope apart from its siblings under one parent scope: the component's
/// type, its identifier and the keys its ancestors gave it. Two siblings with equal keys
/// are a scope collision.
///
/// The hash is computed once, when the key is made: frames look keys up many times, and
/// hashing an identifier goes through `AnyHashable`.
struct ScopeKey: Hashable, Sendable {
    let type: ObjectIdentifier
    let identifier: ScopeIdentifier?
    let keys: [ScopeIdentifier]
    private let hash: Int

    init(type: ObjectIdentifier, identifier: ScopeIdentifier?, keys: [ScopeIdentifier]) {
        self.type = type
        self.identifier = identifier
        self.keys = keys
        var hasher = Hasher()
        hasher.combine(type)
        hasher.combine(identifier)
        hasher.combine(keys)
        hash = hasher.finalize()
    }

    static func == (a: ScopeKey, b: ScopeKey) -> Bool {
        a.hash == b.hash && a.type == b.type && a.identifier == b.identifier && a.keys == b.keys
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}

/// One scope in one generation of the scope tree: immutable, and shared with the next
/// generation when its subtree is reused, as ComponentKit's tree nodes are.
final class ScopeNode: Sendable {
    let id: ScopeID
    let key: ScopeKey
    /// The instance built for this scope in this generation (component and state).
    let instance: ComponentInstance
    let hasController: Bool
    /// The scopes directly below, by key.
    let children: [ScopeKey: ScopeNode]

    init(id: ScopeID, key: ScopeKey, instance: ComponentInstance, hasController: Bool, children: [ScopeKey: ScopeNode]) {
        self.id = id
        self.key = key
        self.instance = instance
        self.hasController = hasController
        self.children = children
        LiveObjects.created(.scopeNode)
    }

    deinit { LiveObjects.destroyed(.scopeNode) }

    /// This scope and every scope below it, parents first.
    func forEachInSubtree(_ body: (ScopeNode) -> Void) {
        var pending = [self]
        while let node = pending.popLast() {
            body(node)
            pending.append(contentsOf: node.children.values)
        }
    }
}
