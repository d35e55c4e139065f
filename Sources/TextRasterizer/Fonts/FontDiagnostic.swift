/// Something a `FontDatabase` could not do as asked and worked around. Text still
/// renders; these tell the app's developer why it may not look as intended.
///
/// A database reports each one once when it first meets it (lookups are cached), to the
/// handler given to it; the library never prints.
public enum FontDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// No face of the requested family exists; `substitute` is drawn instead.
    case familySubstituted(requested: FontDescriptor, substitute: FontFace)
    /// No installed or registered face has a glyph for the character: it draws as the
    /// primary face's missing-glyph box.
    case characterNotCovered(Unicode.Scalar, near: FontDescriptor)
    /// fontconfig listed a font file that could not be loaded (deleted or damaged since
    /// fontconfig's cache was built); the next candidate was used.
    case unusableFontFile(FontError)

    public var description: String {
        switch self {
        case .familySubstituted(let requested, let substitute):
            return "font family \"\(requested.family)\" not found; using \(substitute) for \(requested)"
        case .characterNotCovered(let scalar, let descriptor):
            let code = String(scalar.value, radix: 16, uppercase: true)
            return "no font has a glyph for U+\(code) (near \(descriptor))"
        case .unusableFontFile(let error):
            return "skipped a font fontconfig listed: \(error)"
        }
    }
}
