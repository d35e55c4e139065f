import Foundation
import FuzzSupport
import Geometry
import Graphics
import TextRasterizer

LibFuzzer.run(fuzzAttributedTextLayout)

/// Attributed paragraphs built from the fuzzer's bytes, laid out, measured and drawn:
/// text that mixes scripts, bidi controls, combining marks, ZWJ emoji sequences, lone
/// variation selectors, very long words and any other scalar; runs with hostile sizes
/// and letter spacing; widths from nil through zero and negative to infinite and NaN;
/// max lines nil or 0 to 3 with each truncation. Layout and drawing must never crash,
/// and a paragraph never shows more lines than it allows.
///
/// The fonts are the ones the project installs, registered into a database that sees
/// no others, so an input does the same on every machine.
func fuzzAttributedTextLayout(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(UnsafeRawBufferPointer(start: data, count: size))
    let style = paragraphStyle(&input)
    let width = input.pick([nil, 0, -10, 120.5, 1, .infinity, .nan, -.infinity, 1e300, 37])
    var text = AttributedText()
    for _ in 0..<input.int(in: 1...4) {
        text.append(input.hostileText(), attributes: attributes(&input))
    }
    if FuzzCheck.isEnabled("TESSERA_FUZZ_PRINT") {
        // What the bytes mean, to write a regression test from a saved input.
        print("style: \(style)\nwidth: \(String(describing: width))")
        for run in text.runs {
            let start = String.Index(utf16Offset: run.utf16Range.lowerBound, in: text.string)
            let end = String.Index(utf16Offset: run.utf16Range.upperBound, in: text.string)
            print("run \(run.utf16Range): \(text.string[start..<end].unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }) \(run.attributes)")
        }
    }
    // A text system per input: its shaped-paragraph and word caches start empty, so an
    // input saved by libFuzzer replays alone as it ran.
    let system = TextSystem(fonts: Fixture.fonts, glyphCache: Fixture.glyphs, paragraphCacheByteLimit: 256 << 10)
    let layout = system.layout(text, style: style, width: width)
    if let maxLines = style.maxLines, maxLines > 0 {
        FuzzCheck.require(layout.lines.count <= maxLines, "\(layout.lines.count) lines shown of at most \(maxLines)")
    }
    let origin = Point(x: input.pick([4, -30.25, 1e9, -1e9, .nan]), y: input.pick([4, -12.5, 1e9, .infinity]))
    Fixture.canvas.clear(to: .white)
    system.draw(layout, of: text, at: origin, in: Fixture.painter)
    // The same paragraph at another width reuses its shaping.
    _ = system.measure(text, style: style, width: input.pick([60, nil, 0.25]))
    checkCarets(layout, count: text.string.utf16.count, &input)
    return 0
}

/// Editing's questions of the layout (`TextLayout+Carets`): a caret for offsets in and
/// past the text, hit tests at hostile points land on an offset of the text, selections
/// of any range, and a walk to the right from the start ends.
private func checkCarets(_ layout: TextLayout, count: Int, _ input: inout FuzzInput) {
    for offset in [0, count / 2, count, count + 3, input.int(in: 0...max(0, count))] {
        _ = layout.caret(at: offset)
    }
    for _ in 0..<3 {
        let point = Point(x: input.double(specials: FuzzInput.hostileDoubles, range: -50...400),
                          y: input.double(specials: FuzzInput.hostileDoubles, range: -50...200))
        let offset = layout.offset(at: point)
        FuzzCheck.require((0...count).contains(offset), "offset \(offset) at \(point) outside 0...\(count)")
    }
    let lower = input.int(in: 0...max(0, count)), upper = input.int(in: lower...max(lower, count))
    _ = layout.selectionRects(for: lower..<upper)
    // Each step lays out its line's clusters again (as one arrow press does), so a walk
    // is quadratic in a line's length: across a 20,864-unit line (an infinite width) it
    // took 368 s under ASan, a libFuzzer timeout. The walk goes on past soft breaks, so
    // the bound is on the whole text: up to 1,000 units it is walked to its end, so a
    // walk that loops is caught there; a longer text for its first 16 steps.
    let walksToTheEnd = count <= 1_000
    let limit = walksToTheEnd ? 2 * count + 2 : 16
    var place: (offset: Int, x: Double)? = (0, layout.caret(at: 0).x)
    var steps = 0
    while let current = place, steps <= limit {
        place = layout.visualNeighbour(of: current.offset, drawnAt: current.x, movingRight: true)
        steps += 1
    }
    FuzzCheck.require(!walksToTheEnd || steps <= limit, "a walk to the right did not end after \(steps) steps in \(count) units")
}

/// What every input is laid out and drawn with (static members start on first use).
enum Fixture {
    /// The fonts the tests draw with (Tests/Fonts/tests.fontset, which
    /// Scripts/install-dependencies.sh installs), and nothing else.
    static let fonts: FontDatabase = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Tests/Fonts/tests.fontset").standardizedFileURL.path
        do { return try FontDatabase(fontSet: FontSet(contentsOfFile: file)) } catch {
            fatalError("\(error): run Scripts/install-dependencies.sh")
        }
    }()

    static let glyphs = GlyphCache(byteLimit: 4 << 20)
    // libFuzzer calls the test on one thread.
    nonisolated(unsafe) static let canvas = try! Framebuffer(width: 200, height: 120)
    nonisolated(unsafe) static let painter = Painter(target: canvas)
}

private func paragraphStyle(_ input: inout FuzzInput) -> ParagraphStyle {
    let alignment = input.pick([ParagraphStyle.Alignment.natural, .left, .center, .right, .justified])
    let lineHeight: ParagraphStyle.LineHeight = switch input.int(in: 0...2) {
    case 0: .normal
    case 1: .multiple(input.double(specials: FuzzInput.hostileDoubles, range: 0...4))
    default: .fixed(input.double(specials: FuzzInput.hostileDoubles, range: 0...60))
    }
    return ParagraphStyle(
        alignment: alignment, lineHeight: lineHeight, maxLines: input.pick([nil, 0, 1, 2, 3]),
        truncation: input.pick([.tail, .head, .middle]),
        direction: input.pick([.natural, .leftToRight, .rightToLeft]),
        language: input.pick([nil, "en", "ar", "he", "ja", "zh-Hant", "th", "tr", "", "x-no-such-language"])
    )
}

private func attributes(_ input: inout FuzzInput) -> TextAttributes {
    let family = input.pick(["DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono", "sans-serif", "emoji", "No Such Family"])
    let font = FontDescriptor(family: family, weight: input.pick([.regular, .bold, .thin]),
                              slant: input.pick([.upright, .italic]))
    let color = Color(red8: input.byte(), green8: input.byte(), blue8: input.byte(), alpha8: input.byte())
    // A few ordinary sizes, so that glyphs (color emoji above all, scaled from their
    // bitmaps) come from the cache across inputs: rasterizing is most of a run's time.
    // Hostile sizes are rarer still: huge ones draw glyphs 4,096 pixels wide (GlyphKey's
    // limit), which takes a good part of a second under ASan.
    let size = input.byte() < 16 ? input.pick(FuzzInput.hostileDoubles) : input.pick([14, 9.5, 17, 24, 48])
    return TextAttributes(
        font: font, size: size, color: color,
        underline: input.bool(), strikethrough: input.bool(),
        letterSpacing: input.double(specials: [0] + FuzzInput.hostileDoubles, range: -20...20)
    )
}
