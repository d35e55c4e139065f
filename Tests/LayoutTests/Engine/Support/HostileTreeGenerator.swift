import TestSupport
import Geometry
import Layout

/// Random layout trees that set every style property, often to hostile values: huge
/// (1e30) and hugely negative (-1e30, where CSS allows negatives: margins and insets)
/// lengths, zero, tiny fractions (1e-9), min above max, percentages everywhere (also
/// inside auto-sized parents, where they are cyclic), extreme aspect ratios and flex
/// factors, and measure and baseline callbacks that answer NaN, negatives, 1e30 (and,
/// when asked, ±infinity).
///
/// A tree depends only on the seed, so a failure names the seed that reproduces it.
struct HostileTreeGenerator {
    private var random: SplitMix64
    private var nodesLeft: Int
    /// Whether callbacks may answer ±infinity (besides NaN, negatives and 1e30).
    private let infiniteCallbacks: Bool
    /// Every constraint the measure callbacks were given that is not a finite,
    /// non-negative size (layout must never ask that).
    let invalidConstraints = ConstraintLog()

    init(seed: UInt64, infiniteCallbacks: Bool = false, maxNodes: Int = 40) {
        random = SplitMix64(seed: seed)
        self.infiniteCallbacks = infiniteCallbacks
        nodesLeft = maxNodes
    }

    /// The space to lay the root out in: unbounded, zero, huge or ordinary.
    mutating func availableSize() -> Double? {
        random.pick([nil, 0, 1e30, 1e-9, 375, 1024.5])
    }

    mutating func tree(maxDepth: Int = 5) -> LayoutNode {
        nodesLeft -= 1
        let node = LayoutNode(style: style())
        let childCount = maxDepth > 0 && nodesLeft > 0 ? Int.random(in: 0...4, using: &random) : 0
        for _ in 0..<childCount where nodesLeft > 0 {
            node.appendChild(tree(maxDepth: maxDepth - 1))
        }
        if node.children.isEmpty {
            if random.chance(0.6) { node.measure = measure() }
            if random.chance(0.4) { node.baseline = baseline() }
        }
        return node
    }

    // MARK: style

    mutating func style() -> LayoutStyle {
        var style = LayoutStyle()
        style.display = random.chance(0.08) ? .none : .flex
        style.position = random.chance(0.15) ? .absolute : .relative
        style.flexDirection = random.pick([.row, .rowReverse, .column, .columnReverse])
        style.flexWrap = random.pick([.noWrap, .wrap, .wrapReverse])
        style.justifyContent = random.pick([.flexStart, .flexEnd, .center, .spaceBetween, .spaceAround, .spaceEvenly])
        let alignments: [AlignItems] = [.flexStart, .flexEnd, .center, .stretch, .baseline]
        style.alignItems = random.pick(alignments)
        style.alignSelf = random.chance(0.5) ? nil : random.pick(alignments)
        style.alignContent = random.pick([.flexStart, .flexEnd, .center, .stretch, .spaceBetween, .spaceAround, .spaceEvenly])
        style.flexGrow = factor()
        style.flexShrink = factor()
        style.flexBasis = size()
        style.width = size()
        style.height = size()
        style.minWidth = size()
        style.minHeight = size()
        style.maxWidth = size()
        style.maxHeight = size()
        style.margin = Edges(left: offset(), right: offset(), top: offset(), bottom: offset())
        style.padding = Edges(left: padding(), right: padding(), top: padding(), bottom: padding())
        style.border = Edges(left: border(), right: border(), top: border(), bottom: border())
        style.inset = Edges(left: offset(), right: offset(), top: offset(), bottom: offset())
        style.rowGap = padding()
        style.columnGap = padding()
        style.aspectRatio = random.pick([nil, nil, 1e-6, 1e6, 0.5, 1, 16.0 / 9])
        return style
    }

    /// Sizes, flex-basis, min and max sizes: never negative (CSS rejects those).
    private mutating func size() -> Length {
        if random.chance(0.3) { return .auto }
        if random.chance(0.3) { return .percent(random.pick([0, 1e-9, 33.333, 50, 100, 150, 1e30])) }
        return .points(random.pick([0, 1e-9, 0.5, 10, 33.3333, 100, 250.75, 1e30]))
    }

    /// Margins and insets: negatives allowed, `auto` too.
    private mutating func offset() -> Length {
        if random.chance(0.2) { return .auto }
        if random.chance(0.2) { return .percent(random.pick([-50, 0, 10, 100, 1e30, -1e30])) }
        return .points(random.pick([0, 0, 1e-9, -1e-9, 5, -7.5, 1e30, -1e30]))
    }

    private mutating func padding() -> LengthPercentage {
        if random.chance(0.25) { return .percent(random.pick([0, 1e-9, 10, 60, 1e30])) }
        return .points(random.pick([0, 0, 1e-9, 2.5, 12, 1e30]))
    }

    private mutating func border() -> Double {
        random.pick([0, 0, 0, 1, 3, 1e-9, 1e30])
    }

    private mutating func factor() -> Double {
        random.pick([0, 0, 1, 1, 0.5, 1e-9, 3, 1e30])
    }

    // MARK: callbacks

    /// Values a callback may answer besides ordinary ones.
    private var hostileResults: [Double] {
        [.nan, -10, 1e30, 0, 1e-9] + (infiniteCallbacks ? [.infinity, -.infinity] : [])
    }

    /// A measure function answering one of: ordinary text, hostile sizes (NaN,
    /// negatives, huge, maybe infinite), or something different for each kind of
    /// constraint.
    private mutating func measure() -> MeasureFunction {
        let values = hostileResults + [15]
        let width = random.pick(values), height = random.pick(values)
        let words = WordsMeasure(count: Int.random(in: 1...12, using: &random))
        let log = invalidConstraints
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            return { log.check($0); return Size(width: width, height: height) }
        case 1:
            return { log.check($0); return words($0) }
        default:
            // Sane for intrinsic queries, hostile for definite widths.
            return { constraint in
                log.check(constraint)
                if case .definite = constraint.width { return Size(width: width, height: height) }
                return words(constraint)
            }
        }
    }

    private mutating func baseline() -> BaselineFunction {
        let value = random.pick(hostileResults + [12])
        return { _ in value }
    }
}
