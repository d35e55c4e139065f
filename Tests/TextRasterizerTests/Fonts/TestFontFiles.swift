import TestFonts

/// The files of the test font set (`Tests/Fonts/tests.fontset`) that tests name, to check
/// which file answers a request.
extension TestFonts {
    static let dejaVuSans = path(named: "DejaVuSans.ttf")
    static let dejaVuSansBold = path(named: "DejaVuSans-Bold.ttf")
    static let dejaVuSansOblique = path(named: "DejaVuSans-Oblique.ttf")
    static let dejaVuSansMono = path(named: "DejaVuSansMono.ttf")
    static let dejaVuSansMonoBold = path(named: "DejaVuSansMono-Bold.ttf")
    static let droidSansFallback = path(named: "DroidSansFallbackFull.ttf")
    static let lexiGulim = path(named: "LexiGulim.ttf")
    static let notoColorEmoji = path(named: "NotoColorEmoji.ttf")
}
