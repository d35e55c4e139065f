/// A closed world of fonts: these font files and nothing else, with the families that
/// answer the generic names and the language fontconfig matches for. A `FontDatabase`
/// made from a set (`FontDatabase(fontSet:)`, or `shared` under `TESSERA_FONT_SET`) uses
/// a private fontconfig configuration built from the set alone: no installed font, no
/// rule file from `/etc/fonts` or the user's home and no locale takes part, so text
/// draws with the same faces and the same pixels on every machine that has the files.
/// That is what snapshot tests need, and kiosk apps that ship their fonts.
///
/// Sets are written in Swift or read from a `.fontset` file (`init(contentsOfFile:)`).
public struct FontSet: Hashable, Sendable {
    /// One font file of the set (every face in it is used).
    public struct Font: Hashable, Sendable {
        /// Absolute, or relative to the process's directory (a set file's relative paths
        /// are made absolute against the set file's folder when it is read).
        public var path: String
        /// Where the file comes from, for error messages: the package that installs it
        /// ("fonts-dejavu-core"). Nil for files an app ships itself.
        public var package: String?
        /// The set file and line that listed it ("tests.fontset:12"), for error messages.
        public var origin: String?

        public init(path: String, package: String? = nil, origin: String? = nil) {
            self.path = path
            self.package = package
            self.origin = origin
        }
    }

    /// The generic family names a set assigns families to. fontconfig's and CSS's other
    /// spellings of each (`aliases`) mean the same.
    public enum GenericFamily: String, CaseIterable, Hashable, Sendable {
        case sansSerif = "sans-serif"
        case serif
        case monospace
        case emoji

        /// Every name that asks for this generic family.
        public var aliases: [String] {
            switch self {
            case .sansSerif: ["sans-serif", "sans", "sansserif", "system-ui", "systemui", "ui-sans-serif", "ui-rounded"]
            case .serif: ["serif", "ui-serif"]
            case .monospace: ["monospace", "mono", "ui-monospace"]
            case .emoji: ["emoji"]
            }
        }
    }

    /// The files, in order: on otherwise equal matches the earlier file wins.
    public var fonts: [Font]
    /// For each generic name, the families that answer it, most preferred first. A
    /// request for any other family that the set lacks is answered by the sans-serif
    /// families, and per-character fallback tries them (after the requested family) in
    /// this order, so the sans-serif list is also the set's fallback order.
    public var genericFamilies: [GenericFamily: [String]]
    /// The language fontconfig prefers fonts for, fixed so that the process's locale
    /// cannot change a match (an RFC 3066 tag as fontconfig takes it: "en", "ja", "zh-tw").
    public var language: String

    public init(fonts: [Font] = [], genericFamilies: [GenericFamily: [String]] = [:], language: String = "en") {
        self.fonts = fonts
        self.genericFamilies = genericFamilies
        self.language = language
    }
}
