import Testing

/// Using controls leaves memory flat: the controls soak (`gallery bench --scene
/// controls-soak`: switches flipped between light and dark and large text, checkboxes
/// pressed, sliders dragged and stepped, each change run to rest) leaves exactly as many
/// elements, layout nodes and boxes, instances, scopes, build records and mounted nodes
/// alive after 1,536 interactions as after its warm-up. In a process of its own, as
/// `GallerySoakTests`: the counts are process-wide.
@Suite struct ControlsSoakTests {
    @Test func fifteenHundredInteractionsLeaveTheLiveObjectCountsOfTheWarmUp() throws {
        // The script repeats every 48 steps (eight steps; the three options take turns,
        // the themes, text sizes and the drag's direction alternate): whole periods on
        // both sides of the reading.
        try expectFlatLiveObjects(scene: "controls-soak", warmUp: 96, interactions: 1_536, after: "the warm-up")
    }
}
