import Geometry
import Graphics
import TextRasterizer

/// What a `Button` element shows and sends: its title (or, for a content button, that
/// its children are its content), its look in each state, whether it is enabled and
/// selected, and its action. What mounting draws for an `ElementKind.button` (with the
/// highlighted look while it is pressed) and what it sends up the responder chain when
/// the button is tapped.
///
/// `Equatable` compares the action through `Equatable` when its type is; an action of a
/// type that is not `Equatable` makes the content unequal to any other (so it redraws).
public struct ButtonContent: Equatable, Sendable {
    /// The title, with the normal look's title color (measured with it); empty, and not
    /// drawn, for a content button.
    public var title: AttributedText
    /// Whether the button shows `title` (measured and drawn by the button itself), or its
    /// element's children are its content (laid out as flex children in its padding, the
    /// look's title color and content opacity applied to them when drawn).
    public var showsTitle: Bool
    public var titleStyle: ParagraphStyle
    public var looks: ButtonLooks
    public var cornerRadii: CornerRadii
    /// The border width on every side (the same in every state; colors come from the look).
    public var borderWidth: Double
    public var isEnabled: Bool
    public var isSelected: Bool
    /// Sent from the button's element when it is tapped (nil: none).
    public var action: (any Action)?

    public init(title: AttributedText, titleStyle: ParagraphStyle, looks: ButtonLooks, cornerRadii: CornerRadii,
                borderWidth: Double, isEnabled: Bool, isSelected: Bool, action: (any Action)?, showsTitle: Bool = true) {
        self.title = title
        self.showsTitle = showsTitle
        self.titleStyle = titleStyle
        self.looks = looks
        self.cornerRadii = cornerRadii
        self.borderWidth = borderWidth
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.action = action
    }

    /// What a tap sends: the action, or nil when the button is disabled.
    public var tapAction: (any Action)? { isEnabled ? action : nil }

    /// The look to draw: disabled wins, then highlighted (while pressed), then selected,
    /// then hovered (the mouse over it, on desktops).
    public func look(isHighlighted: Bool, isHovered: Bool = false) -> ButtonLook {
        if !isEnabled { return looks.disabled }
        if isHighlighted { return looks.highlighted }
        if isSelected { return looks.selected }
        return isHovered ? looks.hovered : looks.normal
    }

    /// The title in `look`'s title color.
    public func title(in look: ButtonLook) -> AttributedText {
        guard look.titleColor != looks.normal.titleColor else { return title }
        var recolored = AttributedText("", attributes: title.firstAttributes)
        for run in title.runs {
            let start = String.Index(utf16Offset: run.utf16Range.lowerBound, in: title.string)
            let end = String.Index(utf16Offset: run.utf16Range.upperBound, in: title.string)
            var attributes = run.attributes
            attributes.color = look.titleColor
            recolored.append(String(title.string[start..<end]), attributes: attributes)
        }
        return recolored
    }

    public static func == (lhs: ButtonContent, rhs: ButtonContent) -> Bool {
        lhs.title == rhs.title && lhs.showsTitle == rhs.showsTitle && lhs.titleStyle == rhs.titleStyle
            && lhs.looks == rhs.looks && lhs.cornerRadii == rhs.cornerRadii && lhs.borderWidth == rhs.borderWidth && lhs.isEnabled == rhs.isEnabled
            && lhs.isSelected == rhs.isSelected && actionsEqual(lhs.action, rhs.action)
    }
}

/// A button's look in one state.
///
/// A content button (`Button(action:content:)`) applies it to its content at drawing
/// time, so pressing one rebuilds nothing (UIKit's tint, not a restyled tree): the
/// background and border as a titled button's; `titleColor` as the foreground of every
/// `Text` inside that sets no color of its own (all its runs in `TextAttributes`'
/// default color) and is not inside a nested button; `contentOpacity` over the whole
/// content (images, colored text and boxes included: how a disabled icon fades).
public struct ButtonLook: Hashable, Sendable {
    /// What fills the button (nil: nothing).
    public var background: BoxFill?
    /// The title's color; a content button's foreground.
    public var titleColor: Color
    /// The border's color (drawn when the button's border width is above 0).
    public var borderColor: Color
    /// The opacity of a content button's content (1: as built); a titled button's title
    /// has only its color.
    public var contentOpacity: Double

    public init(background: BoxFill?, titleColor: Color, borderColor: Color = .clear, contentOpacity: Double = 1) {
        self.background = background
        self.titleColor = titleColor
        self.borderColor = borderColor
        self.contentOpacity = contentOpacity
    }

    /// A solid background color.
    public init(background: Color, titleColor: Color, borderColor: Color = .clear, contentOpacity: Double = 1) {
        self.init(background: .color(background), titleColor: titleColor, borderColor: borderColor,
                  contentOpacity: contentOpacity)
    }
}

/// A button's looks in its four states.
public struct ButtonLooks: Hashable, Sendable {
    public var normal: ButtonLook
    /// While pressed.
    public var highlighted: ButtonLook
    /// When `isEnabled` is false.
    public var disabled: ButtonLook
    /// When `isSelected` is true (and it is not pressed).
    public var selected: ButtonLook
    /// While the mouse is over it (desktops; not pressed, not selected).
    public var hovered: ButtonLook

    /// Looks for each state; a state left nil looks normal.
    public init(normal: ButtonLook, highlighted: ButtonLook? = nil, disabled: ButtonLook? = nil,
                selected: ButtonLook? = nil, hovered: ButtonLook? = nil) {
        self.normal = normal
        self.highlighted = highlighted ?? normal
        self.disabled = disabled ?? normal
        self.selected = selected ?? normal
        self.hovered = hovered ?? normal
    }

    /// White title on blue; darker while pressed, gray when disabled (a content
    /// button's content at 60% too, so icons fade with the label), dark blue selected.
    public static let standard = ButtonLooks(
        normal: ButtonLook(background: Color(red8: 0x00, green8: 0x7A, blue8: 0xFF), titleColor: .white),
        highlighted: ButtonLook(background: Color(red8: 0x00, green8: 0x5E, blue8: 0xC4), titleColor: .white),
        disabled: ButtonLook(background: Color(red8: 0xD1, green8: 0xD1, blue8: 0xD6),
                             titleColor: Color(red8: 0x8E, green8: 0x8E, blue8: 0x93), contentOpacity: 0.6),
        selected: ButtonLook(background: Color(red8: 0x00, green8: 0x40, blue8: 0xDD), titleColor: .white),
        hovered: ButtonLook(background: Color(red8: 0x00, green8: 0x6C, blue8: 0xE6), titleColor: .white))
}
