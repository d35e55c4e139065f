import Geometry

/// Clips polygons to a convex region given as an intersection of half-planes
/// (Sutherland–Hodgman, one half-plane at a time). Used to cut a border ring into the
/// parts that take each side's color. Clipping each contour of a shape on its own is
/// exact because the region is convex: (A − B) ∩ P = (A ∩ P) − (B ∩ P).
struct ConvexClip {
    /// A half-plane: the points `p` with `(p - point) · normal >= 0`.
    struct HalfPlane {
        var point: Point
        var normal: Point

        /// The half-plane bounded by the line through `point` along `direction` that
        /// contains `reference`; nil when the direction is zero.
        init?(through point: Point, along direction: Point, containing reference: Point) {
            guard direction.x != 0 || direction.y != 0 else { return nil }
            var normal = Point(x: -direction.y, y: direction.x)
            let r = reference - point
            if r.x * normal.x + r.y * normal.y < 0 { normal = normal * -1 }
            self.point = point
            self.normal = normal
        }

        func side(_ p: Point) -> Double { (p.x - point.x) * normal.x + (p.y - point.y) * normal.y }
    }

    let halfPlanes: [HalfPlane]

    /// `path`'s contours clipped to the region.
    func clip(_ path: Path) -> Path {
        var out = Path()
        for contour in path.contours {
            var points = Array(contour)
            for plane in halfPlanes where points.count >= 3 {
                points = Self.clip(points, to: plane)
            }
            guard points.count >= 3 else { continue }
            out.move(to: points[0])
            for p in points.dropFirst() { out.line(to: p) }
            out.close()
        }
        return out
    }

    private static func clip(_ points: [Point], to plane: HalfPlane) -> [Point] {
        var kept: [Point] = []
        kept.reserveCapacity(points.count + 2)
        var previous = points[points.count - 1]
        var previousSide = plane.side(previous)
        for p in points {
            let s = plane.side(p)
            if (s >= 0) != (previousSide >= 0) {
                let t = previousSide / (previousSide - s)
                kept.append(Point(x: previous.x + (p.x - previous.x) * t, y: previous.y + (p.y - previous.y) * t))
            }
            if s >= 0 { kept.append(p) }
            previous = p
            previousSide = s
        }
        return kept
    }
}
