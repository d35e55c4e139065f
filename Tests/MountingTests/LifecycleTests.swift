import Testing
import ComponentTestSupport
import Geometry
import Layout
@testable import Components
@testable import Mounting

@MainActor
final class LifecycleLog {
    static let shared = LifecycleLog()
    var calls: [String] = []
}

struct Tile: Component, Equatable {
    let id: Int
    var scope: ComponentScope? { .identifier(id) }
    static var controllerType: ComponentController<Tile>.Type? { TileController.self }
    func body(_ context: BuildContext<Self>) -> some Component { Box(color: .black, style: .fixed(width: 10, height: 10)) }
}

final class TileController: ComponentController<Tile> {
    func log(_ call: String) { LifecycleLog.shared.calls.append("\(component.id) \(call)") }
    override func willMount() { log("willMount") }
    override func didMount() { log("didMount") }
    override func willUnmount() { log("willUnmount") }
    override func didUnmount() { log("didUnmount") }
    override func invalidate() { log("invalidate") }
}

struct Tiles: Component, Equatable {
    let ids: [Int]
    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .row(align: .flexStart)) { for id in ids { Tile(id: id) } }
    }
}

@MainActor
@Suite(.serialized) struct LifecycleTests {
    @Test func controllersHearOfMountingAroundTheMountAndOfUnmountingBeforeTheyAreInvalidated() {
        LifecycleLog.shared.calls = []
        let root = ComponentRoot(Tiles(ids: [1]), sizeRange: .exactly(Size(width: 100, height: 20)))
        let mounter = Mounter()
        var nodeCounts: [Int] = []
        root.attachMountingLayer { root in
            _ = mounter.mount(root.layout)
            nodeCounts.append(mounter.root?.children.count ?? 0)
        }
        #expect(LifecycleLog.shared.calls == ["1 willMount", "1 didMount"])

        LifecycleLog.shared.calls = []
        root.update(Tiles(ids: [1, 2]))
        #expect(LifecycleLog.shared.calls == ["2 willMount", "2 didMount"])

        LifecycleLog.shared.calls = []
        root.update(Tiles(ids: [2]))
        #expect(LifecycleLog.shared.calls == ["1 willUnmount", "1 didUnmount", "1 invalidate"])
        #expect(nodeCounts == [1, 2, 1])

        LifecycleLog.shared.calls = []
        root.invalidate()
        #expect(LifecycleLog.shared.calls == ["2 willUnmount", "2 didUnmount", "2 invalidate"])
    }
}
