import Components
import ComponentTestSupport
import Geometry
import Graphics
import Layout
@testable import Mounting
import Testing
import TestSupport

/// Appear and disappear (`Component.transition(_:)`): a component inserted in a commit
/// that animates comes in from its insertion pose; one removed stays drawn, not hit or
/// focused, until its removal ends, then goes to its pool; the picture is a full
/// repaint's at every frame; nothing transitions without an animation, with its parent,
/// or at the first mount.
@MainActor @Suite struct TransitionTests {
    /// A row of notes, each a keyed component that scales and fades in and out.
    struct Notes: Component, Equatable {
        struct State: Sendable, Equatable {
            var ids = [0, 1, 2]
            var shown = true
            var completed = 0
        }
        var transition = Transition.scale(0.5)
        var scope: ComponentScope? { .byType }
        func initialState() -> State { State() }

        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: LayoutStyle.row(gap: 10, padding: 10)) {
                if context.state.shown {
                    Flexbox(style: .row(gap: 10)) {
                        for id in context.state.ids { Note(id: id).transition(transition) }
                    }
                }
            }
            .size(width: 400, height: 100)
        }

        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            if action is Done {
                context.updateState(.synchronous) { $0.completed += 1 }
                return true
            }
            guard let change = action as? Change else { return false }
            context.updateState(.synchronous, animation: change.animation, completion: change.completion, change.change)
            return true
        }
    }

    struct Note: Component, Equatable {
        let id: Int
        var scope: ComponentScope? { .identifier(id) }
        func body(_ context: BuildContext<Self>) -> some Component {
            Button(action: Pressed(id: id)) {
                Box(fill: .color(Color(red: 0.9, green: 0.3 + Double(id) * 0.2, blue: 0.2)), cornerRadii: CornerRadii(8),
                    style: .column()) { Text("\(id)", maxLines: 1) }
                    .size(width: 60, height: 60)
            }
            .testID("note.\(id)")
        }
    }

    struct Pressed: Action, Equatable { let id: Int }
    struct Done: Action, Equatable {}

    struct Change: Action {
        let animation: Animation?
        var completion: (any Action)?
        let change: @Sendable (inout Notes.State) -> Void
    }

    func host(_ notes: Notes = Notes()) throws -> ComponentHost {
        let host = try ComponentHost(notes, size: Size(width: 420, height: 120), background: .white)
        host.paint()
        return host
    }

    func update(_ host: ComponentHost, animation: Animation?, completion: (any Action)? = nil,
                _ change: @escaping @Sendable (inout Notes.State) -> Void) {
        _ = host.root.send(Change(animation: animation, completion: completion, change: change),
                           from: host.root.layout.root!.element)
    }

    /// The mounted node of `testID`, leaving or not.
    func node(_ host: ComponentHost, _ testID: String) -> Node? {
        host.mounter.root?.descendant(testID: testID)
    }

    @Test func anInsertedNoteGrowsAndFadesInAndEveryFrameIsAFullRepaint() throws {
        let host = try host()
        let check = try FullRepaintCheck(host, garbageSeed: 5)
        #expect(node(host, "note.1")?.opacity == 1, "the first mount shows everything at once")
        host.advanceAnimations(to: 4)
        update(host, animation: try Animation(.linear, duration: 1)) { $0.ids.insert(7, at: 1) }
        let note = try #require(node(host, "note.7"))
        #expect(note.opacity == 0 && note.transform == VisualTransform(scale: 0.5), "shown at its insertion pose")
        for time in [5.0, 5.25, 5.5, 6.0] {
            host.advanceAnimations(to: time)
            host.paint()
            let progress = time - 5
            #expect(abs(note.opacity - progress) < 1e-9, "at \(time): \(note.opacity)")
            #expect(abs(note.transform.scaleX - (0.5 + 0.5 * progress)) < 1e-9, "at \(time)")
            #expect(check.differences(in: host).count == 0, "at \(time)")
        }
        #expect(!host.isAnimating && note.transform.isIdentity && note.opacity == 1)
    }

    @Test func aRemovedNoteIsDrawnUntilItsRemovalEndsButNotHitFocusedOrFound() throws {
        let host = try host()
        let check = try FullRepaintCheck(host, garbageSeed: 6)
        let place = try host.frame(testID: "note.1")
        let centre = Point(x: place.midX, y: place.midY)
        host.advanceAnimations(to: 0)
        // Focused from the keyboard first: the removal takes the focus with it.
        host.handle(KeyEvent(key: .tab))
        host.handle(KeyEvent(key: .tab))
        func focused() -> String? { host.events.focusedMountedNode?.element?.testID }
        #expect(focused() == "note.1")
        let pooled = host.mounter.pooledNodeCounts.values.reduce(0, +)
        func completed() throws -> Int { try host.state(of: Notes.self).completed }
        update(host, animation: try Animation(.linear, duration: 1), completion: Done()) { $0.ids.removeAll { $0 == 1 } }
        let leaving = try #require(node(host, "note.1"))
        #expect(leaving.isLeaving && leaving.opacity == 1, "still drawn, as it was")
        #expect((try? host.frame(testID: "note.1")) == nil, "test queries see the tree the component built")
        #expect(focused() != "note.1")
        // The note sliding into its place is hit there, never the leaving one.
        #expect(host.mounter.root?.hitTest(centre)?.pressTarget.element?.testID != "note.1")
        for time in [1.0, 1.5, 1.99] {
            host.advanceAnimations(to: time)
            host.paint()
            #expect(abs(leaving.opacity - (2 - time)) < 1e-9 && leaving.isLeaving, "at \(time)")
            #expect(check.differences(in: host).count == 0, "at \(time)")
            #expect(try completed() == 0, "the commit's completion waits for the removal")
        }
        host.advanceAnimations(to: 2)
        host.paint()
        #expect(node(host, "note.1") == nil && !leaving.isLeaving && host.mounter.leavingCount == 0)
        #expect(host.mounter.pooledNodeCounts.values.reduce(0, +) > pooled, "its nodes went to the pools")
        #expect(check.differences(in: host).count == 0)
        host.advanceAnimations(to: 2.1)
        #expect(try completed() == 1 && !host.isAnimating)
    }

    @Test func withoutAnAnimationNotesComeAndGoAtOnce() throws {
        let host = try host()
        update(host, animation: nil) { $0.ids = [0, 2, 5] }
        #expect(node(host, "note.5")?.opacity == 1 && node(host, "note.5")?.transform == .identity)
        #expect(node(host, "note.1") == nil && !host.isAnimating)
    }

    @Test func aTransitionWithItsOwnAnimationRunsInACommitWithout() throws {
        let host = try host(Notes(transition: Transition.opacity.animation(try Animation(.linear, duration: 0.5))))
        host.advanceAnimations(to: 0)
        update(host, animation: nil) { $0.ids.append(3) }
        #expect(node(host, "note.3")?.opacity == 0)
        update(host, animation: nil) { $0.ids.removeAll { $0 == 0 } }
        #expect(node(host, "note.0")?.isLeaving == true)
        host.advanceAnimations(to: 1)
        host.advanceAnimations(to: 1.25)
        #expect(node(host, "note.3")?.opacity == 0.5 && node(host, "note.0")?.opacity == 0.5)
        host.advanceAnimations(to: 1.5)
        #expect(node(host, "note.3")?.opacity == 1 && node(host, "note.0") == nil)
    }

    @Test func notesThatComeAndGoWithTheirRowDoNotTransition() throws {
        let host = try host()
        update(host, animation: .default) { $0.shown = false }
        #expect(node(host, "note.0") == nil, "they left with the row, which has no transition")
        update(host, animation: .default) { $0.shown = true }
        #expect(node(host, "note.0")?.opacity == 1 && node(host, "note.0")?.transform == .identity)
    }

    @Test func reducedMotionFadesWithoutScaling() throws {
        let host = try host()
        host.mounter.reducesMotion = true
        host.advanceAnimations(to: 0)
        update(host, animation: try Animation(.linear, duration: 1)) { $0.ids.append(4) }
        let note = try #require(node(host, "note.4"))
        #expect(note.opacity == 0 && note.transform.isIdentity)
        host.advanceAnimations(to: 1)
        host.advanceAnimations(to: 1.5)
        #expect(note.opacity == 0.5 && note.transform.isIdentity)
        // A slide alone has nothing left to show: the note goes at once.
        let slide = Transition(Transition.Pose(transform: VisualTransform(translation: Point(x: 0, y: 40))))
        let sliding = try self.host(Notes(transition: slide))
        sliding.mounter.reducesMotion = true
        update(sliding, animation: .default) { $0.ids.removeAll { $0 == 2 } }
        #expect(node(sliding, "note.2") == nil)
    }

    @Test func aNoteRemovedAndAddedAgainWhileLeavingComesBackOnANewNode() throws {
        let host = try host()
        host.advanceAnimations(to: 0)
        update(host, animation: try Animation(.linear, duration: 1)) { $0.ids.removeAll { $0 == 1 } }
        let leaving = try #require(node(host, "note.1"))
        host.advanceAnimations(to: 0.5)
        update(host, animation: try Animation(.linear, duration: 1)) { $0.ids.insert(1, at: 1) }
        let notes = host.mounter.root?.children.first?.children ?? []
        #expect(notes.count == 4 && notes.filter(\.isLeaving).count == 1 && notes.contains { $0 === leaving })
        for step in 1...20 { host.advanceAnimations(to: 0.5 + Double(step) * 0.1) }
        #expect(host.mounter.leavingCount == 0 && host.mounter.root?.children.first?.children.count == 3)
        #expect(try host.frame(testID: "note.1") == (try #require(node(host, "note.1"))).absoluteFrame)
    }

    @Test func posesCombineAndClampTheirOpacity() {
        let pose = Transition.Pose(opacity: 2, transform: VisualTransform(translation: Point(x: 5, y: 0), scale: 2))
        #expect(pose.opacity == 1 && Transition.Pose(opacity: .nan).opacity == 1)
        let both = Transition.scale(0.5).combined(with: .move(by: Point(x: 0, y: 10)))
        #expect(both.insertion.opacity == 0 && both.insertion.transform.scaleX == 0.5
                && both.insertion.transform.translation == Point(x: 0, y: 10))
        let own = VisualTransform(translation: Point(x: 1, y: 1), rotation: 1, scale: 3)
        #expect(pose.applied(to: own) == VisualTransform(translation: Point(x: 6, y: 1), rotation: 1, scale: 6))
        let asymmetric = Transition.asymmetric(insertion: .opacity, removal: .scale(0.2))
        #expect(asymmetric.insertion.transform.isIdentity && asymmetric.removal.transform.scaleX == 0.2)
    }
}
