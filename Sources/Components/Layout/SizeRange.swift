import Geometry

/// The sizes a root may take, as ComponentKit's `CKSizeRange`: at least `min`, at most
/// `max` (a side of `max` may be infinite: unbounded).
public struct SizeRange: Hashable, Sendable {
    public var min: Size
    public var max: Size

    public init(min: Size = .zero, max: Size) {
        self.min = min
        self.max = max
    }

    /// Exactly `size`.
    public static func exactly(_ size: Size) -> SizeRange { SizeRange(min: size, max: size) }

    /// Exactly `width` wide, any height (a list row, a scrolling page).
    public static func width(_ width: Double) -> SizeRange {
        SizeRange(min: Size(width: width, height: 0), max: Size(width: width, height: .infinity))
    }

    /// Throws a `DimensionError` naming the first bad value unless the range can be laid
    /// out (`SizeCheck`'s rule): `min` has finite sides of at least 0, `max` sides of at
    /// least 0 (infinite: unbounded), and no side of `min` exceeds that of `max`. 0 is
    /// valid: an empty root lays out and paints nothing. A `ComponentRoot` given a range
    /// that fails reports it to its `DiagnosticHandler`.
    public func check() throws(DimensionError) {
        try SizeCheck.points(min, names: ("minimum width", "minimum height"))
        try SizeCheck.side(max.width, name: "maximum width", allowsInfinity: true)
        try SizeCheck.side(max.height, name: "maximum height", allowsInfinity: true)
        for (name, low, high) in [("width", min.width, max.width), ("height", min.height, max.height)] where low > high {
            throw DimensionError(name: "minimum \(name)", value: low, unit: .points,
                                 requirement: "must be at most the maximum \(name), \(DimensionError.format(high))")
        }
    }
}
