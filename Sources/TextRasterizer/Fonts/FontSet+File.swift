#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `.fontset` files: a font set as text, so that several processes (a test run, the app
/// it starts, a command-line renderer) can share one definition through
/// `TESSERA_FONT_SET`. One statement a line; blank lines and lines starting with `#` are
/// ignored:
///
///     package fonts-dejavu-core
///     font /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
///     font /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
///     sans-serif DejaVu Sans, Droid Sans Fallback
///     monospace DejaVu Sans Mono
///     language en
///
/// - `font PATH`: a font file (relative paths are relative to the set file's folder);
/// - `package NAME`: the package that installs the `font` lines after it (named when a
///   file is missing);
/// - `sans-serif`, `serif`, `monospace`, `emoji` followed by families separated by
///   commas: who answers that generic name, most preferred first;
/// - `language TAG`: the language fontconfig matches for (default `en`).
extension FontSet {
    /// Reads a `.fontset` file. Throws, naming the file and line, when it cannot be read
    /// or a line is not understood. The fonts themselves are only checked when a database
    /// loads them.
    public init(contentsOfFile path: String) throws(FontSetError) {
        let text = try Self.readText(ofFile: path)
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        try self.init(parsing: text, file: path, folder: folder.isEmpty ? "/" : folder)
    }

    /// Parses the text of a `.fontset` file; `file` names it in errors and origins, and
    /// relative font paths are taken relative to `folder`.
    init(parsing text: String, file: String, folder: String) throws(FontSetError) {
        self.init()
        var package: String?
        var seen: [String: Int] = [:]  // statement that may appear once → its line
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let lineNumber = index + 1
            let line = rawLine.trimmingBlanks()
            if line.isEmpty || line.hasPrefix("#") { continue }
            let keyword = String(line.prefix { $0 != " " && $0 != "\t" })
            let value = String(line.dropFirst(keyword.count)).trimmingBlanks()
            func fail(_ reason: String) -> FontSetError {
                .invalidLine(file: file, line: lineNumber, reason: reason)
            }
            guard !value.isEmpty else { throw fail("\"\(keyword)\" needs a value") }
            if keyword != "font" && keyword != "package" {
                if let first = seen[keyword] { throw fail("\"\(keyword)\" is given twice (first on line \(first))") }
                seen[keyword] = lineNumber
            }
            switch keyword {
            case "font":
                let path = value.hasPrefix("/") ? value : folder + "/" + value
                fonts.append(Font(path: path, package: package, origin: "\(file):\(lineNumber)"))
            case "package":
                package = value
            case "language":
                guard value.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-") }) else {
                    throw fail("\"\(value)\" is not a language tag (such as en, ja or zh-tw)")
                }
                language = value
            default:
                guard let generic = GenericFamily(rawValue: keyword) else {
                    let known = ["font", "package", "language"] + GenericFamily.allCases.map(\.rawValue)
                    throw fail("unknown statement \"\(keyword)\"; a line starts with one of: \(known.joined(separator: ", "))")
                }
                let families = value.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingBlanks() }
                guard !families.contains(where: \.isEmpty) else { throw fail("an empty family name in \"\(value)\"") }
                genericFamilies[generic] = families
            }
        }
    }

    /// The whole file as UTF-8 text, read with POSIX calls so that a failure says the
    /// system's own reason.
    private static func readText(ofFile path: String) throws(FontSetError) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadableFile(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: block[..<count])
            } else if count == 0 {
                return String(decoding: bytes, as: UTF8.self)
            } else if errno != EINTR {
                throw .unreadableFile(path: path, reason: String(cString: strerror(errno)))
            }
        }
    }
}

extension StringProtocol {
    /// The text without spaces, tabs and carriage returns at either end.
    fileprivate func trimmingBlanks() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
