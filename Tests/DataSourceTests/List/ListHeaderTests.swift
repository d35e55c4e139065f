import Components
import ComponentTestSupport
import DataSource
import Geometry
import Graphics
import Layout
@testable import Mounting
import Testing
import TestSupport

/// Section headers: a root per section, rebuilt with the section's index and count after
/// each changeset, shown above the section's rows; sticky ones stay at the top of the
/// list while their section scrolls under them, pushed up by the section's end.
@MainActor @Suite struct ListHeaderTests {
    /// A header, 30 pt tall, whose color and width say its section and count.
    struct Header: Component, Equatable {
        let section: Int
        let count: Int
        func body(_ context: BuildContext<Self>) -> some Component {
            Box(color: Color(red: 0.2, green: 0.2, blue: Double(section % 3) / 3),
                style: .fixed(width: Double(100 + count), height: 30))
        }
    }

    static func source() throws -> ListDataSource<FeedModel> {
        let source = ListDataSource<FeedModel>(header: { section, count in Header(section: section, count: count) }) {
            FeedRow(model: $0)
        }
        try source.enqueue(Changeset {
            $0.insertSection(0)
            $0.insertSection(1)
            for id in 0..<20 { $0.insert(FeedModel(id: id), at: ItemPath(0, id)) }
            for id in 20..<50 { $0.insert(FeedModel(id: id), at: ItemPath(1, id - 20)) }
        }, sizeRange: .width(300), mode: .synchronous)
        return source
    }

    /// The header component a row shows, if it is a header.
    static func header(_ row: ListRow) -> Header? {
        row.isHeader ? row.root?.component as? Header : nil
    }

    /// The cell of `root` in the host's list.
    static func cell(of root: ComponentRoot?, in host: ComponentHost) -> Node? {
        ListMountingTests.cells(host).first { $0.cellRoot === root }
    }

    @Test func headersLeadTheirSectionsAndFollowTheirCounts() throws {
        let source = try Self.source()
        let rows = source.table.rows
        #expect(rows.count == 52)
        #expect(rows[0].isHeader && rows[21].isHeader)
        #expect(Self.header(rows[0]) == Header(section: 0, count: 20) && Self.header(rows[21]) == Header(section: 1, count: 30))
        #expect(rows[0].height == 30)
        #expect(rows[0].sectionEnd == rows[21].top)
        try source.enqueue(Changeset { $0.remove(at: [0, 3]) }, sizeRange: .width(300), mode: .synchronous)
        let after = source.table.rows
        // The same header root, rebuilt with its new count; the other section's untouched.
        #expect(after[0].root === rows[0].root && Self.header(after[0]) == Header(section: 0, count: 19))
        #expect(after[20].root === rows[21].root && Self.header(after[20]) == Header(section: 1, count: 30))
        try source.enqueue(Changeset { $0.removeSection(0) }, sizeRange: .width(300), mode: .synchronous)
        #expect(source.table.rows[0].root === rows[21].root)
        #expect(Self.header(source.table.rows[0]) == Header(section: 0, count: 30), "section 1 is section 0 now")
    }

    @Test func aStickyHeaderStaysAtTheTopUntilItsSectionsEndPushesItUp() throws {
        let source = try Self.source()
        let host = try ComponentHost(List(source, style: .column(), overscan: 50, stickyHeaders: true),
                                     size: Size(width: 300, height: 200))
        host.paint()
        let table = source.table
        let first = table.rows[0], second = table.rows[21]
        // Inside section 0: its header sits at the offset (the top of what is shown), over the rows.
        host.handle(.scroll(dx: 0, dy: 300), at: Point(x: 150, y: 100))
        host.paint()
        var offset = try host.state(of: List<FeedModel>.self).position.offset.y
        #expect(offset == 300)
        #expect(Self.cell(of: first.root, in: host)?.frame.minY == offset)
        #expect(ListMountingTests.cells(host).last?.cellRoot === first.root, "drawn last, over the rows")
        try ListMountingTests.expectFullRepaint(host)
        // Near section 0's end: pushed up by it, its bottom on the end.
        let end = try #require(first.sectionEnd)
        host.handle(.scroll(dx: 0, dy: end - 10 - offset), at: Point(x: 150, y: 100))
        host.paint()
        offset = try host.state(of: List<FeedModel>.self).position.offset.y
        #expect(Self.cell(of: first.root, in: host)?.frame.maxY == end)
        try ListMountingTests.expectFullRepaint(host)
        // In section 1: its header sticks, section 0's is gone.
        host.handle(.scroll(dx: 0, dy: 200), at: Point(x: 150, y: 100))
        host.paint()
        offset = try host.state(of: List<FeedModel>.self).position.offset.y
        #expect(Self.cell(of: second.root, in: host)?.frame.minY == offset)
        #expect(Self.cell(of: first.root, in: host) == nil)
        try ListMountingTests.expectFullRepaint(host)
    }
}
