import Testing
import Geometry
import Graphics
import Layout
@testable import Components
@testable import Mounting

/// A damage bug of `Mounter` found by the damage property test, kept as a known issue.
///
/// `Mounter.pixels(_:clip:)` intersects the rectangle with the clip in points and takes
/// the pixels of the intersection. A renderer with anti-aliased edges touches every
/// pixel that the rectangle and the clip both reach into, even partly: a pixel that the
/// clip's edge and the rectangle's edge both cut gets ink (coverage times coverage) even
/// where the two do not overlap geometrically. When frames are not on whole device
/// pixels (layout scale above the mounter's, or frames that are not snapped), a child
/// appearing just past its clipping parent's edge changes that pixel, and the damage
/// misses it. The fix: `pixels(rect).intersection(pixels(clip))` (each rounded outward
/// on its own) instead of `pixels(rect ∩ clip)`; the two agree whenever edges are on
/// whole pixels, so nothing changes for snapped layouts.
@MainActor
@Suite struct MounterDamageKnownIssueTests {
    struct Clipped: Component, Equatable {
        var showsChild: Bool
        func body(_ context: BuildContext<Self>) -> some Component {
            Box(clipsContent: true, style: .size(10.5, 4)) {
                if showsChild { Box(color: .black, style: .size(2, 2)).position(left: 10.5, top: 0) }
            }
        }
    }

    @Test func aChildJustPastAFractionalClipEdgeIsDamaged() throws {
        var style = LayoutStyle()
        style.alignItems = .flexStart
        let root = ComponentRoot(Flexbox(style: style, children: [Clipped(showsChild: false)]),
                                 sizeRange: .exactly(Size(width: 20, height: 10)),
                                 environment: LayoutEnvironment(scale: 2), diagnostics: DiagnosticHandler { _ in })
        let mounter = Mounter(scale: 1)
        _ = mounter.mount(root.layout)
        root.update(Flexbox(style: style, children: [Clipped(showsChild: true)]))
        let damage = mounter.mount(root.layout)

        // The clip ends at x = 10.5 and the child starts there: pixel column 10 is half in
        // both, and painting puts a quarter of the child's ink in it.
        let framebuffer = try Framebuffer(width: 20, height: 10)
        NodePainter(scale: 1).paint(mounter.root, in: Painter(target: framebuffer), region: nil, background: .white)
        #expect(framebuffer[10, 0] != 0xFFFF_FFFF)
        withKnownIssue("Mounter damages pixels(rect ∩ clip), which misses pixel column 10") {
            #expect(damage.region.contains(PixelRect(x: 10, y: 0, width: 1, height: 2)), "damage \(damage.rects)")
        }
    }
}
