import Geometry

/// A mutable grid of premultiplied `0xAARRGGBB` pixels (SDL's `ARGB8888`), the target
/// every `Painter` draws into and every presenter shows or saves.
///
/// A framebuffer either owns its memory or is a *view* of a rectangle of another
/// framebuffer (`view(of:)`): a view shares the parent's pixels and row stride, keeps
/// the parent's memory alive, and has its own origin, so drawing at (0, 0) in a view
/// lands at the view's top-left in the parent.
public final class Framebuffer {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Distance between the starts of two rows, in pixels (`bytesPerRow / 4`).
    public let stride: Int
    /// The first pixel of the first row. Valid while this framebuffer lives.
    public let pixels: UnsafeMutablePointer<UInt32>
    /// Where this framebuffer's (0, 0) lies in the framebuffer that owns the memory.
    public let originInStorage: (x: Int, y: Int)

    private let storage: Storage

    /// Distance between the starts of two rows, in bytes (SDL's "pitch").
    public var bytesPerRow: Int { stride * 4 }
    /// `(0, 0, width, height)`.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The largest framebuffer side accepted (SDL textures and PNG files stay far below).
    public static let maxSide = 1 << 15

    /// A new framebuffer with every pixel transparent black. Throws a `DimensionError`
    /// for a side outside 0...`maxSide` (0 is valid: an empty framebuffer).
    public init(width: Int, height: Int) throws(DimensionError) {
        try SizeCheck.pixels(width: width, height: height, maximum: Self.maxSide)
        self.width = width
        self.height = height
        self.stride = width
        self.storage = Storage(pixelCount: width * height)
        self.pixels = storage.base
        self.originInStorage = (0, 0)
    }

    /// A framebuffer for `size` points at `scale` device pixels per point, each side
    /// rounded up. Throws a `DimensionError` naming the value when the size or scale fails
    /// `SizeCheck` or a side would exceed `maxSide` pixels; 0 × 0 is valid (it paints nothing).
    public convenience init(size: Size, scale: Double) throws(DimensionError) {
        let pixels = try SizeCheck.pixels(of: size, scale: scale, maximum: Self.maxSide)
        try self.init(width: pixels.width, height: pixels.height)
    }

    /// A new framebuffer holding a copy of `image`'s pixels.
    public convenience init(image: Image) throws {
        try self.init(width: image.width, height: image.height)
        image.pixels.withUnsafeBufferPointer { src in
            guard let base = src.baseAddress else { return }
            pixels.update(from: base, count: src.count)
        }
    }

    private init(viewOf parent: Framebuffer, rect: PixelRect) {
        width = rect.width
        height = rect.height
        stride = parent.stride
        storage = parent.storage
        pixels = parent.pixels + rect.y * parent.stride + rect.x
        originInStorage = (parent.originInStorage.x + rect.x, parent.originInStorage.y + rect.y)
    }

    /// A view of `rect` (clipped to the bounds; possibly empty) sharing these pixels.
    public func view(of rect: PixelRect) -> Framebuffer {
        let r = rect.intersection(bounds)
        return Framebuffer(viewOf: self, rect: r.isEmpty ? PixelRect(x: 0, y: 0, width: 0, height: 0) : r)
    }

    /// Sets every pixel to `color` (default: transparent black).
    public func clear(to color: Color = .clear) {
        clear(bounds, to: color.premultipliedPixel)
    }

    /// Sets every pixel of `rect` (clipped to the bounds) to the premultiplied `pixel`,
    /// without blending.
    public func clear(_ rect: PixelRect, to pixel: UInt32) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        PixelFill.fill(pixels + r.y * stride + r.x, width: r.width, height: r.height, stride: stride, with: pixel)
    }

    /// The premultiplied pixel at (x, y). Traps outside the bounds (a programmer error).
    public subscript(x: Int, y: Int) -> UInt32 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
            return pixels[y * stride + x]
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
            pixels[y * stride + x] = newValue
        }
    }

    /// A copy of the pixels as an immutable `Image` (for PNG files and comparisons).
    public func makeImage() -> Image {
        var out = [UInt32](repeating: 0, count: width * height)
        out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<height {
                (dst.baseAddress! + y * width).update(from: pixels + y * stride, count: width)
            }
        }
        // The count matches by construction.
        return try! Image(width: width, height: height, pixels: out)
    }

    /// Owns the pixel memory; shared by a framebuffer and its views.
    private final class Storage {
        let base: UnsafeMutablePointer<UInt32>
        init(pixelCount: Int) {
            // 64-byte alignment: rows of wide framebuffers start on cache lines.
            let raw = UnsafeMutableRawPointer.allocate(byteCount: max(1, pixelCount) * 4, alignment: 64)
            base = raw.initializeMemory(as: UInt32.self, repeating: 0, count: max(1, pixelCount))
        }
        deinit { base.deallocate() }
    }
}
