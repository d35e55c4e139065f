/// The slow path of `FontDatabase`: fontconfig queries and face loading. It lives inside
/// the database's lock, so nothing here is thread-safe on its own.
///
/// Problems met along the way are appended to a diagnostics list that the database
/// reports once the lock is released (a handler may call back into the database).
struct FontResolver {
    /// Where a face comes from: faces are loaded once per file and index, then shared.
    private struct FaceKey: Hashable {
        let path: String
        let index: Int
    }

    let fontconfig: Fontconfig
    private var faces: [FaceKey: FontFace] = [:]
    /// Synthesized variants of loaded faces, one per face and synthesis, so glyphs and
    /// shapes cached by face identifier are shared by every match that asks for it.
    private var variants: [SyntheticKey: FontFace] = [:]
    private struct SyntheticKey: Hashable {
        let face: FaceKey
        let synthesis: FontSynthesis
    }
    private var unusableFiles: Set<FaceKey> = []
    private var fallbackLists: [FontDescriptor: [FallbackCandidate]] = [:]
    private var registeredFiles: Set<String> = []
    /// Fonts registered from bytes so far; each gets its own key (below).
    private var memoryFontCount = 0
    /// What was reported already: a missing family once, whatever weight, style or size
    /// asked for it (and however it is spelled, as fontconfig compares names), a
    /// character no font has once, near whatever descriptor.
    private var reportedFamilies: Set<String> = []
    private var reportedScalars: Set<Unicode.Scalar> = []

    /// Names and characters an app asks for are few; text from users could name ever new
    /// ones, so past this many each set starts over (a problem may then be reported again).
    static let reportLimit = 4_096

    /// A collection may hold many faces, each loaded when registered from bytes: a limit
    /// far above real collections (tens of faces) keeps hostile bytes from asking for
    /// thousands of loads.
    static let maxMemoryFaces = 256

    init(fontconfig: Fontconfig) { self.fontconfig = fontconfig }

    // MARK: Matching

    /// fontconfig's best face for the descriptor. When that file cannot be loaded, the
    /// next in fontconfig's order stands in; nil only when no font loads at all.
    mutating func match(for descriptor: FontDescriptor, diagnostics: inout [FontDiagnostic]) -> FontMatch? {
        var chosen: (font: FontconfigFont, face: FontFace)?
        if let best = fontconfig.bestFont(for: descriptor), let face = face(best, diagnostics: &diagnostics) {
            chosen = (best, face)
        } else {
            for candidate in fallbackList(for: descriptor) {
                if let face = face(candidate.font, diagnostics: &diagnostics) {
                    chosen = (candidate.font, face)
                    break
                }
            }
        }
        guard let (font, loaded) = chosen else { return nil }
        let face = synthesized(loaded, font)
        let resolution = Self.resolution(of: descriptor.family, byFamiliesOf: font)
        if resolution == .substituted, firstReport(of: Self.normalizedFamily(descriptor.family), in: &reportedFamilies) {
            diagnostics.append(.familySubstituted(requested: descriptor, substitute: face))
        }
        return FontMatch(
            descriptor: descriptor, face: face, familyResolution: resolution,
            syntheticBold: face.synthesis.contains(.bold), syntheticOblique: face.synthesis.contains(.oblique)
        )
    }

    /// The loaded face drawn as fontconfig's configuration said for `font`: emboldened
    /// where the family has no face as heavy as asked, slanted where it has no italic.
    private mutating func synthesized(_ face: FontFace, _ font: FontconfigFont) -> FontFace {
        var synthesis: FontSynthesis = []
        if font.syntheticBold { synthesis.insert(.bold) }
        if font.syntheticOblique { synthesis.insert(.oblique) }
        let key = SyntheticKey(face: FaceKey(path: font.path, index: font.index), synthesis: synthesis)
        guard !synthesis.isEmpty, !face.isBitmapOnly else { return face }
        if let variant = variants[key] { return variant }
        let variant = face.synthesized(synthesis)
        variants[key] = variant
        return variant
    }

    /// The names fontconfig's stock configuration treats as generic families (CSS's
    /// generic names and fontconfig's own spellings; a `FontSet` answers the same ones).
    /// fontconfig rewrites these and unknown names alike and has no call that tells them
    /// apart, so they are listed.
    private static let genericFamilies = Set(
        (FontSet.GenericFamily.allCases.flatMap(\.aliases) + ["cursive", "fantasy", "math", "fangsong"])
            .map(normalizedFamily)
    )

    private static func resolution(of family: String, byFamiliesOf font: FontconfigFont) -> FontMatch.FamilyResolution {
        let requested = normalizedFamily(family)
        if font.families.contains(where: { normalizedFamily($0) == requested }) { return .exact }
        return genericFamilies.contains(requested) ? .generic : .substituted
    }

    /// A family name as fontconfig compares it: ignoring case and blanks.
    private static func normalizedFamily(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != " " && $0 != "\t" })
    }

    /// Whether `item` is reported for the first time (and is now remembered).
    private func firstReport<Item>(of item: Item, in reported: inout Set<Item>) -> Bool {
        if reported.count >= Self.reportLimit { reported.removeAll() }
        return reported.insert(item).inserted
    }

    /// Whether a character no font has is met for the first time (reported once, near
    /// the first descriptor that asked for it).
    mutating func isFirstReport(ofUncovered scalar: Unicode.Scalar) -> Bool {
        firstReport(of: scalar, in: &reportedScalars)
    }

    // MARK: Fallback

    /// The first face in fontconfig's order for the descriptor that has glyphs for every
    /// scalar, or nil when none has them all.
    mutating func fallbackFace(
        covering scalars: some Collection<Unicode.Scalar>,
        near descriptor: FontDescriptor,
        diagnostics: inout [FontDiagnostic]
    ) -> FontFace? {
        for candidate in fallbackList(for: descriptor) where scalars.allSatisfy(candidate.covers) {
            // fontconfig's coverage comes from its own cmap reading; HarfBuzz's is what
            // shaping will use, so it has the last word.
            if let face = face(candidate.font, diagnostics: &diagnostics), scalars.allSatisfy(face.covers) {
                // Bold Hangul after bold Latin is emboldened too, as Pango draws it.
                return synthesized(face, candidate.font)
            }
        }
        return nil
    }

    private mutating func fallbackList(for descriptor: FontDescriptor) -> [FallbackCandidate] {
        if let list = fallbackLists[descriptor] { return list }
        let list = fontconfig.fallbackList(for: descriptor)
        fallbackLists[descriptor] = list
        return list
    }

    // MARK: Registration and faces

    /// Loads the file to prove it is a font, then adds it to fontconfig.
    mutating func register(fontFileAt path: String) -> Result<FontFace, FontError> {
        let face: FontFace
        do {
            face = try loadedFace(FaceKey(path: path, index: 0))
        } catch {
            return .failure(error)
        }
        // fontconfig would list a file added twice twice.
        if registeredFiles.contains(path) { return .success(face) }
        guard fontconfig.addFontFile(path) else {
            return .failure(.unreadable(path: path, reason: "fontconfig could not read it"))
        }
        registeredFiles.insert(path)
        // Registered fonts can change every match and fallback order.
        fallbackLists.removeAll()
        return .success(face)
    }

    /// Loads every face in the bytes, then gives them to fontconfig. All or nothing: a
    /// face that does not load, or that fontconfig cannot read, fails the registration.
    ///
    /// fontconfig knows the faces by a key that no registered or installed path can be
    /// (those are absolute), and `faces` holds them under it, so matches find them
    /// there and never look for a file.
    mutating func register(fontData bytes: FontBytes, name: String) -> Result<FontFace, FontError> {
        let source = FontSource.memory(bytes)
        var loaded: [FontFace] = []
        do {
            let first = try FontFace(source: source, name: name, index: 0)
            let count = first.withFreeTypeFace { Int($0.pointee.num_faces) }
            guard count <= Self.maxMemoryFaces else {
                return .failure(.badFontData(name: name, reason: "a collection of \(count) faces; at most \(Self.maxMemoryFaces) can be registered"))
            }
            loaded.append(first)
            for index in 1..<max(1, count) {
                do {
                    loaded.append(try FontFace(source: source, name: name, index: index))
                } catch {
                    let reason = if case .badFontData(_, let reason) = error { reason } else { "\(error)" }
                    return .failure(.badFontData(name: name, reason: "face \(index) of \(count): \(reason)"))
                }
            }
        } catch {
            return .failure(error)
        }
        memoryFontCount += 1
        let key = "memory:\(memoryFontCount):\(name)"
        if let unreadable = fontconfig.addMemoryFaces(loaded, file: key) {
            return .failure(.badFontData(name: name, reason: "fontconfig could not read face \(unreadable)"))
        }
        for face in loaded { faces[FaceKey(path: key, index: face.index)] = face }
        fallbackLists.removeAll()
        return .success(loaded[0])
    }

    private mutating func face(_ font: FontconfigFont, diagnostics: inout [FontDiagnostic]) -> FontFace? {
        let key = FaceKey(path: font.path, index: font.index)
        guard !unusableFiles.contains(key) else { return nil }
        do {
            return try loadedFace(key)
        } catch {
            unusableFiles.insert(key)
            diagnostics.append(.unusableFontFile(error))
            return nil
        }
    }

    private mutating func loadedFace(_ key: FaceKey) throws(FontError) -> FontFace {
        if let face = faces[key] { return face }
        let face = try FontFace(contentsOfFile: key.path, index: key.index)
        faces[key] = face
        return face
    }
}
