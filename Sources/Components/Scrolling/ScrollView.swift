import Geometry
import Layout

/// A viewport onto content larger than itself: the content is laid out unbounded on
/// `axes` (at its max-content size) and as large as the viewport on the other axis,
/// clipped to the viewport and shown from an offset.
///
/// The offset is the state of the scroll view's scope (`ScrollPosition`): it survives rebuilds, is clamped
/// by layout to what the content allows (and the clamped value written back when the
/// content shrinks), and changes through `ScrollTo`, sent from inside the content or by
/// the mounting layer for input; `ScrollTo(offset:animated: true)` eases there. Asking
/// for an element instead moves every scroll view around it by the least that shows it
/// (`ComponentRoot.scrollIntoView(_:animated:)`, `ActionContext.scrollIntoView(animated:)`,
/// `ComponentController.scrollIntoView(animated:)`). Size the viewport with `style`
/// or layout modifiers (a fixed height, flex-grow); on its scrolled axes it may shrink
/// below its content, as a CSS scroll container may.
///
/// Give it `id` when it has sibling scroll views (each needs its own scope).
public struct ScrollView<Content: Component>: Component {
    public typealias State = ScrollPosition

    public var axes: ScrollAxes
    public var style: LayoutStyle
    public var content: Content
    /// Tells sibling scroll views' scopes apart (nil: by type).
    public var id: ScopeIdentifier?

    public init(_ axes: ScrollAxes = .vertical, style: LayoutStyle = LayoutStyle(),
                @ComponentBuilder content: () -> Content) {
        self.axes = axes
        self.style = style
        self.content = content()
        id = nil
    }

    /// A scroll view whose scope is told apart from its siblings' by `id`.
    public init(_ axes: ScrollAxes = .vertical, id: some Hashable & Sendable, style: LayoutStyle = LayoutStyle(),
                @ComponentBuilder content: () -> Content) {
        self.init(axes, style: style, content: content)
        self.id = ScopeIdentifier(id)
    }

    public var scope: ComponentScope? { id.map { ComponentScope(identifier: $0) } ?? .byType }

    public func initialState() -> ScrollPosition { ScrollPosition() }

    public func body(_ context: BuildContext<Self>) -> ScrollViewport<Content> {
        let position = context.state
        return ScrollViewport(content: ScrollContent(axes: axes, offset: position.offset,
                                                     allowsOverscroll: position.allowsOverscroll),
                              style: style, child: content)
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        context.keepScrollPosition(action, at: \.self)
    }
}

extension ActionContext {
    /// What a component that keeps a `ScrollViewport`'s position in its state, at
    /// `position`, does with `action` (`ScrollView`, a data source's `List`, a text area,
    /// a popup list's control): the answer of `ScrollPosition.answer(to:animate:)`, the
    /// new position stored at once. With `eases`, an animated `ScrollTo` is eased by the
    /// mounting layer when the viewport is the outermost element this component built
    /// (`animateScroll(to:)`); otherwise it is set at once. False when `action` is not a
    /// scroll action: the component goes on with it.
    public func keepScrollPosition(_ action: any Action, at position: WritableKeyPath<C.State, ScrollPosition> & Sendable,
                                   eases: Bool = true) -> Bool {
        switch state[keyPath: position].answer(to: action, animate: { eases && animateScroll(to: $0) }) {
        case .notAScrollAction:
            return false
        case .handled:
            return true
        case .moved(let moved):
            updateState(.synchronous) { $0[keyPath: position] = moved }
            return true
        }
    }
}

extension ScrollView: Equatable where Content: Equatable {}

/// A `ScrollView`'s state: the offset asked for (points, content's top-left from the
/// viewport's) and whether it may lie past the content's edges (during a drag's rubber
/// band or a fling's bounce; see `ScrollContent.allowsOverscroll`).
public struct ScrollPosition: Equatable, Sendable {
    public var offset: Point
    public var allowsOverscroll: Bool

    public init(offset: Point = .zero, allowsOverscroll: Bool = false) {
        self.offset = offset
        self.allowsOverscroll = allowsOverscroll
    }

    /// What a component that keeps a viewport's position (`ScrollView`, a data source's
    /// `List`) does with `action`: a `ScrollTo` moves it (or is eased by `animate`, the
    /// component's `ActionContext.animateScroll(to:)`, when animated and the mounting
    /// layer shows the viewport), an `ScrollOffsetClamped` stores the offset layout showed.
    /// The one rule both components follow.
    public func answer(to action: any Action, animate: (Point) -> Bool) -> ScrollPositionAnswer {
        switch action {
        case let scroll as ScrollTo:
            // The mounting layer eases it, sending plain `ScrollTo`s frame by frame.
            if scroll.animated, animate(scroll.offset) { return .handled }
            let position = ScrollPosition(offset: scroll.offset, allowsOverscroll: scroll.allowsOverscroll)
            return position == self ? .handled : .moved(position)
        case let clamped as ScrollOffsetClamped:
            return .moved(ScrollPosition(offset: clamped.offset))
        default:
            return .notAScrollAction
        }
    }
}

/// What `ScrollPosition.answer(to:animate:)` says of an action.
public enum ScrollPositionAnswer: Equatable, Sendable {
    /// Not `ScrollTo` nor `ScrollOffsetClamped`: the component goes on with it.
    case notAScrollAction
    /// Handled, the position stays (an eased scroll, or no change).
    case handled
    /// Handled: store this position (a synchronous state update).
    case moved(ScrollPosition)
}

/// The element a `ScrollView` makes: a clipping flex container of one child, laid out
/// unbounded on the scrolled axes. Use `ScrollView`, which keeps the offset.
public struct ScrollViewport<Content: Component>: Component {
    public var content: ScrollContent
    public var style: LayoutStyle
    public var child: Content

    /// A viewport showing `child` as `content` says (axes, offset); the component that
    /// makes it keeps the offset and handles `ScrollTo` and `ScrollOffsetClamped`.
    public init(content: ScrollContent, style: LayoutStyle, child: Content) {
        self.content = content
        self.style = style
        self.child = child
    }

    public func _element(in builder: ElementBuilder) -> Element? {
        var style = style
        let axes = content.axes
        // Vertical: a column whose child keeps its height; horizontal (or both): a row
        // whose child keeps its max-content width (flex-basis auto, no shrinking).
        style.flexDirection = axes.contains(.horizontal) ? .row : .column
        // What CSS's overflow does to the automatic minimum size: the viewport may be
        // smaller than its content on the axes it scrolls.
        if axes.contains(.horizontal), style.minWidth == .auto { style.minWidth = .points(0) }
        if axes.contains(.vertical), style.minHeight == .auto { style.minHeight = .points(0) }
        let children = builder.build(child).map { element in
            [element.withStyle { childStyle in
                childStyle.flexShrink = 0
                // Scrolling both ways: the content's own height, not the viewport's.
                if axes == .both { childStyle.alignSelf = .flexStart }
            }]
        } ?? []
        return Element(kind: .scroll(content), style: style, children: children, owner: builder.owner)
    }
}

extension ScrollViewport: Equatable where Content: Equatable {}
