import Geometry
import Layout
import TextRasterizer

/// The measure and baseline callbacks of one text leaf (a `Text`, a button's title):
/// `TextSystem.measure` at the width layout offers, with the last measurement kept so
/// that the baseline layout asks for right after it (same width) is free.
///
/// Min-content widths follow CSS: the widest unbreakable piece (a word, without the
/// spaces after it), unless the text says otherwise (`MinContent`).
///
/// Owned by one layout node; layout uses a node from one thread at a time.
final class TextMeasurer {
    /// What the narrowest width of the text is.
    enum MinContent {
        /// Its longest word: it wraps between words, never inside one (CSS's `normal`).
        case longestWord
        /// Zero: a single-line label that truncates with an ellipsis may shrink to nothing
        /// (as CSS's `overflow: hidden` items do).
        case zero
        /// Its max-content width: it never gets narrower than its text (a button title).
        case maxContent
    }

    let system: TextSystem
    let text: AttributedText
    let style: ParagraphStyle
    let minContent: MinContent
    /// Where longest-word widths are remembered across nodes (nil: nowhere).
    let widthCache: TextWidthCache?
    /// Device pixels per point: intrinsic widths are rounded up to whole device pixels,
    /// so that a text sized by its content keeps its width when frames are snapped to
    /// the pixel grid (and is not wrapped or cut again when drawn at its frame).
    let scale: Double

    /// The last measurement and the width it was made at (nil: unbounded).
    private var last: (width: Double?, measurement: TextMeasurement)?

    init(system: TextSystem, text: AttributedText, style: ParagraphStyle, minContent: MinContent,
         widthCache: TextWidthCache? = nil, scale: Double = 1) {
        self.system = system
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.text = text
        self.style = style
        self.minContent = minContent
        self.widthCache = widthCache
    }

    /// The text's size for `constraint` (its height is never a limit: text that does
    /// not fit a fixed height overflows, and `maxLines` is how to cut it).
    func measure(_ constraint: MeasureConstraint) -> Size {
        switch constraint.width {
        case .definite(let width):
            return measurement(width: max(0, width)).size
        case .maxContent:
            let size = measurement(width: nil).size
            return Size(width: wholePixels(size.width), height: size.height)
        case .minContent:
            // Layout reads only the width of intrinsic answers; the height at that width
            // would cost a layout nobody reads, so the answer carries the unwrapped one.
            let width = wholePixels(minContentWidth())
            return Size(width: width, height: measurement(width: nil).size.height)
        }
    }

    private func wholePixels(_ width: Double) -> Double {
        (width * scale).rounded(.up) / scale
    }

    /// The first baseline of the text laid out in a content box of `size`.
    func firstBaseline(_ size: Size) -> Double {
        measurement(width: size.width).firstBaseline
    }

    private func measurement(width: Double?) -> TextMeasurement {
        if let last, last.width == width { return last.measurement }
        let measurement = widthCache.map { cache in
            cache.measurement(of: TextContent(text: text, paragraph: style), width: width, system: system) {
                system.measure(text, style: style, width: width)
            }
        } ?? system.measure(text, style: style, width: width)
        last = (width, measurement)
        return measurement
    }

    // MARK: min-content

    private func minContentWidth() -> Double {
        switch minContent {
        case .zero: return 0
        case .maxContent: return measurement(width: nil).size.width
        case .longestWord: break
        }
        guard let widthCache else { return longestWordWidth() }
        return widthCache.minContentWidth(of: TextContent(text: text, paragraph: style), system: system,
                                          compute: longestWordWidth)
    }

    /// The widest word (without the spaces after it): what the text cannot be narrower
    /// than without breaking inside a word.
    private func longestWordWidth() -> Double {
        system.minContentWidth(text, style: style)
    }
}
