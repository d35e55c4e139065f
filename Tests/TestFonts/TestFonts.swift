import TestFontEnvironment
import TextRasterizer

/// The fonts every test draws with: the set in `Tests/Fonts/tests.fontset`, the one list
/// of font files the tests may use. `FontDatabase.shared` is restricted to it in the whole
/// test process (the `TestFontEnvironment` target sets `TESSERA_FONT_SET` before `main`),
/// and tests that make their own databases make them from it, so an extra font installed
/// on a machine can change no pixel.
public enum TestFonts {
    /// The set file's absolute path.
    public static let setFile = String(cString: tessera_test_font_set_path())

    private static let listed = Result { () throws(FontSetError) in try FontSet(contentsOfFile: setFile) }

    /// The set, as `setFile` lists it.
    public static func fontSet() throws(FontSetError) -> FontSet {
        try listed.get()
    }

    /// A new database of the set's fonts only (its own caches, its own diagnostics).
    /// Throws, naming the file and the package to install, when a font is missing.
    public static func database(diagnosticHandler: (@Sendable (FontDiagnostic) -> Void)? = nil) throws(FontSetError) -> FontDatabase {
        try FontDatabase(fontSet: fontSet(), diagnosticHandler: diagnosticHandler)
    }

    /// The path the set gives the file called `name` ("DejaVuSans.ttf"), for tests that
    /// check which file answers. A name the set lacks gives a path that says so, which no
    /// face has, so such a check fails with it.
    public static func path(named name: String) -> String {
        let fonts = (try? fontSet().fonts) ?? []
        return fonts.first { $0.path.hasSuffix("/" + name) }?.path ?? "(\(setFile) lists no \(name))"
    }

    /// Throws unless `FontDatabase.shared` is this set with every font loaded; the error
    /// says what to do (install a package, or depend on this target).
    public static func requireSharedDatabase() throws {
        let shared = FontDatabase.shared
        if let error = shared.fontSetError { throw TestFontsError(description: "\(error)") }
        guard shared.fontSet == (try fontSet()) else {
            let actual = shared.fontSet == nil ? "the system's fonts" : "another font set"
            throw TestFontsError(description: """
                FontDatabase.shared uses \(actual), not \(setFile): a test target that draws text must \
                depend on TestFonts, whose TestFontEnvironment sets \(FontDatabase.fontSetVariable) before main
                """)
        }
    }
}

/// Why the test process cannot draw with the test fonts.
public struct TestFontsError: Error, CustomStringConvertible {
    public let description: String
}
