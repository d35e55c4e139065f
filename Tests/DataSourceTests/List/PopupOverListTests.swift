import Components
import ComponentTestSupport
import DataSource
import Geometry
import Graphics
import Layout
@testable import Mounting
import Testing
import TestSupport

/// A row whose dark anchor box presents a menu (on row 3, until dismissed): a popup
/// declared inside a list row's own root.
struct MenuRow: Component, Equatable {
    let model: FeedModel

    var scope: ComponentScope? { .byType }
    func initialState() -> Int { 0 }   // dismissals heard

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .row(gap: 4, align: .center)) {
            Box(color: model.color, style: .fixed(width: 24, height: model.height))
            // As tall as the row: a box centered at a half device pixel does not blit
            // exactly at scale 1.5 (an edge pixel 0x7f against 0x80), with or without a popup.
            Box(color: .black, style: .fixed(width: 60, height: model.height))
                .popup(isPresented: model.id == 3 && context.state == 0, id: "row-menu") {
                    Box(fill: .color(.white), border: BoxBorder(width: 1, color: .black), cornerRadii: CornerRadii(5),
                        style: .fixed(width: 120, height: 70))
                }
        }
    }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard action is OverlayDismissed else { return false }
        context.updateState(.synchronous) { $0 += 1 }
        return true
    }
}

/// A popup over a list that scrolls: the popup, anchored in a row (a root of its own),
/// follows the row while the list's pixels are moved under it, every frame byte-exact;
/// a tap outside it reaches the row's component through the row's root.
@MainActor @Suite struct PopupOverListTests {
    static let size = Size(width: 300, height: 400)

    static func host(scale: Double) async throws -> (ComponentHost, ListDataSource<FeedModel>) {
        let source = ListDataSource<FeedModel> { MenuRow(model: $0) }
        try source.enqueue(Changeset {
            $0.insertSection(0)
            for id in 0..<200 { $0.insert(FeedModel(id: id), at: ItemPath(0, id)) }
        }, sizeRange: .width(size.width))
        await source.waitUntilApplied()
        let host = try ComponentHost(List(source, style: .column(), overscan: 100), size: size, scale: scale,
                                     diagnostics: DiagnosticHandler { Issue.record("\($0)") })
        host.paint()
        return (host, source)
    }

    @Test(arguments: [1.0, 1.5]) func aPopupOverAScrollingListFollowsItsRowByteExact(scale: Double) async throws {
        let (host, _) = try await Self.host(scale: scale)
        var rng = SplitMix64(seed: 33)
        host.willRepaint = { framebuffer, region in framebuffer.fillWithGarbage(region, &rng) }
        #expect(host.overlayLayers.map(\.id) == ["row-menu"])
        var moves = 0
        for step in 0..<24 {
            host.handle(.scroll(dx: 0, dy: step < 16 ? 6 : -9), at: Point(x: 150, y: 300))
            host.paint()
            moves += host.lastPaint.moves.count
            let painted = host.image()
            host.paintAll()
            #expect(painted == host.image(), "scale \(scale), step \(step)")
            // Below its anchor (the row's dark box), 4 points away (on a device pixel), while
            // the anchor shows.
            if let cell = host.overlayLayers.first?.node, let anchor = anchorFrame(in: host), anchor.minY > 0 {
                #expect(abs(cell.absoluteFrame.minY - (anchor.maxY + 4)) < 1 / scale, "step \(step)")
            }
        }
        #expect(moves > 10, "the list scrolled by moving pixels under the popup")
        #expect(host.overlayLayers.count == 1)
    }

    @Test func aTapOutsideAPopupInARowReachesTheRow() async throws {
        let (host, source) = try await Self.host(scale: 1)
        #expect(host.overlayLayers.count == 1)
        host.handle(.pointerDown, at: Point(x: 280, y: 380))
        host.handle(.pointerUp, at: Point(x: 280, y: 380))
        host.finishPendingWork()
        #expect(host.overlayLayers.isEmpty, "the row heard OverlayDismissed and closed its menu")
        #expect(source.root(at: [0, 3])?.layout.root != nil)
    }

    /// Row 3's anchor box in the host, when its cell is mounted.
    func anchorFrame(in host: ComponentHost) -> Rect? {
        var pending = host.mounter.root.map { [$0] } ?? []
        while let node = pending.popLast() {
            if node.kind == .overlayMark, case .custom(let custom)? = node.element?.kind,
               let mark = custom.drawing as? OverlayMark, !mark.items.isEmpty {
                return node.parent?.absoluteFrame
            }
            pending.append(contentsOf: node.children)
        }
        return nil
    }
}
