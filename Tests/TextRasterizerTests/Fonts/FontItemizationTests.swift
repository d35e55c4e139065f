import Testing
import TestFonts
@testable import TextRasterizer

/// `FontDatabase.itemize` over the test fonts: every character goes to a face that has it,
/// clusters stay whole, emoji go to the color font, and runs tile the text exactly.
@Suite(.testFonts) struct FontItemizationTests {
    static let dejaVuSans = FontDescriptor(family: "DejaVu Sans")

    /// Each scalar of the text with the face of the run holding it, checking on the way
    /// that runs tile the text in both UTF-16 and UTF-8 offsets.
    static func facesByScalar(_ text: String, _ runs: [FontRun]) -> [(Unicode.Scalar, FontFace)] {
        #expect(runs.first?.utf16Range.lowerBound == 0)
        #expect(runs.last?.utf16Range.upperBound == text.utf16.count)
        #expect(runs.last?.utf8Range.upperBound == text.utf8.count)
        for (before, after) in zip(runs, runs.dropFirst()) {
            #expect(before.utf16Range.upperBound == after.utf16Range.lowerBound)
            #expect(before.utf8Range.upperBound == after.utf8Range.lowerBound)
            #expect(before.face !== after.face, "neighbouring runs share a face")
        }
        var result: [(Unicode.Scalar, FontFace)] = []
        var utf16Offset = 0
        var utf8Offset = 0
        for scalar in text.unicodeScalars {
            let run = runs.first { $0.utf16Range.contains(utf16Offset) }
            #expect(run?.utf8Range.contains(utf8Offset) == true)
            if let run { result.append((scalar, run.face)) }
            utf16Offset += UTF16.width(scalar)
            utf8Offset += UTF8.width(scalar)
        }
        return result
    }

    @Test func aMultilingualStringGetsAFaceForEveryCharacter() throws {
        let database = try TestFonts.database()
        let text = "Latin Ελληνικά Кириллица العربية עברית 漢字 ひらがな カタカナ 😀 👍🏽 ❤️ 🇫🇷 #️⃣ end"
        let runs = database.itemize(text, descriptor: Self.dejaVuSans)
        var afterHanOrKana = false
        for (scalar, face) in Self.facesByScalar(text, runs) where !scalar.needsNoGlyph {
            #expect(face.covers(scalar), "\(face) lacks U+\(String(scalar.value, radix: 16))")
            defer { afterHanOrKana = (0x3040...0x30FF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value) }
            switch scalar.value {
            case 0x3040...0x30FF, 0x4E00...0x9FFF:
                #expect(face.path == TestFonts.droidSansFallback, "U+\(String(scalar.value, radix: 16))")
            case 0x20 where afterHanOrKana:
                // A space goes with the run before it when that face has it.
                #expect(face.path == TestFonts.droidSansFallback, "U+\(String(scalar.value, radix: 16))")
            case 0x1F000...0x1FAFF, 0x2764, 0x20E3, 0x23:  // # only appears in the keycap
                #expect(face.path == TestFonts.notoColorEmoji, "U+\(String(scalar.value, radix: 16))")
            default:
                #expect(face.path == TestFonts.dejaVuSans, "U+\(String(scalar.value, radix: 16))")
            }
        }
        // Latin to Hebrew is one run, then the Han and kana run with the spaces after its words.
        #expect(runs.count > 5)
        #expect(runs.first?.face.path == TestFonts.dejaVuSans)
        #expect(runs.first?.utf16Range == 0..<39)
    }

    @Test func clustersAreNeverSplitAcrossFaces() throws {
        let database = try TestFonts.database()
        // Marks on Latin, Han (Droid Sans Fallback has no U+0301), Hebrew and Arabic; a ZWJ
        // family; a flag; a skin tone; a tag sequence (Scotland).
        let text = "e\u{301}\u{323} 漢\u{301}字 ש\u{5B8}ל بَ 👨‍👩‍👧 🇯🇵 👋🏿 🏴󠁧󠁢󠁳󠁣󠁴󠁿 a\u{20DD}"
        let runs = database.itemize(text, descriptor: Self.dejaVuSans)
        let faces = Self.facesByScalar(text, runs)
        var position = 0
        for cluster in text {
            let clusterFaces = faces[position..<position + cluster.unicodeScalars.count].map(\.1)
            #expect(clusterFaces.allSatisfy { $0 === clusterFaces[0] }, "\(cluster.debugDescription) split")
            position += cluster.unicodeScalars.count
        }
        // The mark the fallback face lacks follows its base into Droid Sans Fallback.
        let han = try #require(faces.firstIndex { $0.0 == "漢" })
        #expect(faces[han + 1].1.path == TestFonts.droidSansFallback)
    }

    @Test func emojiPresentationPicksTheColorFont() throws {
        let database = try TestFonts.database()
        func path(_ text: String) -> [String] {
            database.itemize(text, descriptor: Self.dejaVuSans).map(\.face.path)
        }
        // DejaVu Sans has black and white glyphs for all of these.
        let dejaVu = try FontFace(contentsOfFile: TestFonts.dejaVuSans)
        #expect(dejaVu.covers("😀") && dejaVu.covers("❤") && dejaVu.covers("☺"))
        #expect(path("😀") == [TestFonts.notoColorEmoji])          // emoji by default
        #expect(path("❤") == [TestFonts.dejaVuSans])               // text by default
        #expect(path("❤\u{FE0F}") == [TestFonts.notoColorEmoji])   // VS16 asks for emoji
        #expect(path("😀\u{FE0E}") == [TestFonts.dejaVuSans])      // VS15 asks for text
        #expect(path("1\u{FE0F}\u{20E3}") == [TestFonts.notoColorEmoji])
        #expect(path("1") == [TestFonts.dejaVuSans])
        // Where the primary face lacks the character, VS15 still picks a text face.
        let droid = FontDescriptor(family: "Droid Sans Fallback")
        #expect(database.itemize("漢😀\u{FE0E}", descriptor: droid).map(\.face.path)
            == [TestFonts.droidSansFallback, TestFonts.dejaVuSans])
        #expect(database.itemize("漢😀", descriptor: droid).map(\.face.path)
            == [TestFonts.droidSansFallback, TestFonts.notoColorEmoji])
    }

    @Test func aCharacterNoFontHasStaysInThePrimaryFaceAndIsReported() throws {
        let log = FontDiagnosticLog()
        let database = try TestFonts.database(diagnosticHandler: log.handler)
        // No font of the test set has Ethiopic.
        for font in try TestFonts.fontSet().fonts {
            #expect(try !FontFace(contentsOfFile: font.path).covers("ሀ"), "\(font.path)")
        }
        let runs = database.itemize("aሀaሀ", descriptor: Self.dejaVuSans)
        #expect(runs.map(\.face.path) == [TestFonts.dejaVuSans])
        #expect(runs.first?.utf16Range == 0..<4)
        #expect(log.all == [.characterNotCovered("ሀ", near: Self.dejaVuSans)])
    }

    @Test func textThePrimaryFaceCoversIsOneRun() throws {
        let database = try TestFonts.database()
        let words = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor"
        let text = Array(repeating: words, count: 50).joined(separator: "\n\t") + " Ωμέγα Жж"
        let runs = database.itemize(text, descriptor: Self.dejaVuSans)
        #expect(runs.count == 1)
        #expect(runs.first?.utf16Range == 0..<text.utf16.count)
        #expect(runs.first?.utf8Range == 0..<text.utf8.count)
        #expect(runs.first?.face.path == TestFonts.dejaVuSans)
    }

    @Test func oneEmojiInALongParagraphSplitsOnlyAroundIt() throws {
        let database = try TestFonts.database()
        let words = Array(repeating: "lorem ipsum dolor sit amet", count: 200).joined(separator: " ")
        let text = words + " 👍🏽 " + words + " e\u{301}"
        let runs = database.itemize(text, descriptor: Self.dejaVuSans)
        let emojiStart = words.utf16.count + 1
        #expect(runs.map(\.face.path) == [TestFonts.dejaVuSans, TestFonts.notoColorEmoji, TestFonts.dejaVuSans])
        #expect(runs.map(\.utf16Range) == [0..<emojiStart, emojiStart..<emojiStart + 4, emojiStart + 4..<text.utf16.count])
        _ = Self.facesByScalar(text, runs)
    }

    @Test func marksStayWithTheirBase() throws {
        let database = try TestFonts.database()
        // U+3099, the combining voiced sound mark: Droid Sans Fallback has it, DejaVu Sans
        // does not; Droid Sans Fallback has no Latin letters.
        let dejaVu = try FontFace(contentsOfFile: TestFonts.dejaVuSans)
        let droid = try FontFace(contentsOfFile: TestFonts.droidSansFallback)
        let mark: Unicode.Scalar = "\u{3099}"
        #expect(!dejaVu.covers(mark) && droid.covers(mark) && !droid.covers("a"))
        // After kana, the mark goes with its base into the fallback face.
        let kana = database.itemize("ab\u{304B}\u{3099}c", descriptor: Self.dejaVuSans)
        #expect(kana.map(\.utf16Range) == [0..<2, 2..<4, 4..<5])
        #expect(kana.map(\.face.path) == [TestFonts.dejaVuSans, TestFonts.droidSansFallback, TestFonts.dejaVuSans])
        // After a Latin letter no face has both: the cluster stays whole with its base.
        let latin = database.itemize("ba\u{3099}c", descriptor: Self.dejaVuSans)
        #expect(latin.map(\.utf16Range) == [0..<4])
        #expect(latin.map(\.face.path) == [TestFonts.dejaVuSans])
    }

    @Test func offsetsCountFromTheStartOfASubstring() throws {
        let database = try TestFonts.database()
        let primary = try #require(database.face(for: Self.dejaVuSans)?.face)
        let text = "😀😀 ab漢"
        let tail = text[text.index(text.startIndex, offsetBy: 3)...]
        let runs = database.itemize(tail, primary: primary, near: Self.dejaVuSans)
        #expect(runs.map(\.utf16Range) == [0..<2, 2..<3])
        #expect(runs.map(\.utf8Range) == [0..<2, 2..<5])
        #expect(runs.map(\.face.path) == [TestFonts.dejaVuSans, TestFonts.droidSansFallback])
    }

    @Test func emptyTextHasNoRuns() throws {
        let database = try TestFonts.database()
        #expect(database.itemize("", descriptor: Self.dejaVuSans).isEmpty)
    }

    @Test func aPrimaryFaceWithoutLatinFallsBackForIt() throws {
        let database = try TestFonts.database()
        let descriptor = FontDescriptor(family: "Droid Sans Fallback")
        let runs = database.itemize("漢字ab", descriptor: descriptor)
        #expect(runs.map(\.face.path) == [TestFonts.droidSansFallback, TestFonts.dejaVuSans])
        #expect(runs.map(\.utf16Range) == [0..<2, 2..<4])
    }
}
