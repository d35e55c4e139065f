/// Why an XWD file (the output of `xwd`) could not be read. Fields are named as in X11's
/// `XWDFile.h` (`bits_per_pixel`, `bytes_per_line`...).
public enum XWDError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file ends inside `part` ("the header", "the window name", "the colormap",
    /// "the pixels"), which needs the file to be `needed` bytes long.
    case truncated(part: String, needed: Int, available: Int)
    /// A field has a value this reader does not handle; `supported` says which it does.
    case unsupported(field: String, value: UInt32, supported: String)
    /// A field's value contradicts the format or the other fields.
    case invalid(field: String, value: UInt32, reason: String)

    public var description: String {
        switch self {
        case let .truncated(part, needed, available):
            "truncated XWD file: it ends in \(part), at byte \(available) of \(needed)"
        case let .unsupported(field, value, supported):
            "unsupported XWD file: \(field) is \(value); supported: \(supported)"
        case let .invalid(field, value, reason):
            "invalid XWD file: \(field) is \(value), \(reason)"
        }
    }
}
