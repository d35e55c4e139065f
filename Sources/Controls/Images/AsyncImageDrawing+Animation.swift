import Components
import Geometry
import Graphics
import Images

/// A loaded animation's frames on the frame clock: the drawing repaints itself at each
/// frame's end (`CustomDrawing.nextChange`), with nothing built again, so it pauses
/// while the window is hidden and while its node is unmounted or out of the window.
/// One that does not play (reduced motion) shows its first frame and asks for no time.
struct AnimatedImageDrawing: CustomDrawing {
    static let nodeKind = "AsyncImage"

    let request: ImageLoadRequest
    let animation: AnimatedImage
    let contentMode: ContentMode
    let plays: Bool

    func nextChange(after elapsed: Double) -> Double? {
        plays ? animation.nextChange(after: elapsed) : nil
    }

    func draw(in painter: Painter, rect: Rect, scale: Double, elapsed: Double) {
        request.want(PixelSize(width: Int(rect.width.rounded(.up)), height: Int(rect.height.rounded(.up))))
        guard !animation.frames.isEmpty else { return }
        let bitmap = animation.frames[plays ? animation.frameIndex(at: elapsed) : 0].image
        painter.draw(bitmap, in: ImageContent(image: bitmap, contentMode: contentMode).imageRect(in: rect))
    }

    func draw(in painter: Painter, rect: Rect, scale: Double) {
        draw(in: painter, rect: rect, scale: scale, elapsed: 0)
    }

    static func == (lhs: AnimatedImageDrawing, rhs: AnimatedImageDrawing) -> Bool {
        lhs.request === rhs.request && lhs.animation == rhs.animation && lhs.contentMode == rhs.contentMode
            && lhs.plays == rhs.plays
    }
}
