/// A CSS step easing (`steps(count, position)`, CSS Easing Functions 1 §3.2): progress
/// that jumps in `count` equal steps instead of moving smoothly (a blinking caret, a
/// sprite's frames).
public struct StepEasing: Hashable, Sendable {
    /// Where the jumps fall, as CSS's `<step-position>`.
    public enum Position: Hashable, Sendable {
        /// The first jump at the start (`jump-start`, `start`).
        case jumpStart
        /// The last jump at the end (`jump-end`, `end`): the default.
        case jumpEnd
        /// No jump at either end (`jump-none`): `count` values, 0 and 1 included.
        case jumpNone
        /// Jumps at both ends (`jump-both`).
        case jumpBoth
    }

    public let count: Int
    public let position: Position

    /// Throws `MotionParameterError` unless `count` is 1 or more (2 or more for
    /// `jumpNone`, which needs two values), as CSS requires.
    public init(_ count: Int, _ position: Position = .jumpEnd) throws(MotionParameterError) {
        let least = position == .jumpNone ? 2 : 1
        guard count >= least else {
            throw MotionParameterError(type: "StepEasing", parameter: "count", value: Double(count),
                                       requirement: "\(least) or more for \(position)")
        }
        self.count = count
        self.position = position
    }

    /// The output progress at input progress `x` (0...1), following the spec's steps.
    public func value(at x: Double) -> Double {
        let x = min(1, max(0, x.isFinite ? x : 0))
        // 1. The current step; 2. one more where the first jump is at the start.
        var step = Int((x * Double(count)).rounded(.down))
        if position == .jumpStart || position == .jumpBoth { step += 1 }
        // 4. How many jumps there are.
        let jumps = switch position {
        case .jumpBoth: count + 1
        case .jumpNone: count - 1
        case .jumpStart, .jumpEnd: count
        }
        // 5. Progress 1 does not go past the last step.
        step = min(step, jumps)
        return Double(step) / Double(jumps)
    }
}
