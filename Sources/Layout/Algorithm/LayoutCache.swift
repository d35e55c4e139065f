/// What a box is laid out for: its border-box width (always decided before layout, as
/// CSS decides inline sizes), an optional fixed border-box height, the border-box height
/// that is definite for its children (their percentages, stretching and line breaking),
/// and the containing block width its own percentage padding resolves against.
///
/// Four plain Doubles (nil and the flags are negative codes): the input is compared and
/// copied in the hottest paths of the cache, and an optional or a flag more makes every
/// comparison slower (measured: +2% instructions on the feed tree).
struct LayoutInput: Equatable {
    var width: Double
    /// The width percentages of the box's own padding resolve against (0 when the box
    /// has no percentage padding, so that it does not split the cache).
    var paddingBase: Double
    /// `height`, or -1 for nil. NaN in an empty cache slot, which then matches nothing.
    private var heightOrNone: Double
    /// `definiteHeight`, or `Self.indefinite`, or `Self.linesOfHeight` (measuresLines:
    /// definite at `height`), or `Self.breaksLinesAt` minus a `lineBreakHeight` that is
    /// not definite for percentages.
    private var definiteOrCode: Double

    private static let indefinite = -1.0
    private static let linesOfHeight = -2.0
    private static let breaksLinesAt = -3.0

    /// `heightIsDefinite`: `height` is definite for the children (false for a flexed
    /// height in a container of indefinite height: CSS Flexbox §9.8).
    init(width: Double, height: Double?, heightIsDefinite: Bool, paddingBase: Double) {
        self.width = width
        self.paddingBase = paddingBase
        heightOrNone = height ?? -1
        definiteOrCode = heightIsDefinite ? height ?? Self.indefinite : Self.indefinite
    }

    /// An input no layout is asked for (NaN never compares equal).
    static var none: LayoutInput { LayoutInput(width: .nan, height: nil, heightIsDefinite: false, paddingBase: 0) }

    /// The fixed border-box height, or nil when the height comes from the content.
    var height: Double? {
        get { heightOrNone < 0 ? nil : heightOrNone }
        set { heightOrNone = newValue ?? -1 }
    }

    /// The border-box height the children resolve percentages against and stretch or
    /// wrap to, nil when indefinite: `height` when that is definite, or the height an
    /// aspect ratio gives a box whose content decides (or raised) its height (Chromium:
    /// the content of a box sized by its ratio sees that size, CSS Sizing 4 §5.1).
    var definiteHeight: Double? {
        get {
            if definiteOrCode >= 0 { return definiteOrCode }
            return definiteOrCode == Self.linesOfHeight ? height : nil
        }
        set { definiteOrCode = newValue.map { max(0, $0) } ?? Self.indefinite }
    }

    /// The border-box height a wrapping column breaks its lines at when it has no
    /// definite height: the definite height, or one that is definite for line breaking
    /// only (Chromium measures a ratio box's content so: its lines break at the ratio's
    /// height, its children's percentages do not resolve against it).
    var lineBreakHeight: Double? {
        get { definiteOrCode <= Self.breaksLinesAt ? Self.breaksLinesAt - definiteOrCode : definiteHeight }
        set { definiteOrCode = newValue.map { Self.breaksLinesAt - max(0, $0) } ?? Self.indefinite }
    }

    /// Not a layout: the box is a wrapping column and the answer's `height` is the sum
    /// of its lines' max-content widths (its max-content width, IntrinsicWidths.swift);
    /// `height`, if any, is definite.
    static func linesOf(width: Double, height: Double?, paddingBase: Double) -> LayoutInput {
        var input = LayoutInput(width: width, height: height, heightIsDefinite: false, paddingBase: paddingBase)
        input.definiteOrCode = Self.linesOfHeight
        return input
    }

    var measuresLines: Bool { definiteOrCode == Self.linesOfHeight }
}

/// What layout tells a box's parent: its border-box height and first baseline.
struct LayoutOutput {
    var height: Double
    /// Distance from the border-box top to the first baseline, nil when the box has none.
    var baseline: Double?
    /// False when the baseline was not asked for (and so not computed).
    var hasBaseline = true
}

/// Results of earlier layouts of one node, reused while the node is clean.
///
/// A handful of slots is enough: a parent asks for its child's size under at most a
/// few distinct inputs per layout (content size, then flexed or stretched size), and the
/// slots keep nested content-sized trees linear instead of exponential.
///
/// A class, owned by one node for its whole life, so that lookups read the slots in
/// place instead of copying a few hundred bytes out of the node on every call.
final class LayoutCache {
    static let slotCount = 4

    /// Intrinsic border-box widths (min-content, max-content), when known.
    @exclusivity(unchecked) var intrinsicWidths: (min: Double, max: Double)?
    /// The inputs the intrinsic widths were computed for.
    @exclusivity(unchecked) var intrinsicKey = IntrinsicKey()
    /// The intrinsic widths stored for `key`, if any.
    func intrinsicWidths(for key: IntrinsicKey) -> (min: Double, max: Double)? {
        if let known = intrinsicWidths, intrinsicKey == key { return known }
        return nil
    }

    func storeIntrinsicWidths(_ widths: (min: Double, max: Double), for key: IntrinsicKey) {
        intrinsicWidths = widths
        intrinsicKey = key
    }

    @exclusivity(unchecked) private var inputs: (LayoutInput, LayoutInput, LayoutInput, LayoutInput) = (.none, .none, .none, .none)
    @exclusivity(unchecked) private var outputs = (LayoutOutput(height: 0), LayoutOutput(height: 0), LayoutOutput(height: 0), LayoutOutput(height: 0))
    @exclusivity(unchecked) private var nextSlot = 0

    /// The input of the layout whose child frames are currently stored (`.none`: none).
    @exclusivity(unchecked) var performedInput = LayoutInput.none
    @exclusivity(unchecked) var performedOutput = LayoutOutput(height: 0)

    func clear() {
        intrinsicWidths = nil
        // A NaN width is enough for an input to match nothing (4 stores, not 16).
        inputs.0.width = .nan
        inputs.1.width = .nan
        inputs.2.width = .nan
        inputs.3.width = .nan
        nextSlot = 0
        performedInput.width = .nan
    }

    func lookup(_ input: LayoutInput) -> LayoutOutput? {
        if performedInput == input { return performedOutput }
        if inputs.0 == input { return outputs.0 }
        if inputs.1 == input { return outputs.1 }
        if inputs.2 == input { return outputs.2 }
        if inputs.3 == input { return outputs.3 }
        return nil
    }

    func store(_ input: LayoutInput, _ output: LayoutOutput) {
        switch nextSlot {
        case 0: inputs.0 = input; outputs.0 = output
        case 1: inputs.1 = input; outputs.1 = output
        case 2: inputs.2 = input; outputs.2 = output
        default: inputs.3 = input; outputs.3 = output
        }
        nextSlot = (nextSlot + 1) % Self.slotCount
    }
}
