import Components
import ComponentTestSupport
import DataSource
import Geometry
import Graphics
import Layout
@testable import Mounting
import Testing
import TestSupport

/// A popup opened from a list row (a row's "more" menu): it follows the row as the list
/// scrolls, hides while the row is out of the mounted range (the anchor is not on screen,
/// as Floating UI's `hide` does; the row keeps its state, so nothing is reported), and
/// shows again when the row comes back.
@MainActor @Suite struct ListRowPopupTests {
    struct MenuRow: Component, Equatable {
        struct Open: Action {}
        let id: Int

        var scope: ComponentScope? { .byType }
        func initialState() -> Bool { false }

        func body(_ context: BuildContext<Self>) -> some Component {
            Box(fill: .color(.white), style: LayoutStyle.row(align: .center, padding: 8)) {
                Button("More \(id)", action: Open())
                    .size(height: 34)
                    .testID("more.\(id)")
                    .popup(isPresented: context.state, id: "menu") {
                        Box(fill: .color(.black), style: LayoutStyle.column()) {}
                            .size(width: 80, height: 30)
                            .testID("menu.\(id)")
                    }
            }
        }

        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            switch action {
            case is Open: context.updateState(.synchronous) { $0 = true }
            case is OverlayDismissed: context.updateState(.synchronous) { $0 = false }
            default: return false
            }
            return true
        }
    }

    @Test func aRowsPopupFollowsItHidesWhileItIsNotMountedAndComesBackWithIt() async throws {
        let source = ListDataSource<Int> { MenuRow(id: $0) }
        try source.enqueue(Changeset {
            $0.insertSection(0)
            for id in 0..<200 { $0.insert(id, at: ItemPath(0, id)) }
        }, sizeRange: .width(300))
        await source.waitUntilApplied()
        let log = DiagnosticLog()
        let host = try ComponentHost(List(source, style: .column(), overscan: 100), size: Size(width: 300, height: 400),
                                     diagnostics: log.handler)
        host.paint()
        try host.tap(testID: "more.1")
        host.paint()
        let anchor = try host.frame(testID: "more.1")
        let menu = try host.frame(testID: "menu.1")
        #expect(menu.minY == anchor.maxY + 4)

        // 30 points down: the popup moves with its row.
        host.handle(.scroll(dx: 0, dy: 30), at: Point(x: 150, y: 200))
        host.paint()
        #expect(try host.frame(testID: "menu.1").minY == menu.minY - 30)

        // Far down: the row leaves the mounted range and the popup with it.
        for _ in 0..<20 {
            host.handle(.scroll(dx: 0, dy: 100), at: Point(x: 150, y: 200))
            host.paint()
        }
        #expect(throws: TestQueryError.self) { try host.frame(testID: "menu.1") }
        #expect(host.mounter.overlayCells.isEmpty)

        // Back to the top: the row still has its menu open, and it shows again.
        for _ in 0..<30 {
            host.handle(.scroll(dx: 0, dy: -100), at: Point(x: 150, y: 200))
            host.paint()
        }
        #expect(try host.frame(testID: "menu.1") == menu)
        #expect(log.all.isEmpty, "\(log.all.map(\.message))")
    }
}
