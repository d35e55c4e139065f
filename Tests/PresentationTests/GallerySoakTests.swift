import GalleryPages
import Testing

/// Memory stays flat under sustained use: the gallery's headless soak (`gallery bench
/// --scene soak`, a `ComponentHost` of `GalleryApp` tapped and switched between pages)
/// leaves exactly as many elements, layout nodes, layout boxes, component instances,
/// scopes and mounted nodes alive after 10,000 interactions as after its warm-up.
///
/// The counts are process-wide (`LiveObjects`) and tests run in parallel, so the soak
/// runs in a process of its own: the debug `gallery` built next to this bundle, which
/// counts. Its page is small (480 × 300) to keep a debug build's painting quick; what
/// is built, laid out and mounted does not depend on the size.
@Suite struct GallerySoakTests {
    @Test func tenThousandInteractionsLeaveTheLiveObjectCountsOfTheFirstRound() throws {
        // A round: every page once, ten interactions each. Two rounds of warm-up (the counts
        // after the first differ from every later round's by four component instances and
        // three pooled nodes, the same after 600 or 10,000 more interactions), then whole
        // rounds, about 10,000 interactions, so the run ends on the page the warm-up ended on.
        let round = GalleryPage.allCases.count * 10
        let interactions = (10_000 + round - 1) / round * round
        try expectFlatLiveObjects(scene: "soak", warmUp: 2 * round, interactions: interactions, after: "the first round")
    }
}
