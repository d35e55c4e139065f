import Components

/// The layouts an on-screen keyboard switches among, by name, and which one each keyboard
/// kind starts on. `standard` has English letters (with accented letters on long press),
/// symbols, a numeric pad, a phone pad, and letters with `@` or `/` at hand for e-mail
/// addresses and URLs; `adding(_:)` puts an app's own beside or in place of them.
public struct KeyboardLayouts: Hashable, Sendable {
    public private(set) var layouts: [String: KeyboardLayout]
    /// The layout each keyboard kind starts on (`letters` where none is named).
    public var startLayouts: [KeyboardKind: String]

    public init(layouts: [KeyboardLayout], startLayouts: [KeyboardKind: String] = [:]) {
        self.layouts = Dictionary(layouts.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
        self.startLayouts = startLayouts
    }

    /// This set with `layout` added (replacing one of its name).
    public func adding(_ layout: KeyboardLayout) -> KeyboardLayouts {
        var set = self
        set.layouts[layout.name] = layout
        return set
    }

    /// The layout a field of `kind` starts on.
    public func startLayout(for kind: KeyboardKind) -> KeyboardLayout {
        layouts[startLayouts[kind] ?? "letters"] ?? layouts["letters"] ?? layouts.values.sorted { $0.name < $1.name }[0]
    }

    public static let standard = KeyboardLayouts(
        layouts: [letters, symbols, numeric, phone, email, url],
        startLayouts: [.text: "letters", .email: "email", .url: "url", .digits: "numeric", .decimal: "numeric",
                       .phone: "phone"])

    // MARK: the standard layouts

    /// Long-press alternates of the Latin letters (the most used in European languages).
    static let accents: [String: [String]] = [
        "a": ["á", "à", "â", "ä", "ã", "å", "æ"], "c": ["ç", "ć", "č"], "e": ["é", "è", "ê", "ë", "ē", "ę"],
        "i": ["í", "ì", "î", "ï"], "n": ["ñ", "ń"], "o": ["ó", "ò", "ô", "ö", "õ", "ø", "œ"], "s": ["ß", "ś", "š"],
        "u": ["ú", "ù", "û", "ü"], "y": ["ý", "ÿ"], "z": ["ž", "ź", "ż"], "l": ["ł"], "g": ["ğ"], "d": ["ð"],
    ]

    static func letterRow(_ letters: String) -> [KeyboardKey] {
        letters.map { .text(String($0), alternates: accents[String($0)] ?? []) }
    }

    static func bottomRow(_ middle: [KeyboardKey], switchTo layout: String = "symbols", label: String = "?123")
        -> [KeyboardKey] {
        [KeyboardKey(.layout(layout), label: label, width: 1.5)] + middle + [KeyboardKey(.enter, width: 1.5)]
    }

    static let letterRows: [[KeyboardKey]] = [
        letterRow("qwertyuiop"),
        letterRow("asdfghjkl"),
        [KeyboardKey(.shift, width: 1.5)] + letterRow("zxcvbnm") + [KeyboardKey(.backspace, width: 1.5)],
    ]

    public static let letters = KeyboardLayout(name: "letters", rows: letterRows + [
        bottomRow([.text(","), KeyboardKey(.space, width: 5), .text(".")]),
    ])

    public static let email = KeyboardLayout(name: "email", rows: letterRows + [
        bottomRow([.text("@"), KeyboardKey(.space, width: 3), .text("."), .text("-"), .text("_")]),
    ])

    public static let url = KeyboardLayout(name: "url", rows: letterRows + [
        bottomRow([.text("/"), .text(":"), KeyboardKey(.text(".com"), width: 1.5), .text("."), .text("-")]),
    ])

    public static let symbols = KeyboardLayout(name: "symbols", rows: [
        "1234567890".map { .text(String($0)) },
        ["@", "#", "$", "%", "&", "-", "+", "(", ")", "/"].map { .text($0) },
        [KeyboardKey(.text("*")), .text("\""), .text("'"), .text(":"), .text(";"), .text("!"), .text("?"),
         .text("="), KeyboardKey(.backspace, width: 1.5)],
        bottomRow([.text(","), KeyboardKey(.space, width: 5), .text(".")], switchTo: "letters", label: "ABC"),
    ])

    public static let numeric = KeyboardLayout(name: "numeric", rows: [
        [.text("1"), .text("2"), .text("3")],
        [.text("4"), .text("5"), .text("6")],
        [.text("7"), .text("8"), .text("9")],
        [.text("."), .text("0"), KeyboardKey(.backspace)],
        [KeyboardKey(.text("-")), KeyboardKey(.enter, width: 2)],
    ])

    public static let phone = KeyboardLayout(name: "phone", rows: [
        [.text("1"), .text("2"), .text("3")],
        [.text("4"), .text("5"), .text("6")],
        [.text("7"), .text("8"), .text("9")],
        [.text("*"), .text("0"), .text("#")],
        [KeyboardKey(.text("+")), KeyboardKey(.backspace), KeyboardKey(.enter)],
    ])
}
