import Geometry

/// Which pixels each of a display's buffers lacks. A kiosk display scans out one buffer
/// while the next frame is copied into another; the buffer written now last held a frame
/// or two ago (its *age*), so bringing it up to date takes the damage of every frame since,
/// not only this frame's. Copying only that keeps writes to write-combined display memory
/// to what changed, and a flip never shows stale pixels.
struct BufferAges {
    /// The frame each buffer holds (nil: none yet, its memory is undefined).
    private var heldFrame: [Int?]
    /// The damage of the last frames, newest last: `recentDamage[i]` is frame
    /// `frameCount - recentDamage.count + i`.
    private var recentDamage: [[PixelRect]] = []
    /// Frames recorded so far.
    private(set) var frameCount = 0

    init(buffers: Int) {
        heldFrame = Array(repeating: nil, count: buffers)
    }

    /// The rects to copy into `buffer` to show the next frame, whose own `damage` is
    /// given, in a picture of `bounds`: that damage and every frame's since the buffer's
    /// picture. Records the frame: the buffer holds it afterwards.
    mutating func rectsToCopy(into buffer: Int, damage: [PixelRect], bounds: PixelRect) -> [PixelRect] {
        var rects: [PixelRect]
        if let held = heldFrame[buffer], frameCount - held - 1 <= recentDamage.count {
            // Frames held+1 ..< frameCount, then this one.
            rects = recentDamage.suffix(frameCount - held - 1).flatMap { $0 } + damage
        } else {
            rects = [bounds]
        }
        recentDamage.append(damage)
        if recentDamage.count > heldFrame.count { recentDamage.removeFirst() }
        heldFrame[buffer] = frameCount
        frameCount += 1
        return rects.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
    }

    /// Forgets every buffer's picture (their memory was lost, or the picture resized):
    /// each next copy is whole.
    mutating func invalidate() {
        for index in heldFrame.indices { heldFrame[index] = nil }
    }
}
