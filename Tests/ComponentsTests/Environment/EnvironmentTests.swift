import Testing
import ComponentTestSupport
import Geometry
@testable import Components

/// A width a body reads from its environment (a type scale stands for a theme's tokens).
struct WidthKey: EnvironmentKey {
    static let defaultValue = 10.0
}

extension ComponentEnvironment {
    var testWidth: Double {
        get { self[WidthKey.self] }
        set { self[WidthKey.self] = newValue }
    }
}

/// Values set around a subtree reach every body inside it, nested settings win, and a
/// subtree is reused in an equal environment and built again in another, keeping its
/// state.
@MainActor
@Suite struct EnvironmentTests {
    /// A box as wide as the environment says, times its count of taps (its state).
    struct Swatch: Component, Equatable {
        let id: Int
        var scope: ComponentScope? { .identifier(id) }
        func initialState() -> Int { 1 }
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .fixed(width: context.environment.testWidth * Double(context.state), height: 10)) {}
                .testID("swatch.\(id)")
        }
    }

    struct Screen: Component, Equatable {
        var outer: Double?
        var inner: Double?
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column()) {
                Swatch(id: 0)
                if let outer {
                    Flexbox(style: .column()) {
                        Swatch(id: 1)
                        if let inner { Swatch(id: 2).environment(\.testWidth, inner) }
                    }
                    .environment(\.testWidth, outer)
                }
            }
        }
    }

    func width(_ root: ComponentRoot, _ id: Int) throws -> Double {
        let index = try #require(root.layout.elements.firstIndex { $0.testID == "swatch.\(id)" })
        return root.layout.frames[index].width
    }

    @Test func bodiesReadTheNearestValueOrTheDefault() throws {
        let root = ComponentRoot(Screen(outer: 30, inner: 55), sizeRange: SizeRange(max: Size(width: 500, height: 500)))
        #expect(try width(root, 0) == 10, "nothing set around it: the default")
        #expect(try width(root, 1) == 30)
        #expect(try width(root, 2) == 55, "the nearest setting wins")
        #expect(ComponentEnvironment().testWidth == 10 && ComponentEnvironment() == ComponentEnvironment())
        var changed = ComponentEnvironment()
        changed.testWidth = 10
        #expect(changed == ComponentEnvironment() ? false : true, "a value set equal to the default is still set")
    }

    @Test func aChangedValueRebuildsWhatItReachesAndKeepsItsState() throws {
        let root = ComponentRoot(Screen(outer: 30), sizeRange: SizeRange(max: Size(width: 500, height: 500)))
        let element = try #require(root.layout.elements.first { $0.testID == "swatch.1" })
        #expect(try width(root, 1) == 30)
        ActionContext<Swatch>(component: Swatch(id: 1), state: 1, instance: element.owner!, root: root)
            .updateState(.synchronous) { $0 = 2 }
        #expect(try width(root, 1) == 60)
        root.update(Screen(outer: 30))
        #expect(root.result.statistics.builtComponents == 0, "an equal environment: reused")
        root.update(Screen(outer: 40))
        #expect(root.result.statistics.builtComponents == 2, "the screen, and the swatch the change reaches")
        #expect(root.result.statistics.reusedSubtrees == 1, "the swatch outside it")
        #expect(try width(root, 1) == 80, "built again with its state")
    }
}
