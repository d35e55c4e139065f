/// A vector symbol an `Icon` draws: an SVG document, drawn in black on transparent and
/// used as a mask that the icon fills with its color, so one symbol serves every theme.
/// Tessera's own set (drawn for the project, on a 24 × 24 grid with 2-unit strokes, under
/// the project's licence) is below; an app makes its own from any SVG:
///
/// ```swift
/// let star = IconSymbol(name: "star", svg: #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">…</svg>"#)
/// ```
///
/// Symbols are equal when their names are: the name keys the rasterized masks.
public struct IconSymbol: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    /// The SVG document's text. It may reference no other file (none is loaded).
    public let svg: String

    public init(name: String, svg: String) {
        self.name = name
        self.svg = svg
    }

    public static func == (lhs: IconSymbol, rhs: IconSymbol) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }

    /// One of Tessera's symbols: 24 × 24 strokes, round caps and joins.
    private static func stroked(_ name: String, _ paths: String) -> IconSymbol {
        IconSymbol(name: "tessera.\(name)", svg: """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" \
            stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">\(paths)</svg>
            """)
    }

    /// A tick: a checkbox's and a chosen row's mark.
    public static let checkmark = stroked("checkmark", #"<path d="M4.5 12.5l5 5L19.5 7"/>"#)
    /// A dash: a mixed checkbox's mark.
    public static let dash = stroked("dash", #"<path d="M6 12h12"/>"#)
    /// Points down: a field that opens a list below it.
    public static let chevronDown = stroked("chevron.down", #"<path d="M6 9l6 6 6-6"/>"#)
    /// Points to the reading direction's end: a disclosure that is closed.
    public static let chevronRight = stroked("chevron.right", #"<path d="M9 6l6 6-6 6"/>"#)
    public static let chevronLeft = stroked("chevron.left", #"<path d="M15 6l-6 6 6 6"/>"#)
    public static let chevronUp = stroked("chevron.up", #"<path d="M6 15l6-6 6 6"/>"#)
    /// A cross: closes or clears.
    public static let close = stroked("close", #"<path d="M6 6l12 12M18 6L6 18"/>"#)
    public static let plus = stroked("plus", #"<path d="M12 5v14M5 12h14"/>"#)
    public static let minus = stroked("minus", #"<path d="M5 12h14"/>"#)
    /// A magnifying glass.
    public static let search = stroked("search", #"<circle cx="10.5" cy="10.5" r="6"/><path d="M15 15l5 5"/>"#)
    /// A picture: a frame, a sun and a hill.
    public static let photo = stroked("photo", #"<rect x="3" y="5" width="18" height="14" rx="2"/><circle cx="9" cy="10" r="1.5"/><path d="M4 17l5-5 4 4 2-2 5 5"/>"#)
    /// A bell: notices.
    public static let bell = stroked("bell", #"<path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z"/><path d="M10 20a2 2 0 0 0 4 0"/>"#)
    /// A gear: settings.
    public static let settings = stroked("settings", #"<circle cx="12" cy="12" r="3"/><path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1"/>"#)
    /// A house.
    public static let home = stroked("home", #"<path d="M3 11l9-7 9 7"/><path d="M5 10v10h14V10"/><path d="M10 20v-6h4v6"/>"#)
    /// A heart.
    public static let heart = stroked("heart", #"<path d="M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z"/>"#)
    /// A triangle pointing right: play.
    public static let play = stroked("play", #"<path d="M8 5v14l11-7z"/>"#)
    /// Two bars: pause.
    public static let pause = stroked("pause", #"<path d="M9 5v14M15 5v14"/>"#)
    /// A circle with an exclamation mark: a warning or an error.
    public static let warning = stroked("warning", #"<circle cx="12" cy="12" r="9"/><path d="M12 7.5v5.5M12 16.5v.01"/>"#)

    /// Tessera's whole set, for the gallery.
    public static let all: [IconSymbol] = [
        .checkmark, .dash, .chevronDown, .chevronRight, .chevronLeft, .chevronUp, .close, .plus, .minus, .search,
        .photo, .bell, .settings, .home, .heart, .play, .pause, .warning,
    ]
}
