import Geometry

/// The mouse cursor on a kiosk display, drawn by the surface over the frame in the
/// display's buffer (no display server draws one, and many boards have no cursor plane).
/// It is not part of the frame: each present refreshes the pixels it covered from the
/// frame and draws it where it is now, and those rects count as the present's damage, so
/// buffer ages restore what it covered in the other buffers too. Hidden (nil `position`)
/// unless a mouse is attached.
struct PanelCursor {
    /// Where the arrow's tip is, in logical device pixels; nil: hidden.
    var position: (x: Int, y: Int)? {
        didSet { needsPresent = true }
    }
    /// Whether the cursor moved since the last present.
    private(set) var needsPresent = false
    /// Device pixels per sprite pixel.
    let factor: Int
    private var drawnRect: PixelRect?

    init(scale: Double) {
        factor = max(1, Int(scale.rounded()))
    }

    /// The classic arrow: `X` outline, `o` fill, `.` clear. Its tip is the top-left pixel.
    private static let sprite: [[UInt8]] = [
        "X...........", "XX..........", "XoX.........", "XooX........", "XoooX.......", "XooooX......",
        "XoooooX.....", "XooooooX....", "XoooooooX...", "XooooooooX..", "XoooooXXXXX.", "XooXooX.....",
        "XoX.XooX....", "XX..XooX....", "X....XooX...", ".....XooX...", "......XX....",
    ].map { Array($0.utf8) }

    /// The logical rect the cursor covers at `position`.
    private func rect(at position: (x: Int, y: Int)) -> PixelRect {
        PixelRect(x: position.x, y: position.y, width: Self.sprite[0].count * factor, height: Self.sprite.count * factor)
    }

    /// The rects a present must copy from the frame besides its damage: where the cursor
    /// was drawn (to erase it) and where it goes. Marks the cursor presented.
    mutating func rectsToRefresh() -> [PixelRect] {
        needsPresent = false
        let now = position.map(rect(at:))
        defer { drawnRect = now }
        return [drawnRect, now].compactMap { $0 }
    }

    /// Draws the arrow into `panel` (after the frame's rects were copied), turned as the
    /// picture is so that it points up-left on the logical picture.
    func draw(into panel: PanelBuffer, rotation: DisplayRotation) {
        guard let position else { return }
        let logical = rotation.logicalSize(ofPanel: (panel.width, panel.height))
        let bounds = PixelRect(x: 0, y: 0, width: logical.width, height: logical.height)
        for (row, line) in Self.sprite.enumerated() {
            for (column, cell) in line.enumerated() where cell != UInt8(ascii: ".") {
                let color: UInt32 = cell == UInt8(ascii: "X") ? 0xFF00_0000 : 0xFFFF_FFFF
                let block = PixelRect(x: position.x + column * factor, y: position.y + row * factor, width: factor,
                                      height: factor).intersection(bounds)
                guard !block.isEmpty else { continue }
                panel.fill(rotation.panelRect(of: block, logical: logical), with: color)
            }
        }
    }
}

extension PanelBuffer {
    /// Fills panel pixels `rect` with the opaque `0xAARRGGBB` color `pixel` (the cursor's
    /// few pixels; frames go through `copy`).
    func fill(_ rect: PixelRect, with pixel: UInt32) {
        for row in rect.y..<(rect.y + rect.height) {
            let start = base + row * bytesPerRow + rect.x * format.bytesPerPixel
            switch format {
            case .xrgb8888:
                let pixels = start.assumingMemoryBound(to: UInt32.self)
                for index in 0..<rect.width { pixels[index] = pixel }
            case .rgb565:
                let pixels = start.assumingMemoryBound(to: UInt16.self)
                for index in 0..<rect.width { pixels[index] = PanelPixelFormat.rgb565(pixel) }
            }
        }
    }
}
