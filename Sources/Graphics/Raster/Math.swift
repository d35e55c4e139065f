#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The C math library through short names, so geometry code reads as formulas.
extension Double {
    var cos: Double { cosOf(self) }
    var sin: Double { sinOf(self) }
    var acos: Double { acosOf(self) }
}

@inline(__always) private func cosOf(_ x: Double) -> Double { cos(x) }
@inline(__always) private func sinOf(_ x: Double) -> Double { sin(x) }
@inline(__always) private func acosOf(_ x: Double) -> Double { acos(x) }

extension Double {
    /// The nearest integer, halves away from zero: `Int(rounded())` without its call to
    /// libm's `round` (x86-64 has no rounding instruction below SSE4.1), for the
    /// conversions done once per drawing call. Only for magnitudes below 2^52.
    @inline(__always) var roundedToInt: Int {
        let whole = Int(self)
        // Exact: a double minus its integer part is its fraction, in (-1, 1).
        let fraction = self - Double(whole)
        return whole + (fraction >= 0.5 ? 1 : 0) - (fraction <= -0.5 ? 1 : 0)
    }
}
