import Geometry
import Graphics
import TextRasterizer

/// Where a card sits in the `cards-1080p` grid: row 0...9, column 0...10.
public struct CardPosition: Hashable, Sendable, CustomStringConvertible {
    /// 0 (top) to 9.
    public var row: Int
    /// 0 (left) to 10.
    public var column: Int

    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }

    /// The scene's index i = 11 r + c (it picks the circle's color).
    public var index: Int { CardsScene.columns * row + column }

    /// "r-c", as the card's title shows it.
    public var description: String { "\(row)-\(column)" }
}

/// The numbers of the `cards-1080p` benchmark scene (Specs/bench-scene.md), in
/// one place: `CardsPage` and `CardComponent` are built from them, and tests and
/// renderers can check against them.
public enum CardsScene {
    /// The canvas and the color it is cleared to.
    public static let canvasSize = Size(width: 1920, height: 1080)
    public static let background = Color(rgb: 0xF2F2F7)

    /// 10 rows of 11 cards.
    public static let rows = 10
    public static let columns = 11
    /// Every card, row by row (index order).
    public static let positions: [CardPosition] =
        (0..<rows).flatMap { row in (0..<columns).map { CardPosition(row: row, column: $0) } }

    public static let cardSize = Size(width: 160, height: 96)
    /// Card (r, c)'s frame on the canvas: (10 + 170 c, 10 + 106 r), 160 × 96.
    public static func cardFrame(_ position: CardPosition) -> Rect {
        Rect(x: 10 + 170 * Double(position.column), y: 10 + 106 * Double(position.row),
             width: cardSize.width, height: cardSize.height)
    }

    /// The card's rounded rectangle and its 1-pixel border inside the edge.
    public static let cornerRadius = 12.0
    public static let cardFill = Color.white
    public static let borderColor = Color(rgb: 0xD1D1D6)
    public static let borderWidth = 1.0

    /// The circle, in the card's coordinates, and its colors: PALETTE[i mod 6].
    public static let circleFrame = Rect(x: 12, y: 12, width: 24, height: 24)
    public static let palette = [
        Color(rgb: 0xFF3B30), Color(rgb: 0xFF9500), Color(rgb: 0xFFCC00),
        Color(rgb: 0x34C759), Color(rgb: 0x007AFF), Color(rgb: 0xAF52DE),
    ]
    public static func circleColor(of position: CardPosition) -> Color {
        palette[position.index % palette.count]
    }

    /// The title "Card r-c": DejaVu Sans Bold 15 px, #1C1C1E, first line box at (44, 14).
    public static func title(of position: CardPosition) -> String { "Card \(position)" }
    public static let titleOrigin = Point(x: 44, y: 14)
    public static let titleAttributes = TextAttributes(font: FontDescriptor(family: "DejaVu Sans", weight: .bold),
                                                       size: 15, color: Color(rgb: 0x1C1C1E))

    /// The body: DejaVu Sans 12 px, #3C3C43, line boxes from (12, 44), wrapped within
    /// 136 px, at most 3 lines (it takes exactly 3).
    public static let body = "The quick brown fox jumps over the lazy dog"
    public static let bodyOrigin = Point(x: 12, y: 44)
    public static let bodyWidth = 136.0
    public static let bodyMaxLines = 3
    public static let bodyAttributes = TextAttributes(font: FontDescriptor(family: "DejaVu Sans"), size: 12,
                                                      color: Color(rgb: 0x3C3C43))

    /// The incremental figure's change: card (4, 5)'s circle turns #8E8E93.
    public static let changedCard = CardPosition(row: 4, column: 5)
    public static let changedCircleColor = Color(rgb: 0x8E8E93)
}
