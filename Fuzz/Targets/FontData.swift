import FuzzSupport
import Geometry
import Graphics
import TextRasterizer

LibFuzzer.run(fuzzFontData)

/// Any bytes as a font: the seeds are small real fonts, which libFuzzer truncates, flips
/// and splices. `FontFace(data:name:)` and `FontDatabase.register(fontData:name:)` give a
/// face or a `FontError` naming the font, never a crash. A face that loads has its first
/// glyphs rasterized at a tiny and a text size (the first few at a huge one too); a font
/// that registers is used as an app would use it: matched by its family, and text laid
/// out and drawn in it.
func fuzzFontData(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    // The face alone first: most mutated bytes stop here, before a database, whose
    // fontconfig configuration costs more to read than the rest of a run.
    let face: FontFace
    do {
        face = try FontFace(data: bytes, name: "fuzzed.ttf")
    } catch {
        requireNamed(error)
        return 0
    }
    // Huge glyphs cost the most to rasterize (and to check, under ASan): fewer of them.
    let glyphCount = face.withFreeTypeFace { Int($0.pointee.num_glyphs) }
    for glyph in 0..<min(glyphCount, 24) {
        for pixelsPerEm in glyph < 4 ? [0.5, 13, 300] : [0.5, 13] {
            _ = GlyphRasterizer.rasterize(GlyphKey(face: face, glyph: UInt32(glyph), size: pixelsPerEm, phase: glyph), of: face)
        }
    }

    // A database per input, so an input saved by libFuzzer replays alone as it ran; an
    // empty font set, so it holds the registered font and nothing of the machine's.
    let database: FontDatabase
    do { database = try FontDatabase(fontSet: FontSet()) } catch { fatalError("an empty font set: \(error)") }
    let registered: FontFace
    do {
        registered = try database.register(fontData: bytes, name: "fuzzed.ttf")
    } catch {
        requireNamed(error)
        return 0
    }
    let family = FontDescriptor(family: registered.familyName)
    FuzzCheck.require(database.face(for: family) != nil, "a registered font does not answer for its own family")
    // Caches per input too: what an input allocates is freed by its end, so libFuzzer's
    // leak check (run when an input's mallocs and frees differ) stays quiet and fast.
    let system = TextSystem(fonts: database, glyphCache: GlyphCache(byteLimit: 1 << 20), paragraphCacheByteLimit: 64 << 10)
    let text = AttributedText("Tessera fi ǅ ש مرحبا 😀 e\u{301} 1/2",
                              attributes: TextAttributes(font: family, size: 17, underline: true))
    Fixture.canvas.clear(to: .white)
    system.draw(system.layout(text, width: 150), of: text, at: Point(x: 3, y: 3), in: Fixture.painter)
    return 0
}

private func requireNamed(_ error: FontError) {
    FuzzCheck.require(error.description.contains("fuzzed.ttf"), "the error does not name the font: \(error)")
}

/// What every input is drawn with (static members start on first use).
enum Fixture {
    // libFuzzer calls the test on one thread.
    nonisolated(unsafe) static let canvas = try! Framebuffer(width: 160, height: 80)
    nonisolated(unsafe) static let painter = Painter(target: canvas)
}
