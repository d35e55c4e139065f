import Components
import ComponentTestSupport
import DataSource
import Geometry
import Mounting
@testable import GalleryPages
import Testing

/// The List page follows its window: the feed list takes the room it has, and its rows
/// are laid out at the list's width, before and after a resize.
@MainActor @Suite struct ListPageWidthTests {
    static func page(width: Double) -> ListPage {
        ListPage(size: Size(width: width, height: 900), feedCount: 200, loadsInBackground: false)
    }

    /// The feed's rows as mounted: each cell's row layout width, in points.
    static func mountedRowWidths(_ host: ComponentHost) -> [Double] {
        var widths: [Double] = []
        var pending = host.mounter.root.map { [$0] } ?? []
        while let node = pending.popLast() {
            if node.kind == .list, node.children.count > 2 {
                widths += node.children.compactMap { $0.children.first?.frame.width }
            }
            pending.append(contentsOf: node.children)
        }
        return widths
    }

    @Test func feedRowsSpanTheFeedListAtTwoWindowWidths() async throws {
        let host = try ComponentHost(Self.page(width: 640), size: Size(width: 640, height: 900))
        host.paint()
        let feed = try #require(try host.state(of: ListPage.self).sources?.feed)
        #expect(ListPage.feedWidth(pageWidth: 640) == 564 && ListPage.feedWidth(pageWidth: 1200) == 720)
        #expect(feed.rowWidth == 564)
        #expect(!Self.mountedRowWidths(host).isEmpty && Self.mountedRowWidths(host).allSatisfy { $0 == 564 })
        try host.resize(to: Size(width: 1200, height: 900), component: Self.page(width: 1200))
        for _ in 0..<3 {
            await feed.waitUntilBuilt()
            host.paint()
        }
        #expect(feed.rowWidth == 720)
        let widths = Self.mountedRowWidths(host)
        #expect(!widths.isEmpty && widths.allSatisfy { $0 == 720 }, "\(widths)")
        #expect(feed.table.rows.allSatisfy { $0.layout == nil || $0.layout?.frame.width == 720 })
    }
}
