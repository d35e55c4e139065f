import Geometry
import Graphics
import Layout

/// What an app draws itself in a `Custom` component: a chart, a gauge, a signature.
///
/// Mounting keeps one node per custom element, reused for elements of the same
/// `nodeKind`, and redraws it when the drawing changes (`Equatable`) or moves.
public protocol CustomDrawing: Sendable, Equatable {
    /// The reuse pool this drawing's nodes go to (one per kind of drawing).
    static var nodeKind: String { get }
    /// Draws into `rect`, in device pixels of `painter`; `scale` is device pixels per
    /// point, for line widths and text sizes.
    ///
    /// Called on any thread: a large repaint is cut into bands painted at once on several
    /// cores (`ComponentHost.paintThreads`), each calling this with its own painter,
    /// clipped to its band. Draw only through `painter`, the same way each time (what is
    /// drawn must not depend on the clip or on which call this is).
    func draw(in painter: Painter, rect: Rect, scale: Double)

    /// For a drawing whose look changes with time on its own (an animated picture's
    /// frames, a clock's hands): when (seconds since it appeared, on the frame clock) its
    /// look next changes after `elapsed`; nil when it changes no more. The default: nil, it
    /// never does.
    ///
    /// Mounting then draws it with `draw(in:rect:scale:elapsed:)` and repaints its node at
    /// those times, with nothing built or laid out again. So it shows no new look while the
    /// window is hidden (no frames are drawn) and costs nothing while its node is unmounted
    /// or outside the window (a list's row scrolled away); a frame loop sleeps until its
    /// next change. Its time starts at the first frame after its node is mounted with it or
    /// its drawing changes. Its look must change only at the times given: between them, a
    /// repaint of part of it must draw what the rest shows.
    func nextChange(after elapsed: Double) -> Double?
    /// Draws it as it looks `elapsed` seconds after it appeared. The default draws
    /// `draw(in:rect:scale:)`.
    func draw(in painter: Painter, rect: Rect, scale: Double, elapsed: Double)

    /// Whether the drawing is a control that takes pointer and scroll events itself, through
    /// `action(for:at:)` (default: no). Either way its node is hit like any element's
    /// (a press there never reaches what lies beneath); one that takes no events sends a
    /// `Tap` when tapped, and lets the wheel and drags scroll the view around it.
    var acceptsEvents: Bool { get }
    /// The action an event on this drawing's node sends up the responder chain, if any.
    /// `location` is in the node's coordinates (points).
    func action(for event: InputEvent, at location: Point) -> (any Action)?
}

extension CustomDrawing {
    public func nextChange(after elapsed: Double) -> Double? { nil }
    public func draw(in painter: Painter, rect: Rect, scale: Double, elapsed: Double) {
        draw(in: painter, rect: rect, scale: scale)
    }
    public var acceptsEvents: Bool { false }
    public func action(for event: InputEvent, at location: Point) -> (any Action)? { nil }
}

/// What a pointer or wheel did, as components see it.
public enum InputEvent: Sendable, Equatable {
    case pointerDown
    case pointerMoved
    case pointerUp
    case pointerCancelled
    /// A wheel or two-finger scroll, in points (positive: content moves up / left), and
    /// how it came: a touchpad's continuous deltas (`.precise`, the default) are shown as
    /// they come, a notched wheel's whole clicks (`.step`) are eased to.
    case scroll(dx: Double, dy: Double, granularity: ScrollGranularity = .precise)
}

/// A custom drawing as an element kind holds it: compared through its own `==`.
public struct CustomContent: Equatable, Sendable {
    public let drawing: any CustomDrawing

    public init(_ drawing: any CustomDrawing) {
        self.drawing = drawing
    }

    public var nodeKind: String { type(of: drawing).nodeKind }

    public static func == (lhs: CustomContent, rhs: CustomContent) -> Bool {
        lhs.drawing.isEqual(toDrawing: rhs.drawing)
    }
}

extension CustomDrawing {
    fileprivate func isEqual(toDrawing other: any CustomDrawing) -> Bool {
        (other as? Self) == self
    }
}

/// A leaf that the app draws: sized by `style` (and layout modifiers), drawn by `drawing`.
public struct Custom<Drawing: CustomDrawing>: Component, Equatable {
    public var drawing: Drawing
    public var style: LayoutStyle

    public init(_ drawing: Drawing, style: LayoutStyle = LayoutStyle()) {
        self.drawing = drawing
        self.style = style
    }

    public func _element(in builder: ElementBuilder) -> Element? {
        Element(kind: .custom(CustomContent(drawing)), style: style, owner: builder.owner)
    }
}
