import Geometry

/// A laid-out element tree, flattened in depth-first order: what mounting walks. An
/// immutable snapshot, so the main actor can read it while the next layout runs.
public struct LayoutResult: Sendable {
    /// The root's size.
    public let size: Size
    /// Every element, parents before children (index 0 is the root).
    public let elements: [Element]
    /// Each element's frame, relative to its parent, rounded to the layout's pixel grid.
    public let frames: [Rect]
    /// Each element's parent index (-1 for the root).
    public let parents: [Int]

    public static let empty = LayoutResult(size: .zero, elements: [], frames: [], parents: [])

    /// The frame of element `index` in the root's coordinates.
    public func absoluteFrame(of index: Int) -> Rect {
        var frame = frames[index]
        var parent = parents[index]
        while parent >= 0 {
            frame = frame.offsetBy(dx: frames[parent].minX, dy: frames[parent].minY)
            parent = parents[parent]
        }
        return frame
    }
}
