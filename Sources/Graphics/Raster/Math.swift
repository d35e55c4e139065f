import LibC

// The C math library through short names, so geometry code reads as formulas.
extension Double {
    var cos: Double { cosOf(self) }
    var sin: Double { sinOf(self) }
    var acos: Double { acosOf(self) }
}

@inline(__always) private func cosOf(_ x: Double) -> Double { cos(x) }
@inline(__always) private func sinOf(_ x: Double) -> Double { sin(x) }
@inline(__always) private func acosOf(_ x: Double) -> Double { acos(x) }
