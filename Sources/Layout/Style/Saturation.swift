import Geometry

// Saturated layout: every number layout takes in or gives out lies in a finite range, as
// Chromium's LayoutUnit saturates (its 1/64 px fixed point in an int32 ends at
// ±(2^31 − 1) / 64 px). Tessera keeps Doubles and does not quantize; it clamps:
// - resolved style lengths (points, percentages of any base, borders) and the available
//   space;
// - the aspect ratio, into [1 / largestLength, largestLength], so a size through it is
//   finite, and flex factors, into [0, Float.greatestFiniteMagnitude] (Chromium keeps
//   them as floats), so that §9.7's sums and shares are finite;
// - what measure and baseline callbacks answer;
// - the width and height a box is laid out at, the height, baseline and intrinsic widths
//   it gives its parent, and every frame.
// Within one container the algorithm adds and scales a bounded number of such values,
// so nothing overflows there either, and the next level starts from saturated values
// again. None of this changes a layout whose values stay within the range.

extension LayoutStyle {
    /// The largest length layout works with, in points: 33,554,431.984375, the largest
    /// value of Chromium's LayoutUnit, (2^31 − 1) / 64.
    ///
    /// Resolved lengths, callback answers, sizes, baselines and frames saturate into
    /// ±`largestLength` (sizes into 0...`largestLength`), and NaN counts as 0, so
    /// layout gives finite frames whatever the styles and callbacks say. Positions
    /// beyond it (the 10,000th row of 5,000-point rows) stop there, as in Chromium.
    public static let largestLength = 33_554_431.984375

    /// The aspect ratio layout uses: none unless it is a positive number, and within
    /// [1 / largestLength, largestLength].
    @inline(__always)
    var usedAspectRatio: Double? {
        guard let ratio = aspectRatio, ratio > 0 else { return nil }
        return Swift.min(Swift.max(ratio, 1 / Self.largestLength), Self.largestLength)
    }

    @inline(__always)
    var usedFlexGrow: Double { flexGrow.saturatedFlexFactor }

    @inline(__always)
    var usedFlexShrink: Double { flexShrink.saturatedFlexFactor }
}

extension Double {
    /// This length saturated into ±`LayoutStyle.largestLength`; NaN becomes 0.
    @inline(__always)
    var saturatedLength: Double {
        if abs(self) <= LayoutStyle.largestLength { return self }
        if isNaN { return 0 }
        return self < 0 ? -LayoutStyle.largestLength : LayoutStyle.largestLength
    }

    /// This size saturated into 0...`LayoutStyle.largestLength`; NaN, negatives and −0
    /// become 0.
    @inline(__always)
    var saturatedSize: Double {
        self > 0 ? Swift.min(self, LayoutStyle.largestLength) : 0
    }

    /// A flex factor: NaN and negatives are 0, the largest is the largest Float.
    @inline(__always)
    fileprivate var saturatedFlexFactor: Double {
        self > 0 ? Swift.min(self, Double(Float.greatestFiniteMagnitude)) : 0
    }
}

extension Rect {
    /// A frame as layout writes it: position saturated, sizes saturated and never negative.
    @inline(__always)
    init(saturatingX x: Double, y: Double, width: Double, height: Double) {
        self.init(x: x.saturatedLength, y: y.saturatedLength, width: width.saturatedSize, height: height.saturatedSize)
    }
}
