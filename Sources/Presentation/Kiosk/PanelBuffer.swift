import Geometry
import Graphics

/// A display's pixel memory, as a kiosk surface copies frames into it: a DRM dumb buffer
/// or fbdev's framebuffer, mapped into the process. Rows are `bytesPerRow` apart (a dumb
/// buffer's pitch, fbdev's `line_length`), which may be more than the pixels need.
///
/// Not owned: whoever mapped the memory unmaps it after the last copy.
public struct PanelBuffer {
    public let base: UnsafeMutableRawPointer
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    public let format: PanelPixelFormat

    /// The memory at `base`: `height` rows of `bytesPerRow` bytes, each holding `width`
    /// pixels in `format`. A row shorter than its pixels is a programmer error (traps).
    public init(base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, format: PanelPixelFormat) {
        precondition(width >= 0 && height >= 0 && bytesPerRow >= width * format.bytesPerPixel,
                     "PanelBuffer: \(width) pixels of \(format.bytesPerPixel) bytes do not fit rows of \(bytesPerRow) bytes")
        self.base = base
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.format = format
    }

    /// Copies `rect` of `frame`, the logical picture, onto the panel pixels that show it
    /// under `rotation`, and returns those pixels (`rect` cut to the frame, turned).
    /// Frames reach the display only this way, so only damage is written. Dumb buffers
    /// are write-combined: the copy writes each panel row left to right, in order, and
    /// reads nothing back. `frame` must be the logical size of this panel under
    /// `rotation` (a programmer error otherwise: traps).
    @discardableResult
    public func copy(_ rect: PixelRect, of frame: Framebuffer, rotation: DisplayRotation) -> PixelRect {
        let logical = rotation.logicalSize(ofPanel: (width, height))
        precondition(frame.width == logical.width && frame.height == logical.height,
                     "PanelBuffer.copy: a \(frame.width)×\(frame.height) frame is not the \(logical.width)×\(logical.height) "
                        + "picture of a \(width)×\(height) panel turned \(rotation)")
        let source = rect.intersection(frame.bounds)
        guard !source.isEmpty else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let target = rotation.panelRect(of: source, logical: logical)
        let stride = frame.stride, lastX = logical.width - 1, lastY = logical.height - 1
        // Along a panel row, the logical pixel shown moves by `step`.
        let step: Int
        switch rotation {
        case .upright: step = 1
        case .clockwise90: step = -stride
        case .upsideDown: step = -1
        case .clockwise270: step = stride
        }
        for row in target.y..<(target.y + target.height) {
            // The logical pixel shown at the row's first panel pixel (see DisplayRotation).
            let x: Int, y: Int
            switch rotation {
            case .upright: (x, y) = (target.x, row)
            case .clockwise90: (x, y) = (row, lastY - target.x)
            case .upsideDown: (x, y) = (lastX - target.x, lastY - row)
            case .clockwise270: (x, y) = (lastX - row, target.x)
            }
            let first = frame.pixels + (y * stride + x)
            let destination = base + (row * bytesPerRow + target.x * format.bytesPerPixel)
            Self.copyRow(from: first, step: step, count: target.width, to: destination, format: format)
        }
        return target
    }

    @inline(__always)
    private static func copyRow(from first: UnsafeMutablePointer<UInt32>, step: Int, count: Int,
                                to destination: UnsafeMutableRawPointer, format: PanelPixelFormat) {
        switch format {
        case .xrgb8888:
            if step == 1 {
                destination.copyMemory(from: first, byteCount: count * 4)
                return
            }
            let pixels = destination.assumingMemoryBound(to: UInt32.self)
            var source = first
            for index in 0..<count {
                pixels[index] = source.pointee
                source += step
            }
        case .rgb565:
            let pixels = destination.assumingMemoryBound(to: UInt16.self)
            var source = first
            for index in 0..<count {
                pixels[index] = PanelPixelFormat.rgb565(source.pointee)
                source += step
            }
        }
    }
}
