import Components
import Geometry
import Graphics
import Layout
import Testing

/// The building block of background preparation: a tree built and laid out on another
/// thread becomes a root on the main actor, with its controllers, exactly as if the root
/// had built it; and it becomes one root only.
@Suite struct PreparedRootTests {
    @Test func aTreePreparedOnAnotherThreadBecomesARootWithItsControllers() async throws {
        let prepared = await Task.detached {
            ComponentRoot.prepare(ControlledRow(id: 7), sizeRange: .width(120))
        }.value
        #expect(prepared.layout.size == Size(width: 120, height: 10))
        await MainActor.run {
            let root = ComponentRoot(prepared: prepared)
            #expect(root.layout.size == Size(width: 120, height: 10))
            #expect(root.liveControllers.count == 1)
            #expect(root.commitCount == 1)
            let direct = ComponentRoot(ControlledRow(id: 7), sizeRange: .width(120))
            #expect(direct.layout.root?.frame == root.layout.root?.frame)
        }
    }

    @Test func committingOnePreparedTreeTwiceTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let prepared = ComponentRoot.prepare(Box(color: .black, style: .fixed(width: 4, height: 4)),
                                                     sizeRange: .width(10))
                _ = ComponentRoot(prepared: prepared)
                _ = ComponentRoot(prepared: prepared)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("this prepared tree is another root's already"))
    }
}
