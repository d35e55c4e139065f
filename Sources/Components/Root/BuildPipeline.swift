import Geometry
import Instrumentation
import Locking
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
        /// What building and laying out took (zero unless `measuresPhases`).
        var phases = FramePhases()
    }

    private struct Queue {
        var component: any Component
        var sizeRange: SizeRange
        var needsBuild = true
        var needsLayout = true
        var updates: [ScopeID: [PendingStateUpdate]] = [:]
        var outputs: [Output] = []
    }

    /// What only a build touches: the latest generation and the layout engine.
    private struct Work: @unchecked Sendable {
        var latest: BuildResult?
        var latestLayout: LayoutResult = .empty
        let engine: ComponentLayoutEngine
        /// The latest instance of every live scope: where a pending update's path to the
        /// root starts. Kept up to date from each build's built and removed scopes.
        var instances: [ScopeID: ComponentInstance] = [:]

        /// The instances from each updated scope to the root: none of them may be reused.
        func dirtyPaths(of scopes: Dictionary<ScopeID, [PendingStateUpdate]>.Keys) -> Set<ObjectIdentifier> {
            var dirty = Set<ObjectIdentifier>()
            for id in scopes {
                var current = instances[id]
                while let instance = current, dirty.insert(ObjectIdentifier(instance)).inserted {
                    current = instance.parent
                }
            }
            return dirty
        }

        mutating func record(_ result: BuildResult) {
            for removed in result.removedScopes {
                removed.forEachInSubtree { instances[$0.id] = nil }
            }
            for node in result.builtScopes { instances[node.id] = node.instance }
        }
    }

    private let queue: Lock<Queue>
    private let work: Lock<Work>
    let diagnostics: DiagnosticHandler
    /// Whether a root has taken this pipeline (`ComponentRoot(prepared:)`): one may.
    private let adopted = Atomic<Bool>(false)
    /// Whether builds time themselves (the inspector's frame-time strip asks).
    let measuresPhases = Atomic<Bool>(false)

    init(component: any Component, sizeRange: SizeRange, environment: LayoutEnvironment, diagnostics: DiagnosticHandler) {
        queue = Lock(Queue(component: component, sizeRange: sizeRange))
        work = Lock(Work(engine: ComponentLayoutEngine(environment: environment)))
        self.diagnostics = diagnostics
        reportIfInvalid(sizeRange, root: component)
    }

    /// Marks the pipeline as a root's; false when a root had it already.
    func adopt() -> Bool {
        !adopted.exchange(true, ordering: .relaxed)
    }

    func setComponent(_ component: any Component) {
        queue.withLock {
            $0.component = component
            $0.needsBuild = true
        }
    }

    /// Lays out again at `sizeRange` next time, unless that is the range already used.
    func setSizeRange(_ sizeRange: SizeRange) {
        let root: (any Component)? = queue.withLock {
            guard $0.sizeRange != sizeRange else { return nil }
            $0.sizeRange = sizeRange
            $0.needsLayout = true
            return $0.component
        }
        if let root { reportIfInvalid(sizeRange, root: root) }
    }

    /// Whether something waits for a build (an update queued while the last one ran).
    var hasPendingWork: Bool {
        queue.withLock { $0.needsBuild || $0.needsLayout }
    }

    /// A range that fails `SizeRange.check()` is reported, then laid out as given (the
    /// layout engine keeps any values finite): `ComponentRoot` cannot throw.
    private func reportIfInvalid(_ sizeRange: SizeRange, root: any Component) {
        do throws(DimensionError) {
            try sizeRange.check()
        } catch {
            let path = String(describing: type(of: root))
            diagnostics.report(ComponentDiagnostic(kind: .invalidSizeRange, path: path, message: """
                Invalid size range for the root \(path): \(error). Fix: pass a SizeRange whose minimum is finite \
                and at least 0 and at most its maximum (SizeRange.check() throws what is wrong).
                """))
        }
    }

    /// Queues `update` for `scope`; the next build applies it.
    func enqueue(_ update: PendingStateUpdate, for scope: ScopeID) {
        queue.withLock {
            $0.updates[scope, default: []].append(update)
            $0.needsBuild = true
        }
    }

    /// Builds and lays out what is pending, if anything; the generation waits in
    /// `takeOutputs()`.
    func run() {
        work.withLock { work in
            let (component, sizeRange, needsBuild, needsLayout, updates) = queue.withLock { queue in
                defer {
                    queue.updates = [:]
                    queue.needsBuild = false
                    queue.needsLayout = false
                }
                return (queue.component, queue.sizeRange, queue.needsBuild, queue.needsLayout, queue.updates)
            }
            guard needsBuild || needsLayout || work.latest == nil else { return }
            let measures = measuresPhases.load(ordering: .relaxed)
            let started = measures ? ContinuousClock.now : nil
            let result: BuildResult
            if needsBuild || work.latest == nil {
                result = TreeBuilder.build(component, previous: work.latest, dirty: work.dirtyPaths(of: updates.keys),
                                           pendingUpdates: updates, diagnostics: diagnostics)
                work.record(result)
            } else {
                result = work.latest!.unchanged()
            }
            let built = started.map { _ in ContinuousClock.now }
            let layout = work.engine.layout(result.element, in: sizeRange)
            work.latest = result
            work.latestLayout = layout
            var output = Output(result: result, layout: layout)
            if let started, let built {
                output.phases.build = built - started
                output.phases.layout = ContinuousClock.now - built
            }
            queue.withLock { $0.outputs.append(output) }
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
                    builtScopes: [], createdControllerScopes: [], updatedControllerScopes: [], removedScopes: [],
                    problems: problems, statistics: BuildStatistics())
    }
}
