import Instrumentation

/// What a build remembers of one composite component, so the next build can reuse it:
/// the instance, the element its body made, the composite children in build order, and
/// the scopes its subtree added to the enclosing scope (its *frontier*). A composite with
/// composite children also keeps what its body returned and the built-ins that made its
/// element, so that a state update below it replays that body instead of running it again
/// (`TreeBuilder.replay`).
final class BuildRecord: Sendable {
    let instance: ComponentInstance
    let element: Element?
    let children: [BuildRecord]
    /// What `body` returned; nil for a composite without composite children (nothing
    /// below it can be updated, so it is never replayed).
    let body: (any Component)?
    /// The built-ins of the body in build order (see `BuiltInRecord`); empty when `body` is nil.
    let builtIns: [BuiltInRecord]
    /// The problems its subtree had (reported when they appeared): a reused subtree still
    /// has them, so they are not reported again while they last.
    let problems: [BuildProblem]
    /// The scopes this subtree put directly under the enclosing scope: its own scope, or
    /// the frontiers of its children when it has none.
    let frontier: ScopeFrontier
    /// False when the subtree had a scope collision or a missing scope: such a subtree
    /// is always rebuilt, so the diagnostic is given again and no state sticks to it.
    let isReusable: Bool
    /// The environment it was built in: in another, it is built again.
    let environment: ComponentEnvironment

    init(instance: ComponentInstance, element: Element?, children: [BuildRecord], frontier: ScopeFrontier, isReusable: Bool,
         environment: ComponentEnvironment, body: (any Component)? = nil, builtIns: [BuiltInRecord] = [],
         problems: [BuildProblem] = []) {
        self.instance = instance
        self.body = body
        self.builtIns = builtIns
        self.problems = problems
        self.environment = environment
        self.element = element
        self.children = children
        self.frontier = frontier
        self.isReusable = isReusable
        LiveObjects.created(.buildRecord)
    }

    deinit { LiveObjects.destroyed(.buildRecord) }
}

/// The scopes a subtree put directly under the enclosing scope (`BuildRecord.frontier`):
/// a scoped composite's own node, kept without an array (one composite in three of a
/// feed has a scope), or the nodes its unscoped subtree added.
///
/// A struct of both rather than an enum of either: with the enum (`.own(ScopeNode)`,
/// `.inner([ScopeNode])`), LeakSanitizer found `.inner` arrays that nothing referenced
/// and that were never freed (a retain too many), in the optimized AddressSanitizer
/// build of a gallery run in a window and ended by SIGTERM (7 arrays, 704 bytes). We did
/// not find where the extra retain came from (no unsafe code touches frontiers; a
/// compiler fault in multi-payload enums is the suspect) and have no smaller case; with
/// this struct the same run leaks nothing.
struct ScopeFrontier: RandomAccessCollection, Sendable {
    private let own: ScopeNode?
    /// Empty (the shared empty array, no allocation) when `own` is set.
    private let inner: [ScopeNode]

    /// A scoped composite's own node.
    static func own(_ node: ScopeNode) -> ScopeFrontier { ScopeFrontier(own: node, inner: []) }
    /// The nodes an unscoped subtree added.
    static func inner(_ nodes: [ScopeNode]) -> ScopeFrontier { ScopeFrontier(own: nil, inner: nodes) }

    var startIndex: Int { 0 }
    var endIndex: Int { own == nil ? inner.count : 1 }

    subscript(index: Int) -> ScopeNode {
        if let own {
            precondition(index == 0, "ScopeFrontier: index \(index) out of range")
            return own
        }
        return inner[index]
    }
}

/// One built-in component of a composite's body as built, in build order (a built-in
/// before the built-ins inside it): what it made, and what of the body it spans (the
/// built-ins after it that are inside it, and the composite children built inside it).
/// A replay of the same body meets the same built-ins in the same order, so the n-th
/// built-in of the replay is the n-th of the record.
struct BuiltInRecord: Sendable {
    /// Its type: a replay that meets another type at this place has lost step with the
    /// record and builds the rest of the body as new.
    let type: ObjectIdentifier
    var element: Element?
    /// The index after the last built-in inside this one.
    var end: Int
    /// The composite children built inside it: `BuildRecord.children[firstChild..<endChild]`.
    let firstChild: Int
    var endChild: Int
}
