/// A long-lived object for one scope: created by the framework with the scope's first
/// component, kept while the scope stays in the tree, invalidated when it leaves.
///
/// Subclass it for a component and return the subclass from the component's
/// `controllerType`. The component never references its controller: data flows one way,
/// through `component` and `state`, kept up to date on every rebuild that changed them
/// (`didUpdateComponent`). A controller can be a delegate, own a download, and change
/// its scope's state with `updateState`. It also handles actions from its component's
/// subtree, after the component itself. Lives on the main actor.
///
/// Only the framework makes controllers: the initializer takes a `ControllerContext`,
/// which nothing else can create, so a controller always belongs to a scope. A subclass
/// that needs its own initializer overrides `init(_:)` and passes the context on.
@MainActor
open class ComponentController<C: Component> {
    /// The component as last built (the first one until a rebuild changes it).
    public private(set) var component: C
    /// The scope's state as last built.
    public private(set) var state: C.State
    /// Whether `invalidate()` was called (the scope left the tree).
    public private(set) var isInvalidated = false
    /// The latest instance of this controller's scope and its root.
    var instance: ComponentInstance
    weak var root: ComponentRoot?
    /// The timers it started that still run (`startTimer`); cancelled on invalidation.
    var timers: [ControllerTimer] = []
    /// The root's record of reported mistakes: kept after the root is gone, so an update
    /// after invalidation is still reported once.
    private let reported: ReportedDiagnostics

    /// What the scope's root lays out in (its text system and pixel scale): a component
    /// that makes roots of its own, as a `TextArea` makes one per paragraph it shows,
    /// lays them out in it. Nil once the root is gone.
    public var layoutEnvironment: LayoutEnvironment? { root?.environment }

    /// Made by the framework only, with the scope's first component and initial state.
    public required init(_ context: ControllerContext<C>) {
        component = context.component
        state = context.state
        instance = context.instance
        root = context.root
        reported = context.root.reported
    }

    /// A rebuild changed the component's props or the scope's state (not called on creation).
    open func didUpdateComponent(from oldComponent: C, oldState: C.State) {}
    /// Mount lifecycle: called by the mounting layer around mounting and unmounting the
    /// component's nodes.
    open func willMount() {}
    open func didMount() {}
    open func willUnmount() {}
    open func didUnmount() {}
    /// The scope left the tree: release what the controller holds. Called once.
    open func invalidate() {}
    /// Handles an action from the component's subtree that the component did not handle;
    /// true stops the chain.
    open func handle(_ action: any Action) -> Bool { false }

    /// Queues a change of this scope's state (see `StateUpdateMode`). After `invalidate()`,
    /// or once the root was released without being invalidated, the change has nowhere to
    /// go: it is dropped and reported once per component type. With `animation`, what the
    /// commit moves or resizes goes there over it, from where it is shown.
    public func updateState(_ mode: StateUpdateMode = .asynchronous, animation: Animation? = nil,
                            completion: (any Action)? = nil, _ change: @escaping @Sendable (inout C.State) -> Void) {
        guard !isInvalidated, let root else {
            reportDroppedUpdate()
            return
        }
        root.enqueueStateUpdate(for: instance, mode: mode, animation: animation, completion: completion) { state in
            guard var typed = state as? C.State else { return state }
            change(&typed)
            return typed
        }
    }

    /// Sends `action` up the responder chain from the component: to the components above
    /// it and their controllers, in order, until one handles it (the component and this
    /// controller are not offered it). Returns whether something did; one nobody handles
    /// is reported as any action is. How a controller asks the `ScrollView` around its
    /// component to move: `send(ScrollTo(offset: .zero, animated: true))`. Nothing is sent
    /// once the controller is invalidated.
    @discardableResult
    public func send(_ action: any Action) -> Bool {
        guard !isInvalidated, let root else { return false }
        return root.send(action, fromAbove: instance)
    }

    private func reportDroppedUpdate() {
        let invalidated = isInvalidated
        reported.reportOnce(.droppedStateUpdate, about: C.self, detail: invalidated ? "invalidated controller" : "root gone") {
            let path = instance.path
            let controllerName = String(describing: type(of: self))
            let message = invalidated ? """
                State update dropped: the \(controllerName) of \(path) was invalidated (its scope left the \
                tree), so its updateState goes nowhere. Fix: in \(controllerName).invalidate(), stop what calls \
                updateState (cancel timers and downloads, clear delegates), or check isInvalidated first.
                """ : """
                State update dropped: the root of the \(controllerName) of \(path) was released without \
                invalidate(), so its updateState goes nowhere. Fix: call invalidate() on the root (Presenter.close() \
                for a window) before releasing it, so its controllers stop their work in invalidate().
                """
            return ComponentDiagnostic(kind: .droppedStateUpdate, path: path, message: message)
        }
    }
}

/// What the framework hands a controller it creates: the scope's first component and
/// state, and the scope they belong to. It has no public initializer: controllers are
/// made by their root only, when their scope first appears.
@MainActor
public struct ControllerContext<C: Component> {
    /// The scope's first component.
    public let component: C
    /// The scope's initial state.
    public let state: C.State
    let instance: ComponentInstance
    let root: ComponentRoot
}

/// What a root needs of any controller, whatever its component type.
@MainActor
protocol ControllerLifecycle: AnyObject {
    func update(to instance: ComponentInstance)
    func invalidateOnce()
    func handleAction(_ action: any Action) -> Bool
    func send(_ event: MountEvent)
}

/// The mount lifecycle calls a mounting layer delivers to controllers.
public enum MountEvent: Sendable {
    case willMount, didMount, willUnmount, didUnmount
}

extension ComponentController: ControllerLifecycle {
    func update(to instance: ComponentInstance) {
        guard let newComponent = instance.component as? C, let newState = instance.state as? C.State else { return }
        let (oldComponent, oldState) = (component, state)
        self.instance = instance
        component = newComponent
        state = newState
        didUpdateComponent(from: oldComponent, oldState: oldState)
    }

    func invalidateOnce() {
        guard !isInvalidated else { return }
        isInvalidated = true
        // A timer never fires for a controller whose scope left the tree.
        for timer in timers { timer.cancel() }
        timers.removeAll()
        invalidate()
    }

    func handleAction(_ action: any Action) -> Bool { handle(action) }

    func send(_ event: MountEvent) {
        switch event {
        case .willMount: willMount()
        case .didMount: didMount()
        case .willUnmount: willUnmount()
        case .didUnmount: didUnmount()
        }
    }
}

extension Component {
    /// A new controller for `instance`'s scope (built from this component) in `root`, if
    /// the component has a controller type.
    @MainActor
    func makeController(for instance: ComponentInstance, in root: ComponentRoot) -> (any ControllerLifecycle)? {
        guard let type = Self.controllerType else { return nil }
        let state = instance.state as? State ?? initialState()
        return type.init(ControllerContext(component: self, state: state, instance: instance, root: root))
    }

    /// Offers `action` to this component's `handle` with `instance`'s state.
    @MainActor
    func offer(_ action: any Action, instance: ComponentInstance, root: ComponentRoot?) -> Bool {
        let state = instance.state as? State ?? initialState()
        return handle(action, ActionContext(component: self, state: state, instance: instance, root: root))
    }
}
