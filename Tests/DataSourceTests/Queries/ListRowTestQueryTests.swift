import Components
import DataSource
import Geometry
import Graphics
import Layout
@testable import Mounting
import Testing
import TextRasterizer

/// A host's test queries reach the elements of list rows (each row a root of its own):
/// tap, frame, text, instance, state, controller and scrollIntoView find them in mounted
/// rows and section headers, with frames in the host's coordinates; a row that is not
/// mounted says so and how to reach it.
@MainActor @Suite struct ListRowTestQueryTests {
    static let size = Size(width: 300, height: 400)

    /// A screen: a 40 pt title above a list of the feed, which fills the rest.
    struct Screen: Component, Equatable {
        let source: ListDataSource<FeedModel>
        var scope: ComponentScope? { .byType }
        func initialState() -> Int { 0 }
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column()) {
                Text("Visitors", attributes: TextAttributes(size: 14)).height(40).testID("title")
                List(source, style: .column(), overscan: 100).testID("list").flex(grow: 1, basis: .points(0)).minSize(height: .points(0))
            }
        }
        static func == (lhs: Screen, rhs: Screen) -> Bool { lhs.source === rhs.source }
    }

    /// A section header with a tagged title.
    struct Header: Component, Equatable {
        let section: Int
        func body(_ context: BuildContext<Self>) -> some Component {
            Text("Section \(section)", attributes: TextAttributes(size: 12)).height(30).testID("header-\(section)")
        }
    }

    static func host(rows: Int, headers: Bool = false) throws -> (ComponentHost, ListDataSource<FeedModel>) {
        let source = headers
            ? ListDataSource<FeedModel>(header: { section, _ in Header(section: section) }) { FeedRow(model: $0) }
            : makeFeedSource()
        try source.enqueue(Changeset {
            $0.insertSection(0)
            for id in 0..<rows { $0.insert(FeedModel(id: id), at: ItemPath(0, id)) }
        }, sizeRange: .width(size.width), mode: .synchronous)
        let host = try ComponentHost(Screen(source: source), size: size)
        host.paint()
        return (host, source)
    }

    @Test func aTapOnAButtonInAMountedRowPressesItAndItsFrameIsInTheHostsCoordinates() throws {
        let (host, source) = try Self.host(rows: 50)
        let list = try host.frame(testID: "list")
        #expect(list.minY == 40)
        let row = source.table.rows[3]
        let like = try host.frame(testID: "like-3")
        #expect(like.minY >= list.minY + row.top && like.maxY <= list.minY + row.top + row.height,
                "like-3 at \(like), row 3 at \(row.top) + \(row.height) below the list's top \(list.minY)")
        #expect(like.maxX <= Self.size.width && like.minX > 0)
        #expect(try host.text(testID: "like-3") == "♥ 0")
        try host.tap(testID: "like-3")
        #expect(try host.text(testID: "like-3") == "♥ 1")
        #expect(try host.state(of: FeedRow.self, testID: "like-3").likes == 1)
        #expect(try host.state(of: FeedRow.self, testID: "like-4").likes == 0)
        // The pixels under the button are where the query says: its title changed there.
        host.paint()
        #expect(try host.element(testID: "like-3").element.owner?.path.hasSuffix("FeedRow") == true)
    }

    @Test func aRowsComponentsLeadToTheScreenAroundTheList() throws {
        let (host, _) = try Self.host(rows: 50)
        #expect(try host.instance(of: Screen.self, testID: "like-3").path == "Screen")
        #expect(try host.state(of: List<FeedModel>.self, testID: "like-3").position.offset.y == 0)
        // Without a test ID, every mounted row's FeedRow is a candidate.
        let mounted = host.mounter.lists.first?.children.count ?? 0
        #expect(mounted > 3)
        #expect {
            try host.instance(of: FeedRow.self)
        } throws: { error in
            guard case .ambiguousComponent(let type, let paths) = error as? TestQueryError else { return false }
            return type == "FeedRow" && paths.count == mounted
        }
        #expect(try host.instance(of: Screen.self).path == "Screen")
    }

    @Test func aRowOutsideTheViewSaysItIsNotMountedAndScrollIntoViewReachesIt() throws {
        let (host, source) = try Self.host(rows: 400)
        // Row 30 is kept built (the working range) but is far below the 360 pt list.
        #expect(source.table.rows[30].root != nil)
        #expect(throws: TestQueryError.rowNotMounted("like-30", list: "Screen > List<FeedModel>", row: 30)) {
            try host.tap(testID: "like-30")
        }
        #expect {
            _ = try host.frame(testID: "like-30")
        } throws: { error in
            "\(error)".contains("row 30 of Screen > List<FeedModel>, which is not mounted")
                && "\(error)".contains("scrollIntoView(testID: \"like-30\", animated: false)")
        }
        try host.scrollIntoView(testID: "like-30", animated: false)
        let frame = try host.frame(testID: "like-30")
        #expect(frame.minY >= 40 && frame.maxY <= Self.size.height, "like-30 at \(frame)")
        try host.tap(testID: "like-30")
        #expect(try host.state(of: FeedRow.self, testID: "like-30").likes == 1)
    }

    @Test func scrollIntoViewBuildsARowFarBeyondTheWorkingRange() throws {
        let (host, source) = try Self.host(rows: 400)
        #expect(source.table.rows[390].root == nil, "row 390 is far beyond the working range: not built")
        #expect {
            try host.tap(testID: "like-390")
        } throws: { error in
            guard case .testIDNotFound("like-390", _)? = error as? TestQueryError else { return false }
            return "\(error)".contains("scrollIntoView")
        }
        try host.scrollIntoView(testID: "like-390", animated: false)
        try host.tap(testID: "like-390")
        #expect(try host.text(testID: "like-390") == "♥ 1")
    }

    @Test func sectionHeadersAreFoundToo() throws {
        let (host, _) = try Self.host(rows: 20, headers: true)
        #expect(try host.text(testID: "header-0") == "Section 0")
        let header = try host.frame(testID: "header-0")
        #expect(header.minY == 40 && header.height == 30)
        #expect(try host.frame(testID: "like-0").minY >= 70)
    }

    @Test func anIDOnTheScreenAndInARowIsADuplicate() throws {
        struct Tagged: Component, Equatable {
            let source: ListDataSource<FeedModel>
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .column()) {
                    Text("Likes", attributes: TextAttributes(size: 14)).testID("like-1")
                    List(source, style: .column()).flex(grow: 1, basis: .points(0)).minSize(height: .points(0))
                }
            }
            static func == (lhs: Tagged, rhs: Tagged) -> Bool { lhs.source === rhs.source }
        }
        let source = makeFeedSource()
        try source.enqueue(Changeset {
            $0.insertSection(0)
            for id in 0..<5 { $0.insert(FeedModel(id: id), at: ItemPath(0, id)) }
        }, sizeRange: .width(Self.size.width), mode: .synchronous)
        let host = try ComponentHost(Tagged(source: source), size: Self.size)
        #expect(throws: TestQueryError.duplicateTestID("like-1", owners: ["Tagged", "FeedRow"])) {
            try host.frame(testID: "like-1")
        }
    }

    /// A visitor row with a controller that counts check-ins sent from its button.
    struct VisitorRow: Component, Equatable {
        let id: Int
        var scope: ComponentScope? { .byType }
        static var controllerType: ComponentController<VisitorRow>.Type? { VisitorRowController.self }
        func body(_ context: BuildContext<Self>) -> some Component {
            Button("Check in \(id)", action: Like()).testID("visitor-\(id)").height(44)
        }
    }

    final class VisitorRowController: ComponentController<VisitorRow> {
        var checkIns = 0
        override func handle(_ action: any Action) -> Bool {
            checkIns += 1
            return true
        }
    }

    @Test func aRowsControllerIsFoundByATestIDInsideIt() throws {
        let source = ListDataSource<Int> { VisitorRow(id: $0) }
        try source.enqueue(Changeset {
            $0.insertSection(0)
            for id in 0..<20 { $0.insert(id, at: ItemPath(0, id)) }
        }, sizeRange: .width(Self.size.width), mode: .synchronous)
        let host = try ComponentHost(List(source, style: .column()), size: Self.size)
        try host.tap(testID: "visitor-2")
        try host.tap(testID: "visitor-2")
        #expect(try host.controller(VisitorRowController.self, testID: "visitor-2").checkIns == 2)
        #expect(try host.controller(VisitorRowController.self, testID: "visitor-3").checkIns == 0)
        #expect(try host.controller(VisitorRowController.self, testID: "visitor-2")
                === source.root(at: ItemPath(0, 2)).flatMap { try? $0.controller(VisitorRowController.self) })
    }

    @Test func tappingADisabledButtonThrowsAndSendsNothing() throws {
        struct Form: Component, Equatable {
            var scope: ComponentScope? { .byType }
            func initialState() -> Int { 0 }
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .column()) {
                    Button("Send", isEnabled: false, action: Like()).testID("send")
                    Text("\(context.state)", attributes: TextAttributes(size: 12)).testID("count")
                }
            }
            func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
                context.updateState(.synchronous) { $0 += 1 }
                return true
            }
        }
        let host = try ComponentHost(Form(), size: Self.size)
        #expect(throws: TestQueryError.disabled("send", button: "Form")) {
            try host.tap(testID: "send")
        }
        #expect(try host.text(testID: "count") == "0")
        #expect(TestQueryError.disabled("send", button: "Form").description.contains("disabled button"))
    }
}
