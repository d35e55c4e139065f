/// How heavy a face's strokes are, on the CSS and OpenType scale (1…1000; 400 is
/// regular, 700 bold).
public struct FontWeight: Hashable, Comparable, Sendable {
    /// The CSS weight, clamped to 1…1000.
    public let value: Int

    public init(_ value: Int) { self.value = min(max(value, 1), 1000) }

    public static let thin = FontWeight(100)
    public static let extraLight = FontWeight(200)
    public static let light = FontWeight(300)
    public static let regular = FontWeight(400)
    public static let medium = FontWeight(500)
    public static let semibold = FontWeight(600)
    public static let bold = FontWeight(700)
    public static let extraBold = FontWeight(800)
    public static let black = FontWeight(900)

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.value < rhs.value }
}

/// Whether a face's letters stand upright or lean. Italic is a designed cursive style;
/// oblique is the upright design slanted. Each falls back to the other when a family
/// has only one, as in CSS.
public enum FontSlant: Hashable, Sendable {
    case upright
    case italic
    case oblique
}

/// How wide a face's letters are, as a percentage of the family's normal width (CSS
/// `font-stretch`: 50% ultra-condensed … 200% ultra-expanded).
public struct FontWidth: Hashable, Comparable, Sendable {
    /// The width in percent, clamped to 50…200 (NaN reads as normal).
    public let percentage: Double

    public init(percentage: Double) {
        self.percentage = percentage.isNaN ? 100 : min(max(percentage, 50), 200)
    }

    public static let ultraCondensed = FontWidth(percentage: 50)
    public static let extraCondensed = FontWidth(percentage: 62.5)
    public static let condensed = FontWidth(percentage: 75)
    public static let semiCondensed = FontWidth(percentage: 87.5)
    public static let normal = FontWidth(percentage: 100)
    public static let semiExpanded = FontWidth(percentage: 112.5)
    public static let expanded = FontWidth(percentage: 125)
    public static let extraExpanded = FontWidth(percentage: 150)
    public static let ultraExpanded = FontWidth(percentage: 200)

    public static func < (lhs: FontWidth, rhs: FontWidth) -> Bool { lhs.percentage < rhs.percentage }
}
