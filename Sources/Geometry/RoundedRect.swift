/// The radii of a rectangle's four corners. Each corner is a quarter ellipse with a
/// horizontal (`width`) and vertical (`height`) radius; the circular case has both equal.
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Size
    public var topRight: Size
    public var bottomRight: Size
    public var bottomLeft: Size

    public init(topLeft: Size, topRight: Size, bottomRight: Size, bottomLeft: Size) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// Circular corners with their own radius each.
    public init(topLeft: Double = 0, topRight: Double = 0, bottomRight: Double = 0, bottomLeft: Double = 0) {
        self.init(topLeft: Size(topLeft), topRight: Size(topRight),
                  bottomRight: Size(bottomRight), bottomLeft: Size(bottomLeft))
    }

    /// The same circular radius on every corner.
    public init(_ radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    public static let zero = CornerRadii(0)

    /// True when every corner is square (no radius on either axis).
    public var isZero: Bool {
        [topLeft, topRight, bottomRight, bottomLeft].allSatisfy { !($0.width > 0 && $0.height > 0) }
    }
}

/// A rectangle with rounded corners, as CSS `border-radius` describes one.
///
/// The radii are normalized on creation: negative and non-finite radii become 0, a
/// corner with one zero radius becomes square, and when adjacent radii add up to more
/// than the side between them all radii are scaled down by the same factor
/// (CSS Backgrounds 3, §5.5 "Overlapping Curves").
public struct RoundedRect: Hashable, Sendable {
    public let rect: Rect
    public let radii: CornerRadii

    public init(_ rect: Rect, radii: CornerRadii) {
        self.rect = rect
        self.radii = RoundedRect.normalized(radii, for: rect)
    }

    public init(_ rect: Rect, radius: Double) {
        self.init(rect, radii: CornerRadii(radius))
    }

    public var isEmpty: Bool { rect.isEmpty }

    /// The rounded rectangle inside a border of the given widths: the rectangle inset
    /// by `widths`, each corner's radii reduced by the adjacent widths (never below 0),
    /// as CSS computes the padding edge's curve from the border edge's.
    public func inset(by widths: EdgeInsets) -> RoundedRect {
        func shrink(_ r: Size, _ dx: Double, _ dy: Double) -> Size {
            // A square corner stays square even when negative widths grow the rectangle.
            guard r.width > 0, r.height > 0 else { return .zero }
            return Size(width: max(0, r.width - dx), height: max(0, r.height - dy))
        }
        return RoundedRect(rect.inset(by: widths), radii: CornerRadii(
            topLeft: shrink(radii.topLeft, widths.left, widths.top),
            topRight: shrink(radii.topRight, widths.right, widths.top),
            bottomRight: shrink(radii.bottomRight, widths.right, widths.bottom),
            bottomLeft: shrink(radii.bottomLeft, widths.left, widths.bottom)))
    }

    static func normalized(_ radii: CornerRadii, for rect: Rect) -> CornerRadii {
        func clean(_ r: Size) -> Size {
            let w = r.width.isFinite ? max(0, r.width) : 0
            let h = r.height.isFinite ? max(0, r.height) : 0
            return (w > 0 && h > 0) ? Size(width: w, height: h) : .zero
        }
        var r = CornerRadii(topLeft: clean(radii.topLeft), topRight: clean(radii.topRight),
                            bottomRight: clean(radii.bottomRight), bottomLeft: clean(radii.bottomLeft))
        guard !rect.isEmpty else { return .zero }
        // §5.5: f = min(L_i / S_i) over the four sides; if f < 1, multiply every radius by f.
        var f = 1.0
        func limit(_ length: Double, _ a: Double, _ b: Double) {
            // Halved so that two radii near Double.greatestFiniteMagnitude cannot add up
            // to infinity (which would make f = 0 and square every corner).
            let halfSum = a / 2 + b / 2
            if halfSum > length / 2 { f = min(f, (length / 2) / halfSum) }
        }
        limit(rect.width, r.topLeft.width, r.topRight.width)
        limit(rect.width, r.bottomLeft.width, r.bottomRight.width)
        limit(rect.height, r.topLeft.height, r.bottomLeft.height)
        limit(rect.height, r.topRight.height, r.bottomRight.height)
        if f < 1 {
            // Cleaned again: a radius scaled below the smallest Double becomes 0, and
            // its corner must then be square on both axes.
            r = CornerRadii(topLeft: clean(r.topLeft * f), topRight: clean(r.topRight * f),
                            bottomRight: clean(r.bottomRight * f), bottomLeft: clean(r.bottomLeft * f))
        }
        return r
    }
}
