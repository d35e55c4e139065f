/// What an element is to a screen reader: the role AT-SPI and the kiosk's speech announce
/// ("button", "check box", "slider"). Built-in elements have one by default (`Text` is
/// `.text`, a `Button` is `.button`, a scroll view `.scrollArea`, a list `.list`); the
/// accessibility modifiers give any other (`Component.accessibility(role:...)`), which is
/// how the standard controls say they are check boxes, switches and sliders.
public enum AccessibilityRole: String, Hashable, Sendable, CaseIterable {
    /// A run of text that is read, not operated.
    case text
    /// A heading: the title of a page or a section (screen readers jump between them).
    case heading
    case button
    case checkbox
    /// An on/off switch (`Toggle`).
    case `switch`
    case radioButton
    case slider
    /// A value set by buttons that step it (`Stepper`).
    case spinButton
    case progressBar
    case image
    /// A field that takes typed text.
    case textField
    case list
    case listItem
    case tabList
    case tab
    case dialog
    /// A dialog that asks for an answer (`AlertDialog`).
    case alertDialog
    case menu
    case menuItem
    /// A field that opens a list of choices (`Picker`, `PopupField`).
    case comboBox
    /// A region whose content scrolls.
    case scrollArea
    /// A line between groups of content.
    case separator
    /// Content that belongs together and has a name of its own (a card, a panel).
    case group
    /// A short message that does not take focus (`Toast`).
    case status
    case tooltip

    /// What a screen reader says for the role ("check box"), in English.
    public var spokenName: String {
        switch self {
        case .text: "text"
        case .heading: "heading"
        case .button: "button"
        case .checkbox: "check box"
        case .switch: "switch"
        case .radioButton: "radio button"
        case .slider: "slider"
        case .spinButton: "spin button"
        case .progressBar: "progress bar"
        case .image: "image"
        case .textField: "text field"
        case .list: "list"
        case .listItem: "list item"
        case .tabList: "tab list"
        case .tab: "tab"
        case .dialog: "dialog"
        case .alertDialog: "alert"
        case .menu: "menu"
        case .menuItem: "menu item"
        case .comboBox: "combo box"
        case .scrollArea: "scroll area"
        case .separator: "separator"
        case .group: "group"
        case .status: "status"
        case .tooltip: "tooltip"
        }
    }

    /// Roles whose content is part of their name and not elements of their own (WAI-ARIA's
    /// "children presentational"): a button's label and icon are the button.
    public var takesItsNameFromItsContent: Bool {
        switch self {
        case .button, .checkbox, .switch, .radioButton, .slider, .spinButton, .progressBar, .tab, .menuItem,
             .image, .separator, .listItem, .heading, .text, .comboBox:
            true
        default:
            false
        }
    }
}

/// What an accessible element is or may be at a moment, as AT-SPI's states: what a screen
/// reader says after its name ("checked", "dimmed", "expanded").
public struct AccessibilityStates: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// It can take keyboard focus (set by the tree from the element's focus traits).
    public static let focusable = AccessibilityStates(rawValue: 1 << 0)
    /// It has keyboard focus (set by the tree from the host's focus).
    public static let focused = AccessibilityStates(rawValue: 1 << 1)
    public static let checked = AccessibilityStates(rawValue: 1 << 2)
    /// Neither checked nor unchecked (a check box over a mixed selection).
    public static let mixed = AccessibilityStates(rawValue: 1 << 3)
    public static let selected = AccessibilityStates(rawValue: 1 << 4)
    /// It cannot be operated now.
    public static let disabled = AccessibilityStates(rawValue: 1 << 5)
    /// It shows or hides content and can be expanded (with `.expanded` when it is).
    public static let expandable = AccessibilityStates(rawValue: 1 << 6)
    public static let expanded = AccessibilityStates(rawValue: 1 << 7)
    /// While it is shown, nothing outside it can be operated (a dialog).
    public static let modal = AccessibilityStates(rawValue: 1 << 8)
    /// Its content is loading or changing.
    public static let busy = AccessibilityStates(rawValue: 1 << 9)
    /// Its text cannot be read out (a password field: its characters are not sent).
    public static let secret = AccessibilityStates(rawValue: 1 << 10)
    /// A text field of one line.
    public static let singleLine = AccessibilityStates(rawValue: 1 << 11)
    /// A text field that cannot be typed into.
    public static let readOnly = AccessibilityStates(rawValue: 1 << 12)

    /// The names a screen reader says, in the order above.
    public var spokenNames: [String] {
        let names: [(AccessibilityStates, String)] = [
            (.focused, "focused"), (.checked, "checked"), (.mixed, "partially checked"), (.selected, "selected"),
            (.disabled, "dimmed"), (.expanded, "expanded"), (.modal, "modal"), (.busy, "busy"), (.readOnly, "read only"),
        ]
        var spoken = names.filter { contains($0.0) }.map(\.1)
        if contains(.expandable), !contains(.expanded) { spoken.append("collapsed") }
        return spoken
    }
}

/// What an assistive technology can ask an element to do, as AT-SPI's Action interface
/// and a kiosk's double tap offer them.
public struct AccessibilityActions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Operate it as a tap would (a button).
    public static let press = AccessibilityActions(rawValue: 1 << 0)
    /// Flip it (a check box, a switch, a disclosure).
    public static let toggle = AccessibilityActions(rawValue: 1 << 1)
    /// Move its value one step up or down (a slider, a stepper).
    public static let increment = AccessibilityActions(rawValue: 1 << 2)
    public static let decrement = AccessibilityActions(rawValue: 1 << 3)
    /// Scroll its content (a scroll area).
    public static let scroll = AccessibilityActions(rawValue: 1 << 4)
    /// Close it (a dialog, a menu, a toast).
    public static let dismiss = AccessibilityActions(rawValue: 1 << 5)
    /// Give it keyboard focus.
    public static let focus = AccessibilityActions(rawValue: 1 << 6)
}

/// A value an element shows on a range (a slider's, a progress bar's), as AT-SPI's Value
/// interface reads it.
public struct AccessibilityRange: Hashable, Sendable {
    public var value: Double
    public var minimum: Double
    public var maximum: Double
    /// The smallest change (0: any).
    public var step: Double

    public init(value: Double, minimum: Double = 0, maximum: Double = 1, step: Double = 0) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }
}
