import Components
import Controls
import Geometry
import Graphics
import Layout

// The Controls page's panels, one function each. The ranges, steps, options and buttons
// written here are constants that fit, so the controls' initializers cannot throw: `try!`.
extension ControlsPage {
    /// `state.isDark` is resolved (the body gives the switch as it shows).
    func themePanel(_ state: State) -> some Component {
        ControlsPanel(title: "Theme") {
            Toggle("Dark", isOn: state.isDark ?? false, action: Change.dark).testID("controls.dark")
            Toggle("Large text", isOn: state.largeText, action: Change.largeText).testID("controls.large-text")
            Toggle("High contrast", isOn: state.highContrast, action: Change.highContrast)
                .testID("controls.high-contrast")
            Toggle("Right to left", isOn: state.rightToLeft, action: Change.rightToLeft).testID("controls.rtl")
        }
    }

    func switchesPanel(_ state: State) -> some Component {
        ControlsPanel(title: "Switches") {
            Toggle("Wi-Fi", isOn: state.wifi, action: Change.wifi).testID("controls.wifi")
            Toggle("Bluetooth", isOn: state.bluetooth, action: Change.bluetooth).testID("controls.bluetooth")
            Toggle("Airplane mode (disabled, on)", isOn: true, isEnabled: false, action: nil)
            Toggle("Hotspot (disabled, off)", isOn: false, isEnabled: false, action: nil)
        }
    }

    func checkboxesPanel(_ state: State) -> some Component {
        let options = state.options
        let all: Checkbox.Value = options.allSatisfy { $0 } ? .on : options.contains(true) ? .mixed : .off
        return ControlsPanel(title: "Checkboxes") {
            Checkbox("Select all", value: all, action: Change.all).testID("controls.all")
            for (index, title) in Self.optionTitles.enumerated() {
                Checkbox(title, isOn: options[index], action: Change.option(index))
                    .testID("controls.option.\(index)")
                    .margin(Edges(top: .points(0), right: .points(0), bottom: .points(0), left: .points(24)))
            }
            Checkbox("Disabled, mixed", value: .mixed, isEnabled: false, action: nil)
        }
    }

    func choicesPanel(_ state: State) -> some Component {
        ControlsPanel(title: "Choices") {
            try! RadioGroup("Delivery", options: ["Standard", "Express", "Pickup"], selection: state.delivery,
                            tag: "controls.delivery")
            try! SegmentedControl(options: ["Day", "Week", "Month"], selection: state.period, tag: "controls.period")
            Picker("Country", options: Self.countries, selection: state.country, placeholder: "Choose a country…",
                   tag: "controls.country")
            Picker("Empty", options: [String](), selection: nil, placeholder: "Nothing to choose", tag: "controls.empty")
        }
    }

    func progressPanel(_ state: State) -> some Component {
        ControlsPanel(title: "Progress") {
            ProgressBar("Storage used", value: 0.35).testID("controls.progress")
            Toggle("Busy", isOn: state.isBusy, action: Change.busy).testID("controls.busy")
            if state.isBusy { ActivityIndicator().testID("controls.activity") }
        }
    }

    func popupsPanel(_ state: State, _ theme: Theme) -> some Component {
        let confirm = try! Dialog("Delete 3 files?", message: "They go to the bin for 30 days.", buttons: [
            DialogButton("Keep", role: .cancel, action: Change.keep),
            DialogButton("Delete", role: .destructive, action: Change.delete),
        ])
        return ControlsPanel(title: "Menus and dialogs") {
            Menu("Sort by \(state.sortOrder.lowercased())", items: ["Name", "Date", "Size"].map {
                MenuItem($0, action: Change.sort($0))
            } + [MenuItem("Delete all…", role: .destructive, action: Change.ask)], tag: "controls.sort")
            DeleteFilesButton(isAsking: state.isAsking, confirm: confirm)
            Text(state.status, attributes: theme.text(.caption, color: theme.colors.secondaryLabel))
                .testID("controls.status")
        }
    }

    func containersPanel(_ state: State, _ theme: Theme) -> some Component {
        return ControlsPanel(title: "Cards and more") {
            Card("Storage", action: Change.openCard) {
                Flexbox(style: .row(gap: 8, align: .center)) {
                    Text("Photos", attributes: theme.text(.body)).flex(grow: 1)
                    try! Badge(count: 128)
                    Badge("New", role: .critical)
                }
            }
            .testID("controls.card")
            .contextMenu([MenuItem("Open", action: Change.openCard), MenuItem("Empty…", role: .destructive, action: Change.ask)],
                         tag: "controls.card-menu")
            Divider()
            Disclosure("Advanced", isExpanded: state.showsAdvanced, action: Change.advanced) {
                Text("Proxy, DNS and the MTU live here.", attributes: theme.text(.body))
                    .margin(Edges(top: .points(0), right: .points(0), bottom: .points(0), left: .points(12)))
            }
            .testID("controls.advanced")
            Text("Below the disclosure", attributes: theme.text(.caption, color: theme.colors.secondaryLabel))
        }
    }

    func tabsPanel(_ state: State, _ theme: Theme) -> some Component {
        return ControlsPanel(title: "Tabs") {
            try! TabView(selection: state.tab, tag: "controls.tabs") {
                Tab("General") { tabText("Name, language and region.", theme) }
                Tab("Network") { tabText("Wi-Fi, Ethernet and VPN.", theme) }
                Tab("Privacy") { tabText("Location and camera access.", theme) }
            }
        }
    }

    private func tabText(_ text: String, _ theme: Theme) -> some Component {
        Text(text, attributes: theme.text(.body))
            .margin(Edges(top: .points(12), right: .points(12), bottom: .points(4), left: .points(12)))
    }
}

/// The Sliders panel, with its values as its own state: a drag rebuilds this panel alone,
/// not the page (the slider-drag benchmark's frame).
public struct SlidersPanel: Component, Equatable {
    public struct State: Sendable, Equatable {
        public var volume = 60.0
        public var brightness = 0.35
        public var copies = 1.0
    }

    public var scope: ComponentScope? { .byType }
    public func initialState() -> State { State() }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let state = context.state
        return ControlsPanel(title: "Sliders") {
            try! Slider("Volume", value: state.volume, in: 0...100, step: 5, tag: "controls.volume")
            ProgressBar("Volume as progress", value: state.volume / 100).testID("controls.volume-progress")
            try! Slider("Brightness", value: state.brightness, in: 0...1, showsValue: false, tag: "controls.brightness")
            try! Slider("Disabled", value: 30, in: 0...100, isEnabled: false, tag: "controls.disabled-slider")
            try! Stepper("Copies", value: state.copies, in: 1...10, tag: "controls.copies")
        }
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        switch action {
        case let moved as SliderMoved:
            context.updateState(.synchronous) { state in
                if moved.tag == "controls.volume" { state.volume = moved.value }
                if moved.tag == "controls.brightness" { state.brightness = moved.value }
            }
        case let moved as StepperMoved:
            context.updateState(.synchronous) { $0.copies = moved.value }
        default:
            return false
        }
        return true
    }
}

/// "Delete files…": a button with a tooltip that asks first in a `Dialog`, and after a
/// deletion offers Undo in a toast. A component of its own inside the page's toasts, so
/// that the toast it sends on the way up reaches them (the page's own sends start above
/// it); the deletion goes on up to the page.
struct DeleteFilesButton: Component, Equatable {
    let isAsking: Bool
    let confirm: Dialog

    func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        return Button(looks: theme.rowLooks, padding: EdgeInsets(horizontal: 12, vertical: 8),
                      action: ControlsPage.Change.ask) {
            Text("Delete files…", attributes: theme.text(.body, color: theme.colors.critical))
        }
        .minSize(height: .points(theme.minimumTarget))
        .testID("controls.delete")
        .tooltip("Asks first, then offers Undo")
        .alertDialog(isPresented: isAsking, id: "controls.confirm", confirm)
    }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        if action as? ControlsPage.Change == .delete {
            context.send(ShowToast.message("Deleted 3 files", actionTitle: "Undo", action: ControlsPage.Change.undo,
                                           id: "deleted"))
        }
        // The page keeps the state: the deletion, and everything else, goes on up.
        return false
    }
}

/// A panel of the Controls and Input pages: a `Card` with the panel's title over its
/// controls, `gap` points apart, the width of a settings column (wider with large text).
struct ControlsPanel: Component, Equatable {
    let title: String
    let width: Double
    let gap: Double
    let content: [any Component]

    init(title: String, width: Double = 360, gap: Double = 2, @ChildrenBuilder content: () -> [any Component]) {
        self.title = title
        self.width = width
        self.gap = gap
        self.content = content()
    }

    func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        return Card(title) {
            Flexbox(style: .column(gap: gap), children: content)
        }
        .size(width: width * max(1, theme.typeScale))
    }

    static func == (lhs: ControlsPanel, rhs: ControlsPanel) -> Bool {
        lhs.title == rhs.title && lhs.width == rhs.width && lhs.gap == rhs.gap && componentsEqual(lhs.content, rhs.content)
    }
}
