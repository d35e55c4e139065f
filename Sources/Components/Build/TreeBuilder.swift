import DeepRecursion
import Layout

/// One build: walks the component tree from the root, gives every scoped component its
/// scope (state carried over from the previous generation, pending updates folded in in
/// order), reuses the subtrees that need no rebuild, and reports collisions.
///
/// Reuse follows position: the n-th composite child built under a parent is compared
/// with the n-th one of the same parent last time. A child of the same type, with equal
/// props and keys, with no pending state update in its subtree (`dirty`) and no
/// diagnostic last time, is taken as it was: its element subtree, its records, and its
/// frontier scopes, which join the new parent scope unchanged, unless a sibling built
/// before it took one of their keys (then it is built again, and collides).
///
/// A composite on the path from an updated scope to the root that is otherwise unchanged
/// (same type, props, keys and environment, no update of its own) is *replayed*: its body
/// is not run again; what it returned last time is built again, and every built-in of it
/// that has no updated composite inside is taken as it was (`TreeBuilder+Replay.swift`).
///
/// Problems (collisions, missing scopes) are reported when they appear: one the previous
/// build had too is not reported again (`BuildResult.problems`).
final class TreeBuilder {
    /// One open scope: the previous generation's children, and this generation's.
    struct ScopeFrame {
        let previousChildren: [ScopeKey: ScopeNode]
        var children: [ScopeKey: ScopeNode] = [:]
        /// Children in the order they were added (records take their frontier from it).
        var added: [ScopeNode] = []
        /// Keys pushed before this frame belong to the scopes around it.
        let keysBase: Int
        let owner: ComponentInstance?
    }

    /// One composite being built: last build's children to match, and this build's.
    struct RecordFrame {
        let previousChildren: [BuildRecord]
        var nextIndex = 0
        var children: [BuildRecord] = []
        var isReusable = true
        /// Where the built-ins of the body being built start in `builtIns`.
        let builtInsStart: Int
        /// When the body is a replay: the built-ins of the record it replays.
        var replay: [BuiltInRecord]?
    }

    // The builder's own state skips Swift's dynamic exclusivity checks
    // (`@exclusivity(unchecked)`), as `LayoutNode`'s does: a builder is used by one build on
    // one thread, no access is held across a call that could start another, and the
    // checks, with those of the element's layout links, were a tenth of a fresh
    // components-10k frame's instructions (callgrind: 667 M, 595 M without).

    let dirty: Set<ObjectIdentifier>
    let pendingUpdates: [ScopeID: [PendingStateUpdate]]
    let diagnostics: DiagnosticHandler
    /// The previous build's problems (reported then), and this build's.
    let previousProblems: Set<BuildProblem>
    var problems: Set<BuildProblem> = []
    /// This build's problems in the order found (with repeats): a record keeps those of
    /// its subtree.
    @exclusivity(unchecked) var problemLog: [BuildProblem] = []
    @exclusivity(unchecked) var nextScopeID: UInt64

    @exclusivity(unchecked) var scopeFrames: [ScopeFrame]
    @exclusivity(unchecked) var recordFrames: [RecordFrame]
    /// The built-ins of the bodies being built, in build order: each open record frame's
    /// from its `builtInsStart` on. One stack rather than an array per frame: most
    /// bodies (those with no composite child) are never replayed and keep none.
    @exclusivity(unchecked) var builtIns: [BuiltInRecord] = []
    @exclusivity(unchecked) var keys: [ScopeIdentifier] = []
    @exclusivity(unchecked) var currentInstance: ComponentInstance?
    /// The environment of what is being built (`Component.environment(_:_:)`).
    @exclusivity(unchecked) var environment: ComponentEnvironment {
        didSet { layoutDirection = environment.layoutDirection }
    }
    /// The environment's layout direction, read once per change of it rather than once
    /// per element built.
    @exclusivity(unchecked) private(set) var layoutDirection: LayoutDirection

    // What the commit needs to know.
    @exclusivity(unchecked) var builtScopes: [ScopeNode] = []
    var createdControllerScopes: [ScopeNode] = []
    var updatedControllerScopes: [ScopeNode] = []
    var removedScopes: [ScopeNode] = []
    @exclusivity(unchecked) var statistics = BuildStatistics()

    init(previous: BuildResult?, dirty: Set<ObjectIdentifier>, pendingUpdates: [ScopeID: [PendingStateUpdate]],
         diagnostics: DiagnosticHandler, environment: ComponentEnvironment = ComponentEnvironment()) {
        self.dirty = dirty
        self.environment = environment
        layoutDirection = environment.layoutDirection
        self.pendingUpdates = pendingUpdates
        self.diagnostics = diagnostics
        previousProblems = previous?.problems ?? []
        nextScopeID = previous?.nextScopeID ?? 1
        scopeFrames = [ScopeFrame(previousChildren: previous?.scopes ?? [:], keysBase: 0, owner: nil)]
        recordFrames = [RecordFrame(previousChildren: previous?.record.map { [$0] } ?? [], builtInsStart: 0)]
    }

    /// Builds `root` and returns the new generation.
    static func build(_ root: any Component, previous: BuildResult?, dirty: Set<ObjectIdentifier>,
                      pendingUpdates: [ScopeID: [PendingStateUpdate]], diagnostics: DiagnosticHandler) -> BuildResult {
        let tree = TreeBuilder(previous: previous, dirty: dirty, pendingUpdates: pendingUpdates, diagnostics: diagnostics)
        let element = ElementBuilder(tree: tree).build(root)
        let rootFrame = tree.scopeFrames[0]
        for (key, node) in rootFrame.previousChildren where rootFrame.children[key]?.id != node.id {
            tree.removedScopes.append(node)
        }
        return BuildResult(root: root, element: element, record: tree.recordFrames[0].children.first,
                           scopes: rootFrame.children, nextScopeID: tree.nextScopeID, builtScopes: tree.builtScopes,
                           createdControllerScopes: tree.createdControllerScopes,
                           updatedControllerScopes: tree.updatedControllerScopes,
                           removedScopes: tree.removedScopes, problems: tree.problems, statistics: tree.statistics)
    }

    func buildComposite<C: Component>(_ component: C) -> Element? {
        // Last build's composite at this place, if it has this type.
        let position = recordFrames[recordFrames.count - 1].nextIndex
        recordFrames[recordFrames.count - 1].nextIndex += 1
        let siblings = recordFrames[recordFrames.count - 1].previousChildren
        let previous = position < siblings.count && type(of: siblings[position].instance.component) == C.self
            ? siblings[position] : nil
        let scopeKeys = Array(keys[scopeFrames[scopeFrames.count - 1].keysBase...])

        // An environment equal to last build's but made again (a replayed `environment`
        // modifier) is last build's from here down: the checks below it compare identities.
        // Compared once: an unequal environment (a theme switch) is not compared again.
        let outerEnvironment = environment
        let isIdentical = previous?.environment.isIdentical(to: environment) ?? false
        let sameEnvironment = isIdentical || previous.map { $0.environment == environment } ?? false
        let adopts = sameEnvironment && !isIdentical
        if adopts, let previous { environment = previous.environment }
        defer { if adopts { environment = outerEnvironment } }
        if let previous, sameEnvironment, previous.isReusable, previous.instance.keys == scopeKeys {
            // Under an updated scope's path: replayed if nothing of its own changed.
            let isDirty = dirty.contains(ObjectIdentifier(previous.instance))
            let body = isDirty && previous.problems.isEmpty
                && previous.instance.scopeID.map { pendingUpdates[$0] == nil } ?? true ? previous.body : nil
            if !isDirty || body != nil, component._hasEqualProps(to: previous.instance.component), !frontierIsTaken(previous) {
                return body.map { replay(previous, body: $0) } ?? reuse(previous)
            }
        }
        statistics.builtComponents += 1

        // The scope: carried over, new, collided or missing.
        var scopeKey: ScopeKey?
        var previousNode: ScopeNode?
        // The initial state is made only for a scope that is new (or has none): a field's
        // initial state can be a document of 20,000 paragraphs.
        var carried: (any Sendable)?
        var scopeID: ScopeID?
        var isReusable = true
        let declaresScopedThings = C.hasState || C.controllerType != nil
        if let request = component.scope {
            let key = ScopeKey(type: ObjectIdentifier(C.self), identifier: request.identifier, keys: scopeKeys)
            if let existing = scopeFrames[scopeFrames.count - 1].children[key] {
                reportCollision(of: component, key: key, position: position, with: existing.instance)
                isReusable = false
            } else {
                scopeKey = key
                previousNode = scopeFrames[scopeFrames.count - 1].previousChildren[key]
                let id = previousNode?.id ?? ScopeID(value: nextScopeID)
                if previousNode == nil { nextScopeID += 1 }
                scopeID = id
                if let previousNode { carried = previousNode.instance.state }
                if let updates = pendingUpdates[id] {
                    var updated = carried ?? component.initialState()
                    for update in updates { updated = update.apply(updated) }
                    carried = updated
                }
            }
        } else if declaresScopedThings {
            reportMissingScope(of: component, keys: scopeKeys, position: position)
            isReusable = false
        }

        let state = carried ?? component.initialState()
        let instance = ComponentInstance(component: component, state: state, scopeID: scopeID, keys: scopeKeys,
                                         position: position, parent: currentInstance, environment: environment)
        let opened = open(instance, previousChildren: previous?.children ?? [], scope: scopeKey.map { _ in previousNode })

        // A deep tree continues on a fresh stack when this thread's runs low.
        // Two locals, not a tuple: a tuple of a generic type is looked up at run time.
        var element: Element?
        var body: C.Body?
        StackReserve.ensure { element = build(body: component, state: state, into: &body) }

        let controllerChanged = previousNode.map {
            !(component._hasEqualProps(to: $0.instance.component) && pendingUpdates[$0.id] == nil)
        }
        return close(opened, element: element, scopeKey: scopeKey, isReusable: isReusable,
                     hasController: C.controllerType != nil, controllerChanged: controllerChanged) { body }
    }

    /// What `open` saved, for `close`.
    struct OpenComposite {
        let instance: ComponentInstance
        let savedInstance: ComponentInstance?
        let frontierStart: Int
        let problemStart: Int
    }

    /// Starts building `instance`'s body: it becomes the owner, its composite children
    /// match `previousChildren`, and with a scope (`scope` is `.some`, with last build's
    /// node if it had one) the scopes inside it go under its own.
    func open(_ instance: ComponentInstance, previousChildren: [BuildRecord], scope: ScopeNode??,
              replay: [BuiltInRecord]? = nil) -> OpenComposite {
        let savedInstance = currentInstance
        currentInstance = instance
        recordFrames.append(RecordFrame(previousChildren: previousChildren, builtInsStart: builtIns.count, replay: replay))
        if let scope {
            scopeFrames.append(ScopeFrame(previousChildren: scope?.children ?? [:], keysBase: keys.count, owner: instance))
        }
        return OpenComposite(instance: instance, savedInstance: savedInstance,
                             frontierStart: scopeFrames[scopeFrames.count - 1].added.count, problemStart: problemLog.count)
    }

    /// Ends the body `open` started: its scope node (when `scopeKey` is set) joins the
    /// enclosing scope, and its record joins its parent's. `controllerChanged`: nil for a
    /// new scope, else whether its controller hears of a new component or state.
    /// `body` gives what the body returned (boxed only when the record keeps it).
    func close(_ opened: OpenComposite, element: Element?, scopeKey: ScopeKey?, isReusable: Bool, hasController: Bool,
               controllerChanged: Bool?, body: () -> (any Component)?) -> Element? {
        let instance = opened.instance
        currentInstance = opened.savedInstance
        let recordFrame = recordFrames.removeLast()
        let isReusable = isReusable && recordFrame.isReusable
        let frontier: ScopeFrontier
        if let scopeKey, let scopeID = instance.scopeID {
            let frame = scopeFrames.removeLast()
            for (key, node) in frame.previousChildren where frame.children[key]?.id != node.id {
                removedScopes.append(node)
            }
            let node = ScopeNode(id: scopeID, key: scopeKey, instance: instance, hasController: hasController,
                                 children: frame.children)
            add(node)
            builtScopes.append(node)
            if hasController {
                switch controllerChanged {
                case nil: createdControllerScopes.append(node)
                case true?: updatedControllerScopes.append(node)
                case false?: break
                }
            }
            frontier = .own(node)
        } else {
            frontier = .inner(Array(scopeFrames[scopeFrames.count - 1].added[opened.frontierStart...]))
        }
        // Only a body with composite children can be replayed (nothing else below it is updated).
        let replayable = !recordFrame.children.isEmpty
        let bodyBuiltIns = replayable ? Array(builtIns[recordFrame.builtInsStart...]) : []
        builtIns.removeSubrange(recordFrame.builtInsStart...)
        let problems = problemLog.count > opened.problemStart ? Array(problemLog[opened.problemStart...]) : []
        let record = BuildRecord(instance: instance, element: element, children: recordFrame.children,
                                 frontier: frontier, isReusable: isReusable, environment: environment,
                                 body: replayable ? body() : nil,
                                 builtIns: bodyBuiltIns, problems: problems)
        recordFrames[recordFrames.count - 1].children.append(record)
        if !isReusable { recordFrames[recordFrames.count - 1].isReusable = false }
        return element
    }

    private func build<C: Component>(body component: C, state: any Sendable, into body: inout C.Body?) -> Element? {
        // A state of the wrong type cannot come from a scope keyed by this type.
        let typed = state as? C.State ?? component.initialState()
        let made = component.body(BuildContext(state: typed, environment: environment, tree: self))
        body = made
        return ElementBuilder(tree: self).build(made)
    }

    /// Takes `previous` as it was, under the current parent (none of its frontier scopes'
    /// keys is taken: a subtree whose scope a new sibling took is built again instead, so
    /// it collides there and never shares that sibling's state).
    func reuse(_ previous: BuildRecord) -> Element? {
        statistics.reusedSubtrees += 1
        previous.instance.adopt(by: currentInstance)
        for node in previous.frontier { add(node) }
        for problem in previous.problems {
            problems.insert(problem)
            problemLog.append(problem)
        }
        recordFrames[recordFrames.count - 1].children.append(previous)
        return previous.element
    }

    /// Whether a sibling built before `previous` took one of its frontier scopes' keys.
    func frontierIsTaken(_ previous: BuildRecord) -> Bool {
        previous.frontier.contains { scopeFrames[scopeFrames.count - 1].children[$0.key] != nil }
    }

    private func add(_ node: ScopeNode) {
        scopeFrames[scopeFrames.count - 1].children[node.key] = node
        scopeFrames[scopeFrames.count - 1].added.append(node)
    }

    // MARK: diagnostics

    /// The instance `component` would have at `position` under the current parent, for
    /// the paths of reports.
    private func probe(_ component: any Component, keys: [ScopeIdentifier], position: Int) -> ComponentInstance {
        ComponentInstance(component: component, state: Stateless(), scopeID: nil, keys: keys, position: position,
                          parent: currentInstance)
    }

    /// Whether `problem` is new: in neither the previous build nor this one so far (it
    /// is recorded either way). Siblings with one problem (three items with one ID) make
    /// one report.
    private func isNew(_ problem: BuildProblem) -> Bool {
        problemLog.append(problem)
        return problems.insert(problem).inserted && !previousProblems.contains(problem)
    }

    /// A composite's own report from its body (`BuildContext.reportInvalidValue`,
    /// `reportResourceNotLoaded`): a problem keyed by the component's path and message,
    /// so it is reported once while it lasts.
    func reportOnce<C: Component>(_ kind: ComponentDiagnostic.Kind, of component: C.Type, message: String, fix: String) {
        let parentScope = scopeFrames[scopeFrames.count - 1].owner?.scopeID
        let path = currentInstance?.path ?? String(describing: C.self)
        let key = ScopeKey(type: ObjectIdentifier(C.self), identifier: ScopeIdentifier("\(path)\n\(message)"), keys: keys)
        guard isNew(BuildProblem(kind: kind, parentScope: parentScope, key: key)) else { return }
        diagnostics.report(ComponentDiagnostic(kind: kind, path: path, message: "\(message): \(path)\nFix: \(fix)"))
    }

    private func reportCollision(of component: any Component, key: ScopeKey, position: Int, with existing: ComponentInstance) {
        let parentScope = scopeFrames[scopeFrames.count - 1].owner?.scopeID
        guard isNew(BuildProblem(kind: .scopeCollision, parentScope: parentScope, key: key)) else { return }
        let second = probe(component, keys: key.keys, position: position)
        let typeName = String(describing: type(of: component))
        let parentName = currentInstance.map { String(describing: type(of: $0.component)) } ?? "the root"
        let message = """
            Scope collision: two \(typeName) scopes under the same parent cannot be told apart.
              first:  \(existing.path(distinctFrom: second))
              second: \(second.path(distinctFrom: existing))
              (#n: the n-th composite component in its parent's body)
            They do not share state: the second one is built without a scope. Fix: give each \(typeName) \
            a unique identifier (scope: .identifier(model.id)), or have \(parentName) give each one a key \
            (.key(index)).
            """
        diagnostics.report(ComponentDiagnostic(kind: .scopeCollision, path: second.path, message: message))
    }

    private func reportMissingScope<C: Component>(of component: C, keys: [ScopeIdentifier], position: Int) {
        let parentScope = scopeFrames[scopeFrames.count - 1].owner?.scopeID
        let key = ScopeKey(type: ObjectIdentifier(C.self), identifier: nil, keys: keys)
        guard isNew(BuildProblem(kind: .missingScope, parentScope: parentScope, key: key)) else { return }
        let path = probe(component, keys: keys, position: position).path
        let typeName = String(describing: C.self)
        let what = [C.hasState ? "state" : nil, C.controllerType != nil ? "a controller" : nil]
            .compactMap { $0 }.joined(separator: " and ")
        let message = """
            \(typeName) has \(what) but no scope: \(path)
            Its state is not kept between builds and it gets no controller. Fix: declare a scope \
            (var scope: ComponentScope? { .byType }, or .identifier(model.id) when it has siblings of its type).
            """
        diagnostics.report(ComponentDiagnostic(kind: .missingScope, path: path, message: message))
    }
}

/// Counts of one build, for tests and benchmarks.
public struct BuildStatistics: Sendable, Hashable {
    /// Composite components whose body was built.
    public var builtComponents = 0
    /// Subtrees taken unchanged from the previous build.
    public var reusedSubtrees = 0
    /// Composite components on an updated scope's path whose body was not run again but
    /// replayed (`TreeBuilder`).
    public var replayedComponents = 0
}

/// A state update waiting for the next build: a function from the old state to the new.
struct PendingStateUpdate: Sendable {
    let apply: @Sendable (any Sendable) -> any Sendable
}
