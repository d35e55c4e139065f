/// How a display's memory holds a pixel: what DRM dumb buffers and fbdev devices offer
/// kiosks (`DRM_FORMAT_XRGB8888`, and `RGB565` on small panels).
public enum PanelPixelFormat: Sendable, CaseIterable {
    /// 32 bits, `0xXXRRGGBB` in native (little-endian) order; the top byte is ignored.
    case xrgb8888
    /// 16 bits, red in the top 5, green in the middle 6, blue in the low 5.
    case rgb565

    public var bytesPerPixel: Int {
        switch self {
        case .xrgb8888: 4
        case .rgb565: 2
        }
    }

    /// The 16-bit value of an opaque `0xAARRGGBB` pixel (its alpha is dropped).
    @inlinable
    static func rgb565(_ pixel: UInt32) -> UInt16 {
        let red = (pixel >> 19) & 0x1F, green = (pixel >> 10) & 0x3F, blue = (pixel >> 3) & 0x1F
        return UInt16(truncatingIfNeeded: red << 11 | green << 5 | blue)
    }
}
