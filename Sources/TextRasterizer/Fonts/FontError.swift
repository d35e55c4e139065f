/// Why a font file or font data could not be used. Every case names the file (or the
/// name the data was given).
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// No file at the path (or it cannot be opened).
    case fileNotFound(path: String)
    /// The file exists but FreeType or HarfBuzz cannot read a face from it.
    case unreadable(path: String, reason: String)
    /// The file holds fewer faces than the index asked for.
    case noSuchFace(path: String, index: Int, faceCount: Int)
    /// Bytes given as a font (`FontFace(data:name:)`, `FontDatabase.register(fontData:name:)`)
    /// that are not one FreeType, HarfBuzz and fontconfig can all read.
    case badFontData(name: String, reason: String)

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "font file not found: \(path)"
        case .unreadable(let path, let reason):
            return "font file \(path) is not a font FreeType can read (\(reason))"
        case .noSuchFace(let path, let index, let faceCount):
            return "font file \(path) has \(faceCount) face(s); there is no face \(index)"
        case .badFontData(let name, let reason):
            return "font data \(name) is not a usable font: \(reason)"
        }
    }
}
