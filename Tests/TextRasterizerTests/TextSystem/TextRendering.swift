import Geometry
import Graphics
@testable import TextRasterizer

/// A paragraph laid out and drawn on white, written to `/tmp/tessera-textsystem-NAME.png`
/// to look at, with questions about where its ink is.
///
/// The paragraph's origin is at `(margin, margin)`; ink queries take and give
/// paragraph coordinates (pixels from the paragraph's top-left corner).
struct TextRendering {
    let layout: TextLayout
    let frame: Framebuffer
    let margin = 10

    init(_ text: AttributedText, style: ParagraphStyle = ParagraphStyle(), width: Double? = nil, name: String) throws {
        let system = TextFixture.system
        layout = system.layout(text, style: style, width: width)
        let boxWidth = width ?? layout.size.width
        frame = try Framebuffer(width: Int(boxWidth.rounded(.up)) + 2 * margin,
                                height: Int(layout.size.height.rounded(.up)) + 2 * margin)
        frame.clear(to: .white)
        system.draw(layout, of: text, at: Point(x: Double(margin), y: Double(margin)), in: Painter(target: frame))
        try PNG.write(frame.makeImage(), toFile: "/tmp/tessera-textsystem-\(name).png")
    }

    /// The pixel at paragraph coordinates, as (red, green, blue) on white.
    func rgb(_ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int) {
        let pixel = frame[x + margin, y + margin]
        return (Int(PremultipliedPixel.red(pixel)), Int(PremultipliedPixel.green(pixel)), Int(PremultipliedPixel.blue(pixel)))
    }

    /// True where something was drawn: some channel well below white.
    func isInk(_ x: Int, _ y: Int) -> Bool {
        let (r, g, b) = rgb(x, y)
        return min(r, g, b) < 160
    }

    /// The paragraph's area plus the margin around it, in paragraph coordinates.
    var canvas: PixelRect {
        PixelRect(x: -margin, y: -margin, width: frame.width, height: frame.height)
    }

    /// The whole rows inside a line box (none shared with the lines around it).
    func rows(of line: TextLayout.Line) -> Range<Int> {
        Int(line.frame.minY.rounded(.up))..<Int(line.frame.maxY.rounded(.down))
    }

    /// The row the glyphs of `line` stand on (the first row below the baseline), as
    /// drawing snaps baselines to whole pixels.
    func baselineRow(of line: TextLayout.Line) -> Int {
        Int((Double(margin) + line.baseline).rounded()) - margin
    }

    /// The area of `line`'s rows between two x positions: the columns wholly between them.
    func area(of line: TextLayout.Line, from minX: Double, to maxX: Double) -> PixelRect {
        let rows = rows(of: line)
        let left = Int(minX.rounded(.up)), right = Int(maxX.rounded(.down))
        return PixelRect(x: left, y: rows.lowerBound, width: right - left, height: rows.count)
    }

    /// The bounding box of the pixels in `area` (default: everything) that pass `test`.
    func box(in area: PixelRect? = nil, where test: (Int, Int) -> Bool) -> PixelRect? {
        let area = (area ?? canvas).intersection(canvas)
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX where test(x, y) {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return minX == .max ? nil : PixelRect(minX: minX, minY: minY, maxX: maxX + 1, maxY: maxY + 1)
    }

    /// The bounding box of the ink in `area`.
    func inkBox(in area: PixelRect? = nil) -> PixelRect? { box(in: area, where: isInk) }

    /// The ink of `rows`, across the whole canvas.
    func inkBox(rows: Range<Int>) -> PixelRect? {
        inkBox(in: PixelRect(x: canvas.minX, y: rows.lowerBound, width: canvas.width, height: rows.count))
    }

    /// How many pixels in `area` pass `test`.
    func count(in area: PixelRect, where test: (Int, Int) -> Bool) -> Int {
        let area = area.intersection(canvas)
        var count = 0
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX where test(x, y) { count += 1 }
        }
        return count
    }

    /// The total darkness (255 − the darkest channel, summed) of `area`: how much ink it has.
    func darkness(in area: PixelRect) -> Int {
        let area = area.intersection(canvas)
        var total = 0
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let (r, g, b) = rgb(x, y)
                total += 255 - min(r, g, b)
            }
        }
        return total
    }

    /// Stretches of ink in `area` separated by columns without ink, left to right, each
    /// with the bounding box of its ink.
    func inkBlobs(in area: PixelRect) -> [PixelRect] {
        let area = area.intersection(canvas)
        var blobs: [PixelRect] = []
        var start: Int?
        for x in area.minX...area.maxX {
            let inked = x < area.maxX && (area.minY..<area.maxY).contains { isInk(x, $0) }
            if inked, start == nil { start = x }
            if !inked, let first = start {
                let column = PixelRect(x: first, y: area.minY, width: x - first, height: area.height)
                if let ink = inkBox(in: column) { blobs.append(ink) }
                start = nil
            }
        }
        return blobs
    }
}
