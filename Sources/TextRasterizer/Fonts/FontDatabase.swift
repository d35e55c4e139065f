import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Finds font faces through fontconfig: by family and style (`face(for:)`), per character
/// when the chosen face lacks a glyph (`fallbackFace(for:near:)`), and split over a
/// string (`itemize`). Apps can add the font files they ship (`register(fontFileAt:)`),
/// or fonts they hold as bytes (`register(fontData:name:)`).
///
/// Thread-safe: the layout thread and the main thread ask it together. Answers are
/// cached, and a cached answer costs one short lock. Questions it has not seen go to
/// fontconfig under a second lock that is held for the whole computation, so fontconfig
/// (which does not guard a configuration being changed) sees one caller at a time, and
/// each font file is loaded once.
///
/// Problems it works around (an unknown family, a character no font has) are reported
/// once each to `diagnosticHandler`; the library itself never prints.
public final class FontDatabase: Sendable {
    /// Which fonts a database sees.
    public enum Configuration: Sendable {
        /// The system's fontconfig configuration and installed fonts: what other Linux
        /// apps see. Registered files are added to them.
        case system
        /// The system's fontconfig rules (generic families, aliases, synthetic styles)
        /// but only registered font files: for kiosk apps that ship every font they use,
        /// and for tests that must not depend on what a machine has installed.
        case registeredFontsOnly
    }

    /// A database of the system's fonts, for apps that need only one.
    public static let shared = FontDatabase()

    /// The slow path, and the only way to fontconfig. Always taken before `cache`,
    /// never while holding it.
    private let resolver: Mutex<FontResolver>
    let cache = Mutex(FontDatabaseCache())
    private let handler: Mutex<(@Sendable (FontDiagnostic) -> Void)?>

    /// - Parameter diagnosticHandler: called (on the thread that met the problem, with no
    ///   lock held) for each problem the database works around, once per problem.
    public init(
        configuration: Configuration = .system,
        diagnosticHandler: (@Sendable (FontDiagnostic) -> Void)? = nil
    ) {
        let fontconfig = Fontconfig(loadingInstalledFonts: configuration == .system)
        resolver = Mutex(FontResolver(fontconfig: fontconfig))
        handler = Mutex(diagnosticHandler)
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
        if let cached = cache.withLock({ $0.matches[descriptor] }) { return cached }
        return resolve { resolver, diagnostics in
            // Another thread may have answered while this one waited for the lock.
            if let cached = cache.withLock({ $0.matches[descriptor] }) { return cached }
            let match = resolver.match(for: descriptor, diagnostics: &diagnostics)
            cache.withLock { $0.matches[descriptor] = match }
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
        if let cached = cache.withLock({ $0.fallbacks[key] }) { return cached }
        return resolve { resolver, diagnostics in
            if let cached = cache.withLock({ $0.fallbacks[key] }) { return cached }
            let face = resolver.fallbackFace(covering: CollectionOfOne(scalar), near: descriptor, diagnostics: &diagnostics)
            if face == nil { diagnostics.append(.characterNotCovered(scalar, near: descriptor)) }
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
