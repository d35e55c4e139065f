extension Component {
    /// Whether this component's element takes keyboard focus (see `FocusTraits`): on a
    /// custom drawing or a tappable card, Tab reaches it and Space or Enter sends it
    /// `Activate`; `.focusable(false)` leaves a button out of the Tab order.
    public func focusable(_ isFocusable: Bool = true) -> FocusModified<Self> {
        FocusModified(content: self) { $0.isFocusable = isFocusable }
    }

    /// The element's place in the Tab order, as CSS's `tabindex` (see `FocusTraits.order`):
    /// `.focusOrder(1)` comes before everything without an order.
    public func focusOrder(_ order: Int) -> FocusModified<Self> {
        FocusModified(content: self) { $0.order = order }
    }

    /// Makes the focusable elements inside an arrow-key group (see `FocusGroup`): a
    /// toolbar, a keypad, a kiosk screen driven by five keys.
    public func focusGroup(wraps: Bool = true) -> FocusModified<Self> {
        FocusModified(content: self) { $0.group = FocusGroup(wraps: wraps) }
    }

    /// Makes a section of focus: with `trapsFocus` (a modal dialog), Tab and Shift+Tab
    /// stay inside while it is in the tree, focus moves to its first element when it
    /// appears with focus outside, and goes back to where it was when it leaves.
    public func focusSection(trapsFocus: Bool) -> FocusModified<Self> {
        FocusModified(content: self) { $0.trapsFocus = trapsFocus }
    }
}

/// A component with focus traits set on its element; see the focus modifiers on
/// `Component`. Like `TestIdentified`, not a composite: no scope, no element of its own,
/// so it changes neither identity nor layout. Chained modifiers each set their part.
public struct FocusModified<Content: Component>: Component {
    public let content: Content
    /// The traits this modifier sets (the others are the element's own).
    public let change: FocusTraitsChange

    init(content: Content, _ set: (inout FocusTraitsChange) -> Void) {
        self.content = content
        var change = FocusTraitsChange()
        set(&change)
        self.change = change
    }

    public func _element(in builder: ElementBuilder) -> Element? {
        builder.build(content).map { element in
            var focus = element.focus
            change.apply(to: &focus)
            return element.copy(style: element.style, testID: element.testID, focus: focus)
        }
    }
}

extension FocusModified: Equatable where Content: Equatable {}

/// The part of `FocusTraits` one focus modifier sets: each field left nil keeps the
/// element's own.
public struct FocusTraitsChange: Hashable, Sendable {
    var isFocusable: Bool?
    var order: Int?
    var group: FocusGroup?
    var trapsFocus: Bool?
    var textInput: TextInputTraits?

    func apply(to traits: inout FocusTraits) {
        if let isFocusable { traits.isFocusable = isFocusable }
        if let order { traits.order = order }
        if let group { traits.group = group }
        if let trapsFocus { traits.trapsFocus = trapsFocus }
        if let textInput { traits.textInput = textInput }
    }
}
