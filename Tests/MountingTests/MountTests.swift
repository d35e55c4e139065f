import Testing
import ComponentTestSupport
import Geometry
import Graphics
import Layout
@testable import Components
@testable import Mounting

struct Swatch: Component, Equatable {
    var colors: [Color]
    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .row(align: .flexStart)) {
            for color in colors { Box(color: color, style: .fixed(width: 10, height: 10)) }
        }
    }
}

@MainActor
@Suite struct MountTests {
    let range = SizeRange(max: Size(width: 100, height: 100))

    @Test func firstMountCreatesANodePerElementAndDamagesTheirArea() {
        let root = ComponentRoot(Swatch(colors: [.black, .white, .black]), sizeRange: range)
        let mounter = Mounter()
        let damage = mounter.mount(root.layout)
        #expect(mounter.statistics.created == 4)
        #expect(mounter.root?.children.count == 3)
        #expect(damage.region.bounds == PixelRect(x: 0, y: 0, width: 30, height: 10))
    }

    @Test func remountingAnUnchangedTreeTouchesNothing() {
        let root = ComponentRoot(Swatch(colors: [.black, .white]), sizeRange: range)
        let mounter = Mounter()
        _ = mounter.mount(root.layout)
        root.update(Swatch(colors: [.black, .white]))
        let damage = mounter.mount(root.layout)
        #expect(mounter.statistics.isEmpty)
        #expect(damage.isEmpty)
    }

    @Test func aChangedColorUpdatesOneNodeAndDamagesItsFrameOnly() throws {
        let root = ComponentRoot(Swatch(colors: [.black, .white, .black]), sizeRange: range)
        let mounter = try Mounter(scale: 2)
        _ = mounter.mount(root.layout)
        let middle = mounter.root!.children[1]
        root.update(Swatch(colors: [.black, Color(red: 1, green: 0, blue: 0), .black]))
        let damage = mounter.mount(root.layout)
        #expect(mounter.statistics == { var s = MountStatistics(); s.updated = 1; return s }())
        #expect(mounter.root!.children[1] === middle)
        #expect(middle.fill == .color(Color(red: 1, green: 0, blue: 0)))
        #expect(damage.rects == [PixelRect(x: 20, y: 0, width: 20, height: 20)])
    }

    @Test func removedNodesGoToThePoolAndComeBackWithTheirLooksCleared() {
        // A root of fixed size, so that only the removed swatch changes.
        let root = ComponentRoot(Swatch(colors: [.black, .white]), sizeRange: .exactly(Size(width: 100, height: 100)))
        let mounter = Mounter()
        _ = mounter.mount(root.layout)
        let second = mounter.root!.children[1]
        root.update(Swatch(colors: [.black]))
        let damage = mounter.mount(root.layout)
        #expect(mounter.statistics.removed == 1)
        #expect(mounter.pooledNodeCounts[.box] == 1)
        #expect(second.fill == nil && second.border == nil && second.opacity == 1 && !second.clipsContent && second.element == nil
                && second.parent == nil)
        #expect(damage.region.bounds == PixelRect(x: 10, y: 0, width: 10, height: 10))

        root.update(Swatch(colors: [.black, Color(red: 0, green: 0, blue: 1)]))
        _ = mounter.mount(root.layout)
        #expect(mounter.statistics.reused == 1 && mounter.statistics.created == 0)
        #expect(mounter.root!.children[1] === second)
        #expect(second.fill == .color(Color(red: 0, green: 0, blue: 1)))
    }

    @Test func damageMergesOnlyWhenTheUnionIsSmaller() {
        var damage = Damage()
        damage.add(PixelRect(x: 0, y: 0, width: 10, height: 10))
        damage.add(PixelRect(x: 100, y: 100, width: 10, height: 10))
        #expect(damage.rects.count == 2)
        damage.add(PixelRect(x: 5, y: 0, width: 10, height: 10))
        #expect(damage.rects.contains(PixelRect(x: 0, y: 0, width: 15, height: 10)))
        #expect(damage.rects.count == 2)
        damage.add(PixelRect(x: 2, y: 2, width: 3, height: 3))
        #expect(damage.rects.count == 2)
    }
}
