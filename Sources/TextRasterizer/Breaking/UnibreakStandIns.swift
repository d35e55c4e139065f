/// Keeps libunibreak 1.1 (Debian 12's) away from the scalars that crash it.
///
/// Its pair table stops at the Hangul classes, so a regional indicator (half of every
/// flag emoji) fails an assertion and aborts the process; and it takes U+FFFF for its own
/// end-of-text marker, stops there and fails another. A text holding either is handed to
/// it as a copy with stand-ins of the same UTF-8 length, so every offset stays put:
/// - a regional indicator becomes U+20000, an ideograph (class ID), which breaks on both
///   sides like a regional indicator does; the grapheme cluster pass then keeps each
///   pair (one flag) together, as rule LB30a asks;
/// - U+FFFF becomes U+FFFE, another noncharacter of the same class (XX, taken as AL).
enum UnibreakStandIns {
    /// True when `utf8` holds a scalar that libunibreak cannot be given.
    static func areNeeded(in utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        // Both start with a lead byte of 0xEF or more: skip everything else quickly.
        var i = 0
        while i < utf8.count {
            if utf8[i] >= 0xEF, standIn(at: i, utf8) != nil { return true }
            i += 1
        }
        return false
    }

    /// A copy of `utf8` with the stand-ins written over the scalars libunibreak cannot take.
    static func replacing(in utf8: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var copy = Array(utf8)
        var i = 0
        while i < utf8.count {
            if utf8[i] >= 0xEF, let standIn = standIn(at: i, utf8) {
                for (k, byte) in standIn.enumerated() { copy[i + k] = byte }
                i += standIn.count
            } else {
                i += 1
            }
        }
        return copy
    }

    /// The stand-in's bytes when the scalar starting at `i` needs one.
    private static func standIn(at i: Int, _ utf8: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        let remaining = utf8.count - i
        // U+1F1E6...U+1F1FF, regional indicators: F0 9F 87 A6...BF.
        if remaining >= 4, utf8[i] == 0xF0, utf8[i + 1] == 0x9F, utf8[i + 2] == 0x87, (0xA6...0xBF).contains(utf8[i + 3]) {
            return regionalIndicatorStandIn
        }
        // U+FFFF: EF BF BF.
        if remaining >= 3, utf8[i] == 0xEF, utf8[i + 1] == 0xBF, utf8[i + 2] == 0xBF {
            return noncharacterStandIn
        }
        return nil
    }

    private static let regionalIndicatorStandIn: [UInt8] = [0xF0, 0xA0, 0x80, 0x80] // U+20000
    private static let noncharacterStandIn: [UInt8] = [0xEF, 0xBF, 0xBE] // U+FFFE
}
