import Components
import Layout

/// A control with its label drawn above it, which assistive technologies read as the
/// control's name, as HTML's `<label for>` and GTK's mnemonic labels do: a text field
/// under "Name" is read "Name, text field", not "text field" after a separate "Name".
/// The label is not read apart, and a field's placeholder becomes its description.
///
/// ```swift
/// Labelled("E-mail") {
///     TextField("name@example.com", text: email, keyboard: .email, tag: "email")
/// }
/// ```
///
/// The label names the element `content` builds (`accessibilityLabel`): a control that
/// is one element. Controls with a title of their own (`Slider`, `Stepper`, `Picker`)
/// already read it and need no `Labelled`.
public struct Labelled<Content: Component>: Component {
    public let label: String
    public let content: Content

    public init(_ label: String, content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        return Flexbox(style: LayoutStyle.column(gap: theme.spacing / 2)) {
            // The content reads it as its name.
            Text(label, attributes: theme.text(.caption, color: theme.colors.secondaryLabel)).accessibilityHidden()
            content.accessibilityLabel(label)
        }
    }
}

extension Labelled: Equatable where Content: Equatable {}
