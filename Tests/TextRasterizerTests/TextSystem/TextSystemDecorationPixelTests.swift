import Geometry
import Testing
@testable import TextRasterizer
import TestFonts

/// Underline and strikethrough on pixels: rows inked across the whole run, at the
/// heights DejaVu Sans asks for (under the baseline; through the middle of the x-height).
@Suite(.testFonts) struct TextSystemDecorationPixelTests {
    static let string = "nnnn unnu"

    /// Rows of the line whose ink runs, unbroken, across the run (all but a pixel at each end).
    static func solidRows(underline: Bool = false, strikethrough: Bool = false, name: String) throws -> (rows: [Int], baseline: Int) {
        var attributes = TextFixture.attributes(size: 20)
        attributes.underline = underline
        attributes.strikethrough = strikethrough
        let rendering = try TextRendering(AttributedText(string, attributes: attributes), name: "decoration-\(name)")
        let line = try #require(rendering.layout.lines.first)
        let run = try #require(line.runs.first)
        let columns = Int(run.minX.rounded(.up)) + 1..<Int(run.maxX.rounded(.down)) - 1
        let rows = rendering.canvas.minY..<rendering.canvas.maxY
        let solid = rows.filter { y in columns.allSatisfy { rendering.isInk($0, y) } }
        return (solid, rendering.baselineRow(of: line))
    }

    @Test func plainTextHasNoSolidRow() throws {
        #expect(try Self.solidRows(name: "none").rows.isEmpty)
    }

    @Test func anUnderlineIsAThinLineJustUnderTheBaseline() throws {
        let (rows, baseline) = try Self.solidRows(underline: true, name: "underline")
        #expect(!rows.isEmpty)
        #expect(rows.count <= 2, "about 0.9 px thick at 20 px: \(rows)")
        // DejaVu Sans's post table puts the top of its underline 40/2048 em under the
        // baseline (OpenType: underlinePosition is the top of the stroke), 90/2048 thick:
        // from 0.4 to 1.3 px under the baseline at 20 px, clear of the letters.
        for row in rows { #expect(row >= baseline && row <= baseline + 2, "row \(row), baseline \(baseline)") }
    }

    @Test func aStrikethroughCrossesTheMiddleOfTheXHeight() throws {
        let (rows, baseline) = try Self.solidRows(strikethrough: true, name: "strikethrough")
        #expect(!rows.isEmpty)
        #expect(rows.count <= 3, "\(rows)")
        // The x-height is 1120/2048 em, 10.9 px at 20: the line is in its middle third.
        let xHeight = 1120.0 / 2048 * 20
        for row in rows {
            let height = Double(baseline - row)
            #expect(height > xHeight / 3 && height < xHeight * 2 / 3, "row \(row), baseline \(baseline)")
        }
    }

    @Test func bothTogetherDrawTwoSeparateLines() throws {
        let (rows, baseline) = try Self.solidRows(underline: true, strikethrough: true, name: "both")
        #expect(rows.contains { $0 >= baseline })
        #expect(rows.contains { $0 < baseline - 3 })
    }
}
