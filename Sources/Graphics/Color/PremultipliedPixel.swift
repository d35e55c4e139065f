/// Helpers for the one pixel format Tessera draws in: a 32-bit value `0xAARRGGBB`
/// with red, green and blue premultiplied by alpha. SDL calls this layout
/// `SDL_PIXELFORMAT_ARGB8888` (Cairo: `CAIRO_FORMAT_ARGB32`); on little-endian
/// machines its bytes in memory are B, G, R, A.
public enum PremultipliedPixel {
    @inlinable public static func alpha(_ p: UInt32) -> UInt32 { p >> 24 }
    @inlinable public static func red(_ p: UInt32) -> UInt32 { (p >> 16) & 0xFF }
    @inlinable public static func green(_ p: UInt32) -> UInt32 { (p >> 8) & 0xFF }
    @inlinable public static func blue(_ p: UInt32) -> UInt32 { p & 0xFF }

    /// Packs four premultiplied channels (each 0...255, color channels <= alpha).
    @inlinable public static func pack(alpha a: UInt32, red r: UInt32, green g: UInt32, blue b: UInt32) -> UInt32 {
        (a << 24) | (r << 16) | (g << 8) | b
    }

    /// `a * b / 255`, correctly rounded, for `a, b` in 0...255.
    @inlinable public static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a &* b &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Premultiplies a straight-alpha pixel (`0xAARRGGBB`, channels not scaled by alpha).
    @inlinable public static func premultiply(straight p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 { return p }
        if a == 0 { return 0 }
        return pack(alpha: a, red: multiply(red(p), a), green: multiply(green(p), a), blue: multiply(blue(p), a))
    }

    /// The straight-alpha pixel whose premultiplication gives back `p` exactly
    /// (for valid premultiplied input: every color channel <= alpha).
    @inlinable public static func unpremultiply(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 { return p }
        if a == 0 { return 0 }
        func channel(_ c: UInt32) -> UInt32 { min(255, (min(c, a) * 255 + a / 2) / a) }
        return pack(alpha: a, red: channel(red(p)), green: channel(green(p)), blue: channel(blue(p)))
    }

    /// Scales every channel of a premultiplied pixel by `f / 255` (two channels per
    /// multiply), each channel correctly rounded.
    @inlinable public static func scale(_ p: UInt32, by f: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* f &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Source-over: `src + dst * (1 - srcAlpha)` on premultiplied pixels, each
    /// channel within ±1 of exact math.
    @inlinable public static func sourceOver(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        src &+ scale(dst, by: 255 &- (src >> 24))
    }
}
