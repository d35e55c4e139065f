import Testing
import TestFonts
@testable import TextRasterizer

/// Itemization's rules hold for random strings built from the characters that exercise
/// them: the byte-scanning fast path and the cluster path must agree wherever one hands
/// over to the other.
@Suite(.testFonts) struct FontItemizationPropertyTests {
    /// Pieces that end up in every kind of face, plus marks, joiners, selectors,
    /// controls and characters no CI font has.
    static let pieces: [String] = [
        "a", "Z", " ", "é", "e", "\u{301}", "\u{3099}", "Ω", "Ж", "ש", "\u{5B8}", "ب", "\u{64E}",
        "漢", "か", "。", "한", "😀", "👍", "🏽", "❤", "\u{FE0F}", "\u{FE0E}", "\u{200D}", "#",
        "\u{20E3}", "🇫", "🇷", "\n", "\r\n", "\t", "\u{AD}", "क", "\u{94D}",
    ]

    /// A fixed sequence of pseudo-random numbers (a 64-bit linear congruential
    /// generator), so a failure repeats.
    struct Generator {
        var state: UInt64
        mutating func next(below bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test func randomStringsFollowTheRules() throws {
        let database = try TestFonts.database()
        let descriptor = FontDescriptor(family: "DejaVu Sans")
        let primary = try #require(database.face(for: descriptor)?.face)
        let emoji = try #require(database.emojiFace)
        var generator = Generator(state: 2024)
        for _ in 0..<400 {
            let length = 1 + generator.next(below: 24)
            let text = (0..<length).map { _ in Self.pieces[generator.next(below: Self.pieces.count)] }.joined()
            let runs = database.itemize(text, descriptor: descriptor)
            let faces = FontItemizationTests.facesByScalar(text, runs)
            var position = 0
            var previous = primary
            for cluster in text {
                let scalars = Array(cluster.unicodeScalars)
                let clusterFaces = faces[position..<position + scalars.count].map(\.1)
                position += scalars.count
                let face = clusterFaces[0]
                #expect(clusterFaces.allSatisfy { $0 === face }, "\(text.debugDescription): \(cluster.debugDescription) split")
                defer { previous = face }
                if scalars.allSatisfy(\.needsNoGlyph) {
                    // Nothing to draw (a line break, a lone joiner): it joins the run before.
                    #expect(face === previous, "\(text.debugDescription): \(cluster.debugDescription) started a run")
                } else if cluster.prefersEmojiPresentation, emoji.coversGlyphs(of: scalars) {
                    #expect(face === emoji, "\(text.debugDescription): \(cluster.debugDescription) not emoji")
                } else if primary.coversGlyphs(of: scalars) {
                    // A character shared by scripts (a space, a digit) may go to a
                    // neighbour's face that has it (SharedCharacterPropertyTests).
                    #expect(face === primary || (cluster.isSharedByScripts && face.coversGlyphs(of: scalars)),
                            "\(text.debugDescription): \(cluster.debugDescription) left primary")
                } else if let base = scalars.first(where: { !$0.needsNoGlyph }) {
                    // Some face has the base, or none does and the primary face keeps it.
                    let anyCovers = database.fallbackFace(for: base, near: descriptor) != nil
                    #expect(face.covers(base) || (!anyCovers && face === primary),
                            "\(text.debugDescription): \(cluster.debugDescription) in \(face)")
                }
            }
        }
    }
}
