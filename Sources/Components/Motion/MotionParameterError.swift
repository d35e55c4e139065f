/// An animation built with a parameter it cannot work with: thrown by the curves' and
/// animations' initializers, naming the type, the parameter, the value and what it must be.
public struct MotionParameterError: Error, Equatable, CustomStringConvertible {
    public var type: String
    public var parameter: String
    public var value: Double
    public var requirement: String

    public init(type: String, parameter: String, value: Double, requirement: String) {
        self.type = type
        self.parameter = parameter
        self.value = value
        self.requirement = requirement
    }

    public var description: String {
        "\(type): \(parameter) \(value) is not allowed; it must be \(requirement)"
    }

    /// Throws unless `value` is finite and above 0.
    static func checkPositive(_ value: Double, _ parameter: String, of type: String) throws(MotionParameterError) {
        guard value.isFinite, value > 0 else {
            throw MotionParameterError(type: type, parameter: parameter, value: value, requirement: "a finite number above 0")
        }
    }

    /// Throws unless `value` is finite and not negative.
    static func checkNotNegative(_ value: Double, _ parameter: String, of type: String) throws(MotionParameterError) {
        guard value.isFinite, value >= 0 else {
            throw MotionParameterError(type: type, parameter: parameter, value: value, requirement: "a finite number, 0 or more")
        }
    }
}
