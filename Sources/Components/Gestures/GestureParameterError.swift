/// A gesture built with a parameter it cannot work with: thrown by the gestures'
/// initializers, naming the gesture, the parameter, the value and what it must be.
public struct GestureParameterError: Error, Equatable, CustomStringConvertible {
    public var gesture: String
    public var parameter: String
    public var value: Double
    public var requirement: String

    public var description: String {
        "\(gesture): \(parameter) \(value) is not allowed; it must be \(requirement)"
    }

    /// Throws unless `value` is finite and above 0 (a duration, a distance, a speed).
    static func checkPositive(_ value: Double, _ parameter: String, of gesture: String) throws(GestureParameterError) {
        guard value.isFinite, value > 0 else {
            throw GestureParameterError(gesture: gesture, parameter: parameter, value: value,
                                        requirement: "a finite number above 0")
        }
    }
}
