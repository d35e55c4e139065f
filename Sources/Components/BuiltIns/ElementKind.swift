import Layout

/// What a built-in element is, with what it needs to be measured and drawn.
public enum ElementKind: Sendable {
    /// Layout only: flexbox, inset, center, ratio, background and overlay wrappers.
    case container
}

extension ElementKind {
    /// How layout measures the element's content, for leaves whose size comes from
    /// their content (text, images); nil for the others.
    func measureFunction(in environment: LayoutEnvironment) -> MeasureFunction? {
        nil
    }
}
