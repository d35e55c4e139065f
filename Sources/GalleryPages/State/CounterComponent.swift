import Components
import Geometry
import Layout

/// A counter: its count is state, kept in its scope across rebuilds; its "+1" button
/// sends `CounterComponent.Increment`, which the counter handles itself with a
/// synchronous state update (the tree is rebuilt before `send` returns), and its "Reset"
/// button sends `Reset`.
///
/// Scoped by type: one counter per scoped parent. Give it a `.key(_:)` to have several.
public struct CounterComponent: Component, Equatable {
    public typealias State = Int

    /// Sent by the "+1" button.
    public struct Increment: Action, Equatable {
        public init() {}
    }

    /// Sent by the "Reset" button (disabled at zero).
    public struct Reset: Action, Equatable {
        public init() {}
    }

    /// What the count is of.
    public var title: String

    public init(title: String = "Taps") {
        self.title = title
    }

    public var scope: ComponentScope? { .byType }
    public func initialState() -> Int { 0 }

    public func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .row(gap: 12, align: .center)) {
            Text("\(title): \(context.state)", attributes: GalleryStyle.font(22, weight: .bold))
                .width(160)
            Button("+1", attributes: GalleryStyle.font(15, weight: .bold), action: Increment())
                .width(64)
            Button("Reset", attributes: GalleryStyle.font(15), looks: .secondary, isEnabled: context.state != 0,
                   action: Reset())
        }
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        switch action {
        case is Increment:
            context.updateState(.synchronous) { $0 += 1 }
        case is Reset:
            context.updateState(.synchronous) { $0 = 0 }
        default:
            return false
        }
        return true
    }
}
