#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Something a `FontDatabase` could not do as asked and worked around. Text still
/// renders; these tell the app's developer why it may not look as intended.
///
/// A database reports each one once when it first meets it, to the handler given to it
/// (`FontDatabase.shared`: standard error).
public enum FontDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// No face of the requested family exists; `substitute` is drawn instead. Reported
    /// once per family, for the first descriptor that named it.
    case familySubstituted(requested: FontDescriptor, substitute: FontFace)
    /// No installed or registered face has a glyph for the character: it draws as the
    /// primary face's missing-glyph box. Reported once per character.
    case characterNotCovered(Unicode.Scalar, near: FontDescriptor)
    /// fontconfig listed a font file that could not be loaded (deleted or damaged since
    /// fontconfig's cache was built); the next candidate was used.
    case unusableFontFile(FontError)

    public var description: String {
        switch self {
        case .familySubstituted(let requested, let substitute):
            return "font family \"\(requested.family)\" not found; drawing \(substitute.familyName) \(substitute.styleName) "
                + "(\(substitute.path)) in its place, first for \(requested). To draw it, register its font with "
                + "FontDatabase.register(fontFileAt:) or register(fontData:name:), or, for a database of a FontSet "
                + "(TESSERA_FONT_SET), add the font to the set's .fontset file"
        case .characterNotCovered(let scalar, let descriptor):
            let code = String(scalar.value, radix: 16, uppercase: true)
            return "no font has a glyph for U+\(code) (first near \(descriptor)); it draws as a missing-glyph box. "
                + "Register a font that has it, or add one to the FontSet"
        case .unusableFontFile(let error):
            return "skipped a font fontconfig listed: \(error)"
        }
    }
}

extension FontDiagnostic {
    /// Writes each diagnostic as one line, `tessera: …`, to standard error: what
    /// `FontDatabase.shared` does with them unless given another handler.
    public static let standardErrorHandler: @Sendable (FontDiagnostic) -> Void = { diagnostic in
        let line = "tessera: \(diagnostic)\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    }
}
