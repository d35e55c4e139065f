import Testing
import Geometry
import Graphics
import Layout
@testable import Components
@testable import Mounting

/// A plain box resized in place damages only the bands its moving edges sweep, widened
/// by its corners (`EdgeBands`): a slider's filled track growing by 2 points repaints a
/// sliver of it. Each case paints the damage over the old frame and compares it with a
/// full repaint, pixel for pixel.
@MainActor
@Suite struct EdgeBandDamageTests {
    struct Track: Component, Equatable {
        var width: Double
        var fill: BoxFill = .color(Color(red: 0.2, green: 0.4, blue: 0.9))
        var radius: Double = 3
        var leading: Double = 10
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .row(align: .flexStart)) {
                Box(fill: fill, cornerRadii: CornerRadii(radius), style: .fixed(width: width, height: 6))
                    .margin(Edges(top: .points(4), right: .points(0), bottom: .points(0), left: .points(leading)))
            }
        }
    }

    /// The damage of going from `from` to `to`, after checking that repainting it alone
    /// gives the pixels of a full repaint.
    func damage(from: Track, to: Track) throws -> Damage {
        let root = ComponentRoot(from, sizeRange: .exactly(Size(width: 200, height: 20)),
                                 environment: try LayoutEnvironment(scale: 1), diagnostics: DiagnosticHandler { _ in })
        let mounter = try Mounter(scale: 1)
        _ = mounter.mount(root.layout)
        let framebuffer = try Framebuffer(width: 200, height: 20)
        try NodePainter(scale: 1).paint(mounter.root, in: Painter(target: framebuffer), region: nil, background: .white)
        root.update(to)
        let damage = mounter.mount(root.layout)
        try NodePainter(scale: 1).paint(mounter.root, in: Painter(target: framebuffer), region: damage.region,
                                        background: .white)
        let full = try Framebuffer(width: 200, height: 20)
        try NodePainter(scale: 1).paint(mounter.root, in: Painter(target: full), region: nil, background: .white)
        for y in 0..<20 {
            for x in 0..<200 where framebuffer[x, y] != full[x, y] {
                Issue.record("pixel (\(x), \(y)) differs from a full repaint; damage \(damage.rects)")
                return damage
            }
        }
        return damage
    }

    @Test func aGrowingRoundedFillDamagesItsEndOnly() throws {
        let damage = try damage(from: Track(width: 100), to: Track(width: 102))
        // The band from the corner's start (100 - 3) to the new end (102), 6 high.
        #expect(damage.area == 5 * 6, "damage \(damage.rects)")
        #expect(damage.region.contains(PixelRect(x: 107, y: 4, width: 5, height: 6)))
    }

    @Test func aShrinkingFillDamagesWhatItLeaves() throws {
        let damage = try damage(from: Track(width: 100), to: Track(width: 90))
        #expect(damage.area == 13 * 6, "damage \(damage.rects)")
    }

    @Test func aFillWhoseStartMovesDamagesItsStartOnly() throws {
        // The track's unfilled part, right of a thumb: its left edge moves.
        let damage = try damage(from: Track(width: 100, leading: 10), to: Track(width: 98, leading: 12))
        #expect(damage.area == 5 * 6, "damage \(damage.rects)")
        #expect(damage.region.contains(PixelRect(x: 10, y: 4, width: 5, height: 6)))
    }

    @Test func aGradientStretchesWithItsBoxSoAllOfItIsDamaged() throws {
        let gradient = BoxFill.linearGradient(BoxGradient(from: .black, to: .white, start: UnitPoint(x: 0, y: 0.5),
                                                          end: UnitPoint(x: 1, y: 0.5)))
        let damage = try damage(from: Track(width: 100, fill: gradient), to: Track(width: 102, fill: gradient))
        #expect(damage.area == 102 * 6, "damage \(damage.rects)")
    }

    @Test func cornersScaledDownToFitChangeEverywhere() throws {
        // Radius 5 on a 6-high box: the corners are scaled to 3, and to 3 still after
        // growing, but a box 8 wide draws them at 4, 10 wide at 5: every corner moves.
        let damage = try damage(from: Track(width: 8, radius: 5), to: Track(width: 10, radius: 5))
        #expect(damage.area == 10 * 6, "damage \(damage.rects)")
    }
}
