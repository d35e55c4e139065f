import Testing
import Geometry
import Layout
import LayoutJSON

/// Saturated layout: lengths and results saturate into ±`LayoutStyle.largestLength`
/// (Chromium's LayoutUnit range), NaN counting as 0, so that a hostile value lays out
/// exactly as its saturated value does.
@Suite struct SaturationTests {
    static let limit = LayoutStyle.largestLength

    @Test func theLimitIsTheLargestLayoutUnit() {
        // Chromium's LayoutUnit: an int32 of 1/64 px.
        #expect(Self.limit == Double(Int32.max) / 64)
    }

    /// The minimal case of issue 13: a denormal aspect ratio divided a border into
    /// infinity, which the JSON interface wrote as `null`.
    @Test func aDenormalAspectRatioGivesTheLargestHeight() throws {
        let layoutCase = try LayoutCase(jsonLine: #"{"root":{"style":{"aspectRatio":1e-320,"borderLeft":10000}}}"#)
        layoutCase.root.computeLayout(availableWidth: layoutCase.availableWidth, availableHeight: layoutCase.availableHeight)
        #expect(LayoutOutput.layoutLine(layoutCase.root) == #"{"x":0,"y":0,"width":10000,"height":33554431.984375,"children":[]}"#)
    }

    @Test func hugeLengthsAndPercentagesOfHugeSizesSaturate() throws {
        let line = #"{"root":{"style":{"width":1.7e308,"paddingLeft":"1e300%","borderTop":1e300},"children":[{"style":{"width":"200%","marginLeft":-1.7e308}}]}}"#
        let layoutCase = try LayoutCase(jsonLine: line)
        layoutCase.root.computeLayout(availableWidth: 100, availableHeight: nil)
        let limit = Self.limit
        #expect(layoutCase.root.frame == Rect(x: 0, y: 0, width: limit, height: limit))
        // The padding takes the whole width, leaving the child 200% of nothing; its
        // margin (−limit) takes it from the padding edge (limit) back to 0, and the
        // border puts it at the limit vertically.
        #expect(layoutCase.root.children[0].frame == Rect(x: 0, y: limit, width: 0, height: 0))
    }

    /// Each hostile value in a property lays out exactly as the value it saturates to.
    @Test(arguments: [
        (Double.greatestFiniteMagnitude, limit), (.infinity, limit), (1e30, limit), (.nan, 0),
        (-.infinity, -limit), (-.greatestFiniteMagnitude, -limit),
    ])
    func aHostileLengthLaysOutAsItsSaturatedValue(hostile: Double, saturated: Double) throws {
        let properties: [(String, (inout LayoutStyle, Double) -> Void)] = [
            ("width", { $0.width = .points($1) }),
            ("height", { $0.height = .points($1) }),
            ("minWidth", { $0.minWidth = .points($1) }),
            ("maxHeight", { $0.maxHeight = .points($1) }),
            ("flexBasis", { $0.flexBasis = .points($1) }),
            ("marginLeft", { $0.margin.left = .points($1) }),
            ("marginTop %", { $0.margin.top = .percent($1) }),
            ("paddingRight", { $0.padding.right = .points($1) }),
            ("paddingBottom %", { $0.padding.bottom = .percent($1) }),
            ("borderLeft", { $0.border.left = $1 }),
            ("left", { $0.inset.left = .points($1) }),
            ("columnGap", { $0.columnGap = .points($1) }),
            ("width %", { $0.width = .percent($1) }),
        ]
        for (name, set) in properties {
            #expect(try Self.frames(setting: { set(&$0, hostile) }) == Self.frames(setting: { set(&$0, saturated) }), "\(name): \(hostile)")
        }
    }

    /// Aspect ratios that are not positive numbers are none; others saturate into
    /// [1 / largestLength, largestLength].
    @Test(arguments: [
        (Double.leastNonzeroMagnitude, 1 / limit), (.leastNonzeroMagnitude * 2024 /* 1e-320 */, 1 / limit), (Double.greatestFiniteMagnitude, limit),
        (.infinity, limit), (.nan, nil), (0, nil), (-0.0, nil), (-2, nil),
    ] as [(Double, Double?)])
    func aHostileAspectRatioLaysOutAsItsSaturatedValue(hostile: Double, saturated: Double?) throws {
        #expect(try Self.frames(setting: { $0.aspectRatio = hostile }) == Self.frames(setting: { $0.aspectRatio = saturated }))
    }

    /// Flex factors: NaN and negatives are 0, the largest is the largest Float.
    @Test(arguments: [
        (Double.infinity, Double(Float.greatestFiniteMagnitude)), (.greatestFiniteMagnitude, Double(Float.greatestFiniteMagnitude)),
        (.nan, 0), (-1, 0),
    ])
    func aHostileFlexFactorLaysOutAsItsSaturatedValue(hostile: Double, saturated: Double) throws {
        #expect(try Self.frames(setting: { $0.flexGrow = hostile }) == Self.frames(setting: { $0.flexGrow = saturated }))
        #expect(try Self.frames(setting: { $0.flexShrink = hostile }) == Self.frames(setting: { $0.flexShrink = saturated }))
    }

    /// What measure and baseline callbacks answer is a saturated size: NaN and
    /// negatives are 0, infinities and huge sizes the limit.
    @Test(arguments: [
        (Double.infinity, limit), (.greatestFiniteMagnitude, limit), (.nan, 0), (-.infinity, 0), (-0.0, 0), (-5, 0),
    ])
    func hostileCallbackAnswersLayOutAsTheirSaturatedValues(hostile: Double, saturated: Double) {
        #expect(Self.framesOfMeasuredLeaf(answering: hostile) == Self.framesOfMeasuredLeaf(answering: saturated))
        let leaf = Self.framesOfMeasuredLeaf(answering: hostile)
        #expect(leaf.allSatisfy { $0.isFinite })
    }

    /// Positions stop at the limit too, as they do in Chromium: the rows of a column
    /// of 5,000,000-point rows from the seventh on all start at the limit.
    @Test func positionsBeyondTheLimitStopThere() {
        let rows = (0..<8).map { _ in LayoutNode(style: .with { $0.height = .points(5_000_000) }) }
        let column = LayoutNode(style: .with { $0.flexDirection = .column; $0.width = .points(10) }, children: rows)
        column.computeLayout(availableWidth: nil, availableHeight: nil)
        #expect(rows.map(\.frame.y) == [0, 5e6, 10e6, 15e6, 20e6, 25e6, 30e6, Self.limit])
        #expect(column.frame.height == Self.limit)
    }

    /// Available sizes beyond the limit are the limit; infinite, negative and NaN ones
    /// are unbounded.
    @Test func availableSizesSaturate() {
        func rootWidth(_ available: Double?) -> Double {
            let root = LayoutNode(style: .with { $0.width = .percent(100) })
            root.computeLayout(availableWidth: available, availableHeight: nil)
            return root.frame.width
        }
        #expect(rootWidth(1e300) == Self.limit)
        #expect(rootWidth(.infinity) == rootWidth(nil))
        #expect(rootWidth(.nan) == rootWidth(nil))
        #expect(rootWidth(-1) == rootWidth(nil))
    }

    /// A style set on a node reads back saturated, and setting the same hostile style
    /// again (as a component tree does on every layout) leaves the node clean.
    @Test func aStyleReadsBackSaturatedAndSettingItAgainKeepsTheNodeClean() {
        let hostile = LayoutStyle.with {
            $0.width = .points(.infinity)
            $0.height = .points(.nan)
            $0.margin.left = .percent(-.infinity)
            $0.padding.top = .percent(.nan)
            $0.border.right = -4
            $0.flexGrow = .greatestFiniteMagnitude
            $0.flexShrink = .nan
            $0.aspectRatio = .leastNonzeroMagnitude
        }
        let node = LayoutNode(style: hostile)
        #expect(node.style.width == .points(Self.limit))
        #expect(node.style.height == .points(0))
        #expect(node.style.margin.left == .percent(-.greatestFiniteMagnitude))
        #expect(node.style.padding.top == .percent(0))
        #expect(node.style.border.right == 0)
        #expect(node.style.flexGrow == Double(Float.greatestFiniteMagnitude))
        #expect(node.style.flexShrink == 0)
        #expect(node.style.aspectRatio == 1 / Self.limit)
        node.computeLayout(availableWidth: 100, availableHeight: nil)
        node.style = hostile
        #expect(!node.isDirty)
        node.style.aspectRatio = -1
        #expect(node.isDirty && node.style.aspectRatio == nil)
    }

    // MARK: helpers

    /// The frames of a small tree in which one item's style is changed by `setting`:
    /// a wrapping row with a fixed width, holding the item (with a measured child and a
    /// sibling after it) and an absolutely positioned box.
    private static func frames(setting: (inout LayoutStyle) -> Void) throws -> [Rect] {
        var style = LayoutStyle.with { $0.flexGrow = 1; $0.padding.left = .percent(5) }
        setting(&style)
        let text = LayoutNode()
        text.measure = { constraint in
            if case .definite(let width) = constraint.width { return Size(width: min(width, 120), height: 40) }
            return Size(width: 120, height: 20)
        }
        let item = LayoutNode(style: style, children: [text])
        let sibling = LayoutNode(style: .with { $0.width = .points(80); $0.height = .points(30); $0.aspectRatio = 2 })
        let absolute = LayoutNode(style: .with { $0.position = .absolute; $0.inset.right = .points(5); $0.width = .percent(10) })
        let row = LayoutNode(style: .with { $0.width = .points(400); $0.flexWrap = .wrap; $0.alignItems = .baseline },
                             children: [item, sibling, absolute])
        row.computeLayout(availableWidth: 500, availableHeight: nil)
        try row.roundLayout(scale: 2)
        return row.subtreeFrames + row.subtree.map(\.roundedFrame)
    }

    /// The frames of a baseline-aligned row holding a leaf whose measure and baseline
    /// callbacks answer `value`.
    private static func framesOfMeasuredLeaf(answering value: Double) -> [Rect] {
        let leaf = LayoutNode()
        leaf.measure = { _ in Size(width: value, height: value) }
        leaf.baseline = { _ in value }
        let other = LayoutNode(style: .with { $0.width = .points(10); $0.height = .points(10) })
        let row = LayoutNode(style: .with { $0.alignItems = .baseline }, children: [leaf, other])
        row.computeLayout(availableWidth: nil, availableHeight: nil)
        return row.subtreeFrames
    }
}
