/// A size or scale given to Tessera that it cannot draw with: which value, as given, and
/// what is allowed. Every size and scale a caller passes (hosts, snapshots, presenters,
/// windows, surfaces, framebuffers, images, size ranges, layout environments) goes
/// through `SizeCheck`, so the rule and its wording are the same everywhere:
///
///     width -10 points is invalid: must be finite and at least 0
///     scale 0 is invalid: must be finite and greater than 0
///     width 40000 points is invalid: at scale 1 that is 40000 pixels, and a side has at most 32768
public struct DimensionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What a value measures.
    public enum Unit: Sendable, Hashable {
        case points, pixels
        /// A ratio (device pixels per point): no unit is printed.
        case factor
    }

    /// Which value: `width`, `height`, `scale`, `minimum width`…
    public let name: String
    /// The value as given (NaN and infinities included; a whole number of pixels beyond
    /// 2^53 is rounded here, never in `givenValue`).
    public let value: Double
    /// The value as the message writes it: `-10`, `0.5`, `nan`, `inf`.
    public let givenValue: String
    public let unit: Unit
    /// What is allowed, in words: `must be finite and at least 0`.
    public let requirement: String

    public init(name: String, value: Double, unit: Unit, requirement: String) {
        self.init(name: name, value: value, givenValue: Self.format(value), unit: unit, requirement: requirement)
    }

    /// A whole number of pixels, written exactly.
    public init(name: String, pixels: Int, requirement: String) {
        self.init(name: name, value: Double(pixels), givenValue: String(pixels), unit: .pixels, requirement: requirement)
    }

    private init(name: String, value: Double, givenValue: String, unit: Unit, requirement: String) {
        self.name = name
        self.value = value
        self.givenValue = givenValue
        self.unit = unit
        self.requirement = requirement
    }

    public var description: String {
        let unit = switch self.unit {
        case .points: " points"
        case .pixels: " pixels"
        case .factor: ""
        }
        return "\(name) \(givenValue)\(unit) is invalid: \(requirement)"
    }

    /// A value as a person writes it: `-10`, `0.5`, `nan`, `inf`, `-inf` (a whole number
    /// without Swift's `.0`).
    public static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        // Below 2^53 every whole double is exact as an Int.
        if value.isFinite, value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return String(Int(value))
        }
        return value.description
    }

    /// Equal when they say the same (so NaN matches NaN: `#expect(throws:)` compares errors).
    public static func == (a: DimensionError, b: DimensionError) -> Bool {
        a.name == b.name && a.givenValue == b.givenValue && a.unit == b.unit && a.requirement == b.requirement
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(givenValue)
        hasher.combine(unit)
        hasher.combine(requirement)
    }
}
