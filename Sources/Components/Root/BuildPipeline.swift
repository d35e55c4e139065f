import Synchronization

/// The part of a `ComponentRoot` that may run off the main actor: the queue of state
/// updates, and building plus laying out one generation at a time.
///
/// Two locks: `work` serializes builds (held for a whole build and layout), `queue`
/// guards what the main actor touches between builds (pending updates, finished
/// generations), so enqueueing an update never waits for a build.
final class BuildPipeline: Sendable {
    /// A finished generation, waiting to be committed on the main actor.
    struct Output: Sendable {
        let result: BuildResult
        let layout: LayoutResult
    }

    private struct Queue {
        var component: any Component
        var sizeRange: SizeRange
        var needsBuild = true
        var needsLayout = true
        var updates: [ScopeID: [PendingStateUpdate]] = [:]
        var dirty: Set<ObjectIdentifier> = []
        var outputs: [Output] = []
    }

    /// What only a build touches: the latest generation and the layout engine.
    private struct Work: @unchecked Sendable {
        var latest: BuildResult?
        var latestLayout: LayoutResult = .empty
        let engine: ComponentLayoutEngine
    }

    private let queue: Mutex<Queue>
    private let work: Mutex<Work>
    let diagnostics: DiagnosticHandler

    init(component: any Component, sizeRange: SizeRange, environment: LayoutEnvironment, diagnostics: DiagnosticHandler) {
        queue = Mutex(Queue(component: component, sizeRange: sizeRange))
        work = Mutex(Work(engine: ComponentLayoutEngine(environment: environment)))
        self.diagnostics = diagnostics
    }

    func setComponent(_ component: any Component) {
        queue.withLock {
            $0.component = component
            $0.needsBuild = true
        }
    }

    func setSizeRange(_ sizeRange: SizeRange) {
        queue.withLock {
            $0.sizeRange = sizeRange
            $0.needsLayout = true
        }
    }

    /// Queues `update` for `instance`'s scope and marks the instances from it to the
    /// root as dirty (their subtrees cannot be reused as they are).
    func enqueue(_ update: PendingStateUpdate, for instance: ComponentInstance) {
        guard let scopeID = instance.scopeID else { return }
        var path: [ObjectIdentifier] = []
        var current: ComponentInstance? = instance
        while let node = current {
            path.append(ObjectIdentifier(node))
            current = node.parent
        }
        queue.withLock {
            $0.updates[scopeID, default: []].append(update)
            $0.dirty.formUnion(path)
            $0.needsBuild = true
        }
    }

    var hasPendingWork: Bool { queue.withLock { $0.needsBuild || $0.needsLayout } }

    /// Builds and lays out what is pending, if anything; the generation waits in
    /// `takeOutputs()`.
    func run() {
        work.withLock { work in
            let (component, sizeRange, needsBuild, needsLayout, updates, dirty) = queue.withLock { queue in
                defer {
                    queue.updates = [:]
                    queue.dirty = []
                    queue.needsBuild = false
                    queue.needsLayout = false
                }
                return (queue.component, queue.sizeRange, queue.needsBuild, queue.needsLayout, queue.updates, queue.dirty)
            }
            guard needsBuild || needsLayout || work.latest == nil else { return }
            let result: BuildResult
            if needsBuild || work.latest == nil {
                result = TreeBuilder.build(component, previous: work.latest, dirty: dirty, pendingUpdates: updates,
                                           diagnostics: diagnostics)
            } else {
                result = work.latest!.unchanged()
            }
            let layout = work.engine.layout(result.element, in: sizeRange)
            work.latest = result
            work.latestLayout = layout
            queue.withLock { $0.outputs.append(Output(result: result, layout: layout)) }
        }
    }

    /// The generations built since the last call, oldest first.
    func takeOutputs() -> [Output] {
        queue.withLock { queue in
            defer { queue.outputs = [] }
            return queue.outputs
        }
    }
}

extension BuildResult {
    /// The same generation again, for a relayout without a rebuild: no controller events.
    func unchanged() -> BuildResult {
        BuildResult(root: root, element: element, record: record, scopes: scopes, nextScopeID: nextScopeID,
                    createdControllerScopes: [], updatedControllerScopes: [], removedScopes: [],
                    statistics: BuildStatistics())
    }
}
