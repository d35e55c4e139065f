import Components
import Geometry
import Graphics
import Layout
import TextRasterizer

/// The gallery's look: one font family, a handful of colors and the text styles every
/// page uses, so pages read as one app.
enum GalleryStyle {
    /// Every page's text is DejaVu Sans (fonts-dejavu-core; ExtraLight and Oblique from
    /// fonts-dejavu-extra); scripts it lacks come from fontconfig's fallback (Droid Sans
    /// Fallback for Han and kana, Lexi Gulim for Hangul, Noto Color Emoji), as the test
    /// font set `Tests/Fonts/tests.fontset` lists them.
    static let family = "DejaVu Sans"

    /// `family` at `size` points in `weight`, `slant` and `color`.
    static func font(_ size: Double, weight: FontWeight = .regular, slant: FontSlant = .upright,
                     color: Color = GalleryColor.label, underline: Bool = false,
                     strikethrough: Bool = false, letterSpacing: Double = 0) -> TextAttributes {
        TextAttributes(font: FontDescriptor(family: family, weight: weight, slant: slant), size: size, color: color,
                       underline: underline, strikethrough: strikethrough, letterSpacing: letterSpacing)
    }

    /// A page's title.
    static let title = font(26, weight: .bold)
    /// The line under a page's title.
    static let subtitle = font(14, color: GalleryColor.secondaryLabel)
    /// A panel's heading.
    static let heading = font(14, weight: .bold)
    /// Small labels under and beside the demos.
    static let caption = font(11, color: GalleryColor.secondaryLabel)
    /// Running text in the demos.
    static let body = font(13)
}

/// The gallery's colors (the iOS system palette the bench scene also uses).
enum GalleryColor {
    /// The canvas under every page: the cards scene's.
    static let background = CardsScene.background
    static let panel = Color.white
    static let separator = Color(rgb: 0xD1D1D6)
    static let fill = Color(rgb: 0xE5E5EA)
    static let label = Color(rgb: 0x1C1C1E)
    static let secondaryLabel = Color(rgb: 0x3C3C43)
    static let tertiaryLabel = Color(rgb: 0x8E8E93)
    static let red = Color(rgb: 0xFF3B30)
    static let orange = Color(rgb: 0xFF9500)
    static let yellow = Color(rgb: 0xFFCC00)
    static let green = Color(rgb: 0x34C759)
    static let teal = Color(rgb: 0x5AC8FA)
    static let blue = Color(rgb: 0x007AFF)
    static let indigo = Color(rgb: 0x5856D6)
    static let purple = Color(rgb: 0xAF52DE)
    static let pink = Color(rgb: 0xFF2D55)

    /// Colors for a run of tiles, in order.
    static let tiles = [blue, green, orange, purple, red, teal, indigo, pink, yellow]
}

extension Color {
    /// An opaque color from `0xRRGGBB`.
    init(rgb: UInt32) {
        self.init(red8: UInt8(truncatingIfNeeded: rgb >> 16), green8: UInt8(truncatingIfNeeded: rgb >> 8),
                  blue8: UInt8(truncatingIfNeeded: rgb))
    }
}

extension LayoutStyle {
    /// This style with a fixed width and/or height.
    func sized(width: Double? = nil, height: Double? = nil) -> LayoutStyle {
        var style = self
        if let width { style.width = .points(width) }
        if let height { style.height = .points(height) }
        return style
    }
}

extension ButtonLooks {
    /// Blue title on light gray: for buttons beside a primary one.
    static let secondary = ButtonLooks(
        normal: ButtonLook(background: GalleryColor.fill, titleColor: GalleryColor.blue),
        highlighted: ButtonLook(background: GalleryColor.separator, titleColor: GalleryColor.blue),
        disabled: ButtonLook(background: GalleryColor.fill, titleColor: GalleryColor.tertiaryLabel))
}

extension ButtonLooks {
    /// A row of a menu: dark title on white, gray under the pointer and while pressed.
    static let menuItem = ButtonLooks(
        normal: ButtonLook(background: GalleryColor.panel, titleColor: GalleryColor.label),
        highlighted: ButtonLook(background: GalleryColor.separator, titleColor: GalleryColor.label),
        hovered: ButtonLook(background: GalleryColor.fill, titleColor: GalleryColor.label))

    /// A destructive choice: white on red.
    static let destructive = ButtonLooks(
        normal: ButtonLook(background: GalleryColor.red, titleColor: .white),
        highlighted: ButtonLook(background: Color(rgb: 0xC7291F), titleColor: .white),
        hovered: ButtonLook(background: Color(rgb: 0xE0342A), titleColor: .white))
}
