import Geometry
import Graphics
import Layout

/// One tab of a `TabBar` or a `TabView`: the name it is selected by and the title it shows.
public struct TabItem: Sendable, Equatable {
    /// What `TabSelected` names and `selection` matches (unique in its bar).
    public var id: String
    public var title: String
    public var isEnabled: Bool

    public init(_ title: String, id: String? = nil, isEnabled: Bool = true) {
        self.title = title
        self.id = id ?? title
        self.isEnabled = isEnabled
    }
}

/// A tab was chosen (a tap, or Space or Enter on a focused tab): the bar's `tag` and the
/// tab's `id`. The owner keeps the selection.
public struct TabSelected: Action, Equatable {
    public let tag: String
    public let id: String

    public init(tag: String, id: String) {
        (self.tag, self.id) = (tag, id)
    }
}

/// A row of tabs, the selected one in the accent color over an accent underline. A tap
/// selects; the tabs are an arrow-key focus group (Left and Right move the focus, Space
/// or Enter selects: WAI-ARIA's tabs with manual activation, so arrowing past a tab does
/// not load it). Tabs that do not fit scroll sideways, and focus brings one into view.
/// Tabs are a finger's target high; the bar has a separator along its bottom.
///
/// ```swift
/// TabBar([TabItem("Inbox"), TabItem("Sent")], selection: context.state.mailbox, tag: "mailbox")
/// ```
public struct TabBar: Component, Equatable {
    public let tabs: [TabItem]
    /// The selected tab's `id` (one that no tab has: none shows selected).
    public let selection: String
    public let tag: String
    /// Space before the first tab and after the last, inside what scrolls (to line the
    /// first tab up with the content below).
    public let inset: Double
    /// Whether an arrow selects the tab it moves focus to (WAI-ARIA's automatic
    /// activation, for tabs whose content shows at once) rather than only focusing it.
    public let selectionFollowsFocus: Bool

    /// The underline's thickness at type scale 1.
    static let underline = 3.0

    /// Throws `ControlParameterError` when two tabs have the same `id` (a selection
    /// could not tell them apart).
    public init(_ tabs: [TabItem], selection: String, tag: String, inset: Double = 0,
                selectionFollowsFocus: Bool = false) throws(ControlParameterError) {
        var seen = Set<String>()
        for (index, tab) in tabs.enumerated() where !seen.insert(tab.id).inserted {
            throw ControlParameterError(control: "TabBar", parameter: "tabs[\(index)].id", value: Double(index),
                                        requirement: "unique (\"\(tab.id)\" is an earlier tab's id too)")
        }
        (self.tabs, self.selection, self.tag, self.inset) = (tabs, selection, tag, inset)
        self.selectionFollowsFocus = selectionFollowsFocus
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        let underline = Self.underline * max(1, theme.typeScale)
        var row = LayoutStyle.row(align: .stretch)
        row.flexShrink = 0
        row.padding = Edges(top: .zero, right: .points(inset), bottom: .zero, left: .points(inset))
        // The tabs fill a bar given a height.
        var bar = LayoutStyle()
        bar.flexGrow = 1
        bar.flexShrink = 0
        return Box(border: BoxBorder(widths: EdgeInsets(bottom: 1), colors: BorderColors(all: theme.colors.separator)),
                   style: LayoutStyle.column()) {
            ScrollView(.horizontal, style: bar) {
                Flexbox(style: row) {
                    for (index, tab) in tabs.enumerated() {
                        if selectionFollowsFocus {
                            TabFollowingFocus(tab: tabButton(tab, isSelected: tab.id == selection, theme: theme,
                                                             underline: underline),
                                              previous: selectable(before: index, step: -1),
                                              next: selectable(before: index, step: 1))
                        } else {
                            tabButton(tab, isSelected: tab.id == selection, theme: theme, underline: underline)
                        }
                    }
                }
                .focusGroup(wraps: false)
                .accessibility(role: .tabList)
            }
        }
        .testID("\(tag).bar")
    }

    /// What selecting the enabled tab `step` places on from `index` sends (the focus
    /// group skips disabled tabs too, and stops at the ends); nil at an end.
    private func selectable(before index: Int, step: Int) -> TabSelected? {
        var other = index + step
        while tabs.indices.contains(other), !tabs[other].isEnabled { other += step }
        return tabs.indices.contains(other) ? TabSelected(tag: tag, id: tabs[other].id) : nil
    }

    private func tabButton(_ tab: TabItem, isSelected: Bool, theme: Theme, underline: Double) -> some Component {
        let color = isSelected ? theme.colors.accent : theme.colors.secondaryLabel
        var mark = LayoutStyle()
        mark.position = .absolute
        mark.inset = Edges(top: .auto, right: .points(theme.spacing), bottom: .points(0), left: .points(theme.spacing))
        mark.height = .points(underline)
        return Button(looks: theme.rowLooks, cornerRadius: 0,
                      padding: EdgeInsets(horizontal: theme.spacing * 2, vertical: theme.spacing),
                      isEnabled: tab.isEnabled, isSelected: isSelected, action: TabSelected(tag: tag, id: tab.id)) {
            Text(tab.title, attributes: theme.text(isSelected ? .headline : .body, color: color), maxLines: 1)
            if isSelected {
                Box(fill: .color(theme.colors.accent), cornerRadii: CornerRadii(underline / 2), style: mark)
            }
        }
        .minSize(height: .points(theme.minimumTarget))
        .accessibility(role: .tab)
        .testID("\(tag).\(tab.id)")
    }
}

/// A tab whose arrows select the tab they move focus to (`TabBar.selectionFollowsFocus`):
/// it sends the neighbour's `TabSelected` and leaves the key to the bar's focus group,
/// which moves focus there.
struct TabFollowingFocus<Tab: Component>: Component, Equatable {
    let tab: Tab
    /// What Left (Right, right to left) or Up sends, and Right or Down.
    let previous: TabSelected?
    let next: TabSelected?

    func body(_ context: BuildContext<Self>) -> Tab {
        tab
    }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard let key = action as? KeyEvent, key.isDown, key.modifiers.isEmpty else { return false }
        let rightToLeft = context.environment.layoutDirection == .rightToLeft
        let choice: TabSelected?
        switch key.key {
        case .up: choice = previous
        case .down: choice = next
        case .left: choice = rightToLeft ? next : previous
        case .right: choice = rightToLeft ? previous : next
        default: return false
        }
        if let choice { context.send(choice) }
        // The bar's focus group moves focus with the key: only a key nobody handled does.
        return false
    }

    static func == (lhs: TabFollowingFocus, rhs: TabFollowingFocus) -> Bool {
        lhs.previous == rhs.previous && lhs.next == rhs.next && componentsEqual([lhs.tab], [rhs.tab])
    }
}
