import Geometry
import LibC

extension Framebuffer {
    /// Moves the pixels of `rect` (clipped to the bounds) by `dx`, `dy` within it: each
    /// pixel whose source `(x - dx, y - dy)` lies inside the rectangle gets that source's
    /// value; the strip whose sources lie outside (the exposed strip) keeps what it had,
    /// for the caller to repaint. Blit scrolling: content shifted by whole pixels shows
    /// the same pixels, so only the exposed strip needs drawing. Row by row with
    /// `memmove`, bottom-up when moving down so no source row is overwritten first.
    /// Allocates nothing.
    public func move(_ rect: PixelRect, dx: Int, dy: Int) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty, dx != 0 || dy != 0, abs(dx) < area.width, abs(dy) < area.height else { return }
        let width = area.width - abs(dx), rows = area.height - abs(dy)
        // Columns and rows of the destination inside `area`.
        let destinationX = area.x + max(0, dx), sourceX = area.x + max(0, -dx)
        let destinationY = area.y + max(0, dy), sourceY = area.y + max(0, -dy)
        let bytes = width * 4
        func copyRow(_ index: Int) {
            let destination = pixels + (destinationY + index) * stride + destinationX
            let source = pixels + (sourceY + index) * stride + sourceX
            memmove(destination, source, bytes)
        }
        if dy > 0 {
            for index in Swift.stride(from: rows - 1, through: 0, by: -1) { copyRow(index) }
        } else {
            for index in 0..<rows { copyRow(index) }
        }
    }
}
