/// The header of an XWD file (X11's `XWDFileHeader`, file version 7): 25 unsigned 32-bit
/// fields, big-endian whatever the machine, followed by the window name (up to
/// `headerSize`), `colorCount` 12-byte colormap entries, and the pixels.
struct XWDHeader: Hashable, Sendable {
    /// The fields in file order, under the names X11's `XWDFile.h` gives them.
    static let fieldNames = [
        "header_size", "file_version", "pixmap_format", "pixmap_depth", "pixmap_width",
        "pixmap_height", "xoffset", "byte_order", "bitmap_unit", "bitmap_bit_order",
        "bitmap_pad", "bits_per_pixel", "bytes_per_line", "visual_class", "red_mask",
        "green_mask", "blue_mask", "bits_per_rgb", "colormap_entries", "ncolors",
        "window_width", "window_height", "window_x", "window_y", "window_bdrwidth",
    ]
    static let size = 4 * fieldNames.count
    /// The size of one colormap entry (`XWDColor`: pixel, red, green, blue, flags, pad).
    static let colorSize = 12

    static let version: UInt32 = 7
    static let zPixmap: UInt32 = 2
    static let trueColor: UInt32 = 4
    static let directColor: UInt32 = 5
    static let lsbFirst: UInt32 = 0
    static let msbFirst: UInt32 = 1

    /// Every field, in file order.
    var fields: [UInt32]

    init(fields: [UInt32]) {
        precondition(fields.count == Self.fieldNames.count, "an XWD header has \(Self.fieldNames.count) fields")
        self.fields = fields
    }

    /// Reads the 25 fields at the start of `bytes`.
    init(reading bytes: [UInt8]) throws(XWDError) {
        guard bytes.count >= Self.size else {
            throw .truncated(part: "the header", needed: Self.size, available: bytes.count)
        }
        fields = (0..<Self.fieldNames.count).map { index in
            bytes[4 * index..<4 * index + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }
    }

    /// The field named `name` (as in `fieldNames`).
    subscript(name: String) -> UInt32 {
        get { fields[Self.index(of: name)] }
        set { fields[Self.index(of: name)] = newValue }
    }

    /// The fields as they are written: big-endian.
    var bytes: [UInt8] {
        fields.flatMap { field in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: field >> $0) } }
    }

    private static func index(of name: String) -> Int {
        guard let index = fieldNames.firstIndex(of: name) else { preconditionFailure("no XWD header field \(name)") }
        return index
    }
}
