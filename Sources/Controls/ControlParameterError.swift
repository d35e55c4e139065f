/// A control given a parameter it cannot work with (a slider's step of 0, a bound that is
/// not a number): names the control, the parameter, the value and what it must be.
public struct ControlParameterError: Error, Equatable, CustomStringConvertible {
    public let control: String
    public let parameter: String
    public let value: Double
    public let requirement: String

    public var description: String {
        "\(control): \(parameter) is \(value), which is not \(requirement). Fix: pass a \(parameter) that is \(requirement)."
    }

    static func check(_ condition: Bool, _ control: String, _ parameter: String, _ value: Double,
                      _ requirement: String) throws(ControlParameterError) {
        guard condition else {
            throw ControlParameterError(control: control, parameter: parameter, value: value, requirement: requirement)
        }
    }
}
