@testable import Geometry

/// The obviously-correct reference for `Region`: one flag per pixel of a fixed window.
struct PixelSet: Equatable {
    /// The pixels this set can hold; everything outside is never a member.
    let window: PixelRect
    private var flags: [Bool]

    /// The empty set over `window`.
    init(window: PixelRect) {
        self.window = window
        flags = Array(repeating: false, count: window.area)
    }

    /// The pixels of `region`'s rectangles, or nil when a rectangle is empty, leaves the
    /// window, or shares a pixel with another (the rectangles must be disjoint).
    init?(painting region: Region, window: PixelRect) {
        self.init(window: window)
        for rect in region.rects {
            guard !rect.isEmpty, window.contains(rect) else { return nil }
            for y in rect.minY..<rect.maxY {
                for x in rect.minX..<rect.maxX {
                    if flags[index(x, y)] { return nil }
                    flags[index(x, y)] = true
                }
            }
        }
    }

    private func index(_ x: Int, _ y: Int) -> Int {
        (y - window.minY) * window.width + (x - window.minX)
    }

    func contains(x: Int, y: Int) -> Bool {
        window.contains(x: x, y: y) && flags[index(x, y)]
    }

    /// How many pixels are members.
    var count: Int { flags.reduce(0) { $0 + ($1 ? 1 : 0) } }

    /// The smallest rectangle holding every member, `.zero` when there is none.
    var bounds: PixelRect {
        var result = PixelRect.zero
        forEachMember { x, y in result = result.union(PixelRect(x: x, y: y, width: 1, height: 1)) }
        return result
    }

    /// Calls `body` with every member pixel.
    func forEachMember(_ body: (Int, Int) -> Void) {
        for y in window.minY..<window.maxY {
            for x in window.minX..<window.maxX where flags[index(x, y)] {
                body(x, y)
            }
        }
    }

    /// Sets each pixel of the window to `rule(isMember, x, y)`.
    mutating func update(_ rule: (Bool, Int, Int) -> Bool) {
        for y in window.minY..<window.maxY {
            for x in window.minX..<window.maxX {
                flags[index(x, y)] = rule(flags[index(x, y)], x, y)
            }
        }
    }

    mutating func insert(_ rect: PixelRect) { update { $0 || rect.contains(x: $1, y: $2) } }
    mutating func remove(_ rect: PixelRect) { update { $0 && !rect.contains(x: $1, y: $2) } }
    mutating func keep(_ rect: PixelRect) { update { $0 && rect.contains(x: $1, y: $2) } }
    mutating func insert(_ other: PixelSet) { update { $0 || other.contains(x: $1, y: $2) } }
    mutating func remove(_ other: PixelSet) { update { $0 && !other.contains(x: $1, y: $2) } }
    mutating func keep(_ other: PixelSet) { update { $0 && other.contains(x: $1, y: $2) } }

    /// The members moved by `dx`, `dy`, dropping those that leave the window.
    func shifted(dx: Int, dy: Int) -> PixelSet {
        var result = PixelSet(window: window)
        result.update { _, x, y in contains(x: x - dx, y: y - dy) }
        return result
    }

    func isSuperset(of other: PixelSet) -> Bool {
        var result = true
        other.forEachMember { x, y in if !contains(x: x, y: y) { result = false } }
        return result
    }

    /// Whether every pixel of `rect` is a member (vacuously true for an empty rect).
    func containsAll(of rect: PixelRect) -> Bool {
        guard !rect.isEmpty else { return true }
        for y in rect.minY..<rect.maxY {
            for x in rect.minX..<rect.maxX where !contains(x: x, y: y) { return false }
        }
        return true
    }

    /// Whether some pixel of `rect` is a member.
    func containsAny(of rect: PixelRect) -> Bool {
        guard !rect.isEmpty else { return false }
        for y in rect.minY..<rect.maxY {
            for x in rect.minX..<rect.maxX where contains(x: x, y: y) { return true }
        }
        return false
    }
}
