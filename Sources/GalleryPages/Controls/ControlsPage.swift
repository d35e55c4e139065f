import Components
import Controls
import Geometry
import Graphics
import Layout

/// The standard controls (`Controls`: switches, checkboxes, sliders, progress) in every state, in
/// the theme the switches at the top pick: light or dark, large text, high contrast. Everything below the switches is drawn from
/// the page's `Theme` in the environment, as an app's settings screen would be.
public struct ControlsPage: Component, Equatable {
    public struct State: Sendable, Equatable {
        /// The Dark switch as the user set it; nil: the environment's color scheme (the desktop's).
        public var isDark: Bool?
        public var largeText = false
        public var highContrast = false
        public var wifi = true
        public var bluetooth = false
        /// The three options under "Select all".
        public var options = [true, false, true]
        public var volume = 60.0
        public var brightness = 0.35
        /// Whether the activity indicator shows (off: the page is idle, no frames).
        public var isBusy = false
    }

    enum Change: Action, Equatable {
        case dark, largeText, highContrast, wifi, bluetooth, all, busy
        case option(Int)
    }

    public static let optionTitles = ["Photos", "Documents", "Music"]

    public var size: Size

    public init(size: Size = GalleryPage.defaultSize) {
        self.size = size
    }

    public var scope: ComponentScope? { .byType }
    public func initialState() -> State { State() }

    /// The theme the switches pick, in `scheme` until the Dark switch is flipped.
    static func theme(for state: State, in scheme: ColorScheme = .light) -> Theme {
        let theme = (state.isDark ?? (scheme == .dark) ? Theme.dark : Theme.light).withTypeScale(state.largeText ? 1.6 : 1)
        return state.highContrast ? theme.withHighContrast() : theme
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let state = context.state
        let theme = Self.theme(for: state, in: context.environment.colorScheme)
        let isDark = state.isDark ?? (context.environment.colorScheme == .dark)
        let options = state.options
        let all: Checkbox.Value = options.allSatisfy { $0 } ? .on : options.contains(true) ? .mixed : .off
        return Box(fill: .color(theme.colors.background), style: LayoutStyle.column(gap: 6, padding: 24)) {
            Text("Controls", attributes: theme.text(.title))
            Text("Built from public API only, drawn from the theme in the environment.",
                 attributes: theme.text(.body, color: theme.colors.secondaryLabel))
            Flexbox(style: LayoutStyle.row(gap: 16, align: .flexStart, wrap: .wrap)) {
                ControlsPanel(title: "Theme") {
                    Toggle("Dark", isOn: isDark, action: Change.dark).testID("controls.dark")
                    Toggle("Large text", isOn: state.largeText, action: Change.largeText).testID("controls.large-text")
                    Toggle("High contrast", isOn: state.highContrast, action: Change.highContrast)
                        .testID("controls.high-contrast")
                }
                ControlsPanel(title: "Switches") {
                    Toggle("Wi-Fi", isOn: state.wifi, action: Change.wifi).testID("controls.wifi")
                    Toggle("Bluetooth", isOn: state.bluetooth, action: Change.bluetooth).testID("controls.bluetooth")
                    Toggle("Airplane mode (disabled, on)", isOn: true, isEnabled: false, action: nil)
                    Toggle("Hotspot (disabled, off)", isOn: false, isEnabled: false, action: nil)
                }
                ControlsPanel(title: "Checkboxes") {
                    Checkbox("Select all", value: all, action: Change.all).testID("controls.all")
                    for (index, title) in Self.optionTitles.enumerated() {
                        Checkbox(title, isOn: options[index], action: Change.option(index))
                            .testID("controls.option.\(index)")
                            .margin(Edges(top: .points(0), right: .points(0), bottom: .points(0), left: .points(24)))
                    }
                    Checkbox("Disabled, mixed", value: .mixed, isEnabled: false, action: nil)
                }
                ControlsPanel(title: "Sliders") {
                    // The ranges and steps are constants that fit: the sliders cannot throw.
                    try! Slider("Volume", value: state.volume, in: 0...100, step: 5, tag: "controls.volume")
                    try! Slider("Brightness", value: state.brightness, in: 0...1, showsValue: false, tag: "controls.brightness")
                    try! Slider("Disabled", value: 30, in: 0...100, isEnabled: false, tag: "controls.disabled-slider")
                }
                ControlsPanel(title: "Progress") {
                    ProgressBar("Volume as progress", value: state.volume / 100).testID("controls.progress")
                    Toggle("Busy", isOn: state.isBusy, action: Change.busy).testID("controls.busy")
                    if state.isBusy { ActivityIndicator().testID("controls.activity") }
                }
                .testID(GalleryPage.controls.lastPanelTestID)
            }
            .margin(Edges(top: .points(12), right: .points(0), bottom: .points(0), left: .points(0)))
            .flex(shrink: 0)
        }
        .size(width: size.width)
        .minSize(height: .points(size.height))
        .environment(\.theme, theme)
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        if let moved = action as? SliderMoved {
            context.updateState(.synchronous) { state in
                if moved.tag == "controls.volume" { state.volume = moved.value }
                if moved.tag == "controls.brightness" { state.brightness = moved.value }
            }
            return true
        }
        guard let change = action as? Change else { return false }
        let schemeIsDark = context.environment.colorScheme == .dark
        context.updateState(.synchronous) { state in
            switch change {
            case .dark: state.isDark = !(state.isDark ?? schemeIsDark)
            case .largeText: state.largeText.toggle()
            case .highContrast: state.highContrast.toggle()
            case .wifi: state.wifi.toggle()
            case .bluetooth: state.bluetooth.toggle()
            case .busy: state.isBusy.toggle()
            case .all:
                // Mixed or off: all on; all on: all off.
                let on = !state.options.allSatisfy { $0 }
                state.options = state.options.map { _ in on }
            case .option(let index): state.options[index].toggle()
            }
        }
        return true
    }
}

/// A panel of the Controls page: a heading over its controls on the theme's surface.
struct ControlsPanel: Component, Equatable {
    let title: String
    let content: [any Component]

    init(title: String, @ChildrenBuilder content: () -> [any Component]) {
        self.title = title
        self.content = content()
    }

    func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        return Box(fill: .color(theme.colors.surface), cornerRadii: CornerRadii(theme.cornerRadius + 4),
                   style: LayoutStyle.column(gap: 4, padding: 12)) {
            Text(title, attributes: theme.text(.headline)).margin(Edges(top: .points(0), right: .points(0),
                                                                        bottom: .points(4), left: .points(8)))
            Flexbox(style: .column(gap: 2), children: content)
        }
        .size(width: 360 * max(1, theme.typeScale))
    }

    static func == (lhs: ControlsPanel, rhs: ControlsPanel) -> Bool {
        lhs.title == rhs.title && componentsEqual(lhs.content, rhs.content)
    }
}
