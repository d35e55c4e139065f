import Geometry

/// The color of each side of a border (`BorderColors(all: .black)` for one color).
public typealias BorderColors = Edges<Color>

extension Painter {
    /// Strokes a border inside the edge of `shape`: the ring between `shape` and the
    /// same shape inset by `widths`, whose corners follow CSS (inner radius = outer
    /// radius minus the adjacent width). Each side takes its own color; where two
    /// colors meet at a corner the boundary runs from the outer corner towards the
    /// inner one, as browsers draw it. Negative widths count as zero.
    public func strokeBorder(_ shape: RoundedRect, widths: EdgeInsets, colors: BorderColors) {
        guard !shape.isEmpty, shape.rect.isFinite else { return }
        func clean(_ w: Double) -> Double { w.isFinite ? max(0, w) : 0 }
        let w = widths.map(clean)
        guard w.top + w.left + w.bottom + w.right > 0 else { return }
        let inner = shape.inset(by: w)
        scratchPath.removeAll()
        scratchPath.addRoundedRect(shape)
        scratchPath.addRoundedRect(inner, clockwise: false)
        let ring = scratchPath
        if colors.isUniform {
            fillPath(ring, rule: .nonZero, paint: .color(colors.top),
                     straight: StraightRows(ring: shape, inner: inner, offset: translation, clip: clipBounds))
            return
        }
        let split = BorderSplit(outer: shape, inner: inner, widths: w)
        for side in BorderSide.allCases {
            let color = side.color(in: colors)
            guard side.width(in: w) > 0, color.premultipliedPixel != 0 else { continue }
            fillPath(split.region(of: side).clip(ring), rule: .nonZero, paint: .color(color))
        }
    }
}

/// One side of a border.
private enum BorderSide: CaseIterable {
    case top, right, bottom, left

    func color(in c: BorderColors) -> Color {
        switch self {
        case .top: c.top
        case .right: c.right
        case .bottom: c.bottom
        case .left: c.left
        }
    }

    func width(in w: EdgeInsets) -> Double {
        switch self {
        case .top: w.top
        case .right: w.right
        case .bottom: w.bottom
        case .left: w.left
        }
    }
}

/// Where a border's colors meet. At each corner the boundary is the diagonal from the
/// outer corner through the inner corner (as browsers draw it); between opposite sides
/// it is a line past the deepest corner curve on each side, so every ring pixel falls
/// in one side's region. Each region is an intersection of half-planes, hence convex.
private struct BorderSplit {
    let topLeft: Point, topRight: Point, bottomRight: Point, bottomLeft: Point
    let widths: EdgeInsets
    /// Rows and columns between opposite sides' corner curves.
    let splitY: (top: Double, bottom: Double)
    let splitX: (left: Double, right: Double)

    init(outer: RoundedRect, inner: RoundedRect, widths w: EdgeInsets) {
        let o = outer.rect, r = inner.radii
        topLeft = Point(x: o.minX, y: o.minY)
        topRight = Point(x: o.maxX, y: o.minY)
        bottomRight = Point(x: o.maxX, y: o.maxY)
        bottomLeft = Point(x: o.minX, y: o.maxY)
        widths = w
        // The ring near a corner lies within the width plus the inner curve's radius.
        let topReach = o.minY + w.top + max(r.topLeft.height, r.topRight.height)
        let bottomReach = o.maxY - w.bottom - max(r.bottomLeft.height, r.bottomRight.height)
        let leftReach = o.minX + w.left + max(r.topLeft.width, r.bottomLeft.width)
        let rightReach = o.maxX - w.right - max(r.topRight.width, r.bottomRight.width)
        // Meet halfway when the reaches leave a gap; overlap only where they cross.
        let midY = (topReach + bottomReach) / 2, midX = (leftReach + rightReach) / 2
        splitY = topReach <= bottomReach ? (midY, midY) : (topReach, bottomReach)
        splitX = leftReach <= rightReach ? (midX, midX) : (leftReach, rightReach)
    }

    func region(of side: BorderSide) -> ConvexClip {
        let w = widths
        // Corner diagonals: from the outer corner along the two widths that meet there.
        let dTL = Point(x: w.left, y: w.top), dTR = Point(x: -w.right, y: w.top)
        let dBR = Point(x: -w.right, y: -w.bottom), dBL = Point(x: w.left, y: -w.bottom)
        let planes: [ConvexClip.HalfPlane?]
        switch side {
        case .top:
            planes = [.init(through: topLeft, along: dTL, containing: topRight),
                      .init(through: topRight, along: dTR, containing: topLeft),
                      .init(through: Point(x: 0, y: splitY.top), along: Point(x: 1, y: 0), containing: topLeft)]
        case .bottom:
            planes = [.init(through: bottomLeft, along: dBL, containing: bottomRight),
                      .init(through: bottomRight, along: dBR, containing: bottomLeft),
                      .init(through: Point(x: 0, y: splitY.bottom), along: Point(x: 1, y: 0), containing: bottomLeft)]
        case .left:
            planes = [.init(through: topLeft, along: dTL, containing: bottomLeft),
                      .init(through: bottomLeft, along: dBL, containing: topLeft),
                      .init(through: Point(x: splitX.left, y: 0), along: Point(x: 0, y: 1), containing: topLeft)]
        case .right:
            planes = [.init(through: topRight, along: dTR, containing: bottomRight),
                      .init(through: bottomRight, along: dBR, containing: topRight),
                      .init(through: Point(x: splitX.right, y: 0), along: Point(x: 0, y: 1), containing: topRight)]
        }
        return ConvexClip(halfPlanes: planes.compactMap { $0 })
    }
}
