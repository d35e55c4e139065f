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

extension Double {
    /// This coordinate (points) moved to the nearest line of the device-pixel grid of
    /// `scale` pixels per point, in points: the one snapping rule of layout rounding,
    /// layout boxes and painting.
    ///
    /// Halves go up (toward +∞), not away from zero, so snapping commutes with moves by
    /// whole pixels on both sides of 0: an edge at -0.5 px snaps to 0 as one at 0.5 px
    /// snaps to 1, and a box moved by whole pixels keeps its snapped size (layout box
    /// reuse relies on it, see `pixelPhase(scale:)`). Exact: no `+ 0.5` before rounding
    /// (which takes 0.49999999999999994 to 1).
    @inlinable
    public func snappedToPixels(scale: Double) -> Double {
        let scaled = self * scale
        let below = scaled.rounded(.down)
        return (scaled - below >= 0.5 ? below + 1 : below) / scale
    }

    /// Where this coordinate (points) falls within a device pixel of `scale` pixels per
    /// point, in [0, 1): the only thing besides whole-pixel offsets that
    /// `snappedToPixels(scale:)` depends on.
    @inlinable
    public func pixelPhase(scale: Double) -> Double {
        let scaled = self * scale
        return scaled - scaled.rounded(.down)
    }
}
