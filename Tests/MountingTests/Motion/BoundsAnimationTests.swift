import Components
import ComponentTestSupport
import Geometry
import Graphics
import Layout
@testable import Mounting
import Testing
import TestSupport

/// Bounds animations: a state update with an `Animation` moves what it moved from where
/// it was shown, on the frame clock; the picture mid-flight is exactly a full repaint's;
/// an interrupted spring keeps its velocity; an update without one leaves a moving node
/// going where it goes, or puts it elsewhere at once.
@MainActor @Suite struct BoundsAnimationTests {
    /// A row of tiles; the state says how many and where the first one is pushed.
    struct Tiles: Component, Equatable {
        struct State: Sendable, Equatable {
            var inset = 0.0
            var count = 4
            var wide = false
            var turn = VisualTransform.identity
            var faded = false
            var tinted = false
        }
        var scope: ComponentScope? { .byType }
        func initialState() -> State { State() }

        func body(_ context: BuildContext<Self>) -> some Component {
            let state = context.state
            return Flexbox(style: LayoutStyle.row(gap: 8, padding: 10)) {
                Box(fill: .color(.clear), style: .column()).size(width: state.inset, height: 10)
                for index in 0..<state.count {
                    Box(fill: .color(index == 3 && state.tinted ? Color(red: 1, green: 0.2, blue: 0.1, alpha: 0.6)
                                     : Color(red: 0.2, green: 0.4 + Double(index) * 0.1, blue: 0.9)),
                        border: index == 3 ? BoxBorder(width: 3, color: state.tinted ? .black : .white) : nil,
                        cornerRadii: CornerRadii(index == 3 && state.tinted ? 25 : 6),
                        opacity: index == 2 && state.faded ? 0.3 : 1, style: .column()) {
                        Text("\(index)", maxLines: 1)
                    }
                    .size(width: index == 0 && state.wide ? 90 : 50, height: 50)
                    .transform(index == 1 ? state.turn : .identity)
                    .testID("tile.\(index)")
                }
            }
            .size(width: 400, height: 120)
        }

        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            guard let change = action as? Change else { return false }
            context.updateState(.synchronous, animation: change.animation, change.change)
            return true
        }
    }

    /// Asks the tiles to change their state, with an animation or without.
    struct Change: Action {
        let animation: Animation?
        let change: @Sendable (inout Tiles.State) -> Void
    }

    func host() throws -> ComponentHost {
        let host = try ComponentHost(Tiles(), size: Size(width: 420, height: 140), background: .white)
        host.paint()
        return host
    }

    /// Sends `Change` from the tiles' own element: their handler updates their state.
    func update(_ host: ComponentHost, animation: Animation?, _ change: @escaping @Sendable (inout Tiles.State) -> Void) {
        _ = host.root.send(Change(animation: animation, change: change), from: host.root.layout.root!.element)
    }

    /// The mounted node of `testID`, leaving or not.
    func node(_ host: ComponentHost, _ testID: String) -> Node? {
        host.mounter.root?.descendant(testID: testID)
    }

    @Test func aLinearMoveIsHalfwayAtHalfTimeAndExactlyRepaintedEveryFrame() throws {
        let host = try host()
        let check = try FullRepaintCheck(host, garbageSeed: 3)
        let before = try #require(node(host, "tile.2")).frame
        host.advanceAnimations(to: 9)
        update(host, animation: try Animation(.linear, duration: 1)) { $0.inset = 100 }
        let target = try host.frame(testID: "tile.2")
        #expect(target.minX == before.minX + 100, "the layout moved it by the inset")
        #expect(node(host, "tile.2")?.frame == before, "shown where it was until the next frame")
        #expect(host.isAnimating)
        for time in [10.0, 10.25, 10.5, 10.9, 11.0] {
            host.advanceAnimations(to: time)
            host.paint()
            let shown = try #require(node(host, "tile.2")).frame
            // The animation starts at the first frame after its commit (10 s).
            #expect(abs(shown.minX - (before.minX + 100 * (time - 10))) < 1e-9, "at \(time): \(shown.minX)")
            #expect(check.differences(in: host).count == 0, "at \(time)")
        }
        #expect(!host.isAnimating)
    }

    @Test func anInterruptedSpringGoesOnFromWhereItIsWithItsVelocity() throws {
        let host = try host()
        let start = try #require(node(host, "tile.1")).frame.minX
        host.advanceAnimations(to: 0)
        update(host, animation: .spring) { $0.inset = 200 }
        for step in 0...10 { host.advanceAnimations(to: Double(step) * 0.016) }
        let shown = try #require(node(host, "tile.1")).frame.minX
        #expect(shown > start + 20 && shown < start + 200, "moving right: at \(shown - start)")
        // Sent back while moving right fast: the node does not jump, and it keeps moving
        // right for a moment before the spring turns it round.
        update(host, animation: .spring) { $0.inset = 0 }
        #expect(node(host, "tile.1")?.frame.minX == shown)
        host.advanceAnimations(to: 0.176)
        #expect(node(host, "tile.1")?.frame.minX == shown, "the new animation starts at this frame")
        host.advanceAnimations(to: 0.192)
        let next = try #require(node(host, "tile.1")).frame.minX
        #expect(next > shown, "it stopped dead or turned at once: \(shown) then \(next)")
        for step in 12...300 { host.advanceAnimations(to: Double(step) * 0.016) }
        #expect(!host.isAnimating && node(host, "tile.1")?.frame.minX == start)
    }

    @Test func anUpdateWithoutAnimationLetsAMovingNodeGoOnOrPutsItElsewhereAtOnce() throws {
        let host = try host()
        let start = try #require(node(host, "tile.3")).frame.minX
        host.advanceAnimations(to: 0)
        update(host, animation: try Animation(.linear, duration: 1)) { $0.inset = 100 }
        host.advanceAnimations(to: 1)
        host.advanceAnimations(to: 1.5)
        // The first tile grows, which moves tile 3 elsewhere: it is put there now.
        update(host, animation: nil) { $0.inset = 100 }
        #expect(node(host, "tile.3")?.frame.minX == start + 50, "an update that changed nothing stopped it")
        update(host, animation: nil) { $0.wide = true }
        #expect(node(host, "tile.3")?.frame.minX == start + 140, "put where the layout says: 100 + 40 wider")
        #expect(try host.frame(testID: "tile.3").minX == start + 140)
    }

    @Test func aBoxAnimatesItsSizeAndItsTextOnlyItsPlace() throws {
        let host = try host()
        let tile = try #require(node(host, "tile.0"))
        let text = try #require(tile.children.first)
        host.advanceAnimations(to: 0)
        update(host, animation: try Animation(.linear, duration: 1)) { $0.wide = true }
        host.advanceAnimations(to: 0)
        host.advanceAnimations(to: 0.5)
        #expect(tile.frame.width == 70, "halfway from 50 to 90")
        #expect(text.frame.width == 90, "the text, stretched across the tile, takes its new width at once")
    }

    /// Random updates, with random curves or none, sampled at random times: after every
    /// frame the picture is a full repaint's, byte for byte.
    @Test(arguments: 0..<24) func randomAnimatedUpdatesRepaintExactlyMidFlight(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) &+ 1)
        let host = try host()
        let check = try FullRepaintCheck(host, garbageSeed: UInt64(seed))
        let animations: [Animation?] = [nil, .default, .linear, .easeInOut, .spring, try .spring(.bouncy),
                                        try Animation(.steps(try StepEasing(3)), duration: 0.3)]
        var time = 0.0
        for step in 0..<14 {
            let animation = animations[Int(random.next() % UInt64(animations.count))]
            let inset = Double(random.next() % 120), count = 1 + Int(random.next() % 5), wide = random.next() % 2 == 0
            let turn = random.next() % 3 == 0 ? VisualTransform.identity
                : VisualTransform(translation: Point(x: Double(random.next() % 41) - 20, y: Double(random.next() % 21) - 10),
                                  rotation: Double(random.next() % 628) / 100, scale: 0.5 + Double(random.next() % 150) / 100)
            let faded = random.next() % 2 == 0, tinted = random.next() % 2 == 0
            update(host, animation: animation) {
                $0 = Tiles.State(inset: inset, count: count, wide: wide, turn: turn, faded: faded, tinted: tinted)
            }
            for _ in 0..<Int(random.next() % 4) {
                time += Double(random.next() % 200) / 1_000
                host.advanceAnimations(to: time)
                host.paint()
                let differences = check.differences(in: host, samples: 3)
                #expect(differences.count == 0, "seed \(seed), step \(step), at \(time): \(differences.samples)")
            }
        }
    }

    @Test func aTurnedTileIsDrawnAndHitWhereItIsTurnedAndItsTurnAnimates() throws {
        let host = try host()
        let check = try FullRepaintCheck(host, garbageSeed: 5)
        let tile = try #require(node(host, "tile.1"))
        let frame = try host.frame(testID: "tile.1")
        let corner = Point(x: frame.minX + 3, y: frame.minY + 3)
        #expect(host.mounter.root?.hitTest(corner) === tile.children.first || host.mounter.root?.hitTest(corner) === tile)
        update(host, animation: nil) { $0.turn = VisualTransform(rotation: .pi / 4) }
        host.paint()
        #expect(check.differences(in: host).count == 0)
        // Turned an eighth, its corner swings inward: the point there now misses it, and
        // a point beyond its top edge, where its corner now reaches, hits it.
        let hit = host.mounter.root?.hitTest(corner)
        #expect(hit !== tile && hit?.parent !== tile, "a turned tile is hit at its old corner")
        let reached = Point(x: frame.midX, y: frame.minY - 6)
        #expect(host.mounter.root?.hitTest(reached) === tile || host.mounter.root?.hitTest(reached)?.parent === tile)
        // Turned back over a second: halfway there at half time, drawn exactly each frame.
        host.advanceAnimations(to: 20)
        update(host, animation: try Animation(.linear, duration: 1)) { $0.turn = .identity }
        host.advanceAnimations(to: 20)
        host.advanceAnimations(to: 20.5)
        #expect(abs(tile.transform.rotation - .pi / 8) < 1e-9)
        host.paint()
        #expect(check.differences(in: host).count == 0)
        host.advanceAnimations(to: 21)
        host.paint()
        #expect(tile.transform.isIdentity && !host.isAnimating)
        #expect(check.differences(in: host).count == 0)
    }

    @Test func anOpacityFadesFromTheOneShown() throws {
        let host = try host()
        let check = try FullRepaintCheck(host, garbageSeed: 9)
        let tile = try #require(node(host, "tile.2"))
        host.advanceAnimations(to: 0)
        update(host, animation: try Animation(.linear, duration: 1)) { $0.faded = true }
        #expect(tile.opacity == 1)
        host.advanceAnimations(to: 1)
        host.advanceAnimations(to: 1.5)
        #expect(abs(tile.opacity - 0.65) < 1e-9, "halfway from 1 to 0.3: \(tile.opacity)")
        host.paint()
        #expect(check.differences(in: host).count == 0)
        // Back, without an animation: at once.
        update(host, animation: nil) { $0.faded = false }
        #expect(tile.opacity == 1 && !host.isAnimating)
    }

    @Test func reducedMotionPutsMovesAndTurnsAtTheirEndAndStillFades() throws {
        let host = try host()
        host.reducesMotion = true
        let moving = try #require(node(host, "tile.3")), turning = try #require(node(host, "tile.1"))
        let fading = try #require(node(host, "tile.2"))
        host.advanceAnimations(to: 0)
        update(host, animation: try Animation(.linear, duration: 1)) {
            $0.inset = 60
            $0.turn = VisualTransform(rotation: 1)
            $0.faded = true
        }
        #expect(moving.frame.minX == (try host.frame(testID: "tile.3")).minX)
        #expect(turning.transform.rotation == 1)
        #expect(fading.opacity == 1 && host.isAnimating, "the fade runs")
        host.advanceAnimations(to: 1)
        host.advanceAnimations(to: 2)
        #expect(abs(fading.opacity - 0.3) < 1e-9 && !host.isAnimating)
    }

    /// A card with an identity of its own.
    struct Card: Component, Equatable {
        let id: Int
        var scope: ComponentScope? { .identifier(id) }
        func initialState() -> Int { 0 }
        func body(_ context: BuildContext<Self>) -> some Component {
            Box(fill: .color(Color(red: 0.9, green: Double(id) / 8, blue: 0.3)), style: .column()) {}
                .size(width: 40, height: 40)
                .testID("card.\(id)")
        }
    }

    /// Cards in a row; `Change` actions edit the ids shown.
    struct CardRow: Component, Equatable {
        struct Change: Action {
            let animation: Animation?
            let ids: [Int]
        }
        var scope: ComponentScope? { .byType }
        func initialState() -> [Int] { Array(0..<6) }
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: LayoutStyle.row(gap: 10, padding: 10)) {
                for id in context.state { Card(id: id) }
            }
        }
        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            guard let change = action as? Change else { return false }
            let ids = change.ids
            context.updateState(.synchronous, animation: change.animation) { $0 = ids }
            return true
        }
    }

    @Test func aCardRemovedOrMovedLetsTheOthersSlideOnTheirOwnNodes() throws {
        let host = try ComponentHost(CardRow(), size: Size(width: 400, height: 80), background: .white)
        host.paint()
        let check = try FullRepaintCheck(host, garbageSeed: 13)
        let card4 = try #require(node(host, "card.4"))
        let before = card4.frame
        host.advanceAnimations(to: 0)
        _ = host.root.send(CardRow.Change(animation: try Animation(.linear, duration: 1), ids: [0, 1, 3, 4, 5]),
                           from: host.root.layout.root!.element)
        #expect(node(host, "card.4") === card4, "card 4 keeps its node")
        host.advanceAnimations(to: 1)
        host.advanceAnimations(to: 1.5)
        #expect(card4.frame.minX == before.minX - 25, "halfway to its place 50 pt left: \(card4.frame.minX - before.minX)")
        host.paint()
        #expect(check.differences(in: host).count == 0)
        // Moved to the front: it slides there past the others.
        _ = host.root.send(CardRow.Change(animation: try Animation(.linear, duration: 1), ids: [4, 0, 1, 3, 5]),
                           from: host.root.layout.root!.element)
        #expect(node(host, "card.4") === card4)
        host.advanceAnimations(to: 2)
        host.advanceAnimations(to: 3)
        #expect(card4.frame.minX == 10 && !host.isAnimating)
        host.paint()
        #expect(check.differences(in: host).count == 0)
    }

    /// A spinner that counts the completions of its turns.
    struct Spinner: Component, Equatable {
        struct Turn: Action { let animation: Animation? }
        struct Turned: Action {}
        struct State: Sendable, Equatable {
            var turns = 0
            var completed = 0
        }
        var scope: ComponentScope? { .byType }
        func initialState() -> State { State() }
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: LayoutStyle.column(align: .flexStart, padding: 20)) {
                Box(fill: .color(Color(red: 0.5, green: 0.2, blue: 0.8)), style: .column()) {}
                    .size(width: 60, height: 60)
                    .transform(VisualTransform(rotation: Double(context.state.turns)))
                    .testID("spinner")
            }
        }
        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            switch action {
            case let turn as Turn:
                context.updateState(.synchronous, animation: turn.animation, completion: Turned()) { $0.turns += 1 }
            case is Turned:
                context.updateState(.synchronous) { $0.completed += 1 }
            default:
                return false
            }
            return true
        }
    }

    @Test func aCompletionComesOnceWhenItsAnimationsEndOrAreReplaced() throws {
        let host = try ComponentHost(Spinner(), size: Size(width: 200, height: 200), background: .white)
        host.paint()
        func completed() throws -> Int { try host.state(of: Spinner.self).completed }
        func turn(_ animation: Animation?) {
            _ = host.root.send(Spinner.Turn(animation: animation), from: host.root.layout.root!.element)
        }
        host.advanceAnimations(to: 0)
        turn(try Animation(.linear, duration: 1))
        host.advanceAnimations(to: 0.1)
        host.advanceAnimations(to: 0.6)
        #expect(try completed() == 0, "still turning")
        host.advanceAnimations(to: 1.1)
        #expect(try completed() == 1, "the turn arrived")
        host.advanceAnimations(to: 2)
        #expect(try completed() == 1, "once")
        // Interrupted by another turn: the first one's completion comes (replaced), the
        // second's when it arrives.
        turn(try Animation(.linear, duration: 1))
        host.advanceAnimations(to: 2.5)
        turn(try Animation(.linear, duration: 1))
        host.advanceAnimations(to: 2.6)
        #expect(try completed() == 2)
        host.advanceAnimations(to: 3.6)
        #expect(try completed() == 3)
        // Nothing animated: at the next frame, never inside the commit.
        turn(nil)
        #expect(try completed() == 3 && host.isAnimating, "a frame is asked for")
        host.advanceAnimations(to: 4)
        #expect(try completed() == 4 && !host.isAnimating)
    }

    @Test func aFillABorderColorAndCornersGoFromTheOnesShown() throws {
        let host = try host()
        let check = try FullRepaintCheck(host, garbageSeed: 17)
        let tile = try #require(node(host, "tile.3"))
        host.advanceAnimations(to: 0)
        update(host, animation: try Animation(.linear, duration: 1)) { $0.tinted = true }
        #expect(tile.fill == .color(Color(red: 0.2, green: 0.4 + Double(3) * 0.1, blue: 0.9)), "shown as it was until the next frame")
        host.advanceAnimations(to: 1)
        host.advanceAnimations(to: 1.5)
        guard case .color(let fill)? = tile.fill else { Issue.record("no color fill"); return }
        // Halfway in premultiplied channels: alpha 0.8, red (0.2 + 0.6) / 2 / 0.8.
        #expect(abs(fill.alpha - 0.8) < 1e-9 && abs(fill.red - 0.5) < 1e-9, "\(fill)")
        #expect(tile.cornerRadii == CornerRadii(15.5))
        #expect(abs((tile.border?.colors.top.red ?? 0) - 0.5) < 1e-9)
        host.paint()
        #expect(check.differences(in: host).count == 0)
        host.advanceAnimations(to: 2)
        host.paint()
        #expect(tile.fill == .color(Color(red: 1, green: 0.2, blue: 0.1, alpha: 0.6)) && tile.cornerRadii == CornerRadii(25))
        #expect(check.differences(in: host).count == 0 && !host.isAnimating)
    }
}
