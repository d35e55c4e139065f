import Locking

#if canImport(Glibc)
import Glibc
#endif

/// Finds font faces through fontconfig: by family and style (`face(for:)`), per character
/// when the chosen face lacks a glyph (`fallbackFace(for:near:)`), and split over a
/// string (`itemize`). A database sees either the system's fonts (`init()`) or only the
/// files of a `FontSet` (`init(fontSet:)`); apps can add the font files they ship to
/// either (`register(fontFileAt:)`), or fonts they hold as bytes (`register(fontData:name:)`).
///
/// Thread-safe: the layout thread and the main thread ask it together. Answers are
/// cached, and a cached answer costs one short lock. Questions it has not seen go to
/// fontconfig under a second lock that is held for the whole computation, so fontconfig
/// (which does not guard a configuration being changed) sees one caller at a time, and
/// each font file is loaded once.
///
/// Problems it works around (an unknown family, a character no font has) are reported
/// once each to `diagnosticHandler`: a missing family once whatever weight, style or size
/// asks for it, a missing character once whatever font it was near. `shared` reports to
/// standard error (`FontDiagnostic.standardErrorHandler`) unless told otherwise; a
/// database an app makes reports only to the handler it is given.
public final class FontDatabase: Sendable {
    /// The database `TextSystem.shared`, and so every component and host that is given no
    /// other, draws with. It sees the system's fonts, unless the environment variable
    /// `TESSERA_FONT_SET` (`fontSetVariable`) names a `.fontset` file when it is first
    /// used: then it sees that set's fonts only, as `init(fontSet:)` makes it. That is how
    /// a test process, and every program it starts, draws with the same fonts on every
    /// machine. A set that cannot be read or loaded whole still gives a database of that
    /// set (never the system's fonts): the fonts that loaded, and `fontSetError`.
    ///
    /// Its problems go to standard error (`FontDiagnostic.standardErrorHandler`), so a
    /// family the app names but the machine lacks is never replaced silently; set
    /// `diagnosticHandler` to send them elsewhere.
    public static let shared = makeShared()

    /// The environment variable that restricts `shared` to a font set file.
    public static let fontSetVariable = "TESSERA_FONT_SET"

    /// The set this database is restricted to; nil when it sees the system's fonts.
    public let fontSet: FontSet?
    /// Why fonts of `fontSet` are missing from this database. Only `shared` is ever made
    /// despite such a problem (`init(fontSet:)` throws it), so this is nil elsewhere.
    public let fontSetError: FontSetError?

    /// The slow path, and the only way to fontconfig. Always taken before `cache`,
    /// never while holding it.
    private let resolver: Lock<FontResolver>
    let cache = Lock(FontDatabaseCache())
    private let handler: Lock<(@Sendable (FontDiagnostic) -> Void)?>

    /// A database of the system's fonts: fontconfig's configuration and the fonts it
    /// lists, as other Linux apps see them.
    ///
    /// - Parameter diagnosticHandler: called (on the thread that met the problem, with no
    ///   lock held) for each problem the database works around, once per problem.
    public init(diagnosticHandler: (@Sendable (FontDiagnostic) -> Void)? = nil) {
        resolver = Lock(FontResolver(fontconfig: Fontconfig()))
        handler = Lock(diagnosticHandler)
        fontSet = nil
        fontSetError = nil
    }

    /// A database of the set's fonts and nothing else, under rules made from the set
    /// alone (see `FontSet`). Every file is loaded now: a missing or damaged one throws
    /// `FontSetError.unusableFont`, naming it, the set file's line and its package.
    public convenience init(fontSet: FontSet, diagnosticHandler: (@Sendable (FontDiagnostic) -> Void)? = nil) throws(FontSetError) {
        self.init(fontSet: fontSet, stoppingAtFirstError: true, diagnosticHandler: diagnosticHandler)
        if let fontSetError { throw fontSetError }
    }

    /// A set's database; without `stoppingAtFirstError`, the fonts that load are kept
    /// and the first problem (or `readError`, the set file's own) is `fontSetError`.
    private init(fontSet: FontSet, stoppingAtFirstError: Bool, readError: FontSetError? = nil,
                 diagnosticHandler: (@Sendable (FontDiagnostic) -> Void)?) {
        guard let fontconfig = Fontconfig(rules: fontSet.fontconfigRules, language: fontSet.language) else {
            preconditionFailure("fontconfig rejected the rules made for \(fontSet)")
        }
        var resolver = FontResolver(fontconfig: fontconfig)
        var firstError = readError
        for font in fontSet.fonts {
            if case .failure(let error) = resolver.register(fontFileAt: Self.absolute(font.path)) {
                firstError = firstError ?? .unusableFont(font, error)
                if stoppingAtFirstError { break }
            }
        }
        self.resolver = Lock(resolver)
        handler = Lock(diagnosticHandler)
        self.fontSet = fontSet
        fontSetError = firstError
    }

    /// `shared`: the system's fonts, or the set `TESSERA_FONT_SET` names.
    private static func makeShared() -> FontDatabase {
        let handler = FontDiagnostic.standardErrorHandler
        guard let variable = getenv(fontSetVariable), variable.pointee != 0 else {
            return FontDatabase(diagnosticHandler: handler)
        }
        let database = FontDatabase(fontSetFile: String(cString: variable))
        database.diagnosticHandler = handler
        return database
    }

    /// The set in the file, whatever of it loads: `shared` under `TESSERA_FONT_SET`. An
    /// unreadable file gives an empty set, never the system's fonts.
    convenience init(fontSetFile path: String) {
        do {
            self.init(fontSet: try FontSet(contentsOfFile: path), stoppingAtFirstError: false, diagnosticHandler: nil)
        } catch {
            self.init(fontSet: FontSet(), stoppingAtFirstError: false, readError: error, diagnosticHandler: nil)
        }
    }

    /// Receives each problem the database works around, once per problem.
    public var diagnosticHandler: (@Sendable (FontDiagnostic) -> Void)? {
        get { handler.withLock { $0 } }
        set { handler.withLock { $0 = newValue } }
    }

    /// The face fontconfig matches to the descriptor (after its configuration's
    /// substitutions and defaults). An unknown family falls back to fontconfig's choice,
    /// marked `.substituted` and reported. Nil only when no font can be loaded at all.
    public func face(for descriptor: FontDescriptor) -> FontMatch? {
        if let cached = cache.withLock({ $0.match(for: descriptor) }) { return cached }
        return resolve { resolver, diagnostics in
            // Another thread may have answered while this one waited for the lock.
            if let cached = cache.withLock({ $0.match(for: descriptor) }) { return cached }
            let match = resolver.match(for: descriptor, diagnostics: &diagnostics)
            cache.withLock { $0.remember(match, for: descriptor) }
            return match
        }
    }

    /// The face to draw a character the primary face lacks: the first font in
    /// fontconfig's order of preference for the descriptor that has it (so a bold
    /// descriptor prefers a bold fallback). Characters drawn as emoji by default
    /// (Emoji_Presentation, such as 😀) come from the color emoji face when it has them:
    /// fontconfig's order alone would give them to any text face that has a black and
    /// white glyph. Nil, and reported, when no font has the character. Cached per
    /// descriptor and character.
    public func fallbackFace(for scalar: Unicode.Scalar, near descriptor: FontDescriptor) -> FontFace? {
        fallbackFace(for: scalar, near: descriptor, preferringEmoji: scalar.hasEmojiPresentation)
    }

    /// `fallbackFace(for:near:)`, with the cluster deciding about emoji: VS15 after 😀
    /// asks for a text face even though the character alone would be drawn as emoji.
    func fallbackFace(for scalar: Unicode.Scalar, near descriptor: FontDescriptor, preferringEmoji: Bool) -> FontFace? {
        if preferringEmoji, let emoji = emojiFace, emoji.covers(scalar) { return emoji }
        let key = FallbackKey(descriptor: descriptor, scalar: scalar)
        if let cached = cache.withLock({ $0.fallback(for: key) }) { return cached }
        return resolve { resolver, diagnostics in
            if let cached = cache.withLock({ $0.fallback(for: key) }) { return cached }
            let face = resolver.fallbackFace(covering: CollectionOfOne(scalar), near: descriptor, diagnostics: &diagnostics)
            if face == nil, resolver.isFirstReport(ofUncovered: scalar) {
                diagnostics.append(.characterNotCovered(scalar, near: descriptor))
            }
            cache.withLock { $0.remember(face, for: key) }
            return face
        }
    }

    /// Adds a font file (every face in it) for this database's lookups. The file is
    /// loaded first, so a missing or damaged file throws a `FontError` naming it and is
    /// not added. On ties with installed fonts (the same family and style), registered
    /// faces win. Returns the file's first face.
    @discardableResult
    public func register(fontFileAt path: String) throws(FontError) -> FontFace {
        let path = Self.absolute(path)
        let result = resolve { resolver, _ in
            let result = resolver.register(fontFileAt: path)
            // Under the resolver's lock, so no answer computed before can be stored after.
            cache.withLock { $0.forgetLookups() }
            return result
        }
        return try result.get()
    }

    /// Adds a font held in memory (every face in it), as `register(fontFileAt:)` adds a
    /// file: for fonts an app carries as resources or downloads, on a kiosk whose disk may
    /// be read-only. The bytes are copied once and read in place for as long as the
    /// database lives: nothing is written anywhere. `name` stands for the file in
    /// `FontFace.path` and in errors (e.g. "Brand-Regular.ttf").
    ///
    /// Bytes that are not a font FreeType, HarfBuzz and fontconfig can all read throw
    /// `FontError.badFontData` naming `name` and the fault, and nothing is added. Each call
    /// adds the font again, so register each font once. Returns the first face.
    @discardableResult
    public func register(fontData: some Collection<UInt8>, name: String) throws(FontError) -> FontFace {
        let bytes = try FontBytes(copying: fontData, name: name)
        let result = resolve { resolver, _ in
            let result = resolver.register(fontData: bytes, name: name)
            if case .success = result { cache.withLock { $0.forgetLookups() } }
            return result
        }
        return try result.get()
    }

    /// The face the configuration prefers for the generic family "emoji", when it has
    /// color glyphs (Noto Color Emoji here); nil when no color emoji font is installed.
    public var emojiFace: FontFace? {
        if let cached = cache.withLock({ $0.emojiFace }) { return cached }
        return resolve { resolver, diagnostics in
            if let cached = cache.withLock({ $0.emojiFace }) { return cached }
            let face = resolver.match(for: FontDescriptor(family: "emoji"), diagnostics: &diagnostics)?.face
            // Without an emoji font, "emoji" resolves to an ordinary face: not one to prefer.
            let colorFace = face?.hasColorGlyphs == true ? face : nil
            cache.withLock { $0.emojiFace = .some(colorFace) }
            return colorFace
        }
    }

    /// The first face in the fallback order that has every glyph of a grapheme cluster.
    /// Rare (a base and marks the base's own fallback lacks), so not cached.
    func fallbackFace(covering scalars: [Unicode.Scalar], near descriptor: FontDescriptor) -> FontFace? {
        resolve { resolver, diagnostics in
            resolver.fallbackFace(covering: scalars, near: descriptor, diagnostics: &diagnostics)
        }
    }

    /// Runs `body` under the resolver's lock, then reports what it found wrong.
    private func resolve<T: Sendable>(_ body: (inout FontResolver, inout [FontDiagnostic]) -> T) -> T {
        var diagnostics: [FontDiagnostic] = []
        let result = resolver.withLock { resolver in body(&resolver, &diagnostics) }
        if !diagnostics.isEmpty, let handler = diagnosticHandler {
            diagnostics.forEach(handler)
        }
        return result
    }

    /// fontconfig records the path as given; a relative one would break when the app
    /// changes directory.
    private static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/"), let directory = getcwd(nil, 0) else { return path }
        defer { free(directory) }
        return String(cString: directory) + "/" + path
    }
}
