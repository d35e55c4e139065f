import Geometry
import Graphics

/// The ring drawn around the focused element after a key moved focus (CSS's
/// `:focus-visible`): 1 pt outside the element's border box, a 2 pt blue line between two
/// 1 pt white ones (`bands`), so it shows on any background, a blue card's as a white
/// page's (a blue line alone vanished around a button on a blue card). Its corners follow
/// the element's (rounded ones grown by the outset); it is drawn over everything else,
/// cut by the viewports and other clipping ancestors around the element. Where it is, in
/// the root's coordinates; the host damages its old and new `pixels` and `NodePainter`
/// draws it last.
@MainActor
struct FocusRing: Equatable {
    /// The ring's outer edge (points, the root's coordinates).
    let frame: Rect
    let radii: CornerRadii
    /// What the clipping ancestors let show (points, the root's coordinates).
    let clip: Rect

    /// The ring's width (its three bands) and its gap outside the element, in points.
    static let width = 4.0
    static let gap = 1.0
    /// A blue that keeps 3:1 against white and black (WCAG's non-text contrast).
    static let color = Color(red: 0.10, green: 0.45, blue: 0.91)
    /// The bands from the outer edge in: how far in each starts, its width, its color.
    static let bands: [(inset: Double, width: Double, color: Color)] = [
        (0, 1, .white), (1, 2, color), (3, 1, .white),
    ]

    /// The ring around `node`, nil when nothing of it would show.
    init?(around node: Node) {
        let outset = Self.width + Self.gap
        let element = node.absoluteFrame
        frame = Rect(x: element.minX - outset, y: element.minY - outset,
                     width: element.width + 2 * outset, height: element.height + 2 * outset)
        let own = node.button?.cornerRadii ?? node.cornerRadii
        // Rounded corners grow by the outset (CSS's outline); square ones stay square.
        func grown(_ radius: Size) -> Size {
            radius.width > 0 && radius.height > 0 ? Size(width: radius.width + outset, height: radius.height + outset) : .zero
        }
        radii = CornerRadii(topLeft: grown(own.topLeft), topRight: grown(own.topRight),
                            bottomRight: grown(own.bottomRight), bottomLeft: grown(own.bottomLeft))
        var clip = frame
        var ancestor = node.parent
        while let current = ancestor {
            if current.clipsContent {
                guard let inside = clip.intersection(current.absoluteFrame) else { return nil }
                clip = inside
            }
            ancestor = current.parent
        }
        guard clip.width > 0, clip.height > 0 else { return nil }
        self.clip = clip
    }

    /// The device pixels the ring may touch, inside its clip: its damage. Four strips
    /// along its sides, each as deep as the line or the corners' radii there (a rounded
    /// corner's arc stays inside its radius box), so a ring around a large element (a
    /// focused scroll view) repaints its edges, not the element.
    func pixels(scale: Double) -> [PixelRect] {
        let width = Self.width
        let top = max(width, radii.topLeft.height, radii.topRight.height)
        let bottom = max(width, radii.bottomLeft.height, radii.bottomRight.height)
        let left = max(width, radii.topLeft.width, radii.bottomLeft.width)
        let right = max(width, radii.topRight.width, radii.bottomRight.width)
        let strips = [
            Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(top, frame.height)),
            Rect(x: frame.minX, y: max(frame.minY, frame.maxY - bottom), width: frame.width, height: min(bottom, frame.height)),
            Rect(x: frame.minX, y: frame.minY, width: min(left, frame.width), height: frame.height),
            Rect(x: max(frame.minX, frame.maxX - right), y: frame.minY, width: min(right, frame.width), height: frame.height),
        ]
        return strips.compactMap { $0.intersection(clip)?.enclosingPixels(scale: scale) }.filter { !$0.isEmpty }
    }

    /// What to repaint when the ring drawn goes from `old` to `new` (either nil: none):
    /// nothing when it stays, else the pixels of both.
    static func damage(from old: FocusRing?, to new: FocusRing?, scale: Double) -> [PixelRect] {
        guard old != new else { return [] }
        return [old, new].flatMap { $0?.pixels(scale: scale) ?? [] }
    }
}
