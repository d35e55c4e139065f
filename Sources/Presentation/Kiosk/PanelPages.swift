import Geometry
import Graphics

/// A kiosk display's buffers (DRM dumb buffers, fbdev pages) and what each lacks: the one
/// place frames are written into display memory. `write` brings a buffer up to the frame
/// from its damage and the damage of the frames it missed (`BufferAges`), turned by the
/// rotation, and draws the cursor over it. Both kiosk surfaces go through it, and tests
/// drive it on ordinary memory.
struct PanelPages {
    let pages: [PanelBuffer]
    let rotation: DisplayRotation
    var cursor: PanelCursor
    private var ages: BufferAges

    init(pages: [PanelBuffer], rotation: DisplayRotation, scale: Double) {
        self.pages = pages
        self.rotation = rotation
        cursor = PanelCursor(scale: scale)
        ages = BufferAges(buffers: pages.count)
    }

    /// Writes `frame` into page `page`: the rects `damage` names and those the page missed.
    mutating func write(_ frame: Framebuffer, damage: [PixelRect], into page: Int) {
        let rects = ages.rectsToCopy(into: page, damage: damage + cursor.rectsToRefresh(), bounds: frame.bounds)
        for rect in rects { pages[page].copy(rect, of: frame, rotation: rotation) }
        cursor.draw(into: pages[page], rotation: rotation)
    }

    /// Every page's picture was lost (another console drew there): the next writes are whole.
    mutating func invalidate() {
        ages.invalidate()
    }

    /// Moves the cursor's tip to `position` (logical device pixels) or hides it (nil).
    mutating func moveCursor(to position: Point?) {
        let rounded = position.map { (x: Int($0.x.rounded(.down)), y: Int($0.y.rounded(.down))) }
        switch (cursor.position, rounded) {
        case (nil, nil): break
        case (let old?, let new?) where old == new: break
        default: cursor.position = rounded
        }
    }
}
