import Components
import ComponentTestSupport
import DataSource
import Geometry
import Layout
@testable import Mounting
import Testing
import TextRasterizer

/// A List in a flex column whose columns grow with its rows (CSS's `min-height: auto` on
/// the way down) is laid out as tall as all its rows and cannot scroll: the host says so
/// once, naming the list and the fix; the fixed layout says nothing.
@MainActor @Suite struct ListCannotScrollTests {
    static let size = Size(width: 300, height: 400)

    /// A title above a column holding the list; `fixed` applies the fix the message names.
    struct Screen: Component, Equatable {
        let source: ListDataSource<FeedModel>
        let fixed: Bool
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column()) {
                Text("Visitors", attributes: TextAttributes(size: 14)).height(40)
                if fixed {
                    Flexbox(style: .column()) {
                        List(source, style: .column()).flex(grow: 1, basis: .points(0)).minSize(height: .points(0))
                    }.flex(grow: 1).minSize(height: .points(0))
                } else {
                    Flexbox(style: .column()) { List(source, style: .column()).flex(grow: 1) }.flex(grow: 1)
                }
            }
        }
        static func == (lhs: Screen, rhs: Screen) -> Bool { lhs.source === rhs.source && lhs.fixed == rhs.fixed }
    }

    static func source() throws -> ListDataSource<FeedModel> {
        let source = makeFeedSource()
        try source.enqueue(Changeset {
            $0.insertSection(0)
            for id in 0..<40 { $0.insert(FeedModel(id: id), at: ItemPath(0, id)) }
        }, sizeRange: .width(size.width), mode: .synchronous)
        return source
    }

    @Test func aListAsTallAsItsRowsAndCutOffIsReportedOnceWithTheFix() throws {
        let log = DiagnosticLog()
        let source = try Self.source()
        let host = try ComponentHost(Screen(source: source, fixed: false), size: Self.size, diagnostics: log.handler)
        let reports = log.of(.listCannotScroll)
        #expect(reports.count == 1)
        #expect(reports.first?.path == "Screen > List<FeedModel>")
        // 400 pt less the title, which the column squeezed to its text's 16 pt.
        let message = reports.first?.message ?? ""
        #expect(message.contains("as tall as all its rows, but only 384 pt of it is shown"), "\(message)")
        #expect(message.contains(".minSize(height: .points(0))"))
        // Rebuilds and scroll attempts do not report it again.
        host.handle(.scroll(dx: 0, dy: 100), at: Point(x: 150, y: 200))
        try host.resize(to: Size(width: 300, height: 380))
        #expect(log.of(.listCannotScroll).count == 1)
    }

    @Test func theFixedLayoutScrollsAndSaysNothing() throws {
        let log = DiagnosticLog()
        let source = try Self.source()
        let host = try ComponentHost(Screen(source: source, fixed: true), size: Self.size, diagnostics: log.handler)
        #expect(log.all.isEmpty)
        host.handle(.scroll(dx: 0, dy: 100), at: Point(x: 150, y: 200))
        #expect(try host.state(of: List<FeedModel>.self).position.offset.y == 100)
    }
}
