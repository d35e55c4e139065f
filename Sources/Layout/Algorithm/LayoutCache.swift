/// What a box is laid out for: its border-box width (always decided before layout, as
/// CSS decides inline sizes), an optional fixed border-box height, whether that height
/// counts as definite for its children's percentages, and the containing block width
/// its own percentage padding resolves against.
struct LayoutInput: Equatable {
    var width: Double
    /// The width percentages of the box's own padding resolve against (0 when the box
    /// has no percentage padding, so that it does not split the cache).
    var paddingBase: Double
    /// `ratioHeight`, or -1 for none: stored as a plain Double so that the input stays as
    /// small as it was (it is compared and copied in the hottest paths of the cache).
    private var ratioHeightOrNone: Double
    /// The fixed border-box height, or nil when the height comes from the content.
    var height: Double?
    /// True when `height` is definite for resolving the children's percentage heights
    /// (false for a flexed height in a container of indefinite height: CSS §9.8).
    var heightIsDefinite: Bool
    /// Not a layout: the box is a wrapping column and the answer's `height` is the sum
    /// of its lines' max-content widths (its max-content width, IntrinsicWidths.swift).
    var measuresLines = false

    init(width: Double, height: Double?, heightIsDefinite: Bool, paddingBase: Double) {
        self.width = width
        self.paddingBase = paddingBase
        ratioHeightOrNone = -1
        self.height = height
        self.heightIsDefinite = heightIsDefinite
    }

    /// A border-box height that is definite for the children (their percentages and
    /// stretching) when it differs from `height`: the height an aspect ratio gives a box
    /// whose content decides (or raised) its height. Chromium resolves against it.
    var ratioHeight: Double? {
        get { ratioHeightOrNone < 0 ? nil : ratioHeightOrNone }
        set { ratioHeightOrNone = newValue.map { max(0, $0) } ?? -1 }
    }
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

    @exclusivity(unchecked) private var inputs: (LayoutInput?, LayoutInput?, LayoutInput?, LayoutInput?) = (nil, nil, nil, nil)
    @exclusivity(unchecked) private var outputs = (LayoutOutput(height: 0), LayoutOutput(height: 0), LayoutOutput(height: 0), LayoutOutput(height: 0))
    @exclusivity(unchecked) private var nextSlot = 0

    /// The input of the layout whose child frames are currently stored, if any.
    @exclusivity(unchecked) var performedInput: LayoutInput?
    @exclusivity(unchecked) var performedOutput = LayoutOutput(height: 0)

    func clear() {
        intrinsicWidths = nil
        inputs = (nil, nil, nil, nil)
        nextSlot = 0
        performedInput = nil
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
