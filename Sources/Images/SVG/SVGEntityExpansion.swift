/// The internal general entities an SVG declares (`<!ENTITY ns "http://...">`), expanded in
/// place and their declarations dropped, before librsvg reads the document.
///
/// Why: librsvg 2.54 (Debian 12) frees the entities it keeps with `xmlFreeNode`, which in
/// libxml2 before 2.12 does not free an entity's `orig`, the literal as written. libxml2
/// gives each declared entity one, so every declaration leaked at least 100 bytes each
/// time a document was read, and an SVG is read again at each size it is shown. Adobe
/// Illustrator declares its namespaces as entities. LeakSanitizer found it through the
/// `SVGRendering` fuzz target. A document librsvg reads has no declaration left to leak.
///
/// What XML 1.0 says, and how the expansion keeps it:
/// - 4.5: an entity's replacement text is its literal with character references replaced.
///   Only ASCII ones are replaced here (`&#38;` must become `&`, which is markup); others
///   stay references, which read the same in any document encoding.
/// - 4.4.2: a reference in content is replaced by that text, which is then read as content
///   (tags, further references). 3.3.3: in an attribute value, by the text with its own
///   references expanded; a quote in it does not end the value, so quotes are escaped.
/// - 4.2: the first declaration of a name binds. 4.1: an entity may not refer to itself.
/// - 2.8: parameter entities (`%name;`) may not appear inside declarations of the internal
///   subset. Parameter and external entities stay declared (neither leaks).
/// - References to names not declared here (predefined `&lt;`, undeclared ones) are left
///   for libxml2, which reads or rejects them as before.
/// - libxml2 2.9 also reads `<!DOCTYPE svg>[...]>` as a subset; so does the expansion.
/// - Declarations are read as bytes, so the document's encoding must keep ASCII as it is.
///   Others (UTF-7, UTF-32, EBCDIC, which libxml2 reads through iconv) are an error.
/// Entities may add at most ten times the document's size plus 1 MiB, and nest at most 40
/// deep: the "billion laughs" and a chain of a million entities are errors here, as
/// libxml2's own checks make them.
enum SVGEntityExpansion {
    /// `data` with its internal general entities expanded; `data` itself when it declares
    /// none (the common case costs a look at the prolog).
    static func expanded(_ data: [UInt8]) throws(ImageDecodeError.Reason) -> [UInt8] {
        var reader = Reader(data: data)
        try reader.checkEncoding()
        guard let (subset, declarations) = try reader.internalSubset() else { return data }
        guard !declarations.entities.isEmpty else { return data }
        var writer = Writer(entities: declarations.entities, limit: data.count * 10 + (1 << 20))
        writer.output.reserveCapacity(data.count)
        writer.output.append(contentsOf: data[..<subset.lowerBound])
        for kept in declarations.kept {
            if kept.isAttributeList {
                try writer.appendAttributeList(data[kept.range])
            } else {
                writer.output.append(contentsOf: data[kept.range])
            }
        }
        try writer.appendContent(data[subset.upperBound...])
        return writer.output
    }

    fileprivate static func malformed(_ message: String) -> ImageDecodeError.Reason {
        .malformed(format: .svg, message: message)
    }
}

/// The prolog and the internal subset (XML 1.0 2.8), read as bytes: every character that
/// structures them is ASCII, so any ASCII-compatible encoding reads the same.
private struct Reader {
    let data: [UInt8]
    var index = 0

    init(data: [UInt8]) {
        self.data = data
    }

    /// What one internal subset declares: its entities, and what stays of it.
    struct Declarations {
        var entities: [ArraySlice<UInt8>: [UInt8]] = [:]
        /// Byte ranges of the subset kept as they are (all but the general entities'
        /// declarations); attribute lists get their defaults' references expanded.
        var kept: [(range: Range<Int>, isAttributeList: Bool)] = []
    }

    /// The range of the internal subset's content (between `[` and `]`) and what it
    /// declares, or nil when the document has no document type declaration with one.
    mutating func internalSubset() throws(ImageDecodeError.Reason) -> (Range<Int>, Declarations)? {
        if starts(with: [0xEF, 0xBB, 0xBF]) { index += 3 }
        // 2.8: prolog ::= XMLDecl? Misc* (doctypedecl Misc*)?
        while true {
            skipSpace()
            if starts(with: "<?") {
                guard skip(past: "?>") else { return nil }
            } else if starts(with: "<!--") {
                guard skip(past: "-->") else { return nil }
            } else if starts(with: "<!DOCTYPE") {
                break
            } else {
                return nil
            }
        }
        index += 9
        // The name and external identifier, up to `[` (a subset) or `>` (none).
        while index < data.count {
            switch data[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard skipLiteral() else { return nil }
            case UInt8(ascii: ">"):
                // libxml2 2.9 reads a `[` right after the `>` as an internal subset all
                // the same (xmlParseDocument), and declares its entities.
                guard index + 1 < data.count, data[index + 1] == UInt8(ascii: "[") else { return nil }
                index += 2
                return try subset()
            case UInt8(ascii: "["):
                index += 1
                return try subset()
            default:
                index += 1
            }
        }
        return nil
    }

    /// Throws unless the document is in an encoding whose markup is ASCII bytes: the
    /// declarations are read as bytes, and in UTF-7 or UTF-32 (which libxml2 reads through
    /// iconv) `<!ENTITY` is other bytes. `ImageFormat.detect` takes only documents whose
    /// first bytes are ASCII, so only the XML declaration's encoding can name another.
    mutating func checkEncoding() throws(ImageDecodeError.Reason) {
        if starts(with: [0xEF, 0xBB, 0xBF]) { index += 3 }
        defer { index = 0 }
        guard starts(with: "<?xml"), index + 5 < data.count, Reader.isSpace(data[index + 5]),
              let end = range(of: "?>", from: index),
              let name = range(of: "encoding", from: index, before: end.lowerBound) else { return }
        var position = name.upperBound
        while position < end.lowerBound, Reader.isSpace(data[position]) || data[position] == UInt8(ascii: "=") {
            position += 1
        }
        guard position < end.lowerBound, data[position] == UInt8(ascii: "\"") || data[position] == UInt8(ascii: "'"),
              let close = data[(position + 1)..<end.lowerBound].firstIndex(of: data[position]) else { return }
        let encoding = String(decoding: data[(position + 1)..<close], as: UTF8.self)
        let label = String(encoding.lowercased().map { $0 == "_" ? "-" : $0 })
        guard !Reader.asciiCompatibleEncodings.contains(label),
              !Reader.asciiCompatibleEncodingFamilies.contains(where: { label.hasPrefix($0) }) else { return }
        throw SVGEntityExpansion.malformed(
            "its encoding \"\(encoding)\" is not one Tessera reads SVG in (UTF-8, or one whose markup is ASCII: "
                + "ISO-8859, windows-125x, KOI8, Shift_JIS, EUC, GBK, GB18030, Big5): save it as UTF-8")
    }

    /// Labels of encodings that keep ASCII as it is (the WHATWG Encoding Standard's, but
    /// UTF-16 and ISO-2022-JP), lower case with `-` for `_`.
    private static let asciiCompatibleEncodings: Set<String> = [
        "utf-8", "utf8", "us-ascii", "ascii", "shift-jis", "sjis", "windows-31j", "euc-jp", "euc-kr",
        "gb2312", "gbk", "gb18030", "big5", "koi8-r", "koi8-u", "tis-620", "macintosh", "ibm866", "cp866",
        "windows-874", "cp874",
    ]
    private static let asciiCompatibleEncodingFamilies = ["iso-8859-", "iso8859-", "latin", "windows-125", "cp125"]

    /// The first `bytes` in `data` from `start`, ending before `limit` when given.
    private func range(of bytes: String, from start: Int, before limit: Int? = nil) -> Range<Int>? {
        data[..<(limit ?? data.count)].firstRange(of: bytes, from: start)
    }

    /// The subset that starts at `index`, to its `]` (checked to be followed by `>`), and
    /// its general entities (the first declaration of each name) and the rest.
    private mutating func subset() throws(ImageDecodeError.Reason) -> (Range<Int>, Declarations) {
        let start = index
        var result = Declarations()
        var keptFrom = index
        while true {
            skipSpace()
            guard index < data.count else { throw unfinished() }
            if data[index] == UInt8(ascii: "]") {
                let end = index
                index += 1
                skipSpace()
                guard index < data.count, data[index] == UInt8(ascii: ">") else { throw unfinished() }
                result.kept.append((keptFrom..<end, false))
                return (start..<end, result)
            }
            let declaration = index
            let isAttributeList = starts(with: "<!ATTLIST")
            try skipDeclaration()
            if let (name, literal) = generalEntity(in: declaration..<index) {
                result.kept.append((keptFrom..<declaration, false))
                keptFrom = index
                if result.entities[name] == nil {
                    result.entities[name] = try replacementText(of: literal, name: name)
                }
            } else if isAttributeList {
                result.kept.append((keptFrom..<declaration, false))
                result.kept.append((declaration..<index, true))
                keptFrom = index
            }
        }
    }

    /// Skips one markup declaration, comment, processing instruction or parameter entity
    /// reference (2.8's markupdecl and DeclSep).
    private mutating func skipDeclaration() throws(ImageDecodeError.Reason) {
        let start = index
        if starts(with: "<!--") {
            guard skip(past: "-->") else { throw unfinished() }
        } else if starts(with: "<?") {
            guard skip(past: "?>") else { throw unfinished() }
        } else if data[index] == UInt8(ascii: "%") {
            guard skip(past: ";") else { throw unfinished() }
        } else if starts(with: "<!ENTITY") || starts(with: "<!ATTLIST") || starts(with: "<!ELEMENT")
                    || starts(with: "<!NOTATION") {
            // To the `>` that is not inside a quoted literal.
            while index < data.count, data[index] != UInt8(ascii: ">") {
                if data[index] == UInt8(ascii: "\"") || data[index] == UInt8(ascii: "'") {
                    guard skipLiteral() else { throw unfinished() }
                } else {
                    index += 1
                }
            }
            guard index < data.count else { throw unfinished() }
            index += 1
        } else {
            throw SVGEntityExpansion.malformed(
                "its document type declaration has \"\(excerpt(at: start))\" at byte \(start), "
                    + "which is no declaration (XML 1.0 2.8: markupdecl)")
        }
    }

    /// The name and literal of `<!ENTITY name "literal">`; nil for a parameter entity
    /// (`<!ENTITY % ...`), an external one (`SYSTEM`, `PUBLIC`) or anything else.
    private func generalEntity(in range: Range<Int>) -> (ArraySlice<UInt8>, ArraySlice<UInt8>)? {
        guard data[range].starts(with: "<!ENTITY".utf8) else { return nil }
        var position = range.lowerBound + 8
        func isSpace(_ at: Int) -> Bool { at < range.upperBound && Reader.isSpace(data[at]) }
        guard isSpace(position) else { return nil }
        while isSpace(position) { position += 1 }
        let nameStart = position
        while position < range.upperBound, !Reader.isSpace(data[position]),
              !"\"'>%".utf8.contains(data[position]) { position += 1 }
        guard position > nameStart, isSpace(position) else { return nil }
        let name = data[nameStart..<position]
        while isSpace(position) { position += 1 }
        guard position < range.upperBound else { return nil }
        let quote = data[position]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
              let close = data[(position + 1)..<range.upperBound].firstIndex(of: quote) else { return nil }
        return (name, data[(position + 1)..<close])
    }

    /// 4.5: the literal with its character references replaced (ASCII ones by the
    /// character, others kept as references); a parameter entity reference is an error.
    private func replacementText(of literal: ArraySlice<UInt8>, name: ArraySlice<UInt8>) throws(ImageDecodeError.Reason) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(literal.count)
        var position = literal.startIndex
        while position < literal.endIndex {
            let byte = literal[position]
            if byte == UInt8(ascii: "%") {
                throw SVGEntityExpansion.malformed(
                    "the entity '\(String(decoding: name, as: UTF8.self))' uses a parameter entity in its value, "
                        + "which the internal subset does not allow (XML 1.0 2.8, WFC: PEs in Internal Subset)")
            }
            guard byte == UInt8(ascii: "&"), position + 1 < literal.endIndex, literal[position + 1] == UInt8(ascii: "#"),
                  let end = literal[position...].firstIndex(of: UInt8(ascii: ";")) else {
                text.append(byte)
                position += 1
                continue
            }
            let reference = literal[position...end]
            guard let scalar = Reader.characterReference(reference) else {
                throw SVGEntityExpansion.malformed(
                    "the entity '\(String(decoding: name, as: UTF8.self))' has \"\(String(decoding: reference, as: UTF8.self))\", "
                        + "which is no character (XML 1.0 4.1: CharRef)")
            }
            if scalar.isASCII {
                text.append(UInt8(scalar.value))
            } else {
                text.append(contentsOf: reference)
            }
            position = end + 1
        }
        return text
    }

    /// The character `&#N;` or `&#xH;` names, if it is one XML allows (2.2: Char).
    static func characterReference(_ reference: ArraySlice<UInt8>) -> Unicode.Scalar? {
        let digits = reference.dropFirst(2).dropLast()
        let hex = digits.first == UInt8(ascii: "x")
        let number = hex ? digits.dropFirst() : digits
        guard !number.isEmpty, number.count <= 8,
              number.allSatisfy({ hex ? Character(Unicode.Scalar($0)).isHexDigit : (0x30...0x39).contains($0) }),
              let value = UInt32(String(decoding: number, as: UTF8.self), radix: hex ? 16 : 10),
              let scalar = Unicode.Scalar(value) else { return nil }
        let allowed = value == 0x9 || value == 0xA || value == 0xD || (0x20...0xFFFD).contains(value) || value >= 0x10000
        return allowed ? scalar : nil
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func starts(with prefix: String) -> Bool {
        data[index...].starts(with: prefix.utf8)
    }

    private func starts(with prefix: [UInt8]) -> Bool {
        data[index...].starts(with: prefix)
    }

    private mutating func skipSpace() {
        while index < data.count, Reader.isSpace(data[index]) { index += 1 }
    }

    /// Moves past the next `terminator`; false (at the end) when there is none.
    private mutating func skip(past terminator: String) -> Bool {
        guard let found = range(of: terminator, from: index) else {
            index = data.count
            return false
        }
        index = found.upperBound
        return true
    }

    /// Moves past the quoted literal that starts at `index`.
    private mutating func skipLiteral() -> Bool {
        let quote = data[index]
        guard let close = data[(index + 1)...].firstIndex(of: quote) else {
            index = data.count
            return false
        }
        index = close + 1
        return true
    }

    private func unfinished() -> ImageDecodeError.Reason {
        SVGEntityExpansion.malformed("its document type declaration does not end (XML 1.0 2.8: doctypedecl)")
    }

    private func excerpt(at start: Int) -> String {
        String(decoding: data[start..<min(data.count, start + 12)], as: UTF8.self)
    }
}

/// The document after its subset, written with references to declared entities expanded.
private struct Writer {
    let entities: [ArraySlice<UInt8>: [UInt8]]
    let limit: Int
    var output: [UInt8] = []
    /// Where the text being read is: in content, inside a tag, or in a quoted attribute
    /// value (the quote). A replacement text read as content may open a tag.
    private var place = Place.content
    /// The entities being expanded, innermost last (4.1: no entity refers to itself).
    private var expanding: [ArraySlice<UInt8>] = []

    private enum Place: Equatable {
        case content, tag, attribute(quote: UInt8)
    }

    init(entities: [ArraySlice<UInt8>: [UInt8]], limit: Int) {
        self.entities = entities
        self.limit = limit
    }

    /// Text read as document content: tags, attributes, comments, CDATA sections,
    /// processing instructions and references.
    mutating func appendContent(_ text: ArraySlice<UInt8>) throws(ImageDecodeError.Reason) {
        // Everything is copied as it is but references to declared entities: runs of it
        // are appended whole.
        var run = text.startIndex
        var position = text.startIndex
        while position < text.endIndex {
            let byte = text[position]
            switch place {
            case .content where byte == UInt8(ascii: "<"):
                // Comments, CDATA sections and processing instructions hold no references.
                let rest = text[position...]
                let terminator: String? = rest.starts(with: "<!--".utf8) ? "-->"
                    : rest.starts(with: "<![CDATA[".utf8) ? "]]>"
                    : rest.starts(with: "<?".utf8) ? "?>" : nil
                if let terminator {
                    // Unclosed: to the end of the text (libxml2 then says so).
                    position = text.firstRange(of: terminator, from: position + 2)?.upperBound ?? text.endIndex
                    continue
                }
                place = .tag
            case .tag where byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"):
                place = .attribute(quote: byte)
            case .tag where byte == UInt8(ascii: ">"):
                place = .content
            case .attribute(let quote) where byte == quote:
                place = .tag
            case .content where byte == UInt8(ascii: "&"), .attribute where byte == UInt8(ascii: "&"):
                if let (name, end) = Writer.reference(in: text, at: position), let replacement = entities[name] {
                    try append(text[run..<position])
                    try enter(name)
                    if case .attribute = place {
                        try appendAttributeText(replacement[...])
                    } else {
                        try appendContent(replacement[...])
                    }
                    expanding.removeLast()
                    position = end
                    run = end
                    continue
                }
            default:
                break
            }
            position += 1
        }
        try append(text[run..<text.endIndex])
    }

    /// 3.3.3: a replacement text inside an attribute value. Its references are expanded
    /// the same way; its quotes are characters of the value, so they are written as
    /// references.
    private mutating func appendAttributeText(_ text: ArraySlice<UInt8>) throws(ImageDecodeError.Reason) {
        var position = text.startIndex
        while position < text.endIndex {
            let byte = text[position]
            if byte == UInt8(ascii: "&"), let (name, end) = Writer.reference(in: text, at: position),
               let replacement = entities[name] {
                try enter(name)
                try appendAttributeText(replacement[...])
                expanding.removeLast()
                position = end
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): try append("&#34;".utf8)
            case UInt8(ascii: "'"): try append("&#39;".utf8)
            default: try append(CollectionOfOne(byte))
            }
            position += 1
        }
    }

    /// An `<!ATTLIST ...>` declaration, whose default values may use entities.
    mutating func appendAttributeList(_ declaration: ArraySlice<UInt8>) throws(ImageDecodeError.Reason) {
        place = .tag
        try appendContent(declaration)
        place = .content
    }

    /// How deep references may nest, as libxml2 2.9's limit (its parser's `depth`): the
    /// expansion recurses once a level, and a chain of thousands would overflow a stack.
    static let maximumNesting = 40

    private mutating func enter(_ name: ArraySlice<UInt8>) throws(ImageDecodeError.Reason) {
        guard expanding.count < Writer.maximumNesting else {
            throw SVGEntityExpansion.malformed(
                "its entities nest more than \(Writer.maximumNesting) deep (from '\(String(decoding: expanding[0], as: UTF8.self))')")
        }
        guard !expanding.contains(name) else {
            let chain = (expanding.drop { $0 != name } + [name]).map { String(decoding: $0, as: UTF8.self) }
            throw SVGEntityExpansion.malformed(
                "the entity '\(chain[0])' refers to itself (\(chain.joined(separator: " → "))); "
                    + "XML 1.0 4.1, WFC: No Recursion")
        }
        expanding.append(name)
    }

    private mutating func append(_ bytes: some Collection<UInt8>) throws(ImageDecodeError.Reason) {
        guard output.count + bytes.count <= limit else {
            throw SVGEntityExpansion.malformed(
                "its entities expand to more than \(limit) bytes (ten times the document and 1 MiB), "
                    + "as a \"billion laughs\" does")
        }
        output.append(contentsOf: bytes)
    }

    /// The name of the entity reference `&name;` at `position` and where it ends; nil for a
    /// character reference or an `&` that starts none.
    private static func reference(in text: ArraySlice<UInt8>, at position: Int) -> (ArraySlice<UInt8>, Int)? {
        var end = position + 1
        while end < text.endIndex {
            let byte = text[end]
            if byte == UInt8(ascii: ";") {
                guard end > position + 1, text[position + 1] != UInt8(ascii: "#") else { return nil }
                return (text[(position + 1)..<end], end + 1)
            }
            if Reader.isSpace(byte) || "<>&\"'".utf8.contains(byte) { return nil }
            end += 1
        }
        return nil
    }
}

extension ArraySlice<UInt8> {
    /// The first occurrence of `pattern`'s bytes at or after `start`.
    fileprivate func firstRange(of pattern: String, from start: Int) -> Range<Int>? {
        let bytes = Array(pattern.utf8)
        guard start <= endIndex - bytes.count else { return nil }
        for position in start...(endIndex - bytes.count) where self[position...].starts(with: bytes) {
            return position..<(position + bytes.count)
        }
        return nil
    }
}
