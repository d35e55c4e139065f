/// One generation of a component tree: the root component, the element tree it built,
/// and the scopes with their state. Immutable and `Sendable`: made off the main actor,
/// committed on it.
public struct BuildResult: Sendable {
    /// The root component this was built from.
    public let root: any Component
    /// The root element (nil when the root builds nothing).
    public let element: Element?
    /// The root composite's record (nil when the root is a built-in).
    let record: BuildRecord?
    /// The scopes directly under the root.
    let scopes: [ScopeKey: ScopeNode]
    let nextScopeID: UInt64
    /// Every scope whose component was built (not reused) in this generation.
    let builtScopes: [ScopeNode]
    /// Scopes with controllers: new ones, and rebuilt ones whose component or state changed.
    let createdControllerScopes: [ScopeNode]
    let updatedControllerScopes: [ScopeNode]
    /// Scopes that left the tree (each with its whole subtree).
    let removedScopes: [ScopeNode]
    /// The collisions and missing scopes in this generation (reported when they appeared).
    let problems: Set<BuildProblem>
    public let statistics: BuildStatistics
}

/// A mistake a build found (a scope collision, a missing scope), by where it is: the scope
/// its component's scope would belong to and the key it would have there. Each build
/// reports only the problems the build before it did not have, so one that lasts is
/// reported once, and again only after it went away and came back. Only the current
/// generation's problems are kept: the set is bounded by the tree.
struct BuildProblem: Hashable, Sendable {
    let kind: ComponentDiagnostic.Kind
    /// The scope of the nearest scoped ancestor (nil: the root).
    let parentScope: ScopeID?
    let key: ScopeKey
}
