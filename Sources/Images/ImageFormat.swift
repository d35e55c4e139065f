/// An image file format, as found from a file's first bytes (its signature), never
/// from its name: a photo saved as `.png` by mistake still opens.
public enum ImageFormat: String, Hashable, Sendable, CaseIterable {
    case png, jpeg, gif, webp, svg

    /// The format whose signature `bytes` starts with, or nil. SVG is text: an optional
    /// byte order mark and white space, then `<?xml`, `<!--`, `<!DOCTYPE` or `<svg`, and
    /// an `<svg` element in the first 4 kB.
    public static func detect(_ bytes: some Collection<UInt8>) -> ImageFormat? {
        let head = Array(bytes.prefix(4096))
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + signature.count && Array(head[offset..<offset + signature.count]) == signature
        }
        // PNG specification 5.2; JPEG: SOI and the first marker's 0xFF; GIF87a/GIF89a;
        // WebP: a RIFF container of form type "WEBP".
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return .webp }
        return looksLikeSVG(head) ? .svg : nil
    }

    private static func looksLikeSVG(_ head: [UInt8]) -> Bool {
        var start = 0
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        while start < head.count, [0x20, 0x09, 0x0A, 0x0D].contains(head[start]) { start += 1 }
        let text = head[start...]
        guard ["<?xml", "<!--", "<!DOCTYPE", "<svg"].contains(where: { text.starts(with: Array($0.utf8)) }) else { return false }
        let marker = Array("<svg".utf8)
        return text.indices.contains { index in head[index...].starts(with: marker) }
    }
}
