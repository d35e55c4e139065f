import Testing
import ComponentTestSupport
import Geometry
import Graphics
import Instrumentation
@testable import Components
@testable import Mounting

/// Reuse pools are bounded: unmounting a subtree larger than the pool limit keeps the
/// limit's worth of nodes of each kind and lets the rest go.
@MainActor
@Suite struct PoolLimitTests {
    @Test func unmountingMoreNodesThanThePoolLimitKeepsOnlyTheLimit() {
        let range = SizeRange.exactly(Size(width: 100, height: 100))
        let root = ComponentRoot(Swatch(colors: Array(repeating: .black, count: 500)), sizeRange: range)
        let mounter = Mounter(poolLimit: 100)
        _ = mounter.mount(root.layout)
        root.update(Swatch(colors: []))
        _ = mounter.mount(root.layout)
        #expect(mounter.statistics.removed == 500)
        #expect(mounter.pooledNodeCounts[.box] == 100)

        // The pooled nodes come back first; the others are made anew.
        root.update(Swatch(colors: Array(repeating: .white, count: 150)))
        _ = mounter.mount(root.layout)
        #expect(mounter.statistics.reused == 100 && mounter.statistics.created == 50)
        #expect(mounter.pooledNodeCounts[.box] == 0)
    }
}
