import Geometry
import Graphics
import Layout

/// The button a `Picker` or a `Menu` opens its list from: the surface with an edge (the
/// accent's while the list is open), a title and a chevron, a finger's target high.
/// Disabled, it is faded and takes no focus. To assistive technologies it is a
/// `accessibilityRole` (a picker's combo box, a menu's button) that says whether its list
/// is open; named `accessibilityName` (the picker's title) if given, else by its title;
/// a combo box's value is its title, and a placeholder is its description.
struct PopupField: Component, Equatable {
    let title: String
    /// Whether the title is a placeholder (drawn in the secondary label color).
    let isPlaceholder: Bool
    var accessibilityRole: AccessibilityRole = .button
    var accessibilityName: String? = nil
    let isOpen: Bool
    let isEnabled: Bool
    let action: any Action
    /// The test IDs' start: the field is `"TAG.field"`, its title `"TAG.value"`.
    let tag: String

    func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        let titleColor = isPlaceholder ? theme.colors.secondaryLabel : theme.colors.label
        return Button(looks: theme.fieldLooks(isOpen: isOpen), cornerRadius: theme.cornerRadius, borderWidth: 1,
                      padding: EdgeInsets(horizontal: theme.spacing * 1.5, vertical: theme.spacing / 2), gap: theme.spacing,
                      isEnabled: isEnabled, action: action) {
            Text(title, attributes: theme.text(.body, color: titleColor), maxLines: 1)
                .flex(grow: 1, shrink: 1)
                .testID("\(tag).value")
            Icon(.chevronDown, size: ThemeTextStyle.body.size, color: theme.colors.secondaryLabel)
                .flex(grow: 0, shrink: 0)
        }
        .minSize(width: .points(theme.minimumTarget * 2), height: .points(theme.minimumTarget))
        .flex(shrink: 1)
        .accessibility(role: accessibilityRole, label: accessibilityName, description: isPlaceholder ? title : nil,
                       value: isPlaceholder || accessibilityRole != .comboBox ? nil : title,
                       states: isOpen ? [.expandable, .expanded] : .expandable)
        .testID("\(tag).field")
    }

    static func == (lhs: PopupField, rhs: PopupField) -> Bool {
        lhs.title == rhs.title && lhs.isPlaceholder == rhs.isPlaceholder && lhs.isOpen == rhs.isOpen
            && lhs.accessibilityRole == rhs.accessibilityRole && lhs.accessibilityName == rhs.accessibilityName
            && lhs.isEnabled == rhs.isEnabled && lhs.tag == rhs.tag && actionsEqual(lhs.action, rhs.action)
    }
}
