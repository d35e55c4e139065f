import Components
import Geometry
import Graphics
import Layout

/// The `cards-1080p` benchmark scene as components: a 1920 × 1080 canvas of #F2F2F7 with
/// 110 `CardComponent`s in index order, card (r, c) absolutely at (10 + 170 c, 10 + 106 r)
/// (each card places itself). Built from `CardsScene`'s numbers; lay it out in a root of
/// `.exactly(CardsScene.canvasSize)`.
///
/// Changing card (4, 5)'s circle to #8E8E93 (the incremental figure), two ways:
/// - **props**: `root.update(CardsPage(changedCard: CardsScene.changedCard))`. The page
///   is rebuilt; the 109 unchanged cards have equal props and are reused as they were
///   (elements and layout), card (4, 5) is rebuilt with its new color.
/// - **state**: `CardsPage.recolorCircle(of: CardsScene.changedCard, to:
///   CardsScene.changedCircleColor, in: root)` sends `CardComponent.SetCircleColor` from
///   the card's element; the card updates its own scope's state (synchronously by
///   default), so only the path from that card to the root is rebuilt.
/// A color set through state wins over the prop until it is cleared (`to: nil`).
///
/// `interactive` pages (the gallery app's) also take taps: a tap on a card sends its
/// `SetCircleColor`, toggling its circle between its own color and
/// `CardsScene.changedCircleColor`. Until a tap the pixels are the benchmark scene's.
public struct CardsPage: Component, Equatable {
    /// Circle colors that replace the palette's, by card.
    public var circleColors: [CardPosition: Color]
    /// Whether a tap on a card toggles its circle's color.
    public var interactive: Bool

    /// The scene with the circles of `circleColors`' cards in their colors (none: the
    /// palette's); `interactive`: taps on cards toggle their circles' colors.
    public init(circleColors: [CardPosition: Color] = [:], interactive: Bool = false) {
        self.circleColors = circleColors
        self.interactive = interactive
    }

    /// The scene with `changedCard`'s circle (if any) in `CardsScene.changedCircleColor`.
    public init(changedCard: CardPosition?, interactive: Bool = false) {
        self.init(circleColors: changedCard.map { [$0: CardsScene.changedCircleColor] } ?? [:], interactive: interactive)
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        Box(fill: .color(CardsScene.background),
            style: LayoutStyle().sized(width: CardsScene.canvasSize.width, height: CardsScene.canvasSize.height)) {
            for position in CardsScene.positions {
                CardComponent(position: position, circleColor: circleColors[position], interactive: interactive)
            }
        }
        .testID(GalleryPage.cards.lastPanelTestID)
    }

    /// The element of card `position` (its rounded rectangle) in a layout of the page, or
    /// nil when the layout holds no such card.
    public static func cardElement(at position: CardPosition, in layout: LayoutResult) -> Element? {
        func isCard(_ element: Element) -> Bool {
            (element.owner?.component as? CardComponent)?.position == position
        }
        // The page as the root: the cards are the canvas's children. Elsewhere, search
        // (parents come before children, so the first hit is the card's own box).
        if let box = layout.root?.children.first(where: { isCard($0.element) }) { return box.element }
        return layout.elements.first(where: isCard)
    }

    /// Sets card `position`'s circle color through its state (nil: back to the prop's),
    /// sending `CardComponent.SetCircleColor` from the card's element in `root`. A
    /// `.synchronous` update has rebuilt and laid out the tree when this returns; wait for
    /// an `.asynchronous` one with `root.waitForAsynchronousUpdates()`. Returns false
    /// when `root` shows no such card.
    @MainActor @discardableResult
    public static func recolorCircle(of position: CardPosition, to color: Color?, in root: ComponentRoot,
                                     mode: StateUpdateMode = .synchronous) -> Bool {
        guard let element = cardElement(at: position, in: root.layout) else { return false }
        return root.send(CardComponent.SetCircleColor(color, mode: mode), from: element)
    }
}
