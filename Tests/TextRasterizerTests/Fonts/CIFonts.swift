import Synchronization
@testable import TextRasterizer

/// The fonts CI installs (fonts-dejavu-core, fonts-noto-color-emoji,
/// fonts-droid-fallback), by path. Tests that assert which file answers use a database
/// that sees only these, so a machine with more fonts (Noto, CJK) gives the same answers.
enum CIFonts {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/"
    static let dejaVuSans = dejaVu + "DejaVuSans.ttf"
    static let dejaVuSansBold = dejaVu + "DejaVuSans-Bold.ttf"
    static let dejaVuSansMono = dejaVu + "DejaVuSansMono.ttf"
    static let droidSansFallback = "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"
    static let notoColorEmoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

    static let all = [
        dejaVuSans, dejaVuSansBold, dejaVuSansMono, dejaVu + "DejaVuSansMono-Bold.ttf",
        dejaVu + "DejaVuSerif.ttf", dejaVu + "DejaVuSerif-Bold.ttf", droidSansFallback, notoColorEmoji,
    ]

    /// A database of the CI fonts only, under the system's fontconfig rules.
    static func database(log: DiagnosticLog? = nil) throws -> FontDatabase {
        let database = FontDatabase(configuration: .registeredFontsOnly, diagnosticHandler: log?.handler)
        for path in all { try database.register(fontFileAt: path) }
        return database
    }
}

/// Collects what a database reports, for tests to read.
final class DiagnosticLog: Sendable {
    private let entries = Mutex<[FontDiagnostic]>([])

    var handler: @Sendable (FontDiagnostic) -> Void {
        { diagnostic in self.entries.withLock { $0.append(diagnostic) } }
    }

    var all: [FontDiagnostic] { entries.withLock { $0 } }
}
