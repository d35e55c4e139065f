import Components
import Mounting

/// AT-SPI's numbers and names for what Tessera's accessibility tree says: roles
/// (`AtspiRole`), states (`AtspiStateType`, a 64-bit set sent as two `u`), and the
/// names of actions, as at-spi2-core 2.46's `atspi-constants.h` numbers them.
enum ATSPIVocabulary {
    // atspi-constants.h: AtspiRole.
    static let roleAlert: UInt32 = 2, roleCheckBox: UInt32 = 7, roleComboBox: UInt32 = 11, roleDialog: UInt32 = 16
    static let roleFrame: UInt32 = 23, roleImage: UInt32 = 27, roleLabel: UInt32 = 29, roleList: UInt32 = 31
    static let roleListItem: UInt32 = 32, roleMenu: UInt32 = 33, roleMenuItem: UInt32 = 35, rolePageTab: UInt32 = 37
    static let rolePageTabList: UInt32 = 38, rolePasswordText: UInt32 = 40, roleProgressBar: UInt32 = 42
    static let rolePushButton: UInt32 = 43, roleRadioButton: UInt32 = 44, roleScrollPane: UInt32 = 49
    static let roleSeparator: UInt32 = 50, roleSlider: UInt32 = 51, roleSpinButton: UInt32 = 52, roleStatusBar: UInt32 = 54
    static let roleToggleButton: UInt32 = 62, roleToolTip: UInt32 = 64, roleApplication: UInt32 = 75, roleEntry: UInt32 = 79
    static let roleHeading: UInt32 = 83, roleGrouping: UInt32 = 99

    /// AT-SPI's role for `element` and the name `GetRoleName` gives (libatspi's, which
    /// Orca reads when it has no name of its own).
    static func role(of element: AccessibilityElement) -> (number: UInt32, name: String) {
        switch element.role {
        case .text: (roleLabel, "label")
        case .heading: (roleHeading, "heading")
        case .button: (rolePushButton, "push button")
        case .checkbox: (roleCheckBox, "check box")
        // GTK 4 says the same of its switches: AT-SPI 2.46 has no switch role.
        case .switch: (roleToggleButton, "toggle button")
        case .radioButton: (roleRadioButton, "radio button")
        case .slider: (roleSlider, "slider")
        case .spinButton: (roleSpinButton, "spin button")
        case .progressBar: (roleProgressBar, "progress bar")
        case .image: (roleImage, "image")
        case .textField: element.states.contains(.secret) ? (rolePasswordText, "password text") : (roleEntry, "entry")
        case .list: (roleList, "list")
        case .listItem: (roleListItem, "list item")
        case .tabList: (rolePageTabList, "page tab list")
        case .tab: (rolePageTab, "page tab")
        case .dialog: (roleDialog, "dialog")
        case .alertDialog: (roleAlert, "alert")
        case .menu: (roleMenu, "menu")
        case .menuItem: (roleMenuItem, "menu item")
        case .comboBox: (roleComboBox, "combo box")
        case .scrollArea: (roleScrollPane, "scroll pane")
        case .separator: (roleSeparator, "separator")
        case .group: (roleGrouping, "grouping")
        case .status: (roleStatusBar, "status bar")
        case .tooltip: (roleToolTip, "tool tip")
        }
    }

    /// AtspiStateType: bit numbers in the state set.
    enum State: Int {
        case active = 1, busy = 3, checked = 4, collapsed = 5, defunct = 6, editable = 7, enabled = 8, expandable = 9
        case expanded = 10, focusable = 11, focused = 12, modal = 16, multiLine = 17, resizable = 21, selectable = 22
        case selected = 23, sensitive = 24, showing = 25, singleLine = 26, visible = 30, indeterminate = 32
        case selectableText = 38, checkable = 41, readOnly = 43

        /// The name libatspi gives the state in events (`object:state-changed:focused`).
        var eventName: String {
            switch self {
            case .active: "active"
            case .busy: "busy"
            case .checked: "checked"
            case .collapsed: "collapsed"
            case .defunct: "defunct"
            case .editable: "editable"
            case .enabled: "enabled"
            case .expandable: "expandable"
            case .expanded: "expanded"
            case .focusable: "focusable"
            case .focused: "focused"
            case .modal: "modal"
            case .multiLine: "multi-line"
            case .resizable: "resizable"
            case .selectable: "selectable"
            case .selected: "selected"
            case .sensitive: "sensitive"
            case .showing: "showing"
            case .singleLine: "single-line"
            case .visible: "visible"
            case .indeterminate: "indeterminate"
            case .selectableText: "selectable-text"
            case .checkable: "checkable"
            case .readOnly: "read-only"
            }
        }

        /// The states events are sent for when they change (the rest follow from these).
        static let announced: [State] = [.busy, .checked, .collapsed, .enabled, .expanded, .focused, .indeterminate,
                                         .modal, .readOnly, .selected, .sensitive, .showing, .visible]
    }

    /// A set of `State`s as a 64-bit mask.
    struct StateSet: Equatable {
        var bits: UInt64 = 0
        mutating func insert(_ state: State) { bits |= 1 << UInt64(state.rawValue) }
        func contains(_ state: State) -> Bool { bits & (1 << UInt64(state.rawValue)) != 0 }
        /// As `GetState` answers: the low 32 bits, then the high.
        var words: [UInt32] { [UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32)] }
    }

    /// `element`'s AT-SPI states; `isShowing`: whether any of it is in the window.
    static func states(of element: AccessibilityElement, isShowing: Bool) -> StateSet {
        var set = StateSet()
        let states = element.states
        if !states.contains(.disabled) {
            set.insert(.enabled)
            set.insert(.sensitive)
        }
        set.insert(.visible)
        if isShowing { set.insert(.showing) }
        if states.contains(.focusable) { set.insert(.focusable) }
        if states.contains(.focused) { set.insert(.focused) }
        if states.contains(.checked) { set.insert(.checked) }
        if states.contains(.mixed) { set.insert(.indeterminate) }
        if states.contains(.selected) { set.insert(.selected) }
        if states.contains(.expandable) {
            set.insert(.expandable)
            set.insert(states.contains(.expanded) ? .expanded : .collapsed)
        }
        if states.contains(.modal) { set.insert(.modal) }
        if states.contains(.busy) { set.insert(.busy) }
        switch element.role {
        case .checkbox, .switch, .radioButton: set.insert(.checkable)
        case .tab, .listItem, .menuItem: set.insert(.selectable)
        case .textField:
            set.insert(states.contains(.singleLine) ? .singleLine : .multiLine)
            if states.contains(.readOnly) {
                set.insert(.readOnly)
            } else if !states.contains(.disabled) {
                set.insert(.editable)
            }
            if !states.contains(.secret) { set.insert(.selectableText) }
        default: break
        }
        return set
    }

    /// The actions `element` offers, in the order AT-SPI's Action interface numbers them,
    /// with the names libatspi clients look for (`click`, `toggle`, as GTK names them).
    static func actions(of element: AccessibilityElement) -> [(action: AccessibilityActions, name: String, description: String)] {
        let all: [(AccessibilityActions, String, String)] = [
            (.press, "click", "Activates the element"),
            (.toggle, "toggle", "Flips the element on or off"),
            (.increment, "increment", "Moves the value one step up"),
            (.decrement, "decrement", "Moves the value one step down"),
            (.dismiss, "dismiss", "Closes the element"),
            (.focus, "focus", "Gives the element keyboard focus"),
        ]
        return all.filter { element.actions.contains($0.0) }.map { (action: $0.0, name: $0.1, description: $0.2) }
    }
}
