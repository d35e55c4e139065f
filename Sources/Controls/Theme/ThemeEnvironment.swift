/// The theme in the environment: `Theme.light` unless something around sets another.
struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme.light
}

extension ComponentEnvironment {
    /// The theme controls are drawn in (`.environment(\.theme, .dark)`).
    public var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}
