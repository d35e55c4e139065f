/// Why a `FontSet` could not be read or loaded. Every case says where, and a missing
/// font names the package that installs it when the set says.
public enum FontSetError: Error, Equatable, CustomStringConvertible {
    /// The set file cannot be opened or read.
    case unreadableFile(path: String, reason: String)
    /// A line of a set file is not understood (`line` counts from 1).
    case invalidLine(file: String, line: Int, reason: String)
    /// A font file of the set is missing or is not a font.
    case unusableFont(FontSet.Font, FontError)

    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason):
            return "cannot read the font set \(path): \(reason)"
        case .invalidLine(let file, let line, let reason):
            return "\(file):\(line): \(reason)"
        case .unusableFont(let font, let error):
            var text = font.origin.map { "\($0): " } ?? ""
            text += error.description
            if let package = font.package {
                text += "; it comes from the package \(package): install it"
            }
            return text
        }
    }
}
