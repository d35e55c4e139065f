import Graphics

/// Bitmaps made in code for the shapes page (no files to ship): premultiplied
/// `0xAARRGGBB` pixels, as `Graphics.Image` stores them.
public enum GeneratedImages {
    /// A 64 × 64 checkerboard of 8-pixel squares, dark gray and light gray (opaque).
    public static let checkerboard: Graphics.Image = make(width: 64, height: 64) { x, y in
        (x / 8 + y / 8).isMultiple(of: 2) ? 0xFF48_484A : 0xFFE5_E5EA
    }

    /// A 96 × 64 color field: red grows to the right, blue downwards, a stripe of green
    /// every 16 pixels (opaque), so scaling and cropping show.
    public static let colorField: Graphics.Image = make(width: 96, height: 64) { x, y in
        let red = UInt32(x * 255 / 95), blue = UInt32(y * 255 / 63)
        let green: UInt32 = x % 16 < 2 ? 0xFF : 0x40
        return 0xFF00_0000 | red << 16 | green << 8 | blue
    }

    /// A 48 × 48 orange disc with a soft edge on transparent pixels (premultiplied), to
    /// show blending over what is behind an image.
    public static let softDisc: Graphics.Image = make(width: 48, height: 48) { x, y in
        let dx = Double(x) + 0.5 - 24, dy = Double(y) + 0.5 - 24
        let distance = (dx * dx + dy * dy).squareRoot()
        let coverage = min(1, max(0, (22 - distance) / 6))
        let alpha = UInt32((coverage * 255).rounded())
        // Orange (FF9500) premultiplied by alpha.
        return alpha << 24 | (255 * alpha / 255) << 16 | (0x95 * alpha / 255) << 8
    }

    /// An image of `width` × `height` whose pixel at (x, y) is `pixel(x, y)`.
    private static func make(width: Int, height: Int, pixel: (Int, Int) -> UInt32) -> Graphics.Image {
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width { pixels.append(pixel(x, y)) }
        }
        do {
            return try Graphics.Image(width: width, height: height, pixels: pixels)
        } catch {
            preconditionFailure("a generated image has width × height pixels: \(error)")
        }
    }
}
