import Geometry
import Layout

/// Records the calls of a measure callback: the closure captures the counter, the test
/// reads it.
final class CallCounter {
    /// The constraints of the calls since the last reset, in order.
    private(set) var constraints: [MeasureConstraint] = []

    var count: Int { constraints.count }

    /// `measure` wrapped so that each call is recorded.
    func counting(_ measure: @escaping MeasureFunction) -> MeasureFunction {
        { constraint in
            self.constraints.append(constraint)
            return measure(constraint)
        }
    }

    func reset() { constraints.removeAll() }
}
