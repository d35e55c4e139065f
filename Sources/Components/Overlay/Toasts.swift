/// Shows a toast: sent up the responder chain (a button's action, a controller's
/// `send`) to the nearest `.toasts(edge:)` around the sender, which stacks `content` at
/// its edge of the screen and removes it after `duration` seconds (on its root's
/// `TimerClock`: one wake-up, no frames while it waits), then sends `ToastExpired`
/// up from there.
public struct ShowToast: Action {
    /// What the toast shows (laid out at most the screen's width less 32 points).
    public var content: any Component
    /// Seconds it shows.
    public var duration: Double
    /// The name its `ToastExpired` carries (nil: `toast-1`, `toast-2`, ... in order).
    public var id: String?

    public init(_ content: any Component, duration: Double = 3, id: String? = nil) {
        self.content = content
        self.duration = duration
        self.id = id
    }
}

/// The state of a `ToastStack`: the toasts showing, oldest first.
public struct ToastStackState: Sendable {
    /// The toasts showing, oldest first.
    public var toasts: [OverlayItem] = []
}

/// Where toasts go: a component (usually the app's root) whose subtree can send
/// `ShowToast`; they stack at `edge` above the page, the newest nearest the edge. Its
/// controller keeps one timer per toast. Built from public API only (a scoped component,
/// a controller with timers, an `OverlayAnchor`).
public struct ToastStack<Content: Component>: Component {
    /// The component whose subtree sends `ShowToast`, laid out as it would be alone.
    public var content: Content
    /// The screen's edge the toasts stack at.
    public var edge: ToastEdge

    public init(edge: ToastEdge = .bottom, content: Content) {
        self.content = content
        self.edge = edge
    }

    public var scope: ComponentScope? { .byType }
    public func initialState() -> ToastStackState { ToastStackState() }
    public static var controllerType: ComponentController<ToastStack>.Type? { ToastStackController<Content>.self }

    public func body(_ context: BuildContext<ToastStack>) -> OverlayAnchor<Content> {
        OverlayAnchor(anchor: content, mark: OverlayMark(kind: .toasts(edge: edge), items: context.state.toasts,
                                                         isDismissible: false))
    }
}

extension ToastStack: Equatable where Content: Equatable {}

/// Adds and removes a `ToastStack`'s toasts: each `ShowToast` is appended at once
/// (a synchronous update: it shows on the next frame) with a one-shot timer that removes
/// it when its time is up.
public final class ToastStackController<Content: Component>: ComponentController<ToastStack<Content>> {
    private var shown = 0

    public override func handle(_ action: any Action) -> Bool {
        guard let toast = action as? ShowToast else { return false }
        shown += 1
        let id = toast.id ?? "toast-\(shown)"
        let item = OverlayItem(id: id, content: toast.content)
        updateState(.synchronous) { $0.toasts.append(item) }
        startTimer(.after(seconds: toast.duration)) { [weak self] in self?.expire(id) }
        return true
    }

    private func expire(_ id: String) {
        updateState(.synchronous) { state in
            if let index = state.toasts.firstIndex(where: { $0.id == id }) { state.toasts.remove(at: index) }
        }
        send(ToastExpired(id: id))
    }
}

/// A toast's time ran out and it is gone: sent up the responder chain from its
/// `ToastStack`. Only news: nobody handling it is normal.
public struct ToastExpired: Action, Equatable {
    /// The toast's id (`ShowToast.id`, or the one it was given).
    public var id: String

    public init(id: String) {
        self.id = id
    }

    public static var reportsWhenUnhandled: Bool { false }
}

extension Component {
    /// This component as the place toasts go: `ShowToast` from inside it stacks a toast at
    /// `edge` of the screen (see `ToastStack`).
    public func toasts(edge: ToastEdge = .bottom) -> ToastStack<Self> {
        ToastStack(edge: edge, content: self)
    }
}
