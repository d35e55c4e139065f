import Foundation
import Testing
@testable import TextRasterizer

/// `.fontset` files: what each statement sets, and an error naming the file and line for
/// every line that cannot be understood.
@Suite struct FontSetFileTests {
    static func parse(_ text: String) throws(FontSetError) -> FontSet {
        try FontSet(parsing: text, file: "kiosk.fontset", folder: "/opt/kiosk")
    }

    @Test func statementsSetFontsPackagesGenericFamiliesAndTheLanguage() throws {
        let set = try Self.parse("""
            # Brand fonts first, then the system's.
              font fonts/Brand-Regular.otf
            font /opt/kiosk/fonts/Brand Bold.otf

            package fonts-dejavu-core
            font /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf\r
            sans-serif Brand,  DejaVu Sans
            monospace\tDejaVu Sans Mono
            language zh-tw
            """)
        #expect(set.fonts == [
            FontSet.Font(path: "/opt/kiosk/fonts/Brand-Regular.otf", package: nil, origin: "kiosk.fontset:2"),
            FontSet.Font(path: "/opt/kiosk/fonts/Brand Bold.otf", package: nil, origin: "kiosk.fontset:3"),
            FontSet.Font(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", package: "fonts-dejavu-core",
                         origin: "kiosk.fontset:6"),
        ])
        #expect(set.genericFamilies == [.sansSerif: ["Brand", "DejaVu Sans"], .monospace: ["DejaVu Sans Mono"]])
        #expect(set.language == "zh-tw")
        #expect(try Self.parse("").language == "en")
    }

    @Test(arguments: [
        ("font", "kiosk.fontset:1: \"font\" needs a value"),
        ("fnt /a.ttf", "kiosk.fontset:1: unknown statement \"fnt\"; a line starts with one of: font, package, language, sans-serif, serif, monospace, emoji"),
        ("serif A\nserif B", "kiosk.fontset:2: \"serif\" is given twice (first on line 1)"),
        ("\n\nsans-serif A, , B", "kiosk.fontset:3: an empty family name in \"A, , B\""),
        ("language en_US.UTF-8", "kiosk.fontset:1: \"en_US.UTF-8\" is not a language tag (such as en, ja or zh-tw)"),
    ])
    func aLineThatIsNotUnderstoodIsNamed(text: String, message: String) {
        #expect {
            try Self.parse(text)
        } throws: { error in
            (error as? FontSetError)?.description == message
        }
    }

    @Test func aFileIsReadAndItsRelativePathsAreItsFolders() throws {
        let folder = NSTemporaryDirectory() + "tessera-fontset-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/app.fontset"
        try "font Brand.otf\nemoji Noto Color Emoji\n".write(toFile: path, atomically: true, encoding: .utf8)
        let set = try FontSet(contentsOfFile: path)
        #expect(set.fonts == [FontSet.Font(path: folder + "/Brand.otf", origin: path + ":1")])
        #expect(set.genericFamilies == [.emoji: ["Noto Color Emoji"]])
    }

    @Test func anUnreadableFileThrowsWithTheSystemsReason() {
        #expect(throws: FontSetError.unreadableFile(path: "/nonexistent/app.fontset", reason: "No such file or directory")) {
            try FontSet(contentsOfFile: "/nonexistent/app.fontset")
        }
    }
}
