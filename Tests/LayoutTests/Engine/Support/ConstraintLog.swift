import Layout

/// Collects the measure constraints that offer a size no content can be measured in: a
/// definite space that is NaN, infinite or negative.
final class ConstraintLog {
    private(set) var invalid: [MeasureConstraint] = []

    func check(_ constraint: MeasureConstraint) {
        if !Self.isValid(constraint.width) || !Self.isValid(constraint.height) { invalid.append(constraint) }
    }

    private static func isValid(_ space: AvailableSpace) -> Bool {
        if case .definite(let value) = space { return value.isFinite && value >= 0 }
        return true
    }
}
