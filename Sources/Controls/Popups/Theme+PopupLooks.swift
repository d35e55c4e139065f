import Graphics

/// The looks of the popup lists' buttons (a picker's or a menu's field, and the rows of
/// their lists), from the theme's colors. Hover and press tint what is there
/// toward the label color (darker on light themes, lighter on dark ones), so text keeps
/// at least the contrast it has at rest.
extension Theme {
    /// A field that opens a list (a picker's, a menu button's): the surface with an edge,
    /// the edge in the accent while its list is open.
    func fieldLooks(isOpen: Bool) -> ButtonLooks {
        let edge = isOpen ? colors.accent : colors.separator
        func look(_ tint: Double) -> ButtonLook {
            ButtonLook(background: colors.surface.tinted(toward: colors.label, by: tint), titleColor: colors.label,
                       borderColor: edge)
        }
        return ButtonLooks(normal: look(0), highlighted: look(0.12),
                           disabled: ButtonLook(background: colors.surface, titleColor: colors.label,
                                                borderColor: colors.separator, contentOpacity: 0.45),
                           selected: look(0), hovered: look(0.06))
    }

    /// A row of a popup list: nothing behind it at rest; a tint under the pointer and
    /// while pressed; while the keys are on it (`isSelected`), an accent tint inside an
    /// accent ring (the list's focus indicator: keyboard focus stays on the field).
    var popupRowLooks: ButtonLooks {
        let tint = colors.label
        return ButtonLooks(
            normal: ButtonLook(background: nil, titleColor: colors.label),
            highlighted: ButtonLook(background: tint.withAlphaMultiplied(by: 0.14), titleColor: colors.label),
            disabled: ButtonLook(background: nil, titleColor: colors.label, contentOpacity: 0.45),
            selected: ButtonLook(background: colors.accent.withAlphaMultiplied(by: 0.16), titleColor: colors.label,
                                 borderColor: colors.accent),
            hovered: ButtonLook(background: tint.withAlphaMultiplied(by: 0.07), titleColor: colors.label))
    }
}

extension Color {
    /// This color moved `amount` (0 to 1) of the way to `other`, opaque: a hovered or
    /// pressed fill (the popup controls' looks).
    func tinted(toward other: Color, by amount: Double) -> Color {
        Color(red: red + (other.red - red) * amount, green: green + (other.green - green) * amount,
              blue: blue + (other.blue - blue) * amount)
    }
}
