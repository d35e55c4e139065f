import Components
import ComponentTestSupport
@testable import Controls
import Geometry
import Graphics
@testable import Mounting
import Testing
import TestFonts

/// A progress bar fills in proportion to its value (clamped); an activity indicator
/// turns once a second on the frame clock while shown, and the frames stop when it
/// leaves.
@MainActor
@Suite(.testFonts) struct ProgressTests {
    struct Screen: Component, Equatable {
        var value = 0.25
        var isBusy = true
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(gap: 10, padding: 10)) {
                ProgressBar("Copying", value: value).testID("bar")
                if isBusy { ActivityIndicator().testID("spinner") }
            }
            .size(width: 300)
        }
    }

    func host(_ screen: Screen) throws -> ComponentHost {
        let host = try ComponentHost(screen, size: Size(width: 320, height: 160), background: .white)
        host.paint()
        return host
    }

    /// The mounted node of `testID`, leaving or not.
    func node(_ host: ComponentHost, _ testID: String) -> Node? {
        host.mounter.root?.descendant(testID: testID)
    }

    /// The bar's filled part: the first box inside the track.
    func filledWidth(_ host: ComponentHost) throws -> (filled: Double, track: Double) {
        var pending = host.mounter.root.map { [$0] } ?? []
        while let node = pending.popLast() {
            if node.kind == .box, node.children.count == 2, node.children[0].kind == .box {
                return (node.children[0].frame.width, node.frame.width)
            }
            pending.append(contentsOf: node.children)
        }
        throw TestQueryError.testIDNotFound("track", known: [])
    }

    @Test func theBarFillsInProportionAndClamps() throws {
        let quarter = try filledWidth(host(Screen(value: 0.25, isBusy: false)))
        #expect(abs(quarter.filled - quarter.track / 4) <= 1)
        #expect(ProgressBar(value: 3).value == 1 && ProgressBar(value: -1).value == 0 && ProgressBar(value: .nan).value == 0)
        let full = try filledWidth(host(Screen(value: 7, isBusy: false)))
        #expect(full.filled == full.track)
    }

    @Test func theIndicatorTurnsWhileShownAndTheFramesStopWhenItLeaves() throws {
        let host = try host(Screen())
        #expect(host.isAnimating, "it starts turning when mounted")
        var time = 0.0
        var turns: [Double] = []
        for _ in 0..<150 {
            time += 1.0 / 60
            host.advanceAnimations(to: time)
            host.paint()
            if let spinner = node(host, "spinner") { turns.append(spinner.transform.rotation) }
        }
        // 2.5 s: past two whole turns, still turning, ever further.
        #expect(turns.last! > 2 * 2 * .pi && zip(turns, turns.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(host.isAnimating)
        host.root.update(Screen(isBusy: false))
        for _ in 0..<3 {
            time += 1.0 / 60
            host.advanceAnimations(to: time)
            host.paint()
        }
        #expect(!host.isAnimating, "no indicator, no frames")
    }
}
