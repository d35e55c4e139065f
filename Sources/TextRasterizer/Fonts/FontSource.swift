import CFreeType
import CHarfBuzz

/// Where a face's bytes are: a file, which FreeType and HarfBuzz each open and map
/// themselves, or bytes in memory that both read in place.
enum FontSource: Sendable {
    case file(String)
    case memory(FontBytes)

    /// `FT_New_Face` or `FT_New_Memory_Face`; `index` -1 asks only for the face count.
    func openFace(index: Int, library: FT_Library, _ face: inout FT_Face?) -> FT_Error {
        switch self {
        case .file(let path):
            return FT_New_Face(library, path, FT_Long(index), &face)
        case .memory(let bytes):
            let base = bytes.buffer.baseAddress!.assumingMemoryBound(to: FT_Byte.self)
            return FT_New_Memory_Face(library, base, FT_Long(bytes.buffer.count), FT_Long(index), &face)
        }
    }

    /// How many faces the file or bytes hold; 0 when FreeType cannot tell.
    func faceCount(library: FT_Library) -> Int {
        var face: FT_Face?
        guard openFace(index: -1, library: library, &face) == 0, let face else { return 0 }
        defer { FT_Done_Face(face) }
        return Int(face.pointee.num_faces)
    }

    /// A HarfBuzz blob of the whole file or bytes; nil when HarfBuzz cannot have it.
    /// Memory blobs do not own their bytes: the face that holds this source outlives them.
    func harfBuzzBlob() -> OpaquePointer? {
        switch self {
        case .file(let path):
            return hb_blob_create_from_file_or_fail(path)
        case .memory(let bytes):
            let base = bytes.buffer.baseAddress!.assumingMemoryBound(to: CChar.self)
            return hb_blob_create_or_fail(base, UInt32(bytes.buffer.count), HB_MEMORY_MODE_READONLY, nil, nil)
        }
    }

    /// The error for a source that is there but not a usable font.
    func error(name: String, reason: String) -> FontError {
        switch self {
        case .file: return .unreadable(path: name, reason: reason)
        case .memory: return .badFontData(name: name, reason: reason)
        }
    }
}

/// A font's bytes in memory, copied once and kept by every face made from them (FreeType
/// and HarfBuzz read them in place for as long as a face lives). Immutable.
final class FontBytes: @unchecked Sendable {
    /// HarfBuzz measures blobs in `unsigned int`.
    static let maxCount = Int(UInt32.max)

    let buffer: UnsafeRawBufferPointer

    /// Throws `.badFontData` for no bytes at all, or more than HarfBuzz can hold.
    init(copying bytes: some Collection<UInt8>, name: String) throws(FontError) {
        let count = bytes.count
        guard count > 0 else { throw .badFontData(name: name, reason: "no bytes") }
        guard count <= Self.maxCount else {
            throw .badFontData(name: name, reason: "\(count) bytes, more than the 4 GiB HarfBuzz can read")
        }
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 16)
        storage.copyBytes(from: bytes)
        buffer = UnsafeRawBufferPointer(storage)
    }

    deinit { buffer.deallocate() }
}
