/// A color in sRGB with straight (not premultiplied) alpha, each component in 0...1.
///
/// Components outside 0...1 are clamped when the color is converted to a pixel.
/// `Color(css:)` reads the colors CSS writes (hex, names, `rgb()`) and throws
/// `ColorParseError` on bad input.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A color from 8-bit channels (0...255).
    public init(red8 r: UInt8, green8 g: UInt8, blue8 b: UInt8, alpha8 a: UInt8 = 255) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: Double(a) / 255)
    }

    /// A color written as CSS writes `#RRGGBB`, as a number: `Color(hex: 0x1E88E5)`, with
    /// `alpha` in 0...1. Never throws: a literal is checked where it is written. A value
    /// above `0xFFFFFF` (eight digits, as if alpha were in it) is a programmer error and
    /// traps, naming the value; use `alpha:` for transparency.
    public init(hex: UInt32, alpha: Double = 1) {
        precondition(hex <= 0xFF_FFFF, "Color(hex: 0x\(String(hex, radix: 16, uppercase: true))): six hex digits, "
                     + "0xRRGGBB; pass transparency as alpha:")
        self.init(red8: UInt8(hex >> 16), green8: UInt8((hex >> 8) & 0xFF), blue8: UInt8(hex & 0xFF))
        self.alpha = alpha
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)

    /// The same color with its alpha multiplied by `factor`.
    public func withAlphaMultiplied(by factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// The color as a premultiplied `0xAARRGGBB` pixel, each channel rounded to nearest.
    public var premultipliedPixel: UInt32 {
        PremultipliedPixel.premultiply(straight: straightPixel)
    }

    /// The color as a straight-alpha `0xAARRGGBB` value, each channel rounded to nearest.
    var straightPixel: UInt32 {
        func byte(_ v: Double) -> UInt32 {
            guard v.isFinite else { return 0 }
            return UInt32((min(1, max(0, v)) * 255).roundedToInt)
        }
        return (byte(alpha) << 24) | (byte(red) << 16) | (byte(green) << 8) | byte(blue)
    }

    /// `#RRGGBBAA`.
    public var description: String {
        let p = straightPixel
        let rgba = (p << 8) | (p >> 24)
        let hex = String(rgba, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 8 - hex.count) + hex
    }
}
