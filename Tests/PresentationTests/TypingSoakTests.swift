import Testing

/// Typing leaves memory flat: the typing soak (`gallery bench --scene typing-soak`: the
/// Input page's four fields typed into, 22 characters of several scripts at a time, and
/// emptied again by Backspace, by word, by cut and after undo and redo) leaves exactly as
/// many elements, layout nodes and boxes, instances, scopes, build records and mounted
/// nodes alive after 480 interactions (10,560 characters typed and deleted) as after its
/// warm-up. In a process of its own, as `GallerySoakTests`: the counts are process-wide.
@Suite struct TypingSoakTests {
    @Test func typingAndDeletingTenThousandCharactersLeavesTheLiveObjectCountsOfTheWarmUp() throws {
        // The script repeats every 16 interactions (four fields, four ways of deleting).
        try expectFlatLiveObjects(scene: "typing-soak", warmUp: 32, interactions: 480, after: "the warm-up")
    }
}
