import Components
import Geometry
import Graphics

/// What a mounter needs to move scrolled content's pixels instead of repainting them
/// (blit scrolling; `Mounter.scrollBlitting`).
public struct ScrollBlitting: Sendable, Equatable {
    /// The color under the whole tree (the host's background): the backdrop of a
    /// viewport no ancestor fills.
    public var background: Color
    /// The framebuffer's pixels: moves stay inside them.
    public var bounds: PixelRect

    public init(background: Color, bounds: PixelRect) {
        self.background = background
        self.bounds = bounds
    }
}

/// A scroll viewport whose content moved by whole device pixels and nothing else
/// changed about it: a candidate for a blit. `clip` is the viewport's frame within its
/// ancestors' clips (absolute points), what the content can show through.
struct ScrollShift {
    let viewport: Node
    let dx: Int
    let dy: Int
    let clip: Rect?
}

extension Mounter {
    /// Turns a shift into a move of the viewport's pixels, when moving them gives the
    /// pixels a full repaint would; else damages the viewport.
    ///
    /// The pixels inside the viewport are the content over a backdrop, under whatever is
    /// drawn after the content there. Moving them is exact when
    /// - the backdrop is one opaque color (an ancestor's opaque color fill covering the
    ///   viewport, its rounded corners outside it, or the host's background, with nothing
    ///   else drawn under the content), as WebKit's and Chromium's blit scrolling asked of
    ///   a frame's background;
    /// - no ancestor blends the viewport as a group (opacity) or clips it with a rounded
    ///   corner reaching into it (the corner's coverage stays where it is);
    /// - what is drawn over the content (later siblings of the viewport and of its
    ///   ancestors that draw something, a clipping ancestor's border, an outer viewport's
    ///   indicators, the overlay cells of a root that scrolls) is damaged where it is, and
    ///   where the move carries its pixels (`Damage.move` does that for damage made
    ///   before it).
    /// Pixels only partly inside the viewport's clip (a fractional clip edge) are
    /// repainted, not moved. The viewport's own indicators were damaged when mounted.
    func apply(_ shift: ScrollShift, to damage: inout Damage) {
        guard let blitting = scrollBlitting else { return }
        let frame = shift.viewport.absoluteFrame
        let visible = shift.clip ?? frame
        let touched = pixels(visible).intersection(blitting.bounds)
        let inside = enclosedPixels(visible).intersection(blitting.bounds)
        guard !touched.isEmpty else { return }
        guard !inside.isEmpty, let overlays = overlays(of: shift.viewport, within: inside, background: blitting.background)
        else {
            damage.add(touched)
            return
        }
        for rect in Region(touched).subtracting(inside).rects { damage.add(rect) }
        for rect in overlays { damage.add(rect) }
        damage.move(PixelMove(rect: inside, dx: shift.dx, dy: shift.dy))
    }

    /// The pixels within `rect` that something drawn over `viewport`'s content covers, or
    /// nil when moving the content's pixels would not give a repaint's (see `apply`).
    private func overlays(of viewport: Node, within rect: PixelRect, background: Color) -> [PixelRect]? {
        var overlays: [PixelRect] = []
        var hasBackdrop = false
        var node = viewport
        // `node`'s frame in the root's coordinates, carried up the climb (each parent's is
        // the child's less the child's offset in it).
        var origin = viewport.absoluteFrame
        while true {
            guard node.opacity >= 1 else { return nil }
            if node === viewport {
                // A root that scrolls holds the overlay layer's cells beside its content:
                // drawn over it, they do not move with it.
                for cell in viewport.children where cell.kind == .overlayCell && !cell.drawsNothing {
                    let extent = pixels(cell.visualBounds.offsetBy(dx: origin.minX, dy: origin.minY))
                    if extent.intersects(rect) { overlays.append(extent.intersection(rect)) }
                }
            } else {
                // An outer viewport's indicators are drawn over its content, this one too.
                if node.scrollIndicatorOpacity > 0 {
                    for bar in node.scrollIndicators {
                        let extent = pixels(bar.offsetBy(dx: origin.minX, dy: origin.minY))
                        if extent.intersects(rect) { overlays.append(extent.intersection(rect)) }
                    }
                }
                let framePixels = pixels(origin)
                if node.clipsContent, cornersCover(rect, of: node.cornerRadii, in: origin) { return nil }
                if let border = node.border, framePixels.intersects(rect) {
                    if node.clipsContent {
                        // Stroked over the children: an overlay where it covers the inside.
                        let inner = enclosedPixels(origin.inset(by: border.widths))
                        overlays += Region(framePixels.intersection(rect)).subtracting(inner).rects
                    } else if !hasBackdrop {
                        return nil
                    }
                }
                if !hasBackdrop, framePixels.intersects(rect) {
                    if node.text != nil || node.image != nil || node.button != nil || node.custom != nil { return nil }
                    if let fill = node.fill {
                        guard case .color(let color) = fill, color.premultipliedPixel >> 24 == 0xFF,
                              enclosedPixels(origin).contains(rect), !cornersCover(rect, of: node.cornerRadii, in: origin)
                        else { return nil }
                        hasBackdrop = true
                    }
                }
            }
            guard let parent = node.parent else { break }
            let parentOrigin = Point(x: origin.minX - node.frame.minX, y: origin.minY - node.frame.minY)
            var isAfter = false
            for sibling in parent.children {
                if sibling === node {
                    isAfter = true
                    continue
                }
                let extent = pixels(sibling.visualBounds.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y))
                // What draws nothing covers nothing: the clear layer under a popup.
                guard extent.intersects(rect), !sibling.drawsNothing else { continue }
                if isAfter {
                    overlays.append(extent.intersection(rect))
                } else if !hasBackdrop {
                    return nil
                }
            }
            node = parent
            origin = Rect(origin: parentOrigin, size: parent.frame.size)
        }
        guard hasBackdrop || background.premultipliedPixel >> 24 == 0xFF else { return nil }
        return overlays
    }

    /// Whether `rect` reaches into a corner of `frame` (points, absolute) that `radii`
    /// round: the corner boxes are as large as the radii (unclamped, so at least as large
    /// as the corners drawn).
    private func cornersCover(_ rect: PixelRect, of radii: CornerRadii, in frame: Rect) -> Bool {
        let corners = [
            Rect(x: frame.minX, y: frame.minY, width: radii.topLeft.width, height: radii.topLeft.height),
            Rect(x: frame.maxX - radii.topRight.width, y: frame.minY, width: radii.topRight.width,
                 height: radii.topRight.height),
            Rect(x: frame.maxX - radii.bottomRight.width, y: frame.maxY - radii.bottomRight.height,
                 width: radii.bottomRight.width, height: radii.bottomRight.height),
            Rect(x: frame.minX, y: frame.maxY - radii.bottomLeft.height, width: radii.bottomLeft.width,
                 height: radii.bottomLeft.height),
        ]
        return corners.contains { !$0.isEmpty && pixels($0).intersects(rect) }
    }

    /// The device pixels entirely inside `rect` (points, absolute): edges rounded inward,
    /// those within a rounding error of a whole pixel taken as on it.
    private func enclosedPixels(_ rect: Rect) -> PixelRect {
        guard !rect.isEmpty, rect.isFinite else { return .zero }
        let tolerance = 1e-6
        let x0 = PixelRect.coordinate((rect.minX * scale - tolerance).rounded(.up))
        let y0 = PixelRect.coordinate((rect.minY * scale - tolerance).rounded(.up))
        let x1 = PixelRect.coordinate((rect.maxX * scale + tolerance).rounded(.down))
        let y1 = PixelRect.coordinate((rect.maxY * scale + tolerance).rounded(.down))
        guard x1 > x0, y1 > y0 else { return .zero }
        return PixelRect(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }
}

extension Node {
    /// Whether neither the node nor anything under it draws a pixel (no look, no
    /// indicators): a clear full-screen layer taking taps.
    var drawsNothing: Bool {
        guard fill == nil, border == nil, text == nil, image == nil, button == nil, custom == nil,
              scrollIndicatorOpacity == 0 else { return false }
        return children.allSatisfy(\.drawsNothing)
    }
}
