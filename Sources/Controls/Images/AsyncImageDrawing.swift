import Components
import Geometry
import Graphics
import Images

/// What an `AsyncImage` draws under its picture: the placeholder's fill (or the error
/// look's) until the picture comes, and, at every paint, the pixels it is painted at told
/// to its request, which loads that size when it is new.
struct AsyncImageDrawing: CustomDrawing {
    static let nodeKind = "AsyncImage"

    let request: ImageLoadRequest
    let contentMode: ContentMode
    let placeholder: Color
    /// The error look's mark color, when the load failed.
    let failureMark: Color?

    func draw(in painter: Painter, rect: Rect, scale: Double) {
        // Whole device pixels that cover the frame: what is decoded.
        request.want(PixelSize(width: Int(rect.width.rounded(.up)), height: Int(rect.height.rounded(.up))))
        if placeholder.alpha > 0 { painter.fill(rect, with: .color(placeholder)) }
        if let failureMark { Self.drawFailure(in: painter, rect: rect, scale: scale, color: failureMark) }
    }

    /// A broken picture: a frame with a diagonal slash, in the middle of the rectangle.
    private static func drawFailure(in painter: Painter, rect: Rect, scale: Double, color: Color) {
        let side = min(rect.width, rect.height, 48 * scale) * 0.5
        guard side >= 6 else { return }
        let box = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        let line = max(1, (side / 12).rounded())
        var path = Path()
        path.addRect(box)
        path.addRect(box.insetBy(dx: line, dy: line), clockwise: false)
        // The slash: a thin parallelogram from the bottom left to the top right.
        path.move(to: Point(x: box.minX, y: box.maxY - line))
        path.line(to: Point(x: box.maxX - line, y: box.minY))
        path.line(to: Point(x: box.maxX, y: box.minY + line))
        path.line(to: Point(x: box.minX + line, y: box.maxY))
        path.close()
        painter.fill(path, rule: .nonZero, with: .color(color))
    }

    static func == (lhs: AsyncImageDrawing, rhs: AsyncImageDrawing) -> Bool {
        lhs.request === rhs.request && lhs.contentMode == rhs.contentMode
            && lhs.placeholder == rhs.placeholder && lhs.failureMark == rhs.failureMark
    }
}
