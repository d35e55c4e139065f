import Testing
import ComponentTestSupport
import Geometry
@testable import Components

/// The scenarios of ComponentKit's Scopes doc.
@MainActor
@Suite struct ScopeTests {
    let log = DiagnosticLog()

    func makeRoot(_ component: some Component) -> ComponentRoot {
        ComponentRoot(component, sizeRange: SizeRange(max: Size(width: 1000, height: 1000)), diagnostics: log.handler)
    }

    func like(_ id: Int, in root: ComponentRoot) {
        let element = root.element(ownedBy: ListItemComponent.self) { $0.item.id == id }!
        #expect(root.send(Like(), from: element))
    }

    @Test func itemScopedByItsModelIDKeepsItsStateWhenItemsAreReordered() {
        let root = makeRoot(ListComponent(items: items(1, 2, 3)))
        like(2, in: root)
        like(2, in: root)
        like(3, in: root)
        #expect(root.states(of: ListItemComponent.self, by: \.item.id) == [1: 0, 2: 2, 3: 1])

        root.update(ListComponent(items: items(3, 1, 2)))
        #expect(root.states(of: ListItemComponent.self, by: \.item.id) == [1: 0, 2: 2, 3: 1])
        // The state shows in the layout: heights 10 + likes, in the new order.
        let heights = root.layout.elements.indices.filter { root.layout.parents[$0] == 0 }.map { root.layout.frames[$0].height }
        #expect(heights == [11, 10, 12])
        #expect(log.all.isEmpty)
    }

    @Test func removedItemLosesItsStateAndComesBackFresh() {
        let root = makeRoot(ListComponent(items: items(1, 2)))
        like(2, in: root)
        root.update(ListComponent(items: items(1)))
        root.update(ListComponent(items: items(1, 2)))
        #expect(root.states(of: ListItemComponent.self, by: \.item.id) == [1: 0, 2: 0])
    }

    @Test func listWithoutIdentifierKeepsItsStateWhileItIsTheOnlyList() {
        let root = makeRoot(ListsComponent(lists: [items(1)], keyed: false))
        let element = root.element(ownedBy: ListItemComponent.self)!
        // The item handles Like itself; send from the list's own element to reach the list.
        let listElement = root.layout.elements.first { $0.owner?.component is ListComponent }!
        #expect(root.send(Like(), from: listElement))
        #expect(root.send(Like(), from: element))
        root.update(ListsComponent(lists: [items(1, 5)], keyed: false))
        #expect(root.states(of: ListComponent.self, by: \.items.count) == [2: 1])
        #expect(log.all.isEmpty)
    }

    @Test func listsWithKeysFromTheirParentKeepSeparateState() {
        let root = makeRoot(ListsComponent(lists: [items(1, 2), items(1, 2)]))
        // Item 1 of the second list: the same item id as in the first list, another scope.
        let second = root.layout.elements.first { element in
            guard let item = element.owner?.component as? ListItemComponent, item.item.id == 1 else { return false }
            return element.owner?.parent?.keys == [ScopeIdentifier(1)]
        }!
        #expect(root.send(Like(), from: second))
        let states = root.instances(of: ListItemComponent.self).map { ($0.parent!.keys.first!.description, ($0.component as! ListItemComponent).item.id, $0.state as! Int) }
        #expect(states.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map { "\($0.0)/\($0.1)=\($0.2)" } == ["0/1=0", "0/2=0", "1/1=1", "1/2=0"])
        #expect(log.all.isEmpty)
    }

    @Test func listsWithoutKeysCollideAndAreReportedWithTheirPath() {
        _ = makeRoot(ListsComponent(lists: [items(1), items(2)], keyed: false))
        let collisions = log.of(.scopeCollision)
        #expect(collisions.count == 1)
        #expect(collisions.first?.path == "ListsComponent > ListComponent")
        #expect(collisions.first?.message.contains("""
              first:  ListsComponent > ListComponent #1
              second: ListsComponent > ListComponent #2
            """) == true)
    }

    @Test func collisionReportNamesTheComponentItsPathAndTheFix() {
        _ = makeRoot(ListsComponent(lists: [items(7, 42, 42)]))
        let collisions = log.of(.scopeCollision)
        #expect(collisions.count == 1)
        let report = collisions[0]
        #expect(report.path == "ListsComponent > ListComponent[key: 0] > ListItemComponent(id: 42)")
        #expect(report.message == """
            Scope collision: two ListItemComponent scopes under the same parent cannot be told apart.
              first:  ListsComponent > ListComponent[key: 0] > ListItemComponent(id: 42) #2
              second: ListsComponent > ListComponent[key: 0] > ListItemComponent(id: 42) #3
              (#n: the n-th composite component in its parent's body)
            They do not share state: the second one is built without a scope. Fix: give each ListItemComponent \
            a unique identifier (scope: .identifier(model.id)), or have ListComponent give each one a key (.key(index)).
            """)
    }

    @Test func collidingScopesNeverShareState() {
        let root = makeRoot(ListComponent(items: items(42, 42)))
        let elements = root.layout.elements.filter { $0.owner?.component is ListItemComponent }
        #expect(elements.count == 2)
        #expect(root.send(Like(), from: elements[0]))
        let states = root.instances(of: ListItemComponent.self).map { $0.state as! Int }.sorted()
        #expect(states == [0, 1])
        // The second one has no scope: a like on it is not kept.
        let second = root.layout.elements.filter { $0.owner?.component is ListItemComponent }[1]
        root.send(Like(), from: second)
        #expect(root.instances(of: ListItemComponent.self).map { $0.state as! Int }.sorted() == [0, 1])
    }

    @Test func componentWithStateButNoScopeIsReported() {
        struct Unscoped: Component, Equatable {
            typealias State = Int
            func initialState() -> Int { 0 }
            func body(_ context: BuildContext<Self>) -> some Component { Flexbox {} }
        }
        struct Parent: Component, Equatable {
            var scope: ComponentScope? { .byType }
            func body(_ context: BuildContext<Self>) -> some Component { Unscoped() }
        }
        _ = makeRoot(Parent())
        let reports = log.of(.missingScope)
        #expect(reports.count == 1)
        #expect(reports.first?.path == "Parent > Unscoped")
        #expect(reports.first?.message.hasPrefix("Unscoped has state but no scope: Parent > Unscoped") == true)
    }

    // MARK: reported once

    @Test func aCollisionIsReportedOnceWhileItLastsAndAgainWhenItComesBack() {
        let root = makeRoot(ListComponent(items: items(7, 42, 42)))
        #expect(log.of(.scopeCollision).count == 1)
        // Rebuilds of every kind: the same props, new props, a state update elsewhere.
        root.update(ListComponent(items: items(7, 42, 42)))
        root.update(ListComponent(items: items(7, 42, 42, 8)))
        like(7, in: root)
        #expect(log.of(.scopeCollision).count == 1, "\(log.of(.scopeCollision).map(\.message))")
        // Gone, then back: a new report.
        root.update(ListComponent(items: items(7, 42)))
        #expect(log.of(.scopeCollision).count == 1)
        root.update(ListComponent(items: items(7, 42, 42)))
        #expect(log.of(.scopeCollision).count == 2)
        // A second collision beside the first: one more report, for it only.
        root.update(ListComponent(items: items(7, 42, 42, 7)))
        let reports = log.of(.scopeCollision)
        #expect(reports.count == 3)
        #expect(reports.last?.message.contains("first:  ListComponent > ListItemComponent(id: 7) #1") == true)
        #expect(reports.last?.message.contains("second: ListComponent > ListItemComponent(id: 7) #4") == true)
    }

    @Test func threeSiblingsWithOneIdentifierAreOneReport() {
        _ = makeRoot(ListComponent(items: items(5, 5, 5)))
        #expect(log.of(.scopeCollision).count == 1)
    }

    @Test func collidingScopesUnderUnscopedWrappersShowWhereTheyDiffer() throws {
        _ = makeRoot(WrappedRows())
        let report = try #require(log.of(.scopeCollision).first)
        #expect(log.of(.scopeCollision).count == 1)
        #expect(report.path == "WrappedRows > Row > ListItemComponent(id: 1)")
        #expect(report.message.contains("""
              first:  WrappedRows > Row #1 > ListItemComponent(id: 1) #1
              second: WrappedRows > Row #2 > ListItemComponent(id: 1) #1
            """), "\(report.message)")
    }

    /// The item that takes an identity first keeps it; a reused sibling whose scope it
    /// took is built again without one (reused, it kept that scope and shared its state).
    @Test func aReusedSubtreeWhoseScopeASiblingTookIsBuiltAgainWithoutOne() {
        let root = makeRoot(ListComponent(items: items(2, 1)))
        like(1, in: root)
        root.update(ListComponent(items: items(1, 1)))
        let collisions = log.of(.scopeCollision)
        #expect(collisions.count == 1)
        #expect(collisions.first?.message.contains("second: ListComponent > ListItemComponent(id: 1) #2") == true)
        func likes() -> [Int] {
            root.layout.elements.filter { $0.owner?.component is ListItemComponent }.map { $0.owner!.state as! Int }
        }
        #expect(likes() == [1, 0], "the first has item 1's like; the second starts over")
        // A like on the second goes nowhere (reported), and never reaches the first.
        let second = root.layout.elements.filter { $0.owner?.component is ListItemComponent }[1]
        root.send(Like(), from: second)
        #expect(likes() == [1, 0])
        #expect(log.of(.droppedStateUpdate).count == 1)
    }

    @Test func aMissingScopeIsReportedOnceWhileItLasts() {
        let root = makeRoot(UnscopedRows(count: 3))
        #expect(log.of(.missingScope).count == 1, "three siblings, one mistake")
        root.update(UnscopedRows(count: 4))
        root.update(UnscopedRows(count: 4))
        #expect(log.of(.missingScope).count == 1)
        root.update(UnscopedRows(count: 0))
        root.update(UnscopedRows(count: 1))
        #expect(log.of(.missingScope).count == 2, "gone and back")
    }
}

/// Two unscoped rows, each wrapping an item with the same identifier.
struct WrappedRows: Component, Equatable {
    struct Row: Component, Equatable {
        let item: Item
        func body(_ context: BuildContext<Self>) -> some Component { ListItemComponent(item: item) }
    }

    var scope: ComponentScope? { .byType }
    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .column(align: .flexStart)) {
            Row(item: Item(id: 1))
            Row(item: Item(id: 1))
        }
    }
}

/// `count` stateful components without a scope.
struct UnscopedRows: Component, Equatable {
    struct Unscoped: Component, Equatable {
        typealias State = Int
        var label = 0
        func initialState() -> Int { 0 }
        func body(_ context: BuildContext<Self>) -> some Component { Flexbox {} }
    }

    var count: Int
    var scope: ComponentScope? { .byType }
    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox { for index in 0..<count { Unscoped(label: index) } }
    }
}
