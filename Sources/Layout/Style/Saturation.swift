import Geometry

// Saturated layout: every number layout takes in or gives out is finite, and what it
// gives out lies within ±LayoutStyle.largestLength, the range of Chromium's LayoutUnit
// (a 1/64 px fixed point in an int32: ±(2^31 − 1) / 64 px). Tessera keeps Doubles and
// does not quantize; it clamps
// - a node's style when it is set (`LayoutStyle.saturate()`): points and border widths,
//   percentages made finite, the aspect ratio into [1 / largestLength, largestLength]
//   and flex factors into [0, Float.greatestFiniteMagnitude] (Chromium keeps them as
//   floats), so that §9.7's sums and shares are finite;
// - percentages as they resolve (`percentage(_:of:)`), and the available space;
// - what measure and baseline callbacks answer;
// - sizes through an aspect ratio, the height, baseline and intrinsic widths a box
//   gives its parent, and frames (`LayoutNode.frame`, as they are read).
// Within one container the algorithm only adds a bounded number of such values (the
// flex factors scale by at most 1), so nothing there overflows or makes a NaN, and the
// next level starts from saturated values again; widths a box is laid out at may pass
// the range by a few lengths per level, never to infinity. None of this changes a
// layout whose values stay within the range. It is placed where it costs nothing in the
// hot loops: styles are clamped once when set, frames when read.

extension LayoutStyle {
    /// The largest length layout works with, in points: 33,554,431.984375, the largest
    /// value of Chromium's LayoutUnit, (2^31 − 1) / 64.
    ///
    /// Lengths, callback answers, sizes, baselines and frames saturate into
    /// ±`largestLength` (sizes into 0...`largestLength`), and NaN counts as 0, so
    /// layout gives finite frames whatever the styles and callbacks say. Positions
    /// beyond it (the 10,000th row of 5,000-point rows) stop there, as in Chromium.
    public static let largestLength = 33_554_431.984375

    /// This style with its numbers in layout's range: points and border widths
    /// saturated (NaN is 0, a negative border is 0), percentages finite (NaN is 0), an
    /// aspect ratio that is not a positive number none and others within
    /// [1 / largestLength, largestLength], flex factors within
    /// [0, Float.greatestFiniteMagnitude] (NaN and negatives are 0).
    var saturated: LayoutStyle {
        var style = self
        style.saturate()
        return style
    }

    /// Saturates the numbers in place (see `saturated`), writing only those out of
    /// range: an ordinary style costs a comparison per number.
    mutating func saturate() {
        flexGrow.saturateFlexFactor()
        flexShrink.saturateFlexFactor()
        flexBasis.saturate()
        width.saturate()
        height.saturate()
        minWidth.saturate()
        minHeight.saturate()
        maxWidth.saturate()
        maxHeight.saturate()
        margin.left.saturate()
        margin.right.saturate()
        margin.top.saturate()
        margin.bottom.saturate()
        inset.left.saturate()
        inset.right.saturate()
        inset.top.saturate()
        inset.bottom.saturate()
        padding.left.saturate()
        padding.right.saturate()
        padding.top.saturate()
        padding.bottom.saturate()
        border.left.saturateSize()
        border.right.saturateSize()
        border.top.saturateSize()
        border.bottom.saturateSize()
        rowGap.saturate()
        columnGap.saturate()
        if let ratio = aspectRatio, !(ratio >= 1 / Self.largestLength && ratio <= Self.largestLength) {
            aspectRatio = ratio > 0 ? Swift.min(Swift.max(ratio, 1 / Self.largestLength), Self.largestLength) : nil
        }
    }
}

extension Length {
    /// Points saturated; a percentage made finite (its points saturate when it resolves).
    @inline(__always)
    mutating func saturate() {
        switch self {
        case .auto: break
        case .points(let value): if !(abs(value) <= LayoutStyle.largestLength) { self = .points(value.saturatedLength) }
        case .percent(let value): if !value.isFinite { self = .percent(value.finitePercentage) }
        }
    }
}

extension LengthPercentage {
    /// Points saturated; a percentage made finite (its points saturate when it resolves).
    @inline(__always)
    mutating func saturate() {
        switch self {
        case .points(let value): if !(abs(value) <= LayoutStyle.largestLength) { self = .points(value.saturatedLength) }
        case .percent(let value): if !value.isFinite { self = .percent(value.finitePercentage) }
        }
    }
}

extension Double {
    /// This length saturated into ±`LayoutStyle.largestLength`; NaN becomes 0.
    @inline(__always)
    var saturatedLength: Double {
        if abs(self) <= LayoutStyle.largestLength { return self }
        if isNaN { return 0 }
        return self < 0 ? -LayoutStyle.largestLength : LayoutStyle.largestLength
    }

    /// This size saturated into 0...`LayoutStyle.largestLength`; NaN and negatives
    /// become 0.
    @inline(__always)
    var saturatedSize: Double {
        self > 0 ? Swift.min(self, LayoutStyle.largestLength) : 0
    }

    /// A percentage as layout keeps it: NaN is 0, infinities the largest Doubles, so
    /// that a percentage of a finite base is never NaN.
    fileprivate var finitePercentage: Double {
        isNaN ? 0 : Swift.min(Swift.max(self, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }

    /// A border width: saturated as a size (written only when out of range).
    @inline(__always)
    fileprivate mutating func saturateSize() {
        if !(self >= 0 && self <= LayoutStyle.largestLength) { self = saturatedSize }
    }

    /// A flex factor: NaN and negatives are 0, the largest is the largest Float
    /// (written only when out of range).
    @inline(__always)
    fileprivate mutating func saturateFlexFactor() {
        if !(self >= 0 && self <= Double(Float.greatestFiniteMagnitude)) {
            self = self > 0 ? Double(Float.greatestFiniteMagnitude) : 0
        }
    }
}

extension Rect {
    /// A frame as layout writes it: position saturated, sizes saturated and never negative.
    @inline(__always)
    init(saturatingX x: Double, y: Double, width: Double, height: Double) {
        self.init(x: x.saturatedLength, y: y.saturatedLength, width: width.saturatedSize, height: height.saturatedSize)
    }
}
