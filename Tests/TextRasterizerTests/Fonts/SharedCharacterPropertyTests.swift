import Testing
import TestFonts
@testable import TextRasterizer

/// The rule for characters shared by scripts holds in random mixes of Latin, Hangul, Han,
/// digits, spaces and punctuation: punctuation and digits go to the primary face when it
/// has them, spaces (and what the primary lacks) to an adjacent run's face that has it
/// when one does (the run before's first), runs never split a cluster, and runs cover the
/// text exactly once.
@Suite(.testFonts) struct SharedCharacterPropertyTests {
    /// Letters of the primary face and of two fallback faces, and shared characters that
    /// all three have (the space), some have (digits, ASCII and CJK punctuation), or
    /// only the fallback faces have (「」。).
    static let pieces: [String] = [
        "a", "Z", "한", "글", "漢", "字", "1", "7", " ", " ", ",", ".", "!", "(", ")", "「", "」", "。",
    ]

    @Test func sharedCharactersGoToANeighboursFaceThatHasThem() throws {
        let database = try TestFonts.database()
        let descriptor = FontDescriptor(family: "DejaVu Sans")
        let primary = try #require(database.face(for: descriptor)?.face)
        var generator = FontItemizationPropertyTests.Generator(state: 185)
        var neighbourChecks = 0
        var primaryChecks = 0
        for _ in 0..<500 {
            let length = 1 + generator.next(below: 16)
            let text = (0..<length).map { _ in Self.pieces[generator.next(below: Self.pieces.count)] }.joined()
            let runs = database.itemize(text, descriptor: descriptor)
            // Checks that the runs tile the text in UTF-16 and UTF-8 offsets.
            let faces = FontItemizationTests.facesByScalar(text, runs)
            var clusters: [(cluster: Character, face: FontFace)] = []
            var position = 0
            for cluster in text {
                let count = cluster.unicodeScalars.count
                let clusterFaces = faces[position..<position + count].map(\.1)
                #expect(clusterFaces.allSatisfy { $0 === clusterFaces[0] }, "\(text.debugDescription): \(cluster.debugDescription) split")
                clusters.append((cluster, clusterFaces[0]))
                position += count
            }

            for (index, (cluster, face)) in clusters.enumerated() {
                let scalars = cluster.unicodeScalars
                let context = "\(text.debugDescription): \(cluster.debugDescription) in \(face.familyName)"
                guard Self.isShared(cluster) else {
                    // Letters as before: the primary face when it has them, else one that does.
                    #expect(primary.coversGlyphs(of: scalars) ? face === primary : face.coversGlyphs(of: scalars), "\(context)")
                    continue
                }
                let before = index > 0 ? clusters[index - 1].face : nil
                let nextLetter = clusters[(index + 1)...].first { !Self.isShared($0.cluster) }?.face
                func draws(_ neighbour: FontFace?) -> Bool { neighbour?.coversGlyphs(of: scalars) == true }
                let isSpace = scalars.allSatisfy { $0.properties.generalCategory == .spaceSeparator }
                if !isSpace, primary.coversGlyphs(of: scalars) {
                    // Punctuation and digits: the first face of the list that has them.
                    primaryChecks += 1
                    #expect(face === primary, "\(context): the primary face has it")
                } else if draws(before) {
                    neighbourChecks += 1
                    #expect(face === before, "\(context): the run before has it")
                } else if draws(nextLetter) {
                    neighbourChecks += 1
                    #expect(face === nextLetter, "\(context): the next letter's face has it")
                } else {
                    // No neighbour has it: it falls back as a letter would.
                    #expect(face.coversGlyphs(of: scalars), "\(context)")
                }
            }
        }
        // The rule was put to the test, not passed over.
        #expect(neighbourChecks > 500 && primaryChecks > 1_000, "\(neighbourChecks), \(primaryChecks)")
    }

    /// Shared by scripts as the test sees it: no letter in the cluster.
    static func isShared(_ cluster: Character) -> Bool {
        cluster.unicodeScalars.allSatisfy { $0.properties.generalCategory != .otherLetter && !$0.properties.isAlphabetic }
    }
}
