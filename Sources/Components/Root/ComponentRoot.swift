import Instrumentation

/// Owns one component tree: its root component, its scopes and their state, its
/// controllers, its latest build and layout. A window, a snapshot or a list cell has
/// one (the mounting layer's `ComponentHost` wraps it).
///
/// State updates come through `ActionContext.updateState` and
/// `ComponentController.updateState`. A synchronous update rebuilds and lays out before
/// it returns; asynchronous updates are queued, and all those of one main-actor turn are
/// applied, in order, by one build that runs off the main actor. Each finished
/// generation is *committed* on the main actor: controllers of new scopes are created,
/// those of changed scopes get `didUpdateComponent`, those of removed scopes
/// `invalidate`, and `onCommit` is called.
@MainActor
public final class ComponentRoot {
    public let environment: LayoutEnvironment
    public let diagnostics: DiagnosticHandler
    /// The latest committed generation and its layout.
    public private(set) var result: BuildResult
    public private(set) var layout: LayoutResult = .empty
    /// Generations committed so far (the first build included).
    public private(set) var commitCount = 0
    /// Called after every commit; a mounting layer sets it through `attachMountingLayer`.
    public private(set) var onCommit: ((ComponentRoot) -> Void)?
    /// What its controllers' timers run on (`ComponentController.startTimer`): the main
    /// queue's by default; a test sets a `ManualTimerClock` before controllers start timers.
    public var timerClock: any TimerClock = DispatchTimerClock.shared
    /// The runtime mistakes reported so far (each once); controllers share it.
    let reported: ReportedDiagnostics

    let pipeline: BuildPipeline
    private var controllers: [ScopeID: any ControllerLifecycle] = [:]
    private var asynchronousBuild: Task<Void, Never>?
    /// Which scheduling `asynchronousBuild` is.
    private var asynchronousBuildGeneration = 0
    private var isCommitting = false
    private var needsSynchronousBuild = false
    /// Whether a state update was ever queued (see `keepsOnlyInitialState`).
    private var hasHadStateUpdates = false
    /// Build and layout time of the generations committed since `takeCommittedPhases()`
    /// (`ComponentRoot+FramePhases.swift`).
    var committedPhases = FramePhases()

    /// Builds and lays out `component` within `sizeRange` at once.
    public init(_ component: some Component, sizeRange: SizeRange, environment: LayoutEnvironment = LayoutEnvironment(),
                diagnostics: DiagnosticHandler = .standard) {
        self.environment = environment
        self.diagnostics = diagnostics
        reported = ReportedDiagnostics(handler: diagnostics)
        pipeline = BuildPipeline(component: component, sizeRange: sizeRange, environment: environment, diagnostics: diagnostics)
        pipeline.run()
        let first = pipeline.takeOutputs()
        result = first[0].result
        commit(first)
    }

    /// Commits a tree built off the main actor (`ComponentRoot.prepare`): its
    /// controllers are created now, and the root goes on from that generation as if it
    /// had built it itself. A prepared tree becomes one root: committing the same one
    /// twice is a programmer error (it would share its scopes), and traps.
    public init(prepared: PreparedRoot) {
        precondition(prepared.pipeline.adopt(), "ComponentRoot(prepared:): this prepared tree is another root's already")
        environment = prepared.environment
        diagnostics = prepared.diagnostics
        reported = ReportedDiagnostics(handler: prepared.diagnostics)
        pipeline = prepared.pipeline
        result = prepared.output.result
        commit([prepared.output])
    }

    /// The root component as last built.
    public var component: any Component { result.root }

    /// Replaces the root component (new props) and rebuilds in the background, as an
    /// asynchronous state update does: the build and layout run off the main actor and
    /// are committed on it, together with any state updates queued meanwhile, in order.
    /// `waitForAsynchronousUpdates()` returns once it is committed. With `sizeRange`,
    /// the new generation is laid out within it.
    public func updateAsynchronously(_ component: some Component, sizeRange: SizeRange? = nil) {
        pipeline.setComponent(component)
        if let sizeRange { pipeline.setSizeRange(sizeRange) }
        scheduleAsynchronousBuild()
    }

    /// Replaces the root component (new props) and rebuilds at once.
    public func update(_ component: some Component) {
        pipeline.setComponent(component)
        buildSynchronously()
    }

    /// Replaces the root component and its size range, then builds and lays out once.
    public func update(_ component: some Component, sizeRange: SizeRange) {
        pipeline.setComponent(component)
        pipeline.setSizeRange(sizeRange)
        buildSynchronously()
    }

    /// Lays the tree out again within `sizeRange` (no rebuild; nothing when the range is
    /// the one in use).
    public func update(sizeRange: SizeRange) {
        pipeline.setSizeRange(sizeRange)
        buildSynchronously()
    }

    /// Whether asynchronous updates are queued or being built (not committed yet).
    public var hasPendingUpdates: Bool { asynchronousBuild != nil || pipeline.hasPendingWork }

    /// Builds every queued asynchronous update now, on the main actor, and commits it:
    /// what a test or a tool does before it looks, so it sees what the app will show
    /// (`ComponentHost`'s queries and snapshots do it by default). A build already under
    /// way off the main actor is waited for first (builds run one at a time).
    public func applyPendingUpdatesNow() {
        guard hasPendingUpdates else { return }
        // The background build, if it runs, finishes first (the pipeline builds one
        // generation at a time); its task then finds nothing left to commit.
        asynchronousBuild = nil
        asynchronousBuildGeneration &+= 1
        buildSynchronously()
    }

    /// Lays the tree out again within `sizeRange` in the background (no rebuild; nothing
    /// when the range is the one in use): a list's rows following its new width.
    /// `waitForAsynchronousUpdates()` returns once it is committed.
    public func updateAsynchronously(sizeRange: SizeRange) {
        pipeline.setSizeRange(sizeRange)
        guard pipeline.hasPendingWork else { return }
        scheduleAsynchronousBuild()
    }

    /// Waits until every queued asynchronous update is built and committed.
    public func waitForAsynchronousUpdates() async {
        while let build = asynchronousBuild {
            await build.value
        }
    }

    /// Sends `action` from `element` up its responder chain: the element's owner
    /// component, that component's controller, the owner's parent, its controller, and
    /// so on to the root. Returns whether something handled it; an unhandled action is
    /// reported to `diagnostics`, once per sender type and action type (unless its type
    /// says not to: see `Action.reportsWhenUnhandled`).
    @discardableResult
    public func send(_ action: any Action, from element: Element) -> Bool {
        dispatch(action, startingAt: element.owner, offerFirstComponent: true, sender: element.owner)
    }

    /// Sends `action` from `element` up its responder chain as `send(_:from:)` does, but
    /// reports nothing when nobody handles it: the caller goes on elsewhere (a list
    /// row's root, then the list around it).
    @discardableResult
    public func offer(_ action: any Action, from element: Element) -> Bool {
        dispatch(action, startingAt: element.owner, offerFirstComponent: true, sender: element.owner, reports: false)
    }

    /// Offers `action` from `element` up its responder chain as `offer(_:from:)` does, but
    /// no further than `last` (its component and controller are asked; their parents are
    /// not): a focus group's arrows reach the components inside the group and then the
    /// group, never the page around it (whose own arrows switch pages).
    @discardableResult
    public func offer(_ action: any Action, from element: Element, through last: ComponentInstance) -> Bool {
        dispatch(action, startingAt: element.owner, offerFirstComponent: true, sender: element.owner, reports: false,
                 through: last)
    }

    /// Sends `action` from a composite component: its own controller first, then its
    /// ancestors and their controllers.
    @discardableResult
    public func send(_ action: any Action, from instance: ComponentInstance) -> Bool {
        dispatch(action, startingAt: instance, offerFirstComponent: false, sender: instance)
    }

    /// Sends `action` to `instance`'s component first, then on up its responder chain.
    func send(_ action: any Action, fromComponent instance: ComponentInstance) -> Bool {
        dispatch(action, startingAt: instance, offerFirstComponent: true, sender: instance)
    }

    /// Sends `action` from a controller's component to the components above it and their
    /// controllers (`ComponentController.send(_:)`).
    func send(_ action: any Action, fromAbove instance: ComponentInstance) -> Bool {
        dispatch(action, startingAt: instance.parent, offerFirstComponent: true, sender: instance)
    }

    /// Where actions go on when nothing in this root handled them: a list row's root hands
    /// them to the list's element in the tree around it (mounting sets this), so a row's
    /// `ActionContext.send` and its controller's `send` reach the screen that shows the
    /// list. That chain reports what nobody handles.
    public var outerResponder: (@MainActor (any Action) -> Bool)?

    /// The controller of `instance`'s scope, if it has one.
    public func controller(of instance: ComponentInstance) -> AnyObject? {
        instance.scopeID.flatMap { controllers[$0] }
    }

    /// Whether the root holds nothing that building its root component again would not
    /// make: no state update has reached it (every state is its initial one), it has no
    /// controller and no build is under way. A list may let go of such a root far from
    /// view and build it again later with nothing lost (a component's `initialState()`
    /// and `body` are functions of its props).
    public var keepsOnlyInitialState: Bool {
        !hasHadStateUpdates && controllers.isEmpty && asynchronousBuild == nil
    }

    /// Every live controller (for tests and tools).
    public var liveControllers: [AnyObject] { Array(controllers.values) }

    /// Invalidates every controller: the tree is going away (a window closes). With a
    /// mounting layer, controllers get `willUnmount` and `didUnmount` first.
    public func invalidate() {
        if hasMountingLayer {
            for controller in controllers.values { controller.send(.willUnmount) }
            for controller in controllers.values { controller.send(.didUnmount) }
        }
        for controller in controllers.values { controller.invalidateOnce() }
        controllers = [:]
        asynchronousBuild?.cancel()
    }

    // MARK: state updates

    func enqueueStateUpdate(for instance: ComponentInstance, mode: StateUpdateMode, animation: Animation? = nil,
                            completion: (any Action)? = nil,
                            _ apply: @escaping @Sendable (any Sendable) -> any Sendable) {
        // A component without a scope (or whose scope collided) keeps no state.
        guard let scope = instance.scopeID else {
            reportDroppedUpdate(from: instance)
            return
        }
        hasHadStateUpdates = true
        if let animation { pendingAnimation = animation }
        if let completion { pendingCompletions.append(AnimationCompletion(instance: instance, action: completion)) }
        pipeline.enqueue(PendingStateUpdate(apply: apply), for: scope)
        switch mode {
        case .synchronous:
            buildSynchronously()
        case .asynchronous:
            scheduleAsynchronousBuild()
        }
    }

    private func scheduleAsynchronousBuild() {
        guard asynchronousBuild == nil else { return }
        let pipeline = pipeline
        asynchronousBuildGeneration &+= 1
        let generation = asynchronousBuildGeneration
        asynchronousBuild = Task { @MainActor [weak self] in
            // After this turn of the main actor: every update of the turn is queued by now.
            await Task.yield()
            await Task.detached { pipeline.run() }.value
            guard let self else { return }
            // `applyPendingUpdatesNow()` may have taken this build's place (and a newer
            // one may be scheduled): only the build still in its place clears it.
            if self.asynchronousBuildGeneration == generation { self.asynchronousBuild = nil }
            self.commit(pipeline.takeOutputs())
            // Updates queued while that build ran (it had taken the queue already) would
            // otherwise wait for some later build.
            if pipeline.hasPendingWork { self.scheduleAsynchronousBuild() }
        }
    }

    private func reportDroppedUpdate(from instance: ComponentInstance) {
        let collided = instance.component.scope != nil
        let type = type(of: instance.component)
        reported.reportOnce(.droppedStateUpdate, about: type, detail: collided ? "collided scope" : "no scope") {
            let path = instance.path
            let typeName = String(describing: type)
            let parentName = instance.parent.map { String(describing: Swift.type(of: $0.component)) } ?? "the root"
            let message = collided ? """
                State update dropped: this \(typeName)'s scope collided with a sibling's, so it was built without \
                one and keeps no state: \(path)
                Fix: give each \(typeName) a unique identifier (scope: .identifier(model.id)), or have \(parentName) \
                give each one a key (.key(index)).
                """ : """
                State update dropped: \(typeName) has no scope, so it keeps no state: \(path)
                Fix: declare a scope (var scope: ComponentScope? { .byType }, or .identifier(model.id) when it has \
                siblings of its type).
                """
            return ComponentDiagnostic(kind: .droppedStateUpdate, path: path, message: message)
        }
    }

    private func buildSynchronously() {
        guard !isCommitting else {
            // A controller asked from inside a commit: build once the commit is done.
            needsSynchronousBuild = true
            return
        }
        pipeline.run()
        commit(pipeline.takeOutputs())
    }

    // MARK: committing

    private func commit(_ outputs: [BuildPipeline.Output]) {
        guard !outputs.isEmpty else { return }
        isCommitting = true
        var mounting: [any ControllerLifecycle] = []
        var unmounting: [any ControllerLifecycle] = []
        for output in outputs {
            for removed in output.result.removedScopes {
                removed.forEachInSubtree { node in
                    if let controller = controllers.removeValue(forKey: node.id) { unmounting.append(controller) }
                }
            }
            for node in output.result.createdControllerScopes {
                guard let controller = node.instance.component.makeController(for: node.instance, in: self) else { continue }
                controllers[node.id] = controller
                mounting.append(controller)
            }
            for node in output.result.updatedControllerScopes {
                controllers[node.id]?.update(to: node.instance)
            }
            result = output.result
            layout = output.layout
            commitCount += 1
            committedPhases += output.phases
        }
        // Offsets layout clamped go back to their scroll views' state (their updates
        // build once this commit is done, as a controller's would).
        if let latest = outputs.last {
            for clamp in latest.layout.scrollClamps { send(ScrollOffsetClamped(offset: clamp.offset), from: clamp.element) }
        }
        // A controller created and removed within these generations never mounted.
        let transient = Set(unmounting.map(ObjectIdentifier.init)).intersection(mounting.map(ObjectIdentifier.init))
        mounting.removeAll { transient.contains(ObjectIdentifier($0)) }
        if hasMountingLayer {
            for controller in unmounting where !transient.contains(ObjectIdentifier(controller)) { controller.send(.willUnmount) }
            for controller in mounting { controller.send(.willMount) }
        }
        isCommitting = false
        // The updates' animation goes with this commit (the latest one asked for, when
        // several updates of one commit asked).
        commitAnimation = pendingAnimation
        commitCompletions = pendingCompletions
        pendingAnimation = nil
        pendingCompletions.removeAll()
        onCommit?(self)
        commitAnimation = nil
        // Without a mounting layer nothing animates: the completions are due now.
        let completions = commitCompletions
        commitCompletions.removeAll()
        if !hasMountingLayer { for completion in completions { deliver(completion) } }
        for controller in unmounting {
            if hasMountingLayer, !transient.contains(ObjectIdentifier(controller)) { controller.send(.didUnmount) }
            controller.invalidateOnce()
        }
        if hasMountingLayer {
            for controller in mounting { controller.send(.didMount) }
        }
        if needsSynchronousBuild {
            needsSynchronousBuild = false
            buildSynchronously()
        }
    }

    /// The animation the state updates being committed asked for
    /// (`updateState(_:animation:_:)`), while the mounting layer mounts the commit: it
    /// animates what the commit moved or resized. Nil otherwise.
    public private(set) var commitAnimation: Animation?
    /// The animation of the updates queued since the last commit.
    private var pendingAnimation: Animation?
    /// What the updates being committed ask to be told when their animations end
    /// (`updateState(_:animation:completion:_:)`), while the mounting layer mounts the
    /// commit: it delivers them (`deliver(_:)`). Empty otherwise.
    public private(set) var commitCompletions: [AnimationCompletion] = []
    private var pendingCompletions: [AnimationCompletion] = []

    /// Whether a mounting layer mounts every commit (see `attachMountingLayer`).
    public private(set) var hasMountingLayer = false
    /// What eases scroll views and brings elements into view: the mounting layer, which
    /// knows where elements are shown and has the frame clock (weak: it holds the root).
    weak var scrollRequests: (any ScrollRequestHandler)?
    /// Where components' typed keys and text go (`attachFocusedInput(_:)`).
    weak var focusedInput: (any FocusedInputHandler)?

    /// Hands every commit to `mount` (a mounting layer), starting with the tree as it is
    /// now, and scroll requests (`scrollIntoView`, animated `ScrollTo`) to `scrolling`.
    /// From then on controllers get `willMount` / `willUnmount` before `mount` runs
    /// and `didMount` / `didUnmount` after it; the controllers that exist now get
    /// `willMount` and `didMount` around this first mount.
    public func attachMountingLayer(scrolling: (any ScrollRequestHandler)? = nil,
                                    _ mount: @escaping (ComponentRoot) -> Void) {
        precondition(!hasMountingLayer, "ComponentRoot.attachMountingLayer: a root has one mounting layer")
        hasMountingLayer = true
        onCommit = mount
        scrollRequests = scrolling
        let existing = Array(controllers.values)
        for controller in existing { controller.send(.willMount) }
        mount(self)
        for controller in existing { controller.send(.didMount) }
    }

    /// Stops handing commits to the mounting layer: the controllers that exist get
    /// `willUnmount` and `didUnmount` (they stay valid: the scopes are still there). A new
    /// mounting layer can be attached then. Nothing happens without one.
    public func detachMountingLayer() {
        guard hasMountingLayer else { return }
        let existing = Array(controllers.values)
        for controller in existing { controller.send(.willUnmount) }
        hasMountingLayer = false
        onCommit = nil
        scrollRequests = nil
        for controller in existing { controller.send(.didUnmount) }
    }

    // MARK: actions

    private func dispatch(_ action: any Action, startingAt start: ComponentInstance?, offerFirstComponent: Bool,
                          sender: ComponentInstance?, reports: Bool = true, through last: ComponentInstance? = nil) -> Bool {
        var current = start
        var offerComponent = offerFirstComponent
        while let instance = current {
            if offerComponent, instance.component.offer(action, instance: instance, root: self) { return true }
            if let id = instance.scopeID, let controller = controllers[id], controller.handleAction(action) { return true }
            if instance === last { return false }
            offerComponent = true
            current = instance.parent
        }
        // An offer's caller goes on itself; a send goes on to the root around this one.
        if reports, let outerResponder { return outerResponder(action) }
        guard reports, type(of: action).reportsWhenUnhandled else { return false }
        let senderType = sender.map { type(of: $0.component) } ?? type(of: result.root)
        reported.reportOnce(.unhandledAction, about: senderType, detail: String(reflecting: type(of: action))) {
            let path = sender?.path ?? String(describing: type(of: result.root))
            return ComponentDiagnostic(kind: .unhandledAction, path: path, message: """
                Unhandled action \(type(of: action)) sent from \(path): no component or controller on its responder \
                chain handled it. Fix: handle it in an ancestor's handle(_:_:) or its controller's handle(_:).
                """)
        }
        return false
    }
}
