import Geometry
import Testing
@testable import TextRasterizer
import TestFonts

/// Letter spacing and line height, in the layout and on pixels.
@Suite(.testFonts) struct TextSystemSpacingPixelTests {
    static func spaced(_ string: String, by spacing: Double) -> AttributedText {
        var attributes = TextFixture.attributes(size: 20)
        attributes.letterSpacing = spacing
        return AttributedText(string, attributes: attributes)
    }

    @Test(arguments: [1.5, 4, -1])
    func letterSpacingWidensTheLineBySpacingTimesCharacters(spacing: Double) throws {
        let string = "Spacing"
        let plain = TextFixture.layout(Self.spaced(string, by: 0))
        let spaced = TextFixture.layout(Self.spaced(string, by: spacing))
        #expect(abs(spaced.size.width - plain.size.width - spacing * Double(string.count)) < 1e-9)
        // Each pen moves by the spacing of the characters before it.
        let plainX = plain.lines[0].runs.flatMap(\.positionsX), spacedX = spaced.lines[0].runs.flatMap(\.positionsX)
        for index in plainX.indices {
            #expect(abs(spacedX[index] - plainX[index] - spacing * Double(index)) < 1e-9)
        }
    }

    @Test func letterSpacingOnPixels() throws {
        let plain = try TextRendering(Self.spaced("Spacing", by: 0), name: "spacing-none")
        let spaced = try TextRendering(Self.spaced("Spacing", by: 4), name: "spacing-4")
        let plainInk = try #require(plain.inkBox()), spacedInk = try #require(spaced.inkBox())
        // The ink spreads by the spacing between the 7 letters (the last one's goes after its ink).
        #expect(abs(spacedInk.width - plainInk.width - 24) <= 1, "\(plainInk.width) → \(spacedInk.width)")
        #expect(spaced.inkBlobs(in: spaced.canvas).count == 7, "the letters stand apart")
    }

    @Test func letterSpacingKeepsLigaturesApart() {
        let glyphs = { (spacing: Double) in TextFixture.layout(Self.spaced("office", by: spacing)).lines[0].runs.flatMap(\.glyphs) }
        #expect(glyphs(0).count < 6, "DejaVu Sans has an ffi ligature")
        #expect(glyphs(2).count == 6)
    }

    /// The row each line's letters stand on, drawn with `lineHeight`.
    static func baselineRows(_ lineHeight: ParagraphStyle.LineHeight, name: String) throws -> [Int] {
        let rendering = try TextRendering(TextFixture.text("xxx\nxxx\nxxx"), style: ParagraphStyle(lineHeight: lineHeight),
                                          name: "line-height-\(name)")
        #expect(rendering.layout.lines.count == 3)
        return try rendering.layout.lines.map { line in
            let ink = try #require(rendering.inkBox(rows: rendering.rows(of: line)))
            #expect(abs(ink.maxY - rendering.baselineRow(of: line)) <= 1)
            return ink.maxY
        }
    }

    @Test func lineHeightsMoveBaselines() throws {
        let normal = try Self.baselineRows(.normal, name: "normal")
        let double = try Self.baselineRows(.multiple(2), name: "double")
        let fixed = try Self.baselineRows(.fixed(30), name: "fixed-30")
        let natural = TextFixture.ascent(atSize: 20) + TextFixture.descent(atSize: 20)
        for rows in [normal, double, fixed] { #expect(rows.count == 3) }
        for (above, below) in zip(normal, normal.dropFirst()) { #expect(abs(Double(below - above) - natural) <= 1) }
        #expect(zip(double, double.dropFirst()).allSatisfy { $1 - $0 == 40 })
        #expect(zip(fixed, fixed.dropFirst()).allSatisfy { $1 - $0 == 30 })
        // Half the leading goes above the first line.
        #expect(abs(Double(double[0] - normal[0]) - (40 - natural) / 2) <= 1)
    }

    @Test func lineHeightsInTheLayout() {
        let natural = TextFixture.ascent(atSize: 20) + TextFixture.descent(atSize: 20)
        let text = TextFixture.text("xxx\nxxx\nxxx")
        let double = TextFixture.layout(text, style: ParagraphStyle(lineHeight: .multiple(2)))
        #expect(abs(double.size.height - 120) < 1e-9)
        #expect(abs(double.firstBaseline - ((40 - natural) / 2 + TextFixture.ascent(atSize: 20))) < 1e-9)
        let fixed = TextFixture.layout(text, style: ParagraphStyle(lineHeight: .fixed(30)))
        #expect(fixed.lines.map(\.baseline).enumerated().allSatisfy { abs($1 - fixed.lines[0].baseline - Double($0) * 30) < 1e-9 })
    }
}
