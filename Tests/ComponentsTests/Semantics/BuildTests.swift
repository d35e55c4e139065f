import Testing
import ComponentTestSupport
import Geometry
import TestSupport
@testable import Components

/// A chain `depth` composites deep, each with state, ending in a fixed-size box.
struct Nested: Component, Equatable {
    typealias State = Int
    let depth: Int
    var scope: ComponentScope? { .byType }
    func initialState() -> Int { depth }

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .column(align: .flexStart)) {
            if depth > 0 { Nested(depth: depth - 1) } else { Flexbox(style: .fixed(width: 3, height: 4)) {} }
        }
    }
}

@Suite struct BuildTests {
    @Test func aThousandDeepTreeBuildsAndLaysOutOnA512KiBThread() throws {
        let outcome = runOnThread(stackSize: 512 * 1024) { () -> (Int, Size, Int) in
            let result = TreeBuilder.build(Nested(depth: 1000), previous: nil, dirty: [], pendingUpdates: [:],
                                           diagnostics: DiagnosticHandler { _ in })
            let layout = ComponentLayoutEngine(environment: LayoutEnvironment()).layout(result.element, in: SizeRange(max: Size(width: 100, height: 100)))
            return (result.statistics.builtComponents, layout.size, layout.elements.count)
        }
        let (built, size, elements) = try #require(outcome)
        #expect(built == 1001)
        #expect(size == Size(width: 3, height: 4))
        #expect(elements == 1001 + 1, "a column per level and the box at the bottom")
    }

    @MainActor
    @Test func theBuildResultIsSendableAndStartsFromItsScopesInitialState() async {
        let root = ComponentRoot(Nested(depth: 3), sizeRange: SizeRange(max: Size(width: 10, height: 10)))
        let result = root.result
        let depths = await Task.detached { () -> [Int] in
            var states: [Int] = []
            var current = result.record
            while let record = current {
                states.append(record.instance.state as! Int)
                current = record.children.first
            }
            return states
        }.value
        #expect(depths == [3, 2, 1, 0])
    }
}

@MainActor
@Suite struct RootContextTests {
    @Test func theSameKeyGivesTheSameRootWithItsState() throws {
        let context = RootContext(diagnostics: DiagnosticLog().handler)
        let range = SizeRange(max: Size(width: 100, height: 100))
        let first = try context.root(Counter(mode: .synchronous), key: "main", sizeRange: range)
        first.send(Tap(), from: first.layout.elements[0])
        let again = try context.root(Counter(mode: .synchronous), key: "main", sizeRange: range)
        #expect(again === first)
        #expect(again.layout.size.width == 12)
        #expect(try context.root(Counter(), key: "other", sizeRange: range) !== first)
        #expect(context.transient(Counter(), sizeRange: range) !== context.transient(Counter(), sizeRange: range))
    }

    @Test func aKeyHoldingAnotherTypeIsAnError() throws {
        let context = RootContext(diagnostics: DiagnosticLog().handler)
        let range = SizeRange(max: Size(width: 100, height: 100))
        _ = try context.root(Counter(), key: "main", sizeRange: range)
        #expect {
            _ = try context.root(Outer(), key: "main", sizeRange: range)
        } throws: { error in
            "\(error)" == "RootContext: the key \"main\" holds a root of Counter, not Outer; use another key"
        }
    }
}
