import Layout

/// The layout direction in the environment: left to right unless something around sets it.
struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

extension ComponentEnvironment {
    /// The direction rows run and text starts in (`Component.layoutDirection(_:)`).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

extension Component {
    /// Lays this component and everything inside it out in `direction`, as CSS's
    /// `direction` on an element does: right to left, rows start at the right (and
    /// `rowReverse` at the left), a column's `flexStart` items sit at the right, text
    /// whose direction is natural starts at the right, and arrow keys in a focus group
    /// follow what is on screen (Left goes on to the next). Margins, padding and insets
    /// stay where they were written (left is left). Read it in a body as
    /// `context.environment.layoutDirection` (a slider mirrors its drag and keys by it).
    ///
    /// ```swift
    /// SettingsScreen().layoutDirection(.rightToLeft)
    /// ```
    public func layoutDirection(_ direction: LayoutDirection) -> EnvironmentModified<Self, LayoutDirection> {
        environment(\.layoutDirection, direction)
    }
}
