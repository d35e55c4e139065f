import Geometry
import Graphics
import Testing
import TestFonts
@testable import TextRasterizer

/// Runs with their own weight, size and color inside one paragraph, on pixels.
@Suite(.testFonts) struct TextSystemAttributePixelTests {
    static let red = Color(red: 1, green: 0, blue: 0)

    /// "Ax" four times: regular, bold, twice the size, red.
    static func render() throws -> TextRendering {
        var bold = TextFixture.attributes(size: 20)
        bold.font.weight = .bold
        let text = TextFixture.text([
            ("Ax ", TextFixture.attributes(size: 20)), ("Ax ", bold),
            ("Ax ", TextFixture.attributes(size: 40)), ("Ax", TextFixture.attributes(size: 20, color: red)),
        ])
        return try TextRendering(text, name: "attributes")
    }

    /// The area of the line where attribute run `index` is drawn.
    static func area(of index: Int, in rendering: TextRendering) throws -> PixelRect {
        let line = try #require(rendering.layout.lines.first)
        let runs = line.runs.filter { $0.attributesIndex == index }
        let minX = try #require(runs.map(\.minX).min()), maxX = try #require(runs.map(\.maxX).max())
        return rendering.area(of: line, from: minX, to: maxX)
    }

    @Test func theBoldRunIsSetInTheBoldFaceAndIsDarker() throws {
        let rendering = try Self.render()
        let line = rendering.layout.lines[0]
        #expect(line.runs.first { $0.attributesIndex == 1 }?.face.path == TestFonts.dejaVuSansBold)
        #expect(line.runs.first { $0.attributesIndex == 0 }?.face.path == TestFonts.dejaVuSans)
        let regular = rendering.darkness(in: try Self.area(of: 0, in: rendering))
        let bold = rendering.darkness(in: try Self.area(of: 1, in: rendering))
        #expect(Double(bold) > 1.3 * Double(regular), "bold \(bold), regular \(regular)")
    }

    @Test func theDoubleSizeRunIsTwiceAsTallOnTheSameBaseline() throws {
        let rendering = try Self.render()
        let baseline = rendering.baselineRow(of: rendering.layout.lines[0])
        let regular = try #require(rendering.inkBox(in: try Self.area(of: 0, in: rendering)))
        let large = try #require(rendering.inkBox(in: try Self.area(of: 2, in: rendering)))
        let ratio = Double(large.height) / Double(regular.height)
        #expect(ratio > 1.85 && ratio < 2.15, "\(regular.height) and \(large.height)")
        #expect(Double(large.width) / Double(regular.width) > 1.8)
        // Every run stands on the one baseline, which the large run pushed down.
        for index in 0..<4 {
            let ink = try #require(rendering.inkBox(in: try Self.area(of: index, in: rendering)))
            #expect(abs(ink.maxY - baseline) <= 1, "run \(index): \(ink), baseline \(baseline)")
        }
        #expect(abs(rendering.layout.firstBaseline - TextFixture.ascent(atSize: 40)) < 1e-9)
    }

    @Test func theRedRunIsRedAndTheOthersAreNot() throws {
        let rendering = try Self.render()
        let redArea = try Self.area(of: 3, in: rendering)
        let ink = rendering.count(in: redArea, where: rendering.isInk)
        let reddish = rendering.count(in: redArea) { x, y in
            let p = rendering.rgb(x, y)
            return rendering.isInk(x, y) && p.red > 240 && abs(p.green - p.blue) <= 4
        }
        #expect(ink > 50)
        #expect(reddish == ink, "every inked pixel of the red run is red on white")
        for index in 0..<3 {
            let area = try Self.area(of: index, in: rendering)
            let colored = rendering.count(in: area) { x, y in
                let p = rendering.rgb(x, y)
                return max(p.red, p.green, p.blue) - min(p.red, p.green, p.blue) > 4
            }
            #expect(colored == 0, "run \(index) is gray")
        }
    }
}
