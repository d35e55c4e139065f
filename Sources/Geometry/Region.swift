/// A set of pixels, described by a list of disjoint rectangles: what the renderer uses
/// to track the damaged parts of a framebuffer and repaint only those.
///
/// Set operations (`formUnion`, `formIntersection`, `formSubtraction`, `offsetBy`) are
/// exact: afterwards `rects` covers precisely the resulting pixels, each pixel once.
/// (Damage trades a few extra pixels for fewer rectangles before it becomes a region:
/// `Damage.add` in Mounting.)
///
/// Empty rectangles are ignored everywhere. Pixels outside the square
/// `±PixelRect.coordinateLimit` are outside every region: inputs are clipped to that
/// square, which keeps all edge and area arithmetic free of overflow, so no input traps.
///
/// Two regions are equal when they contain the same pixels, however those are split
/// into rectangles.
public struct Region: Sendable {
    /// The disjoint, non-empty rectangles whose pixels make up the region, in no
    /// particular order. The split into rectangles is not canonical.
    public internal(set) var rects: [PixelRect]

    /// The empty region.
    public init() {
        rects = []
    }

    /// The pixels of `rect` (none when it is empty).
    public init(_ rect: PixelRect) {
        let clipped = rect.clippedToLimits
        rects = clipped.isEmpty ? [] : [clipped]
    }

    /// The union of `rects`, which may overlap.
    public init(_ rects: some Sequence<PixelRect>) {
        self.init()
        for rect in rects { formUnion(rect) }
    }

    /// Empties the region, keeping its storage: for a region rebuilt every frame, which
    /// then allocates nothing once it has grown to its usual size.
    public mutating func removeAll() {
        rects.removeAll(keepingCapacity: true)
    }

    /// True when the region contains no pixel.
    public var isEmpty: Bool { rects.isEmpty }

    /// The smallest rectangle containing every pixel; `.zero` for the empty region.
    public var bounds: PixelRect {
        rects.reduce(PixelRect.zero) { $0.union($1) }
    }

    /// The exact number of pixels in the region. Since the rectangles are disjoint this
    /// is the sum of their areas (at most 2^62, so it cannot overflow).
    public var area: Int {
        rects.reduce(0) { $0 + $1.area }
    }

    /// Whether the pixel whose top-left corner is (`x`, `y`) belongs to the region.
    public func contains(x: Int, y: Int) -> Bool {
        rects.contains { $0.contains(x: x, y: y) }
    }

    /// Whether every pixel of `rect` belongs to the region. An empty `rect` has no
    /// pixels, so it is contained in every region (the empty set is a subset of any set).
    public func contains(_ rect: PixelRect) -> Bool {
        guard rect.width > 0, rect.height > 0 else { return true }
        let clipped = rect.clippedToLimits
        // A part outside the coordinate square cannot be covered.
        guard clipped == rect else { return false }
        // The rectangles are disjoint, so their overlaps with `rect` add up to its area
        // exactly when they cover it; no pieces need to be built.
        var covered = 0
        for own in rects {
            covered += own.intersection(clipped).area
        }
        return covered == clipped.area
    }

    /// Whether the region and `rect` share at least one pixel.
    public func intersects(_ rect: PixelRect) -> Bool {
        let clipped = rect.clippedToLimits
        return rects.contains { $0.intersects(clipped) }
    }

    /// The region moved by `dx`, `dy` pixels. Pixels that move outside the coordinate
    /// square are dropped.
    public func offsetBy(dx: Int, dy: Int) -> Region {
        // Anything moved farther than the square is wide ends up outside it; clamping
        // the offsets first keeps the sums below from overflowing.
        let reach = 4 * PixelRect.coordinateLimit
        let dx = min(max(dx, -reach), reach)
        let dy = min(max(dy, -reach), reach)
        var moved = Region()
        moved.rects.reserveCapacity(rects.count)
        for rect in rects {
            let shifted = rect.offsetBy(dx: dx, dy: dy).clippedToLimits
            if !shifted.isEmpty { moved.rects.append(shifted) }
        }
        return moved
    }
}

extension Region: Hashable {
    /// Whether both regions contain the same pixels.
    public static func == (lhs: Region, rhs: Region) -> Bool {
        if lhs.rects == rhs.rects { return true }
        // Same pixel count, and every rectangle of one inside the other: the sets are equal.
        return lhs.area == rhs.area && lhs.rects.allSatisfy { rhs.contains($0) }
    }

    /// Hashes what depends only on the pixel set (not on how it is split), so that
    /// equal regions hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(area)
        hasher.combine(bounds)
    }
}

extension Region: CustomStringConvertible {
    /// The rectangles, for debugging.
    public var description: String {
        "Region(\(rects))"
    }
}
