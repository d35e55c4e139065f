import Components
import Geometry
import Graphics
import Layout
import TextRasterizer

/// One card of the `cards-1080p` scene, 160 × 96, placed absolutely at its frame in the
/// canvas (`CardsScene.cardFrame`); in its own coordinates: a white
/// rounded rectangle (radius 12), its 1-pixel #D1D1D6 border inside the edge, the circle
/// at (12, 12), the title at (44, 14) and the body at (12, 44) wrapped within 136 px,
/// drawn in that order. Everything inside is placed absolutely, so positions are exact.
///
/// The circle's color is `circleColor` (a prop) unless the card's state overrides it:
/// the state is set by `SetCircleColor`, sent from any element of the card (see
/// `CardsPage.recolorCircle(of:to:in:mode:)`), so one card changes without the page
/// changing. The scope is the card's position.
///
/// An `interactive` card is also a button: a transparent `Button` over the whole card
/// (it draws nothing in any state, so the card looks the same) whose tap sends
/// `SetCircleColor`, toggling the circle between its own color and
/// `CardsScene.changedCircleColor`.
public struct CardComponent: Component, Equatable {
    /// The circle color set by `SetCircleColor`, or nil: the `circleColor` prop.
    public typealias State = Color?

    /// Sets (or, with nil, clears) the card's circle color override, with `mode`'s update.
    public struct SetCircleColor: Action, Equatable {
        /// The circle's new color; nil goes back to the `circleColor` prop.
        public var color: Color?
        /// How the update is applied (synchronous: rebuilt before `send` returns).
        public var mode: StateUpdateMode

        public init(_ color: Color?, mode: StateUpdateMode = .synchronous) {
            self.color = color
            self.mode = mode
        }
    }

    /// Which card: its place, title and scope.
    public var position: CardPosition
    /// The circle's color unless the state overrides it.
    public var circleColor: Color
    /// Whether a tap on the card toggles its circle's color.
    public var interactive: Bool

    /// Card `position` with its circle in `circleColor` (the scene's palette by default);
    /// `interactive`: a tap toggles the circle's color.
    public init(position: CardPosition, circleColor: Color? = nil, interactive: Bool = false) {
        self.position = position
        self.circleColor = circleColor ?? CardsScene.circleColor(of: position)
        self.interactive = interactive
    }

    public var scope: ComponentScope? { .identifier(position) }
    public func initialState() -> Color? { nil }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let scene = CardsScene.self
        return Box(fill: .color(scene.cardFill), cornerRadii: CornerRadii(scene.cornerRadius), clipsContent: false,
                   style: Self.placement(position)) {
            // The border is its own box over the whole card: a border on the card's box
            // would also be a layout border and move the absolute children by its width.
            Box(border: BoxBorder(width: scene.borderWidth, color: scene.borderColor),
                cornerRadii: CornerRadii(scene.cornerRadius), clipsContent: false)
                .position(top: 0, right: 0, bottom: 0, left: 0)
            Box(color: context.state ?? circleColor, cornerRadius: scene.circleFrame.width / 2)
                .size(width: scene.circleFrame.width, height: scene.circleFrame.height)
                .position(top: scene.circleFrame.minY, left: scene.circleFrame.minX)
            // The title gets the card's width right of its origin: a width from its own
            // measurement would be snapped to whole pixels, sometimes below what the text
            // needs (and it would then be cut).
            Text(scene.title(of: position), attributes: scene.titleAttributes, maxLines: 1)
                .width(scene.cardSize.width - scene.titleOrigin.x)
                .position(top: scene.titleOrigin.y, left: scene.titleOrigin.x)
            Text(scene.body, attributes: scene.bodyAttributes, maxLines: scene.bodyMaxLines)
                .width(scene.bodyWidth)
                .position(top: scene.bodyOrigin.y, left: scene.bodyOrigin.x)
            if interactive {
                // A button rather than a custom drawing: a tapped card keeps keyboard
                // focus (the card rebuilds the button), so enter or space toggles it again.
                Button("", attributes: scene.titleAttributes, looks: .invisible, cornerRadius: scene.cornerRadius,
                       padding: .zero, action: SetCircleColor(context.state == nil ? scene.changedCircleColor : nil))
                    .position(top: 0, right: 0, bottom: 0, left: 0)
            }
        }
    }

    /// The card's box: absolutely positioned at its frame in the canvas. The card places
    /// itself (rather than the page wrapping it in a `.position` modifier) so that its
    /// element, reused when a rebuild of the page finds the card unchanged, carries its
    /// placement: a modifier would make a new element around it on every page rebuild,
    /// and with it a new layout node and box.
    private static func placement(_ position: CardPosition) -> LayoutStyle {
        let frame = CardsScene.cardFrame(position)
        var style = LayoutStyle().sized(width: frame.width, height: frame.height)
        style.position = .absolute
        style.inset = Edges(top: .points(frame.minY), right: .auto, bottom: .auto, left: .points(frame.minX))
        return style
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard let set = action as? SetCircleColor else { return false }
        context.updateState(set.mode) { $0 = set.color }
        return true
    }
}

extension ButtonLooks {
    /// No background and no title in any state: a button that only takes taps, over
    /// something that shows itself (an interactive card).
    static let invisible = ButtonLooks(normal: ButtonLook(background: nil, titleColor: .clear))
}
