/// What a piece of text asks of a font: a family and a style. `FontDatabase` turns it
/// into a face through fontconfig.
public struct FontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// A family name ("DejaVu Sans") or a generic family ("sans-serif", "serif",
    /// "monospace", "system-ui", "emoji", "math").
    public var family: String
    public var weight: FontWeight
    public var slant: FontSlant
    public var width: FontWidth
    /// The size in points, for fonts made for particular sizes (bitmap strikes, optical
    /// sizes). Leave it nil unless such fonts matter: outline fonts are one face at every
    /// size, and a nil size lets all sizes share one cached match.
    public var size: Double?

    public init(
        family: String,
        weight: FontWeight = .regular,
        slant: FontSlant = .upright,
        width: FontWidth = .normal,
        size: Double? = nil
    ) {
        self.family = family
        self.weight = weight
        self.slant = slant
        self.width = width
        self.size = size
    }

    public var description: String {
        var parts = ["\"\(family)\"", "weight \(weight.value)"]
        if slant != .upright { parts.append("\(slant)") }
        if width != .normal { parts.append("width \(width.percentage)%") }
        if let size { parts.append("\(size)pt") }
        return parts.joined(separator: " ")
    }
}
