import Components
import Geometry
import Graphics
import Testing
import ComponentTestSupport
import TextRasterizer
@testable import GalleryPages
import TestFonts

/// The cards page is the `cards-1080p` scene: frames, text and colors as the spec says,
/// and card (4, 5)'s circle changes through props or through the card's state.
@MainActor
@Suite(.testFonts) struct CardsPageTests {
    let log = DiagnosticLog()

    func makeCards(_ page: CardsPage = CardsPage()) -> ComponentRoot {
        makeRoot(page, size: CardsScene.canvasSize, log: log)
    }

    /// What card `position` is made of, with absolute frames.
    struct PlacedCard {
        var card: Rect
        var border: (frame: Rect, appearance: BoxAppearance)
        var circle: (frame: Rect, appearance: BoxAppearance)
        var title: (frame: Rect, content: TextContent)
        var body: (frame: Rect, content: TextContent)
        var elements: [Element]
    }

    func placedCard(_ position: CardPosition, in root: ComponentRoot) throws -> PlacedCard {
        let element = try #require(CardsPage.cardElement(at: position, in: root.layout))
        let frame = try #require(root.absoluteFrame(of: element))
        let children = element.children
        try #require(children.count == 4)
        func box(_ element: Element) throws -> (Rect, BoxAppearance) {
            guard case .box(let appearance) = element.kind else { throw CardError.unexpectedKind("\(element.kind)") }
            return (try #require(root.absoluteFrame(of: element)), appearance)
        }
        func text(_ element: Element) throws -> (Rect, TextContent) {
            guard case .text(let content) = element.kind else { throw CardError.unexpectedKind("\(element.kind)") }
            return (try #require(root.absoluteFrame(of: element)), content)
        }
        return PlacedCard(card: frame, border: try box(children[0]), circle: try box(children[1]),
                          title: try text(children[2]), body: try text(children[3]), elements: [element] + children)
    }

    enum CardError: Error { case unexpectedKind(String) }

    @Test func canvasIsTheScenesBackground() throws {
        let root = makeCards()
        #expect(log.all.isEmpty)
        #expect(root.layout.size == Size(width: 1920, height: 1080))
        let canvas = try #require(root.layout.root)
        #expect(canvas.element.kind == .box(BoxAppearance(fill: .color(try Color(css: "#F2F2F7")))))
        #expect(canvas.children.count == 110)
    }

    @Test func everyCardIsAtItsFrameInIndexOrder() throws {
        let root = makeCards()
        let canvas = try #require(root.layout.root)
        for (index, box) in canvas.children.enumerated() {
            let card = try #require(box.element.owner?.component as? CardComponent)
            #expect(card.position.index == index)
            #expect(box.frame == CardsScene.cardFrame(card.position))
        }
        // A few by hand, from the spec's formula (10 + 170 c, 10 + 106 r).
        let expected: [(CardPosition, Rect)] = [
            (CardPosition(row: 0, column: 0), Rect(x: 10, y: 10, width: 160, height: 96)),
            (CardPosition(row: 3, column: 7), Rect(x: 1200, y: 328, width: 160, height: 96)),
            (CardPosition(row: 4, column: 5), Rect(x: 860, y: 434, width: 160, height: 96)),
            (CardPosition(row: 9, column: 10), Rect(x: 1710, y: 964, width: 160, height: 96)),
        ]
        for (position, frame) in expected {
            #expect(try placedCard(position, in: root).card == frame)
        }
    }

    @Test(arguments: [CardPosition(row: 0, column: 0), CardPosition(row: 3, column: 7), CardPosition(row: 9, column: 10)])
    func cardContentsAreWhereTheSpecPutsThem(_ position: CardPosition) throws {
        let root = makeCards()
        let card = try placedCard(position, in: root)
        let origin = CardsScene.cardFrame(position).origin
        func at(_ x: Double, _ y: Double) -> Point { Point(x: origin.x + x, y: origin.y + y) }

        #expect(card.elements[0].kind == .box(BoxAppearance(fill: .color(.white), cornerRadii: CornerRadii(12),
                                                            clipsContent: false)))
        #expect(card.border.frame == card.card)
        #expect(card.border.appearance.border == BoxBorder(width: 1, color: try Color(css: "#D1D1D6")))
        #expect(card.border.appearance.cornerRadii == CornerRadii(12) && card.border.appearance.fill == nil)

        #expect(card.circle.frame == Rect(origin: at(12, 12), size: Size(width: 24, height: 24)))
        #expect(card.circle.appearance.cornerRadii == CornerRadii(12))
        #expect(card.circle.appearance.fill == .color(CardsScene.palette[position.index % 6]))

        #expect(card.title.frame.origin == at(44, 14))
        #expect(card.title.content.text.string == "Card \(position.row)-\(position.column)")
        let title = card.title.content.text.firstAttributes
        #expect(title.font == FontDescriptor(family: "DejaVu Sans", weight: .bold))
        #expect(title.size == 15)
        #expect(try title.color == Color(css: "#1C1C1E"))

        #expect(card.body.frame.origin == at(12, 44))
        #expect(card.body.frame.width == 136)
        #expect(card.body.content.text.string == "The quick brown fox jumps over the lazy dog")
        #expect(card.body.content.paragraph.maxLines == 3)
        let body = card.body.content.text.firstAttributes
        #expect(body.font == FontDescriptor(family: "DejaVu Sans"))
        #expect(body.size == 12)
        #expect(try body.color == Color(css: "#3C3C43"))
    }

    @Test func everyBodyTakesThreeLinesAndEveryTitleOne() throws {
        let root = makeCards()
        let system = TextSystem.shared
        for position in CardsScene.positions {
            let card = try placedCard(position, in: root)
            let content = card.body.content
            // The text needs exactly 3 lines at 136 px: no cut even without the limit.
            var unlimited = content.paragraph
            unlimited.maxLines = nil
            let measured = system.measure(content.text, style: unlimited, width: card.body.frame.width)
            #expect(measured.lineCount == 3 && !measured.isTruncated)
            let lines = system.layout(content.text, style: content.paragraph, width: card.body.frame.width).lines
            #expect(lines.count == 3)
            // The element is 3 line heights tall (within the pixel its bottom edge snaps to).
            let lineHeight = system.measure(content.text, style: content.paragraph, width: nil).size.height
            #expect(abs(card.body.frame.height - 3 * lineHeight) <= 0.5, "\(card.body.frame.height) vs 3 × \(lineHeight)")
            #expect(card.body.frame.maxY <= card.card.maxY)

            let title = card.title.content
            let titleLine = system.measure(title.text, style: title.paragraph, width: nil)
            #expect(titleLine.lineCount == 1)
            #expect(abs(card.title.frame.height - titleLine.size.height) <= 0.5)
            #expect(card.title.frame.maxX <= card.card.maxX)
        }
    }

    func circleFill(_ position: CardPosition, in root: ComponentRoot) throws -> BoxFill? {
        try placedCard(position, in: root).circle.appearance.fill
    }

    @Test func changedCardThroughProps() throws {
        let root = makeCards()
        let before = try #require(root.layout.root).children
        root.update(CardsPage(changedCard: CardsScene.changedCard))
        #expect(log.all.isEmpty)
        #expect(try circleFill(CardsScene.changedCard, in: root) == .color(try Color(css: "#8E8E93")))
        // Only card (4, 5) was rebuilt; the others keep their elements and boxes.
        #expect(root.result.statistics.builtComponents == 2)
        let after = try #require(root.layout.root).children
        for index in after.indices where index != CardsScene.changedCard.index {
            #expect(after[index] === before[index])
        }
        #expect(after[CardsScene.changedCard.index] !== before[CardsScene.changedCard.index])
        #expect(after[CardsScene.changedCard.index].frame == before[CardsScene.changedCard.index].frame)

        root.update(CardsPage(changedCard: nil))
        #expect(try circleFill(CardsScene.changedCard, in: root) == .color(CardsScene.palette[49 % 6]))
    }

    @Test func changedCardThroughState() async throws {
        let root = makeCards()
        let before = try #require(root.layout.root).children
        #expect(CardsPage.recolorCircle(of: CardsScene.changedCard, to: CardsScene.changedCircleColor, in: root))
        #expect(log.all.isEmpty)
        #expect(try circleFill(CardsScene.changedCard, in: root) == .color(CardsScene.changedCircleColor))
        #expect(root.result.statistics.builtComponents == 1, "card (4, 5)")
        #expect(root.result.statistics.replayedComponents == 1, "the page, whose body is not run again")
        let after = try #require(root.layout.root).children
        for index in after.indices where index != CardsScene.changedCard.index {
            #expect(after[index] === before[index])
        }
        // Cleared asynchronously: back to the palette's color once the update is committed.
        #expect(CardsPage.recolorCircle(of: CardsScene.changedCard, to: nil, in: root, mode: .asynchronous))
        #expect(try circleFill(CardsScene.changedCard, in: root) == .color(CardsScene.changedCircleColor))
        await root.waitForAsynchronousUpdates()
        #expect(try circleFill(CardsScene.changedCard, in: root) == .color(CardsScene.palette[49 % 6]))
        // The state survives a rebuild of the page with the same props.
        CardsPage.recolorCircle(of: CardPosition(row: 0, column: 0), to: .black, in: root)
        root.update(CardsPage(changedCard: CardsScene.changedCard))
        #expect(try circleFill(CardPosition(row: 0, column: 0), in: root) == .color(.black))
        #expect(try circleFill(CardsScene.changedCard, in: root) == .color(CardsScene.changedCircleColor))
    }

    @Test func cardsHaveDistinctScopesAndPositions() {
        #expect(CardsScene.positions.count == 110)
        #expect(Set(CardsScene.positions).count == 110)
        #expect(CardsScene.positions.enumerated().allSatisfy { $0.offset == $0.element.index })
        #expect(CardsScene.title(of: CardPosition(row: 3, column: 7)) == "Card 3-7")
    }
}
