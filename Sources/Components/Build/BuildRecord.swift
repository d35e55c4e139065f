import Instrumentation

/// What a build remembers of one composite component, so the next build can reuse it:
/// the instance, the element its body made, the composite children in build order, and
/// the scopes its subtree added to the enclosing scope (its *frontier*).
final class BuildRecord: Sendable {
    let instance: ComponentInstance
    let element: Element?
    let children: [BuildRecord]
    /// The scopes this subtree put directly under the enclosing scope: its own scope, or
    /// the frontiers of its children when it has none.
    let frontier: [ScopeNode]
    /// False when the subtree had a scope collision or a missing scope: such a subtree
    /// is always rebuilt, so the diagnostic is given again and no state sticks to it.
    let isReusable: Bool
    /// The environment it was built in: in another, it is built again.
    let environment: ComponentEnvironment

    init(instance: ComponentInstance, element: Element?, children: [BuildRecord], frontier: [ScopeNode], isReusable: Bool,
         environment: ComponentEnvironment) {
        self.instance = instance
        self.environment = environment
        self.element = element
        self.children = children
        self.frontier = frontier
        self.isReusable = isReusable
        LiveObjects.created(.buildRecord)
    }

    deinit { LiveObjects.destroyed(.buildRecord) }
}
