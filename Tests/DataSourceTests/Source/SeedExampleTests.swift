import Components
import DataSource
import Geometry
import Graphics
import Layout
import Mounting
import Testing
import TextRasterizer

/// The seed's own example (ComponentKit's "Dive Deeper", seed 004): insert section 0 and
/// the items "Hello" and "World !", then show them in a list.
@MainActor @Suite struct SeedExampleTests {
    nonisolated static func label(_ text: String) -> Text {
        Text(text, attributes: TextAttributes(size: 26))
    }

    /// What the list should show: the two labels in a column, painted.
    static func column(size: Size) throws -> Graphics.Image {
        let column = try ComponentHost(Flexbox(style: .column()) {
            SeedExampleTests.label("Hello")
            SeedExampleTests.label("World !")
        }, size: size)
        column.paint()
        return column.image()
    }

    @Test func helloAndWorldAreAppliedInTheBackgroundAndShownInOrder() async throws {
        let source = ListDataSource<String> { SeedExampleTests.label($0) }
        try source.enqueue(Changeset {
            $0.insertSection(0)
            $0.insert("Hello", at: [0, 0])
            $0.insert("World !", at: [0, 1])
        }, sizeRange: .width(320))
        // Enqueued, prepared off the main actor, not applied yet.
        #expect(source.pendingCount == 1 && source.appliedCount == 0 && source.sectionCounts == [])
        await source.waitUntilApplied()
        #expect(source.models == [["Hello", "World !"]])
        #expect(source.appliedCount == 1 && source.pendingCount == 0)

        // The list shows exactly what a column of the two texts shows.
        let size = Size(width: 320, height: 200)
        let list = try ComponentHost(List(source), size: size)
        list.paint()
        #expect(list.image() == (try Self.column(size: size)))
        #expect(list.image() != (try ComponentHost(EmptyComponent(), size: size)).image())
    }

    @Test func aListShownBeforeTheChangesetLandsShowsItWhenItIsApplied() async throws {
        let source = ListDataSource<String> { SeedExampleTests.label($0) }
        let size = Size(width: 320, height: 200)
        let list = try ComponentHost(List(source), size: size)
        list.paint()
        let empty = list.image()
        try source.enqueue(Changeset {
            $0.insertSection(0)
            $0.insert("Hello", at: [0, 0])
            $0.insert("World !", at: [0, 1])
        }, sizeRange: .width(320))
        #expect(!list.needsPaint)
        await source.waitUntilApplied()
        #expect(list.needsPaint)
        list.paint()
        #expect(list.image() == (try Self.column(size: size)))
        #expect(list.image() != empty)
    }
}
