import Graphics

extension Theme {
    /// The looks of a control that is a labelled row (a switch, a checkbox): nothing
    /// behind it, a faint tint of the label while hovered and a stronger one while
    /// pressed, its content faded when disabled; the label takes the theme's label color.
    public var rowLooks: ButtonLooks {
        let clear = ButtonLook(background: nil, titleColor: colors.label)
        return ButtonLooks(
            normal: clear,
            highlighted: ButtonLook(background: colors.label.withAlphaMultiplied(by: 0.12), titleColor: colors.label),
            disabled: ButtonLook(background: nil, titleColor: colors.label, contentOpacity: 0.45),
            selected: clear,
            hovered: ButtonLook(background: colors.label.withAlphaMultiplied(by: 0.06), titleColor: colors.label))
    }
}
