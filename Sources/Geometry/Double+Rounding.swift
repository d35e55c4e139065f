extension Double {
    /// The nearest integer, halves away from zero: `Int(rounded())` without its call to
    /// libm's `round` (x86-64 has no rounding instruction below SSE4.1), for the
    /// conversions done once per glyph or drawing call. Only for magnitudes below 2^52.
    @inlinable @inline(__always)
    public var roundedToInt: Int {
        let whole = Int(self)
        // Exact: a double minus its integer part is its fraction, in (-1, 1).
        let fraction = self - Double(whole)
        return whole + (fraction >= 0.5 ? 1 : 0) - (fraction <= -0.5 ? 1 : 0)
    }
}
