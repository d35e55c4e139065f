import Geometry

/// Where a popup goes against its anchor, as CSS anchor positioning and Floating UI
/// place it: on a preferred side of the anchor, aligned along that side, a gap away;
/// flipped to the opposite side when it does not fit there and does there (else the side
/// with more room), then shifted along the edge to stay inside the screen, `screenPadding`
/// from its edges. `frame(size:anchor:bounds:)` is the whole rule, a pure function.
public struct PopupPlacement: Hashable, Sendable {
    /// The side of the anchor a popup prefers.
    public enum Side: Hashable, Sendable {
        case top, bottom, left, right

        /// The side across the anchor.
        public var opposite: Side {
            switch self {
            case .top: .bottom
            case .bottom: .top
            case .left: .right
            case .right: .left
            }
        }

        var isVertical: Bool { self == .top || self == .bottom }
    }

    /// How a popup lines up with its anchor along the side it is on: its left (or top)
    /// edge at the anchor's, centered on it, or its right (or bottom) edge at the anchor's.
    public enum Alignment: Hashable, Sendable {
        case start, center, end
    }

    /// The side of the anchor the popup goes on when it fits there.
    public var side: Side
    /// How it lines up with the anchor along that side.
    public var alignment: Alignment
    /// Points between the anchor and the popup.
    public var gap: Double
    /// Points the popup keeps from the screen's edges (when it fits).
    public var screenPadding: Double

    /// Below the anchor, left edges aligned, 4 points away, 8 points inside the screen: a
    /// dropdown menu's placement.
    public init(side: Side = .bottom, alignment: Alignment = .start, gap: Double = 4, screenPadding: Double = 8) {
        self.side = side
        self.alignment = alignment
        self.gap = gap
        self.screenPadding = screenPadding
    }

    /// The frame of a popup of `size` against `anchor`, inside `bounds` (the screen; all
    /// in one coordinate space): on `side` if it fits, else on the opposite side if it fits
    /// there, else on whichever of the two has more room; then moved along both axes as
    /// little as keeps it inside `bounds` less `screenPadding` (a popup larger than that
    /// keeps its top left corner inside).
    public func frame(size: Size, anchor: Rect, bounds: Rect) -> Rect {
        let inner = bounds.inset(by: EdgeInsets(all: max(0, min(screenPadding, bounds.width / 2, bounds.height / 2))))
        let side = chosenSide(size: size, anchor: anchor, inner: inner)
        var origin: Point
        switch side {
        case .bottom: origin = Point(x: 0, y: anchor.maxY + gap)
        case .top: origin = Point(x: 0, y: anchor.minY - gap - size.height)
        case .right: origin = Point(x: anchor.maxX + gap, y: 0)
        case .left: origin = Point(x: anchor.minX - gap - size.width, y: 0)
        }
        if side.isVertical {
            origin.x = Self.aligned(alignment, length: size.width, from: anchor.minX, to: anchor.maxX)
        } else {
            origin.y = Self.aligned(alignment, length: size.height, from: anchor.minY, to: anchor.maxY)
        }
        origin.x = Self.shifted(origin.x, length: size.width, from: inner.minX, to: inner.maxX)
        origin.y = Self.shifted(origin.y, length: size.height, from: inner.minY, to: inner.maxY)
        return Rect(origin: origin, size: size)
    }

    /// `side`, or its opposite when the popup fits there and not on `side`, or, when it
    /// fits on neither, the one with more room.
    private func chosenSide(size: Size, anchor: Rect, inner: Rect) -> Side {
        let needed = side.isVertical ? size.height : size.width
        let preferred = room(on: side, anchor: anchor, inner: inner)
        guard needed > preferred else { return side }
        let other = room(on: side.opposite, anchor: anchor, inner: inner)
        return needed <= other || other > preferred ? side.opposite : side
    }

    /// The points between the anchor's `side` (plus the gap) and the inner edge beyond it.
    private func room(on side: Side, anchor: Rect, inner: Rect) -> Double {
        switch side {
        case .bottom: inner.maxY - anchor.maxY - gap
        case .top: anchor.minY - gap - inner.minY
        case .right: inner.maxX - anchor.maxX - gap
        case .left: anchor.minX - gap - inner.minX
        }
    }

    private static func aligned(_ alignment: Alignment, length: Double, from start: Double, to end: Double) -> Double {
        switch alignment {
        case .start: start
        case .center: (start + end - length) / 2
        case .end: end - length
        }
    }

    /// `position` moved as little as keeps `[position, position + length]` inside
    /// `[low, high]`; `low` when it is longer than that.
    private static func shifted(_ position: Double, length: Double, from low: Double, to high: Double) -> Double {
        max(low, min(position, high - length))
    }
}
