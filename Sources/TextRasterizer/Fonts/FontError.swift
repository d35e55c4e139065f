/// Why a font file could not be used. Every case names the file.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// No file at the path (or it cannot be opened).
    case fileNotFound(path: String)
    /// The file exists but FreeType or HarfBuzz cannot read a face from it.
    case unreadable(path: String, reason: String)
    /// The file holds fewer faces than the index asked for.
    case noSuchFace(path: String, index: Int, faceCount: Int)

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "font file not found: \(path)"
        case .unreadable(let path, let reason):
            return "font file \(path) is not a font FreeType can read (\(reason))"
        case .noSuchFace(let path, let index, let faceCount):
            return "font file \(path) has \(faceCount) face(s); there is no face \(index)"
        }
    }
}
