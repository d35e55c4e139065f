import Testing
import Geometry
import TestSupport
@testable import Components
@testable import Mounting

/// The arena's invariant over random pointer sequences on `GesturePage` (nested pans,
/// buttons inside pans and a long press, a pinch with a double and a single tap, a pan
/// that claims at the press, all in a vertical scroll view): each sequence (one press of
/// the first finger, with moves, pauses, a second finger coming and going, a release or
/// a cancel) is decided by at most one gesture, and every continuous gesture that began
/// ends or is cancelled. Between sequences the clock runs on until nothing waits or moves.
@MainActor
@Suite struct GestureArenaPropertyTests {
    /// Who acted in a sequence: the gesture or control an action came from, or the list.
    private static func source(of action: any Action) -> String {
        switch action {
        case let pan as Pan: "pan " + (pan.name ?? "")
        case let pinch as Pinch: "pinch " + (pinch.name ?? "")
        case is Zoom, is Select: "photo tap"
        case is ShowMenu: "long press"
        case is Bump: "button"
        case is Tap: "element tap"
        case is Swipe: "swipe"
        default: "\(type(of: action))"
        }
    }

    @Test(arguments: 1...4) func oneGestureWinsEachSequenceAndWhatBeganEnds(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let host = try ComponentHost(GesturePage(), size: Size(width: 400, height: 600),
                                     diagnostics: DiagnosticHandler { Issue.record("\($0)") })
        let recorder = try #require(host.root.liveControllers.compactMap { $0 as? ActionRecorder<GesturePage> }.first)
        var time = 0.0, scrolled = 0
        let targets = ["card-button", "menu-button", "menu", "photo", "row", "thumb", "inner", "card"]
        for sequence in 0..<150 {
            // Back to the top now and then, so the targets come up again.
            if sequence % 10 == 0 { host.handle(.scroll(dx: 0, dy: -5000), at: Point(x: 200, y: 300), time: time) }
            let before = recorder.received.count
            let offsetBefore = host.mounter.root?.scrollViewports.first?.scroll?.offset
            // Half the presses land on a target (wherever the list shows it), half anywhere.
            var primary = Point(x: Double.random(in: 5...395, using: &rng), y: Double.random(in: 5...595, using: &rng))
            if Bool.random(using: &rng), let frame = try? host.frame(testID: targets.randomElement(using: &rng)!),
               frame.midY > 5, frame.midY < 595 {
                primary = Point(x: frame.midX + Double.random(in: -4...4, using: &rng),
                                y: frame.midY + Double.random(in: -4...4, using: &rng))
            }
            var second: Point?
            host.handle(.pointerDown, at: primary, time: time)
            let steps = Int.random(in: 0...12, using: &rng)
            for _ in 0..<steps {
                time += Double.random(in: 0.005...0.03, using: &rng)
                switch Int.random(in: 0..<10, using: &rng) {
                case 0, 4:
                    // A pause: long enough, sometimes, for a long press.
                    time += Double.random(in: 0.1...0.7, using: &rng)
                    host.advanceAnimations(to: time)
                case 1 where second == nil:
                    second = Point(x: primary.x + Double.random(in: -60...60, using: &rng),
                                   y: primary.y + Double.random(in: -60...60, using: &rng))
                    host.handle(.pointerDown, pointer: PointerID(1), at: second!, time: time)
                case 2 where second != nil:
                    host.handle(.pointerUp, pointer: PointerID(1), at: second!, time: time)
                    second = nil
                case 3 where second != nil:
                    second!.x += Double.random(in: -15...15, using: &rng)
                    second!.y += Double.random(in: -15...15, using: &rng)
                    host.handle(.pointerMoved, pointer: PointerID(1), at: second!, time: time)
                default:
                    let reach = Bool.random(using: &rng) ? 3.0 : 25.0
                    primary.x += Double.random(in: -reach...reach, using: &rng)
                    primary.y += Double.random(in: -reach...reach, using: &rng)
                    host.handle(.pointerMoved, at: primary, time: time)
                }
            }
            time += 0.01
            let cancels = Int.random(in: 0..<8, using: &rng) == 0
            if let second { host.handle(.pointerUp, pointer: PointerID(1), at: second, time: time) }
            host.handle(cancels ? .pointerCancelled : .pointerUp, at: primary, time: time)
            // Let waits (a single tap behind a double tap) and flings run out.
            for _ in 0..<40 {
                time += 0.1
                host.advanceAnimations(to: time)
            }
            time += 1

            let actions = Array(recorder.received[before...])
            var sources = Set(actions.map(Self.source))
            if host.mounter.root?.scrollViewports.first?.scroll?.offset != offsetBefore {
                sources.insert("scroll")
                scrolled += 1
            }
            let context = "sequence \(sequence) of seed \(seed): \(actions)"
            #expect(sources.count <= 1, "\(sources) all acted in \(context)")
            for phases in [actions.compactMap { ($0 as? Pan)?.phase }, actions.compactMap { ($0 as? Pinch)?.phase }]
            where !phases.isEmpty {
                #expect(phases.first == .began, "\(context)")
                #expect(phases.dropFirst().dropLast().allSatisfy { $0 == .changed }, "\(context)")
                #expect(phases.count >= 2 && [.ended, .cancelled].contains(phases.last), "\(context)")
            }
            #expect(host.events.arena == nil, "an arena outlived \(context)")
            #expect(!host.isAnimating, "still moving after \(context)")
        }
        // Every kind of winner came up, so the property was tested against each.
        let kinds = Set(recorder.received.map(Self.source))
        #expect(kinds.isSuperset(of: ["pan card", "pan row", "pan thumb", "button", "long press", "element tap"]), "\(kinds)")
        #expect(scrolled > 0)
    }
}
