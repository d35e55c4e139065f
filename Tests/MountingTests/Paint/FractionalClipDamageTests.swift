import Testing
import Geometry
import Graphics
import Layout
@testable import Components
@testable import Mounting

/// Damage where frames fall between device pixels: a pixel that a clipping edge and a
/// child's edge both cut gets ink (coverage times coverage) even where the two do not
/// overlap in points, so the damage is the child's pixels inside the clip's pixels,
/// each rounded outward (a bug the damage property test found: the pixels of the
/// intersection in points missed that column).
@MainActor
@Suite struct FractionalClipDamageTests {
    struct Clipped: Component, Equatable {
        var showsChild: Bool
        func body(_ context: BuildContext<Self>) -> some Component {
            Box(clipsContent: true, style: .fixed(width: 10.5, height: 4)) {
                if showsChild { Box(color: .black, style: .fixed(width: 2, height: 2)).position(top: 0, left: 10.5) }
            }
        }
    }

    @Test func aChildJustPastAFractionalClipEdgeIsDamaged() throws {
        var style = LayoutStyle()
        style.alignItems = .flexStart
        let root = ComponentRoot(Flexbox(style: style, children: [Clipped(showsChild: false)]),
                                 sizeRange: .exactly(Size(width: 20, height: 10)),
                                 environment: try LayoutEnvironment(scale: 2), diagnostics: DiagnosticHandler { _ in })
        let mounter = try Mounter(scale: 1)
        _ = mounter.mount(root.layout)
        root.update(Flexbox(style: style, children: [Clipped(showsChild: true)]))
        let damage = mounter.mount(root.layout)

        // The clip ends at x = 10.5 and the child starts there: pixel column 10 is half in
        // both, and painting puts a quarter of the child's ink in it.
        let framebuffer = try Framebuffer(width: 20, height: 10)
        try NodePainter(scale: 1).paint(mounter.root, in: Painter(target: framebuffer), region: nil, background: .white)
        #expect(framebuffer[10, 0] != 0xFFFF_FFFF)
        #expect(damage.region.contains(PixelRect(x: 10, y: 0, width: 1, height: 2)), "damage \(damage.rects)")
    }
}
