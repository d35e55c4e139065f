import Components
import Geometry
import Graphics
import Layout

/// A symbol drawn in one color: Tessera's own (`IconSymbol.checkmark`, `.chevronDown`,
/// `.close`, ...) or an app's SVG. Sized in points like text (scaled by the theme's type
/// scale), sharp at every device scale (the SVG is drawn at the pixels shown), and
/// tinted with `color`, else the theme's label color, so it follows light, dark and high
/// contrast.
///
/// ```swift
/// Icon(.search, size: 20)
/// Icon(.warning, color: theme.colors.critical)
/// ```
public struct Icon: Component, Equatable {
    public let symbol: IconSymbol
    /// The side of its square, in points at type scale 1.
    public let size: Double
    public let color: Color?

    public init(_ symbol: IconSymbol, size: Double = 20, color: Color? = nil) {
        self.symbol = symbol
        self.size = size.isFinite ? max(1, size) : 20
        self.color = color
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        let side = size * max(1, theme.typeScale)
        return Custom(IconDrawing(symbol: symbol, color: color ?? theme.colors.label))
            .size(width: side, height: side)
    }
}

/// An `Icon`'s drawing: its symbol's mask at the pixels shown, filled with its color.
struct IconDrawing: CustomDrawing {
    static let nodeKind = "Icon"

    let symbol: IconSymbol
    let color: Color

    func draw(in painter: Painter, rect: Rect, scale: Double) {
        // Whole pixels, so the mask lands on the pixel grid as glyphs do.
        let x = rect.minX.rounded(), y = rect.minY.rounded()
        let width = Int(rect.width.rounded()), height = Int(rect.height.rounded())
        guard let mask = IconMaskCache.shared.mask(of: symbol, width: width, height: height) else {
            // A symbol that cannot be drawn shows as an outlined square, not as nothing.
            var path = Path()
            let box = Rect(x: x, y: y, width: Double(width), height: Double(height))
            path.addRect(box)
            path.addRect(box.insetBy(dx: max(1, scale), dy: max(1, scale)), clockwise: false)
            painter.fill(path, with: .color(color))
            return
        }
        painter.draw(mask, x: x, y: y, color: color)
    }
}
