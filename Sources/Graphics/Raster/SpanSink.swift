/// Receives the output of a rasterizer: runs of pixels on one row that share one
/// coverage value (1...255). Conforming types are small structs, so that generic
/// rasterizer code is specialized for each and the per-span call is inlined.
protocol SpanSink {
    /// Pixels `x ..< x + count` of row `y` (device coordinates, inside the clip) are
    /// covered by `coverage / 255`.
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt32)
}

extension FillRule {
    /// The 8-bit coverage of a pixel whose accumulated signed area is `value`.
    @inline(__always) func coverage(_ value: Float) -> UInt32 {
        var a = abs(value)
        if self == .evenOdd {
            a = a.truncatingRemainder(dividingBy: 2)
            if a > 1 { a = 2 - a }
        } else if a >= 1 {
            return 255
        }
        return UInt32(a * 255 + 0.5)
    }
}
