import Geometry

/// The device-pixel areas that changed in a mount: old and new bounds of what moved,
/// changed, appeared or left. Rectangles are kept apart unless merging two into their
/// bounding box covers less than the two separately (then one is cheaper to paint and
/// to track), so scattered small changes stay small.
public struct Damage: Sendable, Equatable {
    public private(set) var rects: [PixelRect] = []

    public init() {}

    public var isEmpty: Bool { rects.isEmpty }

    /// The damaged pixels as a region (disjoint rectangles): what painting clips to.
    public var region: Region { Region(rects) }

    /// Pixels damaged, counting overlaps once.
    public var area: Int { region.area }

    public mutating func add(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        var merged = rect
        // Merging can make a box that now overlaps others: repeat until none merges.
        var index = 0
        while index < rects.count {
            let other = rects[index]
            let union = PixelRect(minX: min(merged.minX, other.minX), minY: min(merged.minY, other.minY),
                                  maxX: max(merged.maxX, other.maxX), maxY: max(merged.maxY, other.maxY))
            if other.contains(merged) { return }
            if union.area < merged.area + other.area {
                merged = union
                rects.remove(at: index)
                index = 0
            } else {
                index += 1
            }
        }
        rects.append(merged)
    }

    public mutating func formUnion(_ other: Damage) {
        for rect in other.rects { add(rect) }
    }
}
