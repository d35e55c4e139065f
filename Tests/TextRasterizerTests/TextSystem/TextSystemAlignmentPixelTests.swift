import Geometry
import Testing
@testable import TextRasterizer
import TestFonts

/// Alignment checked on pixels: where each line's ink is in a 300-pixel box.
@Suite(.testFonts) struct TextSystemAlignmentPixelTests {
    static let box = 300.0
    static let string = "Typography is the craft of arranging type to make written language legible, readable "
        + "and appealing when displayed."

    /// The ink box of every line, drawn with `alignment`.
    static func inkPerLine(_ alignment: ParagraphStyle.Alignment, name: String,
                           direction: WritingDirection = .natural) throws -> [PixelRect] {
        let style = ParagraphStyle(alignment: alignment, direction: direction)
        let rendering = try TextRendering(TextFixture.text(string, size: 16), style: style, width: box,
                                          name: "align-\(name)")
        #expect(rendering.layout.lines.count == 4)
        return try rendering.layout.lines.map { try #require(rendering.inkBox(rows: rendering.rows(of: $0))) }
    }

    @Test func leftAlignedLinesStartAtTheLeftEdge() throws {
        let lines = try Self.inkPerLine(.left, name: "left")
        for line in lines { #expect((0...2).contains(line.minX), "\(line)") }
        #expect(lines.map(\.maxX).max()! <= Int(Self.box))
        #expect(lines.last!.maxX < 130, "the short last line stays on the left")
    }

    @Test func rightAlignedLinesEndAtTheRightEdge() throws {
        let lines = try Self.inkPerLine(.right, name: "right")
        for line in lines { #expect((Int(Self.box) - 3...Int(Self.box) + 1).contains(line.maxX), "\(line)") }
        #expect(lines.last!.minX > 170)
    }

    @Test func centeredLinesAreCenteredInTheBox() throws {
        let lines = try Self.inkPerLine(.center, name: "center")
        for line in lines {
            let middle = Double(line.minX + line.maxX) / 2
            #expect(abs(middle - Self.box / 2) <= 1.5, "\(line)")
        }
        #expect(lines.last!.minX > 85)
    }

    @Test func justifiedLinesFillTheBoxButTheLast() throws {
        let lines = try Self.inkPerLine(.justified, name: "justified")
        for line in lines.dropLast() {
            #expect((0...2).contains(line.minX), "\(line)")
            #expect((Int(Self.box) - 2...Int(Self.box) + 1).contains(line.maxX), "\(line)")
        }
        #expect((0...2).contains(lines.last!.minX))
        #expect(lines.last!.maxX < 130)
    }

    @Test func justifiedRightToLeftLinesFillTheBoxButTheLast() throws {
        let lines = try Self.inkPerLine(.justified, name: "justified-rtl", direction: .rightToLeft)
        for line in lines.dropLast() {
            #expect((0...2).contains(line.minX), "\(line)")
            #expect((Int(Self.box) - 2...Int(Self.box) + 1).contains(line.maxX), "\(line)")
        }
        #expect((Int(Self.box) - 3...Int(Self.box) + 1).contains(lines.last!.maxX), "the last line keeps to the start side")
        #expect(lines.last!.minX > 170)
    }

    @Test func naturalAlignmentFollowsTheParagraphDirection() throws {
        let leftToRight = try Self.inkPerLine(.natural, name: "natural-ltr")
        for line in leftToRight { #expect((0...2).contains(line.minX), "\(line)") }
        // The same Latin text in a right-to-left paragraph lines up on the right.
        let rightToLeft = try Self.inkPerLine(.natural, name: "natural-rtl", direction: .rightToLeft)
        for line in rightToLeft { #expect((Int(Self.box) - 3...Int(Self.box) + 1).contains(line.maxX), "\(line)") }
    }
}
