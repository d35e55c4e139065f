import Geometry
import Graphics
import Layout
import TextRasterizer

/// A button: a one-line title on a background, with a look (background, title and
/// border colors) for each state: normal, highlighted (pressed), disabled, selected.
/// When tapped it sends `action` up the responder chain from its element (its owner,
/// the owner's controller, their ancestors: see `ComponentRoot.send`); a disabled
/// button sends nothing.
///
/// Its size is its title's plus `padding` (and the border): the title is measured with
/// the text system, never narrower than itself unless the button is given a width (then
/// it is cut with an ellipsis). Its baseline is the title's.
///
/// `Equatable` when its action's type is `Equatable` (see `ButtonContent`).
public struct Button: Component, Equatable {
    public var content: ButtonContent
    public var padding: EdgeInsets

    /// The standard title: 15-point sans-serif.
    public static let defaultAttributes = TextAttributes(font: FontDescriptor(family: "sans-serif"), size: 15)
    /// The standard padding: 8 points above and below, 16 at the sides.
    public static let defaultPadding = EdgeInsets(horizontal: 16, vertical: 8)

    /// A button titled `title`. `attributes` give the title's font and size; its color
    /// comes from the looks.
    public init(_ title: String, attributes: TextAttributes = Button.defaultAttributes, looks: ButtonLooks = .standard,
                cornerRadius: Double = 6, borderWidth: Double = 0, padding: EdgeInsets = Button.defaultPadding,
                isEnabled: Bool = true, isSelected: Bool = false, action: (any Action)?) {
        var attributes = attributes
        attributes.color = looks.normal.titleColor
        self.init(title: AttributedText(title, attributes: attributes), looks: looks, cornerRadii: CornerRadii(cornerRadius),
                  borderWidth: borderWidth, padding: padding, isEnabled: isEnabled, isSelected: isSelected, action: action)
    }

    /// A button with an attributed title (its colors are replaced by the looks' title
    /// color in states other than normal).
    public init(title: AttributedText, titleStyle: ParagraphStyle = ParagraphStyle(alignment: .center, maxLines: 1),
                looks: ButtonLooks = .standard, cornerRadii: CornerRadii = CornerRadii(6), borderWidth: Double = 0,
                padding: EdgeInsets = Button.defaultPadding, isEnabled: Bool = true, isSelected: Bool = false,
                action: (any Action)?) {
        content = ButtonContent(title: title, titleStyle: titleStyle, looks: looks, cornerRadii: cornerRadii,
                                borderWidth: borderWidth, isEnabled: isEnabled, isSelected: isSelected, action: action)
        self.padding = padding
    }

    public func _element(in builder: ElementBuilder) -> Element? {
        var style = LayoutStyle()
        style.padding = padding.map(LengthPercentage.points)
        let border = max(0, content.borderWidth)
        style.border = Edges(all: border)
        return Element(kind: .button(content), style: style, owner: builder.owner)
    }
}
