/// What a composite component's `body` can read while it is built: its scope's state and
/// the environment the components around it set.
public struct BuildContext<C: Component> {
    /// The scope's current state (the initial state for a new scope).
    public let state: C.State
    /// The values set around this component (`Component.environment(_:_:)`).
    public let environment: ComponentEnvironment
    /// The build this body is part of (nil outside one): where `report` goes.
    let tree: TreeBuilder?

    init(state: C.State, environment: ComponentEnvironment = ComponentEnvironment(), tree: TreeBuilder? = nil) {
        self.state = state
        self.environment = environment
        self.tree = tree
    }

    /// Reports that this component was given a value it cannot show as given and shows
    /// something else (a slider given 150 of 0...100 shows 100): a
    /// `ComponentDiagnostic.Kind.invalidValue` warning with this component's path,
    /// `message` (what was wrong and what is shown) and `fix`. Reported once while it
    /// lasts, as a scope collision is: not again at every rebuild that still has it, again
    /// if it goes away and comes back. The component goes on building.
    public func reportInvalidValue(_ message: String, fix: String) {
        tree?.reportOnce(.invalidValue, of: C.self, message: message, fix: fix)
    }

    /// Reports that something this component shows could not be loaded (an image file
    /// missing or broken), shown with its error look instead: a
    /// `ComponentDiagnostic.Kind.resourceNotLoaded` warning with this component's path,
    /// `message` (what and why) and `fix`, once while it lasts, as `reportInvalidValue`.
    public func reportResourceNotLoaded(_ message: String, fix: String) {
        tree?.reportOnce(.resourceNotLoaded, of: C.self, message: message, fix: fix)
    }
}

/// What an action handler gets: the component that handles the action, its state, and
/// the way to change that state.
@MainActor
public struct ActionContext<C: Component> {
    /// The component as last built.
    public let component: C
    /// The state the component was last built with.
    public let state: C.State
    let instance: ComponentInstance
    /// The environment the component was last built in (its theme, for what a handler
    /// measures).
    public var environment: ComponentEnvironment { instance.environment }
    let root: ComponentRoot?

    /// Queues `change` for this component's scope: `.synchronous` rebuilds before the
    /// call returns, `.asynchronous` coalesces with the other updates of this tick into
    /// one rebuild that applies them in order.
    ///
    /// With `animation`, what the commit moves or resizes goes there over it, from where
    /// it is shown (see "Motion" in the Components documentation); with `completion`,
    /// that action comes back to this component when the commit's animations have all
    /// ended (`AnimationCompletion`).
    public func updateState(_ mode: StateUpdateMode = .asynchronous, animation: Animation? = nil,
                            completion: (any Action)? = nil, _ change: @escaping @Sendable (inout C.State) -> Void) {
        root?.enqueueStateUpdate(for: instance, mode: mode, animation: animation, completion: completion) { state in
            guard var typed = state as? C.State else { return state }
            change(&typed)
            return typed
        }
    }

    /// Sends `action` up the responder chain from above this component (its parent and
    /// theirs, with their controllers; for a list row, on to the list's owner): how a row
    /// swiped away asks its screen to delete it. Returns whether something handled it;
    /// one nobody handles is reported as any action is.
    @discardableResult
    public func send(_ action: any Action) -> Bool {
        root?.send(action, fromAbove: instance) ?? false
    }
}

/// When a state update is applied.
public enum StateUpdateMode: Sendable {
    /// Rebuilt (and laid out) before `updateState` returns.
    case synchronous
    /// Queued; the updates of one tick are applied in order by one rebuild.
    case asynchronous
}
