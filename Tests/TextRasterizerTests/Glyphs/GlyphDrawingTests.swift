import Geometry
import Graphics
import Testing
import TestFonts
@testable import TextRasterizer

/// Runs of glyphs drawn through the cache: placement to the pixel, emoji as blits, and a
/// line of text written to a PNG to look at.
@Suite(.testFonts) struct GlyphDrawingTests {
    let face = GlyphFonts.dejaVuSans
    let emoji = GlyphFonts.notoColorEmoji

    /// A storage's memo outlives its brush when the next draws the same face at the same
    /// size through the same cache: a page's labels in one style, whatever their colors,
    /// look a glyph up in the shared cache (and take its lock) about once between them. Any
    /// other face, size or cache starts from an empty memo.
    @Test func labelsOfOneStyleShareTheGlyphMemo() throws {
        let shared = GlyphCache()
        let storage = GlyphBrushStorage()
        let frame = try Framebuffer(width: 200, height: 60)
        frame.clear(to: .white)
        let painter = Painter(target: frame)
        /// The cache look-ups drawing `text` took.
        func lookUps(_ text: String, size: Double = 14, color: Color = .black, face: FontFace? = nil,
                     cache: GlyphCache? = nil) -> Int {
            let cache = cache ?? shared, face = face ?? self.face
            let start = cache.statistics.hits + cache.statistics.misses
            let (glyphs, pens) = GlyphFonts.line(text, face: face, size: size, x: 4, y: 40)
            var brush = GlyphBrush(face: face, size: size, color: color, cache: cache, glyphCount: glyphs.count,
                                   storage: storage)
            brush.draw(count: glyphs.count, in: painter, glyph: { glyphs[$0] }, pen: { pens[$0] })
            return cache.statistics.hits + cache.statistics.misses - start
        }
        // The memo is direct-mapped: glyphs that share a slot still go to the cache.
        let first = lookUps("Settings")
        let again = lookUps("Settings", color: Color(red: 0.8, green: 0.1, blue: 0.1))
        #expect(first >= 5, "a first label looks up each of its glyph renderings")
        #expect(again <= first / 2, "another label in the style: mostly from the memo (\(again) of \(first))")
        #expect(lookUps("Settings", size: 15) >= 5, "another size empties the memo")
        #expect(lookUps("Settings", size: 15, cache: GlyphCache()) >= 5, "another cache empties it too")
        let bold = try FontFace(contentsOfFile: TestFonts.dejaVuSansBold)
        #expect(lookUps("Settings", size: 15, face: bold) >= 5, "and another face")
    }

    @Test func aMaskLandsAtThePenPlusItsBearing() throws {
        let cache = GlyphCache()
        let frame = try Framebuffer(width: 60, height: 50)
        frame.clear(to: .white)
        let h = GlyphFonts.glyph("H")
        Painter(target: frame).drawGlyphs([h], at: [Point(x: 10.5, y: 40)], face: face, size: 32, color: .black, cache: cache)
        // 10.5 is pixel 10, phase 2.
        let glyph = try #require(cache.cachedGlyph(GlyphKey(face: face, glyph: h, size: 32, phase: 2)))
        let mask = try #require(glyph.mask)
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let mx = x - (10 + glyph.left), my = y - (40 - glyph.top)
                let inside = mx >= 0 && mx < mask.width && my >= 0 && my < mask.height
                let coverage = inside ? UInt32(mask.coverage[my * mask.width + mx]) : 0
                let gray = 255 - coverage
                #expect(frame[x, y] == 0xFF00_0000 | gray << 16 | gray << 8 | gray, "(\(x), \(y))")
            }
        }
    }

    @Test func anEmojiIsBlittedAsCached() throws {
        let cache = GlyphCache()
        let frame = try Framebuffer(width: 60, height: 50)
        let smile = GlyphFonts.glyph("😀", in: emoji)
        // Bitmap glyphs are placed at the nearest whole pixel: 7.4 draws at 7.
        Painter(target: frame).drawGlyphs([smile], at: [Point(x: 7.4, y: 36.2)], face: emoji, size: 28, color: .black, cache: cache)
        let glyph = try #require(cache.cachedGlyph(GlyphKey(face: emoji, glyph: smile, size: 28, phase: 0)))
        let image = try #require(glyph.image)
        var differing = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let ix = x - (7 + glyph.left), iy = y - (36 - glyph.top)
                let inside = ix >= 0 && ix < image.width && iy >= 0 && iy < image.height
                if frame[x, y] != (inside ? image[ix, iy] : 0) { differing += 1 }
            }
        }
        #expect(differing == 0)
    }

    @Test func theTranslationCountsTowardsThePhase() throws {
        let glyphs = Array("ill".unicodeScalars).map { GlyphFonts.glyph($0) }
        let positions = [Point(x: 3.1, y: 20), Point(x: 7.6, y: 20), Point(x: 11.9, y: 20)]
        let moved = try Framebuffer(width: 40, height: 30), direct = try Framebuffer(width: 40, height: 30)
        let painter = Painter(target: moved)
        painter.withTranslation(dx: 5.25, dy: 2) {
            painter.drawGlyphs(glyphs, at: positions, face: face, size: 14, color: .black)
        }
        let shifted = positions.map { Point(x: $0.x + 5.25, y: $0.y + 2) }
        Painter(target: direct).drawGlyphs(glyphs, at: shifted, face: face, size: 14, color: .black)
        #expect(moved.makeImage() == direct.makeImage())
        // And the phases do change the pixels: a quarter pixel further is another image.
        let quarter = try Framebuffer(width: 40, height: 30)
        Painter(target: quarter).drawGlyphs(glyphs, at: shifted.map { Point(x: $0.x + 0.25, y: $0.y) },
                                            face: face, size: 14, color: .black)
        #expect(quarter.makeImage() != direct.makeImage())
    }

    /// A line of DejaVu Sans with an emoji, pen positions from HarfBuzz's advances, drawn
    /// cold and then warm: both frames identical, the warm one all hits.
    @Test func aLineWithAnEmojiDrawsTheSameColdAndWarm() throws {
        let cache = GlyphCache()
        func drawLine() throws -> (Framebuffer, glyphCount: Int) {
            let frame = try Framebuffer(width: 440, height: 90)
            frame.clear(to: .white)
            let painter = Painter(target: frame)
            var count = 0
            var x = 8.0
            for (text, size, y) in [("Hamburgefonstiv, 14 px: wörld ", 14.0, 24.0), ("Tessera glyphs ", 32.0, 72.0)] {
                let (glyphs, positions) = GlyphFonts.line(text, face: face, size: size, x: x, y: y)
                painter.drawGlyphs(glyphs, at: positions, face: face, size: size,
                                   color: Color(red: 0.1, green: 0.1, blue: 0.3), cache: cache)
                let end = positions.last!.x + GlyphFonts.advance(glyphs.last!, of: face, size: size)
                let smile = GlyphFonts.glyph("😀", in: emoji)
                painter.drawGlyphs([smile], at: [Point(x: end, y: y)], face: emoji, size: size, color: .black, cache: cache)
                let after = end + GlyphFonts.advance(smile, of: emoji, size: size)
                let (tail, tailPositions) = GlyphFonts.line(" ok", face: face, size: size, x: after, y: y)
                painter.drawGlyphs(tail, at: tailPositions, face: face, size: size, color: .black, cache: cache)
                count += glyphs.count + 1 + tail.count
                x = 8
            }
            return (frame, count)
        }
        let (cold, glyphCount) = try drawLine()
        try PNG.write(cold.makeImage(), toFile: "/tmp/tessera-glyphs-line.png")
        let missesAfterCold = cache.statistics.misses
        let (warm, _) = try drawLine()
        #expect(cold.makeImage() == warm.makeImage())
        #expect(cache.statistics.misses == missesAfterCold)
        // Every warm glyph came from the cache (or the run's memo in front of it).
        #expect(cache.statistics.hits > 0 && glyphCount > 0)

        // Ink: dark pixels on both lines, none right of where the lines end or in the margins.
        let image = cold.makeImage()
        func isInk(_ p: UInt32) -> Bool { PremultipliedPixel.red(p) < 128 && PremultipliedPixel.blue(p) < 160 }
        func isYellow(_ p: UInt32) -> Bool {
            PremultipliedPixel.red(p) > 200 && PremultipliedPixel.green(p) > 150 && PremultipliedPixel.blue(p) < 100
        }
        let inkColumns = (0..<image.width).filter { x in (0..<image.height).contains { isInk(image[x, $0]) } }
        #expect(inkColumns.first.map { (8...10).contains($0) } == true, "first ink column \(String(describing: inkColumns.first))")
        #expect(inkColumns.last.map { $0 < 430 } == true)
        #expect((0..<image.width).allSatisfy { image[$0, 0] == 0xFFFF_FFFF && image[$0, image.height - 1] == 0xFFFF_FFFF })
        // Each line has a yellow emoji resting on its baseline.
        for (baseline, size) in [(24, 14), (72, 32)] {
            let yellow = (baseline - size..<baseline).flatMap { y in (0..<image.width).filter { isYellow(image[$0, y]) } }
            #expect(yellow.count > size * size / 4, "line at \(baseline): \(yellow.count) yellow pixels")
        }
    }
}
