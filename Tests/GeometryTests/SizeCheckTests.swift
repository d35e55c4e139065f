import Testing
import Geometry

/// The one rule for sizes and scales, and how its errors write the value given.
@Suite struct SizeCheckTests {
    func message(_ check: () throws -> Void) -> String {
        do {
            try check()
            return "valid"
        } catch let error as DimensionError {
            return error.description
        } catch {
            return "not a DimensionError: \(error)"
        }
    }

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
        #expect(message { try SizeCheck.points(Size(width: 0, height: 0)) } == "valid")
        #expect(message { try SizeCheck.points(Size(width: 320.5, height: 1e6)) } == "valid")
        #expect(message { try SizeCheck.points(Size(width: -10, height: 50)) }
                == "width -10 points is invalid: must be finite and at least 0")
        #expect(message { try SizeCheck.points(Size(width: 10, height: -.infinity)) }
                == "height -inf points is invalid: must be finite and at least 0")
        #expect(message { try SizeCheck.points(Size(width: .nan, height: .nan)) }
                == "width nan points is invalid: must be finite and at least 0")
        #expect(message { try SizeCheck.points(Size(width: 0, height: 5), allowsZero: false) }
                == "width 0 points is invalid: must be finite and greater than 0")
        #expect(message { try SizeCheck.side(.infinity, name: "maximum width", allowsInfinity: true) } == "valid")
        #expect(message { try SizeCheck.side(.nan, name: "maximum width", allowsInfinity: true) }
                == "maximum width nan points is invalid: must be at least 0 (infinity: unbounded)")
    }

    @Test func scalesAreFiniteAndGreaterThanZero() {
        #expect(message { try SizeCheck.scale(1.5) } == "valid")
        for (scale, text) in [(0.0, "0"), (-1, "-1"), (.nan, "nan"), (.infinity, "inf")] {
            #expect(message { try SizeCheck.scale(scale) } == "scale \(text) is invalid: must be finite and greater than 0")
        }
    }

    @Test func pixelSizesAreWholeAndBounded() throws {
        #expect(message { try SizeCheck.pixels(width: 0, height: 0, maximum: 100) } == "valid")
        #expect(message { try SizeCheck.pixels(width: 100, height: 101, maximum: 100) }
                == "height 101 pixels is invalid: must be in 0...100")
        #expect(message { try SizeCheck.pixels(width: -1, height: 1, maximum: nil) }
                == "width -1 pixels is invalid: must be at least 0")
        let pixels = try SizeCheck.pixels(of: Size(width: 10.1, height: 0), scale: 1.5, maximum: 100)
        #expect(pixels.width == 16 && pixels.height == 0, "rounded up: 15.15 → 16")
        #expect(message { _ = try SizeCheck.pixels(of: Size(width: 70, height: 1), scale: 1.5, maximum: 100) }
                == "width 70 points is invalid: at scale 1.5 that is 105 pixels, and a side has at most 100")
        #expect(message { _ = try SizeCheck.pixels(of: Size(width: 1, height: 1), scale: 0, maximum: 100) }
                == "scale 0 is invalid: must be finite and greater than 0")
    }

    @Test func errorsAreEqualWhenTheySayTheSame() {
        let nan = DimensionError(name: "width", value: .nan, unit: .points, requirement: "r")
        #expect(nan == DimensionError(name: "width", value: .nan, unit: .points, requirement: "r"))
        #expect(nan != DimensionError(name: "width", value: 1, unit: .points, requirement: "r"))
        #expect(Set([nan, nan]).count == 1)
    }
}
