/// The fontconfig configuration a `FontSet` database runs on: written here, in
/// fontconfig's XML (fonts-conf(5)), instead of read from `/etc/fonts`, so that no rule
/// a machine has installed (a font package's preferences, a user's `fonts.conf`) takes
/// part. It does what the stock rules do for the set's own fonts, and nothing else.
extension FontSet {
    var fontconfigRules: String {
        var rules = [
            "<?xml version=\"1.0\"?>",
            "<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">",
            "<fontconfig>",
            // Every request ends with sans-serif (as fontconfig's 49-sansserif.conf does for
            // requests without a generic name), so an unknown family falls back to the set's
            // sans-serif families. Strongly, unlike the stock rule: the set's order then
            // outranks language coverage, so it is the fallback order the set states. This
            // rule comes first: the aliases below expand it.
            "<match target=\"pattern\"><edit name=\"family\" mode=\"append_last\" binding=\"strong\">"
                + "<string>sans-serif</string></edit></match>",
        ]
        // The generic names, each spelling of them, become the set's families: inserted
        // before the name itself with the name's binding, as fontconfig's <alias> does.
        for generic in GenericFamily.allCases {
            guard let families = genericFamilies[generic], !families.isEmpty else { continue }
            let preferred = families.map { "<family>\(Self.escaped($0))</family>" }.joined()
            for name in generic.aliases {
                rules.append("<alias binding=\"same\"><family>\(Self.escaped(name))</family><prefer>\(preferred)</prefer></alias>")
            }
        }
        rules += [
            // Synthetic styles, as fontconfig's 90-synthetic.conf decides them: an upright
            // face answering a slanted request is sheared, a face of medium weight or
            // lighter answering a bold one is emboldened (`FontMatch.synthetic…`).
            "<match target=\"font\"><test name=\"slant\"><const>roman</const></test>"
                + "<test target=\"pattern\" name=\"slant\" compare=\"not_eq\"><const>roman</const></test>"
                + "<edit name=\"matrix\" mode=\"assign\"><matrix><double>1</double><double>0.2</double>"
                + "<double>0</double><double>1</double></matrix></edit>"
                + "<edit name=\"slant\" mode=\"assign\" binding=\"strong\"><const>oblique</const></edit></match>",
            "<match target=\"font\"><test name=\"weight\" compare=\"less_eq\"><const>medium</const></test>"
                + "<test target=\"pattern\" name=\"weight\" compare=\"more_eq\"><const>bold</const></test>"
                + "<edit name=\"embolden\" mode=\"assign\"><bool>true</bool></edit>"
                + "<edit name=\"weight\" mode=\"assign\" binding=\"strong\"><const>bold</const></edit></match>",
            "</fontconfig>",
        ]
        return rules.joined(separator: "\n")
    }

    /// A family name as XML character data. Characters XML 1.0 cannot hold at all (C0
    /// controls but tab and line breaks, U+FFFE, U+FFFF) are left out: no font's name
    /// has them, and the rules must always parse.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": break
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
