import Testing
import Geometry
import TestSupport

/// The one rule for sizes and scales, and how its errors write the value given.
@Suite struct SizeCheckTests {
    @Test func valuesAreWrittenAsGiven() {
        #expect(DimensionError.format(-10) == "-10")
        #expect(DimensionError.format(-0.0) == "0")
        #expect(DimensionError.format(0.5) == "0.5")
        #expect(DimensionError.format(1e9) == "1000000000")
        #expect(DimensionError.format(1e300) == "1e+300")
        #expect(DimensionError.format(.nan) == "nan")
        #expect(DimensionError.format(.infinity) == "inf")
        #expect(DimensionError.format(-.infinity) == "-inf")
        #expect(DimensionError(name: "width", pixels: Int.min, requirement: "must be in 0...32768").description
                == "width -9223372036854775808 pixels is invalid: must be in 0...32768")
    }

    @Test func sizesInPointsAreFiniteAndAtLeastZero() {
        #expect(thrownMessage { try SizeCheck.points(Size(width: 0, height: 0)) } == "no error")
        #expect(thrownMessage { try SizeCheck.points(Size(width: 320.5, height: 1e6)) } == "no error")
        #expect(thrownMessage { try SizeCheck.points(Size(width: -10, height: 50)) }
                == "DimensionError: width -10 points is invalid: must be finite and at least 0")
        #expect(thrownMessage { try SizeCheck.points(Size(width: 10, height: -.infinity)) }
                == "DimensionError: height -inf points is invalid: must be finite and at least 0")
        #expect(thrownMessage { try SizeCheck.points(Size(width: .nan, height: .nan)) }
                == "DimensionError: width nan points is invalid: must be finite and at least 0")
        #expect(thrownMessage { try SizeCheck.points(Size(width: 0, height: 5), allowsZero: false) }
                == "DimensionError: width 0 points is invalid: must be finite and greater than 0")
        #expect(thrownMessage { try SizeCheck.side(.infinity, name: "maximum width", allowsInfinity: true) } == "no error")
        #expect(thrownMessage { try SizeCheck.side(.nan, name: "maximum width", allowsInfinity: true) }
                == "DimensionError: maximum width nan points is invalid: must be at least 0 (infinity: unbounded)")
    }

    @Test func scalesAreFiniteAndGreaterThanZero() {
        #expect(thrownMessage { try SizeCheck.scale(1.5) } == "no error")
        for (scale, text) in [(0.0, "0"), (-1, "-1"), (.nan, "nan"), (.infinity, "inf")] {
            #expect(thrownMessage { try SizeCheck.scale(scale) }
                    == "DimensionError: scale \(text) is invalid: must be finite and greater than 0")
        }
    }

    @Test func pixelSizesAreWholeAndBounded() throws {
        #expect(thrownMessage { try SizeCheck.pixels(width: 0, height: 0, maximum: 100) } == "no error")
        #expect(thrownMessage { try SizeCheck.pixels(width: 100, height: 101, maximum: 100) }
                == "DimensionError: height 101 pixels is invalid: must be in 0...100")
        #expect(thrownMessage { try SizeCheck.pixels(width: -1, height: 1, maximum: nil) }
                == "DimensionError: width -1 pixels is invalid: must be at least 0")
        let pixels = try SizeCheck.pixels(of: Size(width: 10.1, height: 0), scale: 1.5, maximum: 100)
        #expect(pixels.width == 16 && pixels.height == 0, "rounded up: 15.15 → 16")
        #expect(thrownMessage { _ = try SizeCheck.pixels(of: Size(width: 70, height: 1), scale: 1.5, maximum: 100) }
                == "DimensionError: width 70 points is invalid: at scale 1.5 that is 105 pixels, and a side has at most 100")
        #expect(thrownMessage { _ = try SizeCheck.pixels(of: Size(width: 1, height: 1), scale: 0, maximum: 100) }
                == "DimensionError: scale 0 is invalid: must be finite and greater than 0")
    }

    @Test func errorsAreEqualWhenTheySayTheSame() {
        let nan = DimensionError(name: "width", value: .nan, unit: .points, requirement: "r")
        #expect(nan == DimensionError(name: "width", value: .nan, unit: .points, requirement: "r"))
        #expect(nan != DimensionError(name: "width", value: 1, unit: .points, requirement: "r"))
        #expect(Set([nan, nan]).count == 1)
    }
}
