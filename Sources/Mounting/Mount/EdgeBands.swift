import Components
import Geometry

/// What changes when a plain box is resized in place: only the bands its moving edges
/// sweep, each widened inward by what is drawn along an edge (the rounded corners and
/// the border), so a slider's filled track that grows by two points repaints a sliver,
/// not the whole track.
///
/// A box is *plain* when its own pixels depend on its frame only through its edges: a
/// solid fill (or none), a border, rounded corners, its children clipped or not. A
/// gradient stretches with the box, text and images are laid out in it and custom
/// drawings read its size, so they change everywhere and are damaged whole.
@MainActor
enum EdgeBands {
    /// The bands, in the parent's coordinates, of a plain `node` whose frame went from
    /// `old` to `new`; nil when it is not plain, when both edges of an axis moved (it
    /// moved), when its origin moved and it has children (they move with it), or when
    /// its corners were scaled down to fit either size (CSS Backgrounds 3 §5.5: then
    /// every corner changes).
    static func bands(of node: Node, from old: Rect, to new: Rect) -> [Rect]? {
        guard old.origin == new.origin || node.children.isEmpty,
              old.minX == new.minX || old.maxX == new.maxX, old.minY == new.minY || old.maxY == new.maxY,
              isPlain(node), fitsCorners(node.cornerRadii, old.size), fitsCorners(node.cornerRadii, new.size)
        else { return nil }
        let reach = self.reach(of: node)
        let union = old.union(new)
        var bands: [Rect] = []
        if old.maxX != new.maxX {
            let start = max(union.minX, min(old.maxX, new.maxX) - reach)
            bands.append(Rect(x: start, y: union.minY, width: union.maxX - start, height: union.height))
        }
        if old.minX != new.minX {
            let end = min(union.maxX, max(old.minX, new.minX) + reach)
            bands.append(Rect(x: union.minX, y: union.minY, width: end - union.minX, height: union.height))
        }
        if old.maxY != new.maxY {
            let start = max(union.minY, min(old.maxY, new.maxY) - reach)
            bands.append(Rect(x: union.minX, y: start, width: union.width, height: union.maxY - start))
        }
        if old.minY != new.minY {
            let end = min(union.maxY, max(old.minY, new.minY) + reach)
            bands.append(Rect(x: union.minX, y: union.minY, width: union.width, height: end - union.minY))
        }
        return bands
    }

    /// Whether `radii` are drawn as given in a box of `size`: no two on one side add up
    /// to more than it.
    private static func fitsCorners(_ radii: CornerRadii, _ size: Size) -> Bool {
        radii.topLeft.width + radii.topRight.width <= size.width
            && radii.bottomLeft.width + radii.bottomRight.width <= size.width
            && radii.topLeft.height + radii.bottomLeft.height <= size.height
            && radii.topRight.height + radii.bottomRight.height <= size.height
    }

    private static func isPlain(_ node: Node) -> Bool {
        guard node.kind == .box || node.kind == .container, node.transform.isIdentity else { return false }
        if case .linearGradient = node.fill { return false }
        return node.text == nil && node.image == nil && node.button == nil && node.custom == nil && node.scroll == nil
    }

    /// How far in from an edge its drawing reaches: the largest corner radius or border
    /// width (a corner's curve and a border's band move with the edge).
    private static func reach(of node: Node) -> Double {
        let radii = node.cornerRadii
        var reach = max(radii.topLeft.width, radii.topLeft.height, radii.topRight.width, radii.topRight.height,
                        radii.bottomRight.width, radii.bottomRight.height, radii.bottomLeft.width, radii.bottomLeft.height)
        if let widths = node.border?.widths {
            reach = max(reach, widths.top, widths.right, widths.bottom, widths.left)
        }
        return reach
    }
}
