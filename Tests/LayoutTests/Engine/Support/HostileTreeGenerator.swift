import TestSupport
import Geometry
import Layout

/// Random layout trees that set every style property, often to hostile values: the
/// extremes of Double (±1.7e308, ±infinity, NaN, denormals down to 5e-324, −0) anywhere
/// the Swift API takes a number, huge (1e30) and hugely negative lengths, zero, tiny
/// fractions (1e-9), min above max, percentages everywhere (also inside auto-sized
/// parents, where they are cyclic), extreme aspect ratios and flex factors, and
/// measure and baseline callbacks that answer any of these.
///
/// A tree depends only on the seed, so a failure names the seed that reproduces it.
struct HostileTreeGenerator {
    private var random: SplitMix64
    private var nodesLeft: Int
    /// Every constraint the measure callbacks were given that is not a finite,
    /// non-negative size (layout must never ask that).
    let invalidConstraints = ConstraintLog()

    init(seed: UInt64, maxNodes: Int = 40) {
        random = SplitMix64(seed: seed)
        nodesLeft = maxNodes
    }

    /// The extremes of Double, mixed into every kind of number below.
    static let extremes: [Double] = [
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
        .leastNonzeroMagnitude, .leastNonzeroMagnitude * 2024 /* 1e-320 */, .leastNormalMagnitude, -0.0,
    ]

    /// The space to lay the root out in: unbounded, zero, huge, ordinary or extreme.
    mutating func availableSize() -> Double? {
        random.chance(15, in: 100) ? pick(Self.extremes) : pick(Self.availableSizes)
    }
    private static let availableSizes: [Double?] = [nil, 0, 1e30, 1e-9, 375, 1024.5]

    mutating func tree(maxDepth: Int = 5) -> LayoutNode {
        nodesLeft -= 1
        let node = LayoutNode(style: style())
        let childCount = maxDepth > 0 && nodesLeft > 0 ? random.int(in: 0..<5) : 0
        for _ in 0..<childCount where nodesLeft > 0 {
            node.appendChild(tree(maxDepth: maxDepth - 1))
        }
        if node.children.isEmpty {
            if random.chance(60, in: 100) { node.measure = measure() }
            if random.chance(40, in: 100) { node.baseline = baseline() }
        }
        return node
    }

    // MARK: random choices
    // `SplitMix64.int(in:)` and `chance(_:in:)` rather than the standard library's generic `random(in:using:)`,
    // which is slow in debug builds, where the property test generates 100,000 trees.

    /// Four values drawn in the order left, right, top, bottom (the order the seeds'
    /// trees were made in).
    private mutating func edges<Value>(_ draw: (inout Self) -> Value) -> Edges<Value> {
        let (left, right, top, bottom) = (draw(&self), draw(&self), draw(&self), draw(&self))
        return Edges(top: top, right: right, bottom: bottom, left: left)
    }

    private mutating func pick<Value>(_ values: [Value]) -> Value { values[random.int(in: 0..<values.count)] }

    // MARK: style

    mutating func style() -> LayoutStyle {
        var style = LayoutStyle()
        style.display = random.chance(8, in: 100) ? .none : .flex
        style.position = random.chance(15, in: 100) ? .absolute : .relative
        style.flexDirection = pick(Self.directions)
        style.flexWrap = pick(Self.wraps)
        style.justifyContent = pick(Self.justifications)
        style.alignItems = pick(Self.alignments)
        style.alignSelf = random.chance(50, in: 100) ? nil : pick(Self.alignments)
        style.alignContent = pick(Self.contentAlignments)
        style.flexGrow = factor()
        style.flexShrink = factor()
        style.flexBasis = size()
        style.width = size()
        style.height = size()
        style.minWidth = size()
        style.minHeight = size()
        style.maxWidth = size()
        style.maxHeight = size()
        style.margin = edges { $0.offset() }
        style.padding = edges { $0.padding() }
        style.border = edges { $0.border() }
        style.inset = edges { $0.offset() }
        style.rowGap = padding()
        style.columnGap = padding()
        style.aspectRatio = random.chance(60, in: 100) ? nil : number(Self.aspectRatios)
        return style
    }

    private static let directions: [FlexDirection] = [.row, .rowReverse, .column, .columnReverse]
    private static let wraps: [FlexWrap] = [.noWrap, .wrap, .wrapReverse]
    private static let justifications: [JustifyContent] = [.flexStart, .flexEnd, .center, .spaceBetween, .spaceAround, .spaceEvenly]
    private static let alignments: [AlignItems] = [.flexStart, .flexEnd, .center, .stretch, .baseline]
    private static let contentAlignments: [AlignContent] = [.flexStart, .flexEnd, .center, .stretch, .spaceBetween, .spaceAround, .spaceEvenly]

    /// An ordinary or hostile value of `pool`, or (one time in six) an extreme.
    private mutating func number(_ pool: [Double]) -> Double {
        random.chance(1, in: 6) ? pick(Self.extremes) : pick(pool)
    }

    private static let aspectRatios: [Double] = [1e-6, 1e6, 0.5, 1, 16.0 / 9, 0, -1]
    private static let sizePercentages: [Double] = [0, 1e-9, 33.333, 50, 100, 150, 1e30]
    private static let sizePoints: [Double] = [0, 1e-9, 0.5, 10, 33.3333, 100, 250.75, 1e30, -20]
    private static let offsetPercentages: [Double] = [-50, 0, 10, 100, 1e30, -1e30]
    private static let offsetPoints: [Double] = [0, 0, 1e-9, -1e-9, 5, -7.5, 1e30, -1e30]
    private static let paddingPercentages: [Double] = [0, 1e-9, 10, 60, 1e30]
    private static let paddingPoints: [Double] = [0, 0, 1e-9, 2.5, 12, 1e30, -3]
    private static let borders: [Double] = [0, 0, 0, 1, 3, 1e-9, 1e30, -1]
    private static let factors: [Double] = [0, 0, 1, 1, 0.5, 1e-9, 3, 1e30]

    /// Sizes, flex-basis, min and max sizes (negative ones too, which only the Swift API
    /// can give).
    private mutating func size() -> Length {
        if random.chance(30, in: 100) { return .auto }
        if random.chance(30, in: 100) { return .percent(number(Self.sizePercentages)) }
        return .points(number(Self.sizePoints))
    }

    /// Margins and insets: negatives allowed, `auto` too.
    private mutating func offset() -> Length {
        if random.chance(20, in: 100) { return .auto }
        if random.chance(20, in: 100) { return .percent(number(Self.offsetPercentages)) }
        return .points(number(Self.offsetPoints))
    }

    private mutating func padding() -> LengthPercentage {
        if random.chance(25, in: 100) { return .percent(number(Self.paddingPercentages)) }
        return .points(number(Self.paddingPoints))
    }

    private mutating func border() -> Double { number(Self.borders) }

    private mutating func factor() -> Double { number(Self.factors) }

    // MARK: callbacks

    /// What a callback may answer besides ordinary sizes.
    private static let hostileResults: [Double] = [-10, 1e30, 0, 1e-9] + extremes

    /// A measure function answering one of: ordinary text, hostile sizes, or something
    /// different for each kind of constraint.
    private mutating func measure() -> MeasureFunction {
        let width = random.chance(25, in: 100) ? 15 : pick(Self.hostileResults)
        let height = random.chance(25, in: 100) ? 15 : pick(Self.hostileResults)
        let words = WordsMeasure(count: random.int(in: 1..<13))
        let log = invalidConstraints
        switch random.int(in: 0..<3) {
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
        let value = random.chance(25, in: 100) ? 12 : pick(Self.hostileResults)
        return { _ in value }
    }
}
