import Geometry
import Graphics
import Layout

/// What an anchor declares above the page: the kind of layer and, while presented, what
/// it shows. Carried by an `OverlayMark` on the anchor's element; the host's overlay layer
/// reads it after each mount.
public enum OverlayKind: Hashable, Sendable {
    /// A popup placed against the anchor (a menu, a dropdown list, a tooltip).
    case popup(PopupPlacement)
    /// A modal dialog, centered on the screen over a full-screen scrim of this color that
    /// takes all input below it.
    case dialog(scrim: Color)
    /// Toasts stacked at an edge of the screen, each removed after its time (`ShowToast`).
    case toasts(edge: ToastEdge)
}

/// The edge of the screen toasts stack at.
public enum ToastEdge: Hashable, Sendable {
    case top, bottom
}

/// One content shown in an overlay layer: a popup's, a dialog's or a toast's, with the
/// name it goes by (in `OverlayDismissed`, and to tell layers apart).
public struct OverlayItem: Equatable, Sendable {
    /// The overlay's name (unique among its presenter's overlays of a kind).
    public var id: String
    /// What it shows: the root component of its own root.
    public var content: any Component
    /// The environment `content` is built in: the anchor's, which `OverlayAnchor` sets as
    /// it is built, so a popup is themed as what it opens from.
    public var environment: ComponentEnvironment

    public init(id: String, content: any Component, environment: ComponentEnvironment = ComponentEnvironment()) {
        self.id = id
        self.content = content
        self.environment = environment
    }

    public static func == (lhs: OverlayItem, rhs: OverlayItem) -> Bool {
        lhs.id == rhs.id && lhs.environment == rhs.environment && lhs.content._hasEqualProps(to: rhs.content)
    }
}

/// The declaration an anchor carries to the overlay layer, as the drawing of an invisible
/// `Custom` element of no size at the anchor's top left corner (the wrapper around the
/// two has the anchor's frame; a mark of no size covers nothing, so it neither takes hits
/// nor keeps a scroll view under it from moving its pixels): the kind of layer, the
/// contents presented now (none: nothing shows), whether a tap outside or Escape
/// dismisses it, and whether there is an anchor at all (an anchor that builds nothing
/// still carries its declaration, so the host can say so). Made by `.popup`, `.dialog`
/// and `.toasts`; it draws nothing.
public struct OverlayMark: CustomDrawing {
    public static let nodeKind = "overlay mark"

    /// Popup, dialog or toasts.
    public var kind: OverlayKind
    /// What is presented now; none: nothing shows.
    public var items: [OverlayItem]
    /// Whether a tap outside or Escape sends `OverlayDismissed`.
    public var isDismissible: Bool
    /// Whether the mark sits on an anchor (false: the anchor built nothing).
    public var hasAnchor: Bool

    public init(kind: OverlayKind, items: [OverlayItem], isDismissible: Bool = true, hasAnchor: Bool = true) {
        self.kind = kind
        self.items = items
        self.isDismissible = isDismissible
        self.hasAnchor = hasAnchor
    }

    /// Draws nothing: the mark only carries the declaration.
    public func draw(in painter: Painter, rect: Rect, scale: Double) {}
}

/// A component with an overlay declared on it (`.popup`, `.dialog`, `.toasts`): a wrapper
/// laid out as the anchor alone would be (as `Overlay` places its pair), holding the
/// anchor and its `OverlayMark`, so the wrapper's frame is the anchor's. When the anchor
/// builds nothing, the mark is built alone, out of the flow, so the host still hears of
/// a presented overlay without an anchor and reports it.
public struct OverlayAnchor<Anchor: Component>: Component {
    /// The component the overlay is declared on: laid out as it would be alone.
    public var anchor: Anchor
    /// The declaration it carries.
    public var mark: OverlayMark

    public init(anchor: Anchor, mark: OverlayMark) {
        self.anchor = anchor
        self.mark = mark
    }

    public func _element(in builder: ElementBuilder) -> Element? {
        var markStyle = LayoutStyle()
        markStyle.position = .absolute
        markStyle.inset = Edges(top: .points(0), right: .auto, bottom: .auto, left: .points(0))
        markStyle.width = .points(0)
        markStyle.height = .points(0)
        // The content is a root of its own: it takes the anchor's environment with it.
        var mark = mark
        let environment = builder.environment
        for index in mark.items.indices { mark.items[index].environment = environment }
        guard let element = builder.build(anchor) else {
            guard !mark.items.isEmpty else { return nil }
            var lone = mark
            lone.hasAnchor = false
            return Element(kind: .custom(CustomContent(lone)), style: markStyle, owner: builder.owner,
                           hitTesting: .passThrough)
        }
        let (style, child) = WrapperLayout.hoisting(element)
        let markElement = Element(kind: .custom(CustomContent(mark)), style: markStyle, owner: builder.owner,
                                  hitTesting: .passThrough)
        return Element(kind: .container, style: style, children: [child, markElement], owner: builder.owner,
                       hitTesting: .childrenOnly)
    }
}

extension OverlayAnchor: Equatable where Anchor: Equatable {}

/// Why an overlay asks to be dismissed (`OverlayDismissed`).
public enum DismissReason: Hashable, Sendable {
    /// A tap outside a popup (on the transparent layer under it) or on a dialog's scrim.
    case outsideTap
    /// Escape, which dismisses the topmost dismissible layer.
    case escape
}

/// An overlay asks to be dismissed: sent up the responder chain from its anchor's element
/// (so the component that presents it, or its controller, hears it and sets its state
/// to not presented). They stay until their state says so, so nobody handling it is
/// reported: the overlay cannot be closed then. (A toast's time running out is
/// `ToastExpired`.)
public struct OverlayDismissed: Action, Equatable {
    /// The `id` the overlay was presented with.
    public var id: String
    /// What asked for it.
    public var reason: DismissReason

    public init(id: String, reason: DismissReason) {
        self.id = id
        self.reason = reason
    }
}

extension Component {
    /// This component as the anchor of a popup showing `content` while `isPresented`:
    /// placed against this component's frame by `placement` (flipped and shifted to stay
    /// on screen), above everything on the page, as a component root of its own. A tap
    /// outside it (which reaches nothing below) or Escape sends
    /// `OverlayDismissed(id:reason:)` up the responder chain from here; actions from the
    /// content that its own components do not handle continue from here too. With
    /// `dismissible: false` (a tooltip) nothing dismisses it but its state, and it takes
    /// no presses outside its content: what lies below stays usable. Popups of one
    /// component are told apart by `id`.
    ///
    /// ```swift
    /// Button("Sort", action: OpenMenu())
    ///     .popup(isPresented: context.state.menuOpen, id: "sort") {
    ///         SortMenu()
    ///     }
    /// ```
    public func popup<Content: Component>(isPresented: Bool, id: String = "popup",
                                          placement: PopupPlacement = PopupPlacement(), dismissible: Bool = true,
                                          @ComponentBuilder content: () -> Content) -> OverlayAnchor<Self> {
        OverlayAnchor(anchor: self, mark: OverlayMark(kind: .popup(placement),
                                                      items: isPresented ? [OverlayItem(id: id, content: content())] : [],
                                                      isDismissible: dismissible))
    }

    /// A modal dialog showing `content` while `isPresented`, centered over a `scrim` that
    /// covers the screen and takes all input below it; declared on this component, from
    /// which its dismissals (a tap on the scrim, Escape) go up as `OverlayDismissed`.
    /// Dialogs are told apart by `id`: two presented with the same one show once.
    public func dialog<Content: Component>(isPresented: Bool, id: String = "dialog",
                                           scrim: Color = Color(red: 0, green: 0, blue: 0, alpha: 0.4),
                                           dismissible: Bool = true,
                                           @ComponentBuilder content: () -> Content) -> OverlayAnchor<Self> {
        OverlayAnchor(anchor: self, mark: OverlayMark(kind: .dialog(scrim: scrim),
                                                      items: isPresented ? [OverlayItem(id: id, content: content())] : [],
                                                      isDismissible: dismissible))
    }
}
