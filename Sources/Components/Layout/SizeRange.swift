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
}
