import Testing

/// Opening and closing popups and dialogs and showing toasts leaves memory flat: the
/// overlay soak (`gallery bench --scene overlay-soak`: a menu opened and closed by its
/// item, a tap outside and Escape, a dialog dismissed on its scrim and by Escape, toasts
/// timed out on a manual clock) leaves exactly as many elements, layout nodes and boxes,
/// instances, scopes, build records and mounted nodes alive after 1,000 interactions as
/// after its warm-up. In a process of its own, as `GallerySoakTests`: the counts are
/// process-wide.
@Suite struct OverlaySoakTests {
    @Test func aThousandInteractionsLeaveTheLiveObjectCountsOfTheWarmUp() throws {
        // The script is eight steps: whole rounds on both sides of the reading.
        try expectFlatLiveObjects(scene: "overlay-soak", warmUp: 80, interactions: 1_000, after: "the warm-up")
    }
}
