import Geometry
import Graphics

/// How a `Box` is drawn: its fill, border, corner radii, opacity and clipping. What
/// mounting draws for an `ElementKind.box`.
public struct BoxAppearance: Hashable, Sendable {
    /// What fills the border box (inside the corner radii); nil: nothing.
    public var fill: BoxFill?
    /// The border, drawn inside the border box; its widths are also the layout border.
    public var border: BoxBorder?
    public var cornerRadii: CornerRadii
    /// The opacity of the box and everything in it, as one group (0 to 1).
    public var opacity: Double
    /// Whether children are clipped to the box (its rounded border box).
    public var clipsContent: Bool

    public init(fill: BoxFill? = nil, border: BoxBorder? = nil, cornerRadii: CornerRadii = .zero, opacity: Double = 1,
                clipsContent: Bool = true) {
        self.fill = fill
        self.border = border
        self.cornerRadii = cornerRadii
        self.opacity = opacity
        self.clipsContent = clipsContent
    }
}

/// A box's fill: a color, or a linear gradient placed relative to the box.
public enum BoxFill: Hashable, Sendable {
    case color(Color)
    case linearGradient(BoxGradient)

    /// The painter's paint for a box at `rect`.
    public func paint(in rect: Rect) -> Paint {
        switch self {
        case .color(let color): .color(color)
        case .linearGradient(let gradient): .linearGradient(gradient.gradient(in: rect))
        }
    }
}

/// A linear gradient whose start and end are points of the box in unit coordinates
/// (0,0 the top-left corner, 1,1 the bottom-right), so it follows the box's size.
public struct BoxGradient: Hashable, Sendable {
    public var start: UnitPoint
    public var end: UnitPoint
    public var stops: [GradientStop]

    public init(start: UnitPoint = .top, end: UnitPoint = .bottom, stops: [GradientStop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }

    /// From `from` at `start` to `to` at `end` (top to bottom by default).
    public init(from: Color, to: Color, start: UnitPoint = .top, end: UnitPoint = .bottom) {
        self.init(start: start, end: end, stops: [GradientStop(from, at: 0), GradientStop(to, at: 1)])
    }

    /// The gradient in the coordinates of a box at `rect`.
    public func gradient(in rect: Rect) -> LinearGradient {
        LinearGradient(start: start.point(in: rect), end: end.point(in: rect), stops: stops)
    }
}

/// A point of a box in unit coordinates: x from 0 (left) to 1 (right), y from 0 (top)
/// to 1 (bottom).
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let topLeft = UnitPoint(x: 0, y: 0)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let topRight = UnitPoint(x: 1, y: 0)
    public static let left = UnitPoint(x: 0, y: 0.5)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let right = UnitPoint(x: 1, y: 0.5)
    public static let bottomLeft = UnitPoint(x: 0, y: 1)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let bottomRight = UnitPoint(x: 1, y: 1)

    /// The point in a box at `rect`.
    public func point(in rect: Rect) -> Point {
        Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}

/// A border: a width and a color per side.
public struct BoxBorder: Hashable, Sendable {
    public var widths: EdgeInsets
    public var colors: BorderColors

    public init(widths: EdgeInsets, colors: BorderColors) {
        self.widths = widths
        self.colors = colors
    }

    /// The same width and color on every side.
    public init(width: Double, color: Color) {
        self.init(widths: EdgeInsets(all: width), colors: BorderColors(all: color))
    }
}
