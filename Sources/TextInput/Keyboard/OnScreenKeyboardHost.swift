import Components
import Controls
import Geometry
import Layout

/// When an on-screen keyboard shows.
public enum OnScreenKeyboardPolicy: Hashable, Sendable {
    /// While a text field has focus on a device with no keyboard of letter keys
    /// (`ComponentEnvironment.hasPhysicalKeyboard`).
    case automatic
    /// While a text field has focus, keyboard or not.
    case always
    /// Never.
    case never
}

/// A text field gained focus (`keyboard` is what it takes) or lost it (nil): sent up the
/// responder chain from the field, so that what shows an on-screen keyboard around it
/// (`Component.onScreenKeyboard(_:layouts:)`) can show or hide it.
public struct TextInputFocusChanged: Action, Equatable {
    public let tag: String
    public let keyboard: KeyboardKind?

    public init(tag: String, keyboard: KeyboardKind?) {
        (self.tag, self.keyboard) = (tag, keyboard)
    }

    public static var reportsWhenUnhandled: Bool { false }
}

extension Component {
    /// Shows an `OnScreenKeyboard` under this content while a text field inside it has
    /// focus (as `policy` says): it slides up with the theme's motion, the content above
    /// shrinks to make room, and the focused field is scrolled into view above it.
    public func onScreenKeyboard(_ policy: OnScreenKeyboardPolicy = .automatic,
                                 layouts: KeyboardLayouts = .standard) -> OnScreenKeyboardHost {
        OnScreenKeyboardHost(content: self, policy: policy, layouts: layouts)
    }
}

/// Content with an on-screen keyboard below it while one of its text fields has focus
/// (`Component.onScreenKeyboard(_:layouts:)`).
public struct OnScreenKeyboardHost: Component {
    public let content: any Component
    public let policy: OnScreenKeyboardPolicy
    public let layouts: KeyboardLayouts

    public struct State: Sendable, Equatable {
        /// The focused field and what it takes, nil when no field has focus.
        var focused: (tag: String, keyboard: KeyboardKind)?
        /// The hide key was tapped: hidden until another field takes focus.
        var isDismissed = false

        public static func == (lhs: State, rhs: State) -> Bool {
            lhs.focused?.tag == rhs.focused?.tag && lhs.focused?.keyboard == rhs.focused?.keyboard
                && lhs.isDismissed == rhs.isDismissed
        }
    }

    public var scope: ComponentScope? { .byType }
    public func initialState() -> State { State() }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        let shows: Bool
        switch policy {
        case .never: shows = false
        case .always: shows = true
        case .automatic: shows = !context.environment.hasPhysicalKeyboard
        }
        let keyboard = shows && !context.state.isDismissed ? context.state.focused?.keyboard : nil
        return Flexbox(style: LayoutStyle.column()) {
            // The content gives the keyboard room, however tall it is (a page in a scroll view).
            Flexbox(style: LayoutStyle.column(), children: [content]).flex(grow: 1, shrink: 1, basis: .points(0))
                .minSize(height: .points(0))
            if let keyboard {
                OnScreenKeyboard(kind: keyboard, layouts: layouts)
                    .transition(Transition.move(by: Point(x: 0, y: 300)).animation(theme.motion))
            }
        }
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        switch action {
        case let change as TextInputFocusChanged:
            context.updateState(.synchronous, animation: context.environment.theme.motion) { state in
                if let keyboard = change.keyboard {
                    if state.focused?.tag != change.tag { state.isDismissed = false }
                    state.focused = (change.tag, keyboard)
                } else if state.focused?.tag == change.tag {
                    state.focused = nil
                }
            }
            return true
        case is OnScreenKeyboardHidden:
            context.updateState(.synchronous, animation: context.environment.theme.motion) { $0.isDismissed = true }
            return true
        default:
            return false
        }
    }
}

extension OnScreenKeyboardHost: Equatable {
    public static func == (lhs: OnScreenKeyboardHost, rhs: OnScreenKeyboardHost) -> Bool {
        lhs.policy == rhs.policy && lhs.layouts == rhs.layouts && componentsEqual([lhs.content], [rhs.content])
    }
}
