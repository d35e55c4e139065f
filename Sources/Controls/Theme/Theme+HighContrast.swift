import Graphics

extension Theme {
    /// Black on white: text at 21:1, secondary text, edges and tracks at 7:1 or more, a
    /// dark accent; for users who need more than WCAG AA's 4.5:1 (WCAG 1.4.6's 7:1).
    public static let highContrastLight = Theme(colors: .highContrastLight)
    /// White on black, with the same margins as `highContrastLight`.
    public static let highContrastDark = Theme(colors: .highContrastDark)

    /// Whether this theme's background is dark (what `withHighContrast()` keeps).
    public var isDark: Bool { colors.background.relativeLuminance < 0.18 }

    /// This theme with the high-contrast colors of its own lightness (its type scale,
    /// spacing, radii and motion kept; its accent replaced: contrast comes first).
    public func withHighContrast() -> Theme {
        var theme = self
        theme.colors = isDark ? .highContrastDark : .highContrastLight
        return theme
    }
}

extension ThemeColors {
    /// `ThemeColors.light` pushed to black and white. Built from it, so a role this
    /// palette does not name keeps the light palette's (AA) value.
    public static let highContrastLight: ThemeColors = {
        var colors = ThemeColors.light
        colors.background = .white
        colors.surface = .white
        colors.label = .black
        colors.secondaryLabel = Color(hex: 0x38383C)  // 11.7:1 on white
        colors.separator = Color(hex: 0x505055)       // 8.0:1: edges stand out, not just pass 3:1
        colors.accent = Color(hex: 0x003B8E)          // 10.4:1 on white
        colors.onAccent = .white
        colors.track = Color(hex: 0x505055)
        colors.thumb = .white
        colors.critical = Color(hex: 0x9B1B10)        // 8.2:1 with white, either way
        colors.onCritical = .white
        colors.inverseSurface = .black
        colors.onInverseSurface = .white
        colors.inverseAccent = Color(hex: 0x9CCBFF)   // 12.4:1 on black
        return colors
    }()

    /// `ThemeColors.dark` pushed to white and black.
    public static let highContrastDark: ThemeColors = {
        var colors = ThemeColors.dark
        colors.background = .black
        colors.surface = .black
        colors.label = .white
        colors.secondaryLabel = Color(hex: 0xD8D8DC)  // 14.8:1 on black
        colors.separator = Color(hex: 0xB4B4BA)       // 10.2:1
        colors.accent = Color(hex: 0x8CC4FF)          // 11.5:1 on black
        colors.onAccent = Color(hex: 0x0A0A0C)
        colors.track = Color(hex: 0xB4B4BA)
        // A dark thumb: a white one on the light track would stand out by only 1.9:1 (a dark one: 9.6:1).
        colors.thumb = Color(hex: 0x0A0A0C)
        colors.critical = Color(hex: 0xFF8A80)        // 9.2:1 on black
        colors.onCritical = Color(hex: 0x0A0A0C)      // 8.7:1 on it
        colors.inverseSurface = .white
        colors.onInverseSurface = .black
        colors.inverseAccent = Color(hex: 0x003B8E)   // 10.4:1 on white
        return colors
    }()
}
