import Geometry

/// How a kiosk's picture is turned on its panel, clockwise: the one transform that the
/// picture and the input go through together (a panel mounted sideways shows the layout
/// turned, and a touch at a physical spot lands on what is drawn there). The most common
/// kiosk complaint across SDL, LVGL, flutter-pi, Qt and cage is touch left unrotated.
///
/// Coordinates: the *panel* is the display's own pixel grid (what the hardware scans
/// out and what touch screens report); the *logical* picture is what layout and
/// painting see, `logicalSize(ofPanel:)` large.
public enum DisplayRotation: Int, Sendable, CaseIterable, CustomStringConvertible {
    case upright = 0
    case clockwise90 = 90
    case upsideDown = 180
    case clockwise270 = 270

    /// The rotation of `degrees` (0, 90, 180 or 270; `--rotate`). Throws a
    /// `DisplayRotationError` naming the value otherwise.
    public init(degrees: Int) throws(DisplayRotationError) {
        guard let rotation = DisplayRotation(rawValue: degrees) else { throw DisplayRotationError(degrees: degrees) }
        self = rotation
    }

    public var description: String { "\(rawValue)°" }

    /// Whether the picture's width runs along the panel's height.
    public var swapsAxes: Bool { self == .clockwise90 || self == .clockwise270 }

    /// The size of the logical picture on a panel of `panel` pixels.
    public func logicalSize(ofPanel panel: (width: Int, height: Int)) -> (width: Int, height: Int) {
        swapsAxes ? (panel.height, panel.width) : panel
    }

    /// Where a point of the panel (a touch, a pointer position) is in the logical
    /// picture of `logical` size: the inverse of how the picture is shown.
    public func logicalPoint(fromPanel point: Point, logical: Size) -> Point {
        switch self {
        case .upright: point
        case .clockwise90: Point(x: point.y, y: logical.height - point.x)
        case .upsideDown: Point(x: logical.width - point.x, y: logical.height - point.y)
        case .clockwise270: Point(x: logical.width - point.y, y: point.x)
        }
    }

    /// The panel pixels that show `rect` of the logical picture of `logical` size (what
    /// a damaged rectangle becomes on the display).
    public func panelRect(of rect: PixelRect, logical: (width: Int, height: Int)) -> PixelRect {
        switch self {
        case .upright:
            rect
        case .clockwise90:
            PixelRect(x: logical.height - (rect.y + rect.height), y: rect.x, width: rect.height, height: rect.width)
        case .upsideDown:
            PixelRect(x: logical.width - (rect.x + rect.width), y: logical.height - (rect.y + rect.height),
                      width: rect.width, height: rect.height)
        case .clockwise270:
            PixelRect(x: rect.y, y: logical.width - (rect.x + rect.width), width: rect.height, height: rect.width)
        }
    }
}

/// A rotation that is not a quarter turn (`DisplayRotation(degrees:)`).
public struct DisplayRotationError: Error, Equatable, CustomStringConvertible {
    public let degrees: Int

    public var description: String {
        "cannot rotate the display by \(degrees)°: the rotation is 0, 90, 180 or 270 (clockwise)"
    }
}
