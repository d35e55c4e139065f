import Components
import Controls
import Geometry
import Graphics
import Layout

/// The standard controls (`Controls`) in every state, in the theme and direction the
/// switches at the top pick: light or dark, large text, high contrast, right to left.
/// Everything below the switches is drawn from the page's `Theme` in the environment, as
/// an app's settings screen would be, and each panel is a `Card`.
public struct ControlsPage: Component, Equatable {
    public struct State: Sendable, Equatable {
        public init() {}
        /// The Dark switch as the user set it; nil: the environment's color scheme (the desktop's).
        public var isDark: Bool?
        public var largeText = false
        public var highContrast = false
        public var rightToLeft = false
        public var wifi = true
        public var bluetooth = false
        /// The three options under "Select all".
        public var options = [true, false, true]
        /// Whether the activity indicator shows (off: the page is idle, no frames).
        public var isBusy = false
        public var delivery = "Standard"
        public var period = "Week"
        public var country: String?
        public var sortOrder = "Name"
        public var isAsking = false
        /// What the menus, the dialog and the cards did last.
        public var status = "Nothing chosen yet"
        public var showsAdvanced = false
        public var tab = "General"
    }

    enum Change: Action, Equatable {
        case dark, largeText, highContrast, rightToLeft, wifi, bluetooth, all, busy, advanced
        case option(Int)
        case sort(String)
        case ask, delete, keep, undo, openCard
    }

    public static let optionTitles = ["Photos", "Documents", "Music"]
    static let countries = ["Argentina", "Brazil", "Canada", "Denmark", "Egypt", "France", "Germany", "India", "Japan",
                            "Kenya", "Mexico", "Norway", "Portugal", "Spain"]

    public var size: Size
    /// The state the page starts in (the switches' settings for a snapshot in dark, large
    /// text, high contrast or right to left).
    public var initial: State

    public init(size: Size = GalleryPage.defaultSize, initial: State = State()) {
        self.size = size
        self.initial = initial
    }

    public var scope: ComponentScope? { .byType }
    public func initialState() -> State { initial }

    /// The theme the switches pick, in `scheme` until the Dark switch is flipped.
    static func theme(for state: State, in scheme: ColorScheme = .light) -> Theme {
        let theme = (state.isDark ?? (scheme == .dark) ? Theme.dark : Theme.light).withTypeScale(state.largeText ? 1.6 : 1)
        return state.highContrast ? theme.withHighContrast() : theme
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        // The panels see the Dark switch as it shows: the user's setting, else the scheme's.
        var state = context.state
        state.isDark = state.isDark ?? (context.environment.colorScheme == .dark)
        let theme = Self.theme(for: state)
        return Box(fill: .color(theme.colors.background), style: LayoutStyle.column(gap: 6, padding: 24)) {
            ControlsHeader()
            Flexbox(style: LayoutStyle.row(gap: 16, align: .flexStart, wrap: .wrap)) {
                themePanel(state)
                switchesPanel(state)
                checkboxesPanel(state)
                choicesPanel(state)
                SlidersPanel()
                progressPanel(state)
                popupsPanel(state, theme)
                containersPanel(state, theme)
                tabsPanel(state, theme)
                    .testID(GalleryPage.controls.lastPanelTestID)
            }
            .margin(Edges(top: .points(12), right: .points(0), bottom: .points(0), left: .points(0)))
            .flex(shrink: 0)
        }
        .size(width: size.width)
        .minSize(height: .points(size.height))
        .toasts(edge: .bottom)
        .layoutDirection(state.rightToLeft ? .rightToLeft : .leftToRight)
        .environment(\.theme, theme)
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        switch action {
        case let choice as ChoiceMade<String>:
            context.updateState(.synchronous) { state in
                switch choice.tag {
                case "controls.delivery": state.delivery = choice.value
                case "controls.period": state.period = choice.value
                case "controls.country": state.country = choice.value
                default: break
                }
            }
        case let tab as TabSelected:
            context.updateState(.synchronous) { $0.tab = tab.id }
        case let change as Change:
            apply(change, context)
        default:
            return false
        }
        return true
    }

    @MainActor private func apply(_ change: Change, _ context: ActionContext<Self>) {
        if change == .advanced {
            // The rows below the disclosure slide with the theme's motion.
            context.updateState(.synchronous, animation: context.environment.theme.motion) { $0.showsAdvanced.toggle() }
            return
        }
        let schemeIsDark = context.environment.colorScheme == .dark
        context.updateState(.synchronous) { state in
            switch change {
            case .dark: state.isDark = !(state.isDark ?? schemeIsDark)
            case .largeText: state.largeText.toggle()
            case .highContrast: state.highContrast.toggle()
            case .rightToLeft: state.rightToLeft.toggle()
            case .wifi: state.wifi.toggle()
            case .bluetooth: state.bluetooth.toggle()
            case .busy: state.isBusy.toggle()
            case .all:
                // Mixed or off: all on; all on: all off.
                let on = !state.options.allSatisfy { $0 }
                state.options = state.options.map { _ in on }
            case .option(let index): state.options[index].toggle()
            case .sort(let order):
                state.sortOrder = order
                state.status = "Sorted by \(order.lowercased())"
            case .ask: state.isAsking = true
            case .delete:
                state.isAsking = false
                state.status = "Deleted 3 files"
            case .keep:
                state.isAsking = false
                state.status = "Kept the files"
            case .undo: state.status = "Brought the files back"
            case .openCard: state.status = "Opened the storage card"
            case .advanced: break
            }
        }
    }
}

/// The Controls page's title and the line under it: a composite of its own, so that a
/// rebuild of the page (a switch's flip) reuses its texts, already shaped and laid out,
/// instead of making new ones.
struct ControlsHeader: Component, Equatable {
    func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        return Flexbox(style: .column(gap: 6)) {
            Text("Controls", attributes: theme.text(.title)).accessibility(role: .heading)
            Text("Built from public API only, drawn from the theme in the environment.",
                 attributes: theme.text(.body, color: theme.colors.secondaryLabel))
        }
    }
}
