import Geometry
import Graphics
import Layout

extension Component {
    /// This component with a tooltip: `text` in a small bubble above it (below it at the
    /// top of the screen). On desktops it shows once the pointer has rested on the
    /// component for half a second (`TooltipTiming.delay`, on the root's timer clock) and
    /// goes when the pointer leaves; on touch screens it shows when the component is long
    /// pressed (which then does not also tap it) and goes `TooltipTiming.linger` seconds
    /// after the finger lifts. The bubble takes no presses: what lies under it stays
    /// usable, and nothing dismisses it but the pointer or the time.
    ///
    /// ```swift
    /// Button(looks: ..., action: Share()) { Image(shareIcon) }
    ///     .tooltip("Share")
    /// ```
    ///
    /// Whether it shows is the anchor's own state, told apart from its siblings by
    /// `text` (give siblings with the same tooltip keys). An empty text shows nothing.
    /// Test ID of the bubble: `"tooltip"`.
    public func tooltip(_ text: String) -> Tooltipped<Self> {
        Tooltipped(content: self, text: text)
    }
}

/// When tooltips come and go.
public enum TooltipTiming {
    /// Seconds the pointer rests on an anchor before its tooltip shows.
    public static let delay = 0.5
    /// Seconds a tooltip a long press showed stays after the finger lifts (Material's 1.5 s).
    public static let linger = 1.5
}

/// A component with a tooltip (see `Component.tooltip(_:)`).
public struct Tooltipped<Content: Component>: Component {
    public let content: Content
    public let text: String

    public var scope: ComponentScope? { .identifier(text) }
    /// Whether the tooltip shows.
    public func initialState() -> Bool { false }
    public static var controllerType: ComponentController<Tooltipped>.Type? { TooltipTimer<Content>.self }

    /// The name of the anchor's `Hover`.
    static var hoverName: String { "tooltip" }

    public func body(_ context: BuildContext<Self>) -> some Component {
        // Hover and the press are heard on the popup's anchor wrapper, around the
        // content: its own hover and gestures stay its own.
        content
            .popup(isPresented: context.state && !text.isEmpty, id: "tooltip",
                   placement: PopupPlacement(side: .top, alignment: .center, gap: 6), dismissible: false) {
                TooltipBubble(text: text)
            }
            .onHover(name: Self.hoverName)
            .gesture(TooltipPressGesture())
    }
}

extension Tooltipped: Equatable where Content: Equatable {}

/// Shows and hides a tooltip: a timer from the pointer's arrival to the showing, and
/// from a finger's lift to the hiding. Nothing runs while nothing hovers.
final class TooltipTimer<Content: Component>: ComponentController<Tooltipped<Content>> {
    private var timer: ControllerTimer?

    override func handle(_ action: any Action) -> Bool {
        switch action {
        case let hover as Hover where hover.name == Tooltipped<Content>.hoverName:
            if hover.isInside { show(after: TooltipTiming.delay) } else { hide(after: 0) }
        case let press as TooltipPress:
            if press.isDown { show(after: 0) } else { hide(after: TooltipTiming.linger) }
        default:
            return false
        }
        return true
    }

    private func show(after seconds: Double) {
        change(to: true, after: seconds)
    }

    private func hide(after seconds: Double) {
        change(to: false, after: seconds)
    }

    /// Shows or hides the tooltip now, or after `seconds` unless something else happens first.
    private func change(to isShown: Bool, after seconds: Double) {
        timer?.cancel()
        timer = nil
        guard seconds > 0 else {
            if state != isShown { updateState(.synchronous) { $0 = isShown } }
            return
        }
        timer = startTimer(.after(seconds: seconds)) { [weak self] in
            self?.timer = nil
            self?.updateState(.synchronous) { $0 = isShown }
        }
    }
}

/// A tooltip's bubble: the inverse surface with the text in a caption's size, at most
/// a few words wide; it lets every press through.
struct TooltipBubble: Component, Equatable {
    let text: String

    func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        // In a box of its own: a popup's root takes its min and max sizes from the screen.
        return Flexbox(style: LayoutStyle()) {
            Box(fill: .color(theme.colors.inverseSurface), cornerRadii: CornerRadii(theme.cornerRadius / 2),
                style: .row(padding: theme.spacing * 0.75)) {
                Text(text, attributes: theme.text(.caption, color: theme.colors.onInverseSurface))
            }
            .maxSize(width: .points(240 * max(1, theme.typeScale)))
            .testID("tooltip")
        }
        .hitTesting(.passThrough)
    }
}
