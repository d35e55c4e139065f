import Foundation
import Geometry
import Graphics
import TextRasterizer

/// The design tokens controls are drawn with: colors by role, a type scale, spacing,
/// corner radii and the animation of what slides. Set one for a subtree with
/// `.environment(\.theme, ...)`; controls read it from their environment.
///
/// ```swift
/// let brand = Theme.light.withAccent(Color(hex: 0xE4572E))
/// SettingsScreen().environment(\.theme, brand)
/// ```
public struct Theme: Sendable, Equatable {
    public var colors: ThemeColors
    /// Text sizes are multiplied by this (large text: up to 2); kept in 0.5...2.
    public var typeScale: Double {
        didSet { typeScale = Self.clampedScale(typeScale) }
    }
    /// The font family of every control's text.
    public var fontFamily: String
    /// Space between a control's parts, and around its content.
    public var spacing: Double
    /// Corners of fields, menus and cards.
    public var cornerRadius: Double
    /// The smallest side of what a finger presses (44 pt: Apple's and Material's guidance).
    public var minimumTarget: Double
    /// How a control's own changes move (a switch's thumb, a checkbox's fill).
    public var motion: Animation

    public init(colors: ThemeColors, typeScale: Double = 1, fontFamily: String = "DejaVu Sans", spacing: Double = 8,
                cornerRadius: Double = 8, minimumTarget: Double = 44, motion: Animation = .easeOut) {
        self.colors = colors
        self.typeScale = Self.clampedScale(typeScale)
        self.fontFamily = fontFamily
        self.spacing = spacing
        self.cornerRadius = cornerRadius
        self.minimumTarget = minimumTarget
        self.motion = motion
    }

    /// Dark text on light surfaces, a blue accent.
    public static let light = Theme(colors: .light)
    /// Light text on dark surfaces, a brighter blue accent.
    public static let dark = Theme(colors: .dark)

    /// This theme with `accent` for what is on, selected or filled (its text color picked
    /// for contrast).
    public func withAccent(_ accent: Color) -> Theme {
        var theme = self
        theme.colors.accent = accent
        theme.colors.onAccent = accent.relativeLuminance > 0.4 ? Color(hex: 0x0A0A0C) : .white
        return theme
    }

    /// This theme with text `scale` times larger (large text).
    public func withTypeScale(_ scale: Double) -> Theme {
        var theme = self
        theme.typeScale = scale
        return theme
    }

    /// The attributes of text of `style` in this theme, in `color` (the label color by default).
    public func text(_ style: ThemeTextStyle, color: Color? = nil) -> TextAttributes {
        TextAttributes(font: FontDescriptor(family: fontFamily, weight: style.weight), size: style.size * typeScale,
                       color: color ?? colors.label)
    }

    private static func clampedScale(_ scale: Double) -> Double {
        scale.isFinite ? min(2, max(0.5, scale)) : 1
    }
}

/// The sizes of a theme's text, before its type scale.
public enum ThemeTextStyle: Sendable, Equatable {
    case caption, body, headline, title

    /// Points at type scale 1.
    public var size: Double {
        switch self {
        case .caption: 12
        case .body: 15
        case .headline: 15
        case .title: 22
        }
    }

    public var weight: FontWeight {
        switch self {
        case .caption, .body: .regular
        case .headline, .title: .bold
        }
    }
}

/// A theme's colors, by the role they play.
public struct ThemeColors: Sendable, Equatable {
    /// Behind everything.
    public var background: Color
    /// Cards, panels and fields.
    public var surface: Color
    /// Text and icons.
    public var label: Color
    /// Captions and placeholders.
    public var secondaryLabel: Color
    /// Dividers, and the edges of controls that are off.
    public var separator: Color
    /// What is on, selected or filled.
    public var accent: Color
    /// Text and marks on the accent. Not pure black: inside a control (a content button)
    /// text in the default color, black, takes the button's foreground instead.
    public var onAccent: Color
    /// The track of a switch that is off, the fill of a slider's empty part.
    public var track: Color
    /// A switch's thumb.
    public var thumb: Color
    /// What destroys or cannot be undone: a destructive menu item's title (on the
    /// surface), a destructive dialog button's fill.
    public var critical: Color
    /// Text on `critical`.
    public var onCritical: Color
    /// What floats over the page in the opposite lightness: toasts and tooltips.
    public var inverseSurface: Color
    /// Text on `inverseSurface`.
    public var onInverseSurface: Color
    /// An action's title on `inverseSurface` (a toast's "Undo").
    public var inverseAccent: Color

    /// The roles after `thumb` default to the light palette's.
    public init(background: Color, surface: Color, label: Color, secondaryLabel: Color, separator: Color, accent: Color,
                onAccent: Color, track: Color, thumb: Color, critical: Color = Color(hex: 0xC42B1C),
                onCritical: Color = .white, inverseSurface: Color = Color(hex: 0x2C2C2E),
                onInverseSurface: Color = Color(hex: 0xF2F2F7), inverseAccent: Color = Color(hex: 0x7AB8FF)) {
        (self.background, self.surface, self.label, self.secondaryLabel) = (background, surface, label, secondaryLabel)
        (self.separator, self.accent, self.onAccent, self.track, self.thumb) = (separator, accent, onAccent, track, thumb)
        (self.critical, self.onCritical) = (critical, onCritical)
        (self.inverseSurface, self.onInverseSurface, self.inverseAccent) = (inverseSurface, onInverseSurface, inverseAccent)
    }

    public static let light = ThemeColors(
        background: Color(hex: 0xF2F2F7), surface: .white, label: Color(hex: 0x1C1C1E), secondaryLabel: Color(hex: 0x55555C),
        separator: Color(hex: 0x8A8A8E), accent: Color(hex: 0x0A60D0), onAccent: .white, track: Color(hex: 0x8A8A8E),
        thumb: .white)

    public static let dark = ThemeColors(
        background: .black, surface: Color(hex: 0x1C1C1E), label: Color(hex: 0xF2F2F7), secondaryLabel: Color(hex: 0xAEAEB2),
        separator: Color(hex: 0x8E8E93), accent: Color(hex: 0x4C9BFF), onAccent: Color(hex: 0x0A0A0C), track: Color(hex: 0x6C6C70),
        thumb: .white, critical: Color(hex: 0xFF6961), onCritical: Color(hex: 0x0A0A0C), inverseSurface: Color(hex: 0xE5E5EA),
        onInverseSurface: Color(hex: 0x1C1C1E), inverseAccent: Color(hex: 0x0A55B8))
}

extension Color {
    /// WCAG 2's relative luminance (sRGB, alpha ignored): 0 for black, 1 for white.
    public var relativeLuminance: Double {
        // WCAG 2.x, "relative luminance": linearized sRGB channels, weighted.
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio with `other`, 1 to 21.
    public func contrastRatio(with other: Color) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
