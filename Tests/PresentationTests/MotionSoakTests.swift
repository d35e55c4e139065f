import Testing

/// Animating leaves memory flat: the motion soak (`gallery bench --scene motion-soak`:
/// cards removed, added and shuffled in the reflowing grid, growing in and shrinking
/// away, rows expanded, the ball thrown, the tile spun, notices posted and cleared through
/// their transitions, each animation run to rest) leaves exactly as many elements,
/// layout nodes and boxes, instances, scopes, build records and mounted nodes alive after
/// 2,400 animations as after its warm-up. In a process of its own, as `GallerySoakTests`:
/// the counts are process-wide.
@Suite struct MotionSoakTests {
    @Test func twoThousandFourHundredAnimationsLeaveTheLiveObjectCountsOfTheWarmUp() throws {
        // The script repeats every 32 steps (eight steps; the rows take turns over four,
        // and every fourth round clears the notices): whole periods on both sides of the
        // reading.
        try expectFlatLiveObjects(scene: "motion-soak", warmUp: 64, interactions: 2_400, after: "the warm-up")
    }
}
