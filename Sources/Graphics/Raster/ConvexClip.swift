import Geometry

/// Clips polygons to a convex polygon (Sutherland–Hodgman). Used to cut a border ring
/// into the parts that take each side's color. Clipping each contour of a shape on its
/// own is exact here because the clip region is convex: (A − B) ∩ P = (A ∩ P) − (B ∩ P).
struct ConvexClip {
    /// The clip polygon's vertices, in order (either orientation).
    let polygon: [Point]
    private let orientation: Double

    init(_ polygon: [Point]) {
        self.polygon = polygon
        var twiceArea = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            twiceArea += a.x * b.y - b.x * a.y
        }
        orientation = twiceArea >= 0 ? 1 : -1
    }

    /// `path`'s contours clipped to the polygon.
    func clip(_ path: Path) -> Path {
        var out = Path()
        for contour in path.contours {
            let clipped = clip(Array(contour))
            guard clipped.count >= 3 else { continue }
            out.move(to: clipped[0])
            for p in clipped.dropFirst() { out.line(to: p) }
            out.close()
        }
        return out
    }

    private func clip(_ subject: [Point]) -> [Point] {
        var points = subject
        for i in polygon.indices where !points.isEmpty {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            // Inside: on the polygon's side of edge a→b.
            func side(_ p: Point) -> Double { orientation * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) }
            var kept: [Point] = []
            kept.reserveCapacity(points.count + 4)
            var previous = points[points.count - 1]
            var previousSide = side(previous)
            for p in points {
                let s = side(p)
                if s >= 0 {
                    if previousSide < 0 { kept.append(Self.crossing(previous, previousSide, p, s)) }
                    kept.append(p)
                } else if previousSide >= 0 {
                    kept.append(Self.crossing(previous, previousSide, p, s))
                }
                previous = p
                previousSide = s
            }
            points = kept
        }
        return points
    }

    private static func crossing(_ p: Point, _ sp: Double, _ q: Point, _ sq: Double) -> Point {
        let t = sp / (sp - sq)
        return Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    }
}
