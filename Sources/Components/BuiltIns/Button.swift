import Geometry
import Graphics
import Layout
import TextRasterizer

/// A button: a one-line title, or any content, on a background, with a look
/// (background, title and border colors, content opacity) for each state: normal,
/// highlighted (pressed), disabled, selected. When tapped it sends `action` up the
/// responder chain from its element (its owner, the owner's controller, their
/// ancestors: see `ComponentRoot.send`); a disabled button sends nothing.
///
/// A titled button (`Button("Add", action:)`) is one node that measures and draws its
/// title: its size is the title's plus `padding` (and the border), never narrower than
/// the title unless the button is given a width (then it is cut with an ellipsis); its
/// baseline is the title's.
///
/// A content button (`Button(action: add) { Image(plus); Text("Add") }`, or a whole
/// card) lays its content out as flex children inside its padding: a row (or
/// `direction`), centered both ways, `gap` apart. A press anywhere on the content
/// presses the button (a nested button takes its own); its look applies to the content
/// when drawn, without a rebuild (see `ButtonLook`: text that sets no color takes the
/// title color, the content takes the look's opacity). Its baseline is its first
/// child's.
///
/// `Equatable` when its action's type is `Equatable` (see `ButtonContent`) and its
/// content's components are.
public struct Button: Component, Equatable {
    public var content: ButtonContent
    public var padding: EdgeInsets
    /// A content button's content (empty for a titled button).
    public var children: [any Component]
    /// How a content button lays its children out: the row or column they form.
    public var direction: FlexDirection
    /// The space between a content button's children, in points.
    public var gap: Double

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
        children = []
        direction = .row
        gap = 0
    }

    /// A button showing `content` (see the type's comment): an icon and a label, a card.
    /// `padding` surrounds the content inside the border; `direction` and `gap` lay it
    /// out, centered both ways.
    public init(looks: ButtonLooks = .standard, cornerRadius: Double = 6, borderWidth: Double = 0,
                padding: EdgeInsets = Button.defaultPadding, direction: FlexDirection = .row, gap: Double = 8,
                isEnabled: Bool = true, isSelected: Bool = false, action: (any Action)?,
                @ChildrenBuilder content: () -> [any Component]) {
        self.content = ButtonContent(title: AttributedText(""), titleStyle: ParagraphStyle(), looks: looks,
                                     cornerRadii: CornerRadii(cornerRadius), borderWidth: borderWidth,
                                     isEnabled: isEnabled, isSelected: isSelected, action: action, showsTitle: false)
        self.padding = padding
        self.children = content()
        self.direction = direction
        self.gap = gap
    }

    public func _element(in builder: ElementBuilder) -> Element? {
        var style = LayoutStyle()
        style.padding = padding.map(LengthPercentage.points)
        let border = max(0, content.borderWidth)
        style.border = Edges(all: border)
        guard !content.showsTitle else { return Element(kind: .button(content), style: style, owner: builder.owner) }
        style.flexDirection = direction
        style.alignItems = .center
        style.justifyContent = .center
        style.rowGap = .points(gap)
        style.columnGap = .points(gap)
        let elements = builder.buildEach(children)
        return Element(kind: .button(content), style: style, children: elements, owner: builder.owner)
    }

    public static func == (lhs: Button, rhs: Button) -> Bool {
        lhs.content == rhs.content && lhs.padding == rhs.padding && lhs.direction == rhs.direction
            && lhs.gap == rhs.gap && componentsEqual(lhs.children, rhs.children)
    }
}
