import Geometry

/// The device-pixel areas that changed in a mount: old and new bounds of what moved,
/// changed, appeared or left, and the pixels to move first (`moves`, blit scrolling).
/// Rectangles are kept apart unless merging two into their bounding box covers less
/// than the two separately (then one is cheaper to paint and to track), so scattered
/// small changes stay small.
///
/// To bring a frame up to date: apply `moves` in order (`Framebuffer.move`), then
/// repaint `rects`. The rects are in the coordinates after every move: a move shifts
/// the stale pixels it carries along, so `move(_:)` adds where damage inside its
/// rectangle lands, and the strip it exposes.
public struct Damage: Sendable, Equatable {
    public private(set) var rects: [PixelRect] = []
    /// Pixels to move before repainting, in order.
    public private(set) var moves: [PixelMove] = []

    public init() {}

    /// Forgets every rect and move, keeping the storage (a frame's damage reused by the
    /// next allocates nothing).
    public mutating func removeAll() {
        rects.removeAll(keepingCapacity: true)
        moves.removeAll(keepingCapacity: true)
    }

    /// Whether nothing changed (nothing to move, nothing to repaint).
    public var isEmpty: Bool { rects.isEmpty && moves.isEmpty }

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

    /// Moves the pixels of `move.rect` by its offset before anything is repainted. The
    /// damage already inside the rectangle travels with the pixels (it is added where it
    /// lands, and stays where it was, which the move overwrote only with pixels that
    /// may need it too); the strip the move exposes is damaged.
    public mutating func move(_ move: PixelMove) {
        guard !move.rect.isEmpty, move.dx != 0 || move.dy != 0 else { return }
        for rect in rects {
            add(rect.intersection(move.rect).offsetBy(dx: move.dx, dy: move.dy).intersection(move.rect))
        }
        for strip in move.exposedStrips { add(strip) }
        moves.append(move)
    }

    /// Adds what happened after this damage: `other`'s moves apply to these rects, then
    /// its rects (already in the coordinates after its moves) join them.
    public mutating func formUnion(_ other: Damage) {
        for move in other.moves { self.move(move) }
        for rect in other.rects { add(rect) }
    }
}

/// Pixels moved by whole device pixels within a rectangle (`Framebuffer.move`): a blit
/// scroll of a viewport's content.
public struct PixelMove: Sendable, Equatable {
    /// The rectangle the pixels move within (a viewport's inside).
    public var rect: PixelRect
    public var dx: Int
    public var dy: Int

    public init(rect: PixelRect, dx: Int, dy: Int) {
        self.rect = rect
        self.dx = dx
        self.dy = dy
    }

    /// The pixels of `rect` whose sources lie outside it: nothing moves there, they show
    /// newly exposed content (all of `rect` when the move is as large as the rectangle).
    public var exposedStrips: [PixelRect] {
        if abs(dx) >= rect.width || abs(dy) >= rect.height { return [rect] }
        var strips: [PixelRect] = []
        if dy > 0 { strips.append(PixelRect(x: rect.x, y: rect.y, width: rect.width, height: dy)) }
        if dy < 0 { strips.append(PixelRect(minX: rect.minX, minY: rect.maxY + dy, maxX: rect.maxX, maxY: rect.maxY)) }
        // The columns, between the rows already taken.
        let top = rect.minY + max(0, dy), bottom = rect.maxY + min(0, dy)
        if dx > 0 { strips.append(PixelRect(minX: rect.minX, minY: top, maxX: rect.minX + dx, maxY: bottom)) }
        if dx < 0 { strips.append(PixelRect(minX: rect.maxX + dx, minY: top, maxX: rect.maxX, maxY: bottom)) }
        return strips
    }
}
