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
        // A round: every page once, ten interactions each. The Interaction page's card goes
        // right on one visit and left on the next, so the script repeats every two rounds:
        // four rounds of warm-up (the List page's feed finishes loading in the first
        // ones), then pairs of rounds, about 10,000 interactions, ending where the warm-up
        // ended.
        let period = GalleryPage.allCases.count * 10 * 2
        let interactions = (10_000 + period - 1) / period * period
        try expectFlatLiveObjects(scene: "soak", warmUp: 2 * period, interactions: interactions, after: "the warm-up")
    }
}
