import Testing

/// Using controls leaves memory flat: the controls soak (`gallery bench --scene
/// controls-soak`: every kind of control on the Controls page used in turn, the themes,
/// text sizes and directions flipped, popups, the dialog and toasts opened and closed,
/// each change run to rest) leaves exactly as many elements, layout nodes and boxes,
/// instances, scopes, build records and mounted nodes alive after 1,728 interactions as
/// after its warm-up. In a process of its own, as `GallerySoakTests`: the counts are
/// process-wide.
@Suite struct ControlsSoakTests {
    @Test func seventeenHundredInteractionsLeaveTheLiveObjectCountsOfTheWarmUp() throws {
        // The script repeats every 108 steps (eighteen steps; the options take turns in
        // threes, the drag's and the dialog's answers alternate): whole periods on both
        // sides of the reading.
        try expectFlatLiveObjects(scene: "controls-soak", warmUp: 216, interactions: 1_728, after: "the warm-up")
    }
}
