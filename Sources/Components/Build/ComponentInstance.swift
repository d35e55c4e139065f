import Instrumentation
import Synchronization

/// A composite component as built: the value, the state it was built with, its scope
/// and its parent. Elements name their owner instance, so an action sent from an element
/// finds its responder chain (owner, its controller, the owner's parent, ...), and a
/// diagnostic its path (`ListsComponent > ListComponent > ListItemComponent(id: 42)`).
public final class ComponentInstance: Sendable {
    public let component: any Component
    /// The state `component` was built with (`Stateless()` for stateless components).
    public let state: any Sendable
    /// The scope's identity across generations; nil for unscoped components (and for
    /// components whose scope collided, which never share state).
    public let scopeID: ScopeID?
    /// The keys the component's ancestors gave it.
    let keys: [ScopeIdentifier]
    /// Its place among the composite components its parent's body built (from 0). Reuse is
    /// positional, so a reused instance keeps it.
    let position: Int
    /// The environment it was built in (a reused instance was built in an equal one).
    public let environment: ComponentEnvironment
    /// The parent instance. A subtree reused by a rebuild is adopted by the new parent,
    /// so this is updated then (under a lock: the main actor may be reading it).
    /// The one `Mutex` left (not `Lock`, ARCHITECTURE.md "Sanitizers"): it lives inline in the
    /// instance, while a `Lock` is a heap block of its own, and freeing a long parent chain
    /// recurses through each instance's lock, which overflowed the 1,000-deep tree's 512 KiB
    /// thread under AddressSanitizer.
    private let parentBox: Mutex<ComponentInstance?>

    init(component: any Component, state: any Sendable, scopeID: ScopeID?, keys: [ScopeIdentifier], position: Int,
         parent: ComponentInstance?, environment: ComponentEnvironment = ComponentEnvironment()) {
        self.component = component
        self.environment = environment
        self.state = state
        self.scopeID = scopeID
        self.keys = keys
        self.position = position
        parentBox = Mutex(parent)
        LiveObjects.created(.componentInstance)
    }

    deinit { LiveObjects.destroyed(.componentInstance) }

    public var parent: ComponentInstance? { parentBox.withLock { $0 } }

    func adopt(by parent: ComponentInstance?) {
        parentBox.withLock { $0 = parent }
    }

    /// `TypeName`, `TypeName(id: 42)` or `TypeName[key: 3]`, as paths show it.
    public var name: String {
        var name = String(describing: type(of: component))
        if let identifier = component.scope?.identifier { name += "(id: \(identifier))" }
        if !keys.isEmpty { name += "[key: " + keys.map(\.description).joined(separator: ", ") + "]" }
        return name
    }

    /// Whether `other` has this instance's `path`, found without making it: the two
    /// chains are walked together to the first instance they share (a rebuild under a
    /// replayed or reused parent shares all the rest), each step comparing the type,
    /// scope identifier and keys that make a name.
    public func hasPath(of other: ComponentInstance) -> Bool {
        var mine: ComponentInstance? = self, theirs: ComponentInstance? = other
        while let one = mine, let two = theirs {
            if one === two { return true }
            guard type(of: one.component) == type(of: two.component), one.keys == two.keys,
                  one.component.scope?.identifier == two.component.scope?.identifier else { return false }
            mine = one.parent
            theirs = two.parent
        }
        return mine == nil && theirs == nil
    }

    /// The composite components from the root to this one: `A > B > C(id: 42)`.
    public var path: String {
        ancestry.map(\.name).joined(separator: " > ")
    }

    /// The path, with each component below the deepest ancestor shared with `other`
    /// marked with its position in its parent's body (`List > Row(id: 42) #3`): two
    /// instances whose names match (a scope collision) are told apart.
    func path(distinctFrom other: ComponentInstance) -> String {
        let mine = ancestry, theirs = other.ancestry
        var shared = 0
        while shared < min(mine.count, theirs.count), mine[shared] === theirs[shared] { shared += 1 }
        return mine.enumerated().map { index, instance in
            index < shared ? instance.name : "\(instance.name) #\(instance.position + 1)"
        }.joined(separator: " > ")
    }

    /// The instances from the root to this one.
    private var ancestry: [ComponentInstance] {
        var instances: [ComponentInstance] = []
        var current: ComponentInstance? = self
        while let instance = current {
            instances.append(instance)
            current = instance.parent
        }
        return instances.reversed()
    }
}
