import Layout

/// One tab of a `TabView`: its `TabItem` and the content shown while it is selected.
public struct Tab: Sendable, Equatable {
    public let item: TabItem
    public let content: any Component

    public init<Content: Component>(_ title: String, id: String? = nil, isEnabled: Bool = true,
                                    @ComponentBuilder content: () -> Content) {
        item = TabItem(title, id: id, isEnabled: isEnabled)
        self.content = content()
    }

    public static func == (lhs: Tab, rhs: Tab) -> Bool {
        lhs.item == rhs.item && componentsEqual([lhs.content], [rhs.content])
    }
}

/// A `TabBar` over the selected tab's content, which fills the rest. Every tab's content
/// stays built, the others not displayed, so each keeps its state (a scroll position, a
/// half-filled form) while another is shown; give tabs whose content is heavy and
/// stateless `keepsHiddenTabs: false`. The owner keeps the selection and hears
/// `TabSelected` with `tag`.
///
/// ```swift
/// try TabView(selection: context.state.tab, tag: "settings") {
///     Tab("General") { GeneralSettings() }
///     Tab("Network") { NetworkSettings() }
/// }
/// ```
public struct TabView: Component, Equatable {
    public let tabs: [Tab]
    public let selection: String
    public let tag: String
    public let keepsHiddenTabs: Bool
    /// The bar over the content, made (and its ids checked) once, in `init`.
    let bar: TabBar

    /// Throws `ControlParameterError` when two tabs have the same `id`.
    public init(selection: String, tag: String, keepsHiddenTabs: Bool = true,
                @TabsBuilder tabs: () -> [Tab]) throws(ControlParameterError) {
        let tabs = tabs()
        bar = try TabBar(tabs.map(\.item), selection: selection, tag: tag)
        (self.tabs, self.selection, self.tag, self.keepsHiddenTabs) = (tabs, selection, tag, keepsHiddenTabs)
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        var area = LayoutStyle.column()
        area.flexGrow = 1
        area.flexShrink = 1
        area.minHeight = .points(0)
        return Flexbox(style: LayoutStyle.column()) {
            bar
            Flexbox(style: area) {
                for tab in tabs where keepsHiddenTabs || tab.item.id == selection {
                    TabPane(content: tab.content, isShown: tab.item.id == selection).key(tab.item.id)
                }
            }
        }
    }
}

/// A tab's content in its own scope (keyed by the tab's id, so its state stays with its
/// tab), not displayed while another tab is selected.
struct TabPane: Component, Equatable {
    let content: any Component
    let isShown: Bool

    var scope: ComponentScope? { .byType }

    func body(_ context: BuildContext<Self>) -> some Component {
        var style = LayoutStyle.column()
        style.flexGrow = 1
        if !isShown { style.display = .none }
        return Flexbox(style: style, children: [content])
    }

    static func == (lhs: TabPane, rhs: TabPane) -> Bool {
        lhs.isShown == rhs.isShown && componentsEqual([lhs.content], [rhs.content])
    }
}

/// Builds a `TabView`'s tabs from `Tab` statements, `if`s and `for` loops.
@resultBuilder
public enum TabsBuilder {
    public static func buildExpression(_ tab: Tab) -> [Tab] { [tab] }
    public static func buildBlock(_ parts: [Tab]...) -> [Tab] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Tab]?) -> [Tab] { part ?? [] }
    public static func buildEither(first part: [Tab]) -> [Tab] { part }
    public static func buildEither(second part: [Tab]) -> [Tab] { part }
    public static func buildArray(_ parts: [[Tab]]) -> [Tab] { parts.flatMap { $0 } }
}
