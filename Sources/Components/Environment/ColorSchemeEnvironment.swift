/// Whether an app is drawn light or dark: what the desktop prefers (Presentation's
/// `SystemAppearance` reads it from the XDG Desktop Portal) or what the app chose. A
/// theme picks its colors by it; it changes no color by itself.
public enum ColorScheme: String, Sendable, Equatable, CaseIterable {
    /// Dark text on light backgrounds: the default, and what a desktop with no
    /// preference gets.
    case light
    /// Light text on dark backgrounds.
    case dark
}

/// The color scheme in the environment: light unless something around sets it.
struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

extension ComponentEnvironment {
    /// Whether the subtree is drawn light or dark: what the app's launcher found the
    /// desktop preferring (`AppLauncher` sets it on the root and again when the desktop's
    /// preference changes), or what `.environment(\.colorScheme, ...)` set around it. Read
    /// it in a body as `context.environment.colorScheme` to pick a theme.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}
