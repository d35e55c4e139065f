import Components
import Geometry
import Graphics
import Layout
import TextRasterizer

/// Buttons with content (`Button(action:content:)`): an icon and a label in each state
/// (normal, the pressed look, disabled, selected), and a whole visitor card that is one
/// button with a nested "★" button of its own. Its state is how many check-ins its
/// buttons sent and whether the card's visitor is starred; the card is selected once
/// checked in. What it shows has a few states only, however often it is tapped (no
/// count on screen), so a soak's taps make no new text to lay out.
public struct ContentButtonsDemo: Component, Equatable {
    /// Check-ins sent and whether the visitor is starred.
    public struct State: Equatable, Sendable {
        public var checkIns = 0
        public var isStarred = false
    }

    /// Sent by the "Check in" buttons and the visitor card.
    public struct CheckIn: Action, Equatable {
        public init() {}
    }

    /// Sent by the card's nested "★" button.
    public struct ToggleStar: Action, Equatable {
        public init() {}
    }

    public init() {}

    public var scope: ComponentScope? { .byType }
    public func initialState() -> State { State() }

    /// Text that sets no color of its own, so it takes the button's title color in each
    /// state (`ButtonLook`).
    static let label: TextAttributes = {
        var attributes = GalleryStyle.font(15, weight: .bold)
        attributes.color = TextAttributes().color
        return attributes
    }()

    /// An 18-point icon with its mark in the middle.
    static let iconStyle: LayoutStyle = {
        var style = LayoutStyle.row(align: .center, justify: .center)
        style.width = .points(18)
        style.height = .points(18)
        return style
    }()

    /// The normal look drawn as the standard look's pressed one: a page cannot hold a
    /// press, so this shows what a press shows.
    static let pressedLook = ButtonLooks(normal: ButtonLooks.standard.highlighted)

    public func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .column(gap: 10)) {
            Flexbox(style: .row(gap: 10, align: .center, wrap: .wrap)) {
                checkInButton(looks: .standard).testID("content-button-normal")
                checkInButton(looks: Self.pressedLook).testID("content-button-pressed")
                checkInButton(looks: .standard, isEnabled: false).testID("content-button-disabled")
                checkInButton(looks: .standard, isSelected: true).testID("content-button-selected")
            }
            caption("Normal, pressed, disabled (the content at 60%) and selected: the looks reach the icon and the label.")
            Flexbox(style: .row(gap: 10)) {
                visitorCard(name: "Ada Lovelace", detail: context.state.checkIns > 0 ? "Checked in" : "Expected 10:30",
                            avatar: GalleryColor.teal, isCheckedIn: context.state.checkIns > 0,
                            isStarred: context.state.isStarred, testID: "visitor-card")
                visitorCard(name: "Grace Hopper", detail: "Checked in 10:27", avatar: GalleryColor.orange,
                            isCheckedIn: true, isStarred: true, interactive: false, testID: "visitor-card-selected")
            }
            caption("A whole card is one button, selected once checked in (tap Ada's); the ★ inside it is a button of its own.")
        }
    }

    /// An icon and a label.
    func checkInButton(looks: ButtonLooks, isEnabled: Bool = true, isSelected: Bool = false) -> some Component {
        Button(looks: looks, cornerRadius: 8, padding: EdgeInsets(horizontal: 14, vertical: 8), isEnabled: isEnabled,
               isSelected: isSelected, action: CheckIn()) {
            Box(color: GalleryColor.yellow, cornerRadius: 9, style: Self.iconStyle) {
                Box(color: GalleryColor.label, cornerRadius: 3, style: .fixed(width: 6, height: 6))
            }
            .flex(shrink: 0)
            Text("Check in", attributes: Self.label, maxLines: 1)
        }
    }

    /// A visitor's card as a button: an avatar, a name and a detail line, and a nested
    /// star button; selected once the visitor checked in. A card that is not
    /// `interactive` only shows its looks (its buttons send nothing).
    func visitorCard(name: String, detail: String, avatar: Color, isCheckedIn: Bool, isStarred: Bool,
                     interactive: Bool = true, testID: String) -> some Component {
        Button(looks: .visitorCard, cornerRadius: 10, borderWidth: 1, padding: EdgeInsets(all: 12), gap: 12,
               isSelected: isCheckedIn, action: interactive ? CheckIn() : nil) {
            Box(color: avatar, cornerRadius: 18, style: .fixed(width: 36, height: 36)).flex(shrink: 0)
            Flexbox(style: .column(gap: 2)) {
                Text(name, attributes: Self.label, maxLines: 1)
                Text(detail, attributes: GalleryStyle.font(12, color: GalleryColor.secondaryLabel), maxLines: 1)
            }
            .flex(grow: 1, shrink: 1)
            Button(isStarred ? "★" : "☆", attributes: GalleryStyle.font(16), looks: .secondary,
                   cornerRadius: 6, padding: EdgeInsets(horizontal: 10, vertical: 4),
                   action: interactive ? ToggleStar() : nil)
                .testID(testID + "-star")
        }
        .width(281)
        .testID(testID)
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        switch action {
        case is CheckIn:
            context.updateState(.synchronous) { $0.checkIns += 1 }
        case is ToggleStar:
            context.updateState(.synchronous) { $0.isStarred.toggle() }
        default:
            return false
        }
        return true
    }
}

extension ButtonLooks {
    /// A white card with a gray border: label-colored text, grayer while pressed, a blue
    /// border once selected.
    static let visitorCard = ButtonLooks(
        normal: ButtonLook(background: GalleryColor.panel, titleColor: GalleryColor.label,
                           borderColor: GalleryColor.separator),
        highlighted: ButtonLook(background: GalleryColor.fill, titleColor: GalleryColor.label,
                                borderColor: GalleryColor.separator),
        disabled: ButtonLook(background: GalleryColor.panel, titleColor: GalleryColor.tertiaryLabel,
                             borderColor: GalleryColor.separator, contentOpacity: 0.6),
        selected: ButtonLook(background: Color(rgb: 0xEAF3FF), titleColor: GalleryColor.label,
                             borderColor: GalleryColor.blue))
}
