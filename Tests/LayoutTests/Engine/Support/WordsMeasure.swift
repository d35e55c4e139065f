import Geometry
import Layout

/// A text-like measure function: `count` words, each `wordWidth` × `lineHeight`, with no
/// space between them, breaking into lines within a definite width.
///
/// - min-content: one word per line (as wide as a word);
/// - max-content: every word on one line;
/// - a definite width: as many whole words per line as fit (at least one), and the
///   content is as wide as its longest line.
struct WordsMeasure {
    var count: Int
    var wordWidth = 10.0
    var lineHeight = 20.0

    var minContentWidth: Double { wordWidth }
    var maxContentWidth: Double { Double(count) * wordWidth }

    /// The content size when the words are broken at `width`.
    func size(forWidth width: Double) -> Size {
        let fitting = (width / wordWidth).rounded(.down)
        let perLine = fitting >= 1 ? Int(min(fitting, Double(count))) : 1
        let lines = (count + perLine - 1) / perLine
        return Size(width: Double(perLine) * wordWidth, height: Double(lines) * lineHeight)
    }

    func callAsFunction(_ constraint: MeasureConstraint) -> Size {
        switch constraint.width {
        case .minContent: size(forWidth: minContentWidth)
        case .maxContent: size(forWidth: maxContentWidth)
        case .definite(let width): size(forWidth: width)
        }
    }
}
