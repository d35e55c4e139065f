import Components
import Geometry

/// The recognizers of one pointer sequence competing for it: the first press to the last
/// release, and any time a recognizer waits after it (a double tap's first tap). Every
/// input path that takes a press (a button's tap, a scroll view's and a list's drag, a
/// custom drawing that takes events, the `Tap` of a plain element, every gesture an app
/// attaches) is a member; `EventDispatcher` only routes events here.
///
/// **Members**, innermost first: for the node hit and each ancestor, outward: the
/// control pressed (a button's tap or a custom drawing's events: only the innermost
/// control, `Node.pressTarget`), the element's gestures in the order they were attached,
/// and the node's scroll drag if it is a scroll viewport; last, a plain element's `Tap`
/// when no control was pressed.
///
/// **Deciding** (the one place the rules live; each has a test in
/// `GestureDisambiguationTests`). Each event goes to every undecided member, innermost
/// first; members claim (`GestureClaim`), fail or wait. After the event the claims are
/// weighed, and one wins at once:
/// 1. a claim at the press beats all: a scroll view catching its fling first (a touch
///    stops moving content), then the innermost (a slider's thumb, a drawing canvas);
/// 2. then a recognized gesture (a long press at its time, a pinch past its slop, a
///    double tap's last release), innermost first: a long press cancels the tap;
/// 3. then movement past the touch slop (`GestureThresholds.touchSlop`, 8 pt) with
///    **direction locking**: the travel's direction is its larger component (vertical on
///    a tie); claims on an axis including it are preferred, and among those scroll
///    viewports come before pans, innermost first. So a pan inside a vertical list takes
///    sideways travel and the list takes vertical travel (unless the pan claims at the
///    press), and a vertical list still scrolls for a drag that leans sideways.
/// When every contact is up, members that neither claimed nor wait leave; once nobody
/// waits, the innermost member that accepts the sweep (a tap, a button released inside)
/// wins: a button inside a draggable card fires when the finger stayed within the slop.
/// The winner alone gets later events and sends actions; the others lose. A member whose
/// node leaves the tree loses (a winner gets a cancel).
///
/// Invariant (`GestureArenaPropertyTests`): at most one member wins each sequence, and
/// every gesture that sent a began sends an ended or a cancelled.
@MainActor
final class GestureArena {
    /// Where a member stands.
    enum Standing {
        case undecided, won, out
    }

    /// One recognizer in the arena, with the node it belongs to: its `GestureContext`.
    final class Member: GestureContext {
        let recognizer: any GestureRecognizer
        let node: Node
        let unmountCount: Int
        /// A scroll viewport's drag: scroll views come first among equal claims.
        let isScroll: Bool
        unowned let arena: GestureArena
        var standing = Standing.undecided
        var claimed: GestureClaim?
        var wakeTime: Double?
        /// Done with its contacts, waiting only for the sweep (a single tap while a double
        /// tap around it waits for a second press): told no further events.
        var isDormant = false
        /// The element the node showed when the sequence began: where a winner whose node
        /// left the tree sends its cancel from.
        let element: Element?

        init(_ recognizer: any GestureRecognizer, node: Node, isScroll: Bool, arena: GestureArena) {
            self.recognizer = recognizer
            self.node = node
            unmountCount = node.unmountCount
            self.isScroll = isScroll
            self.arena = arena
            element = node.element
        }

        /// Whether the node is still mounted as it was when the sequence began.
        var isMounted: Bool { node.unmountCount == unmountCount && node.element != nil }

        func local(_ point: Point) -> Point { node.convertFromRoot(point) }

        var size: Size { node.frame.size }

        func contains(_ point: Point) -> Bool {
            let local = node.convertFromRoot(point)
            return local.x >= 0 && local.y >= 0 && local.x < node.frame.width && local.y < node.frame.height
        }

        var pointers: [(id: PointerID, location: Point)] { arena.pointers }

        func claim(_ claim: GestureClaim) {
            guard standing == .undecided else { return }
            claimed = claim
        }

        func fail() {
            // A winner keeps the sequence to its end whatever it says.
            guard standing == .undecided else { return }
            standing = .out
            wakeTime = nil
            recognizer.lost(self)
        }

        func wake(at time: Double?) {
            // A winner may ask too, while its contacts touch: a text selection's drag
            // scrolls on while the pointer rests past the field's edge.
            guard standing == .undecided || (standing == .won && !arena.pointers.isEmpty) else { return }
            wakeTime = time
        }

        func send(_ action: any Action) {
            guard standing == .won else { return }
            if isMounted, let current = node.element {
                arena.dispatcher?.send(action, from: current, at: node)
            } else if let element {
                // Gone from the tree: up the chain of the component that built it.
                arena.dispatcher?.send(action, from: element, at: nil)
            }
        }
    }

    private(set) var members: [Member] = []
    /// The contacts touching now, in press order.
    private(set) var pointers: [(id: PointerID, location: Point)] = []
    /// Where the primary contact was pressed (direction locking measures from there).
    private var press: Point?
    private(set) var winner: Member?
    weak var dispatcher: EventDispatcher?
    /// Node areas whose look changed (a button's highlight), for the host's damage.
    var changed: [Rect] = []

    init(dispatcher: EventDispatcher) {
        self.dispatcher = dispatcher
    }

    /// Adds a member (before the sequence's first event; innermost first).
    func join(_ recognizer: any GestureRecognizer, node: Node, isScroll: Bool = false) {
        members.append(Member(recognizer, node: node, isScroll: isScroll, arena: self))
    }

    /// Whether the arena is over: nobody touches, and a winner was found or nobody is left.
    var isFinished: Bool {
        if let winner { return pointers.isEmpty || winner.standing != .won }
        return !members.contains { $0.standing == .undecided }
    }

    /// Whether every contact is up but a member waits for a time (or a further press).
    var isWaiting: Bool { pointers.isEmpty && winner == nil && nextWake != nil }

    /// The earliest time a member asked to be woken at.
    var nextWake: Double? {
        var earliest: Double?
        for member in members where member.standing != .out {
            if let time = member.wakeTime { earliest = min(earliest ?? time, time) }
        }
        return earliest
    }

    /// Sends `event` to the members and decides what it settled.
    func handle(_ event: PointerEvent) {
        update(pointersWith: event)
        if let winner {
            guard winner.standing == .won else { return }
            guard winner.isMounted else { return cancelWinner() }
            winner.recognizer.handle(event, winner)
        } else {
            for member in members where member.standing == .undecided && !member.isDormant {
                guard member.isMounted else {
                    member.fail()
                    continue
                }
                member.recognizer.handle(event, member)
            }
            decide(on: event)
        }
        if event.ends { pointers.removeAll { $0.id == event.pointer } }
        // The first contact cancelled cancels the sequence: the others go with it.
        if event.phase == .cancelled, event.pointer == .primary, let other = pointers.first {
            return handle(PointerEvent(.cancelled, pointer: other.id, at: other.location, time: event.time))
        }
        if pointers.isEmpty { sweep() }
    }

    /// A press while the arena waits after its last release: offered to the members that
    /// wait (a double tap's second press). Returns false when none takes it: the arena
    /// is then swept (what waited is decided now) and the press starts a new sequence.
    func handlePressWhileWaiting(_ event: PointerEvent) -> Bool {
        let waiting = members.filter { $0.standing == .undecided && $0.wakeTime != nil }
        update(pointersWith: event)
        for member in waiting where member.isMounted { member.recognizer.handle(event, member) }
        if waiting.contains(where: { $0.standing == .undecided && $0.wakeTime == nil }) {
            decide(on: event)
            return true
        }
        pointers.removeAll()
        for member in waiting where member.standing == .undecided { member.fail() }
        sweep()
        return false
    }

    /// Wakes the members whose time came by `time`, and decides what that settled.
    func advance(to time: Double) {
        if let winner {
            // Only the winner is left; it woke while its contacts touch.
            guard winner.standing == .won, !pointers.isEmpty, let wake = winner.wakeTime, wake <= time else { return }
            winner.wakeTime = nil
            winner.recognizer.timeReached(time, winner)
            return
        }
        for member in members where member.standing == .undecided {
            guard let wake = member.wakeTime, wake <= time else { continue }
            member.wakeTime = nil
            member.recognizer.timeReached(time, member)
        }
        decide(on: nil)
        if pointers.isEmpty { sweep() }
    }

    /// Ends the sequence at once (the pointer left the window, the tree was replaced):
    /// every contact is cancelled.
    func cancel(at time: Double) {
        for pointer in pointers {
            handle(PointerEvent(.cancelled, pointer: pointer.id, at: pointer.location, time: time))
        }
        for member in members where member.standing == .undecided { member.fail() }
    }

    // MARK: deciding

    private func update(pointersWith event: PointerEvent) {
        if let index = pointers.firstIndex(where: { $0.id == event.pointer }) {
            pointers[index].location = event.location
        } else if event.phase == .down {
            pointers.append((event.pointer, event.location))
            if event.pointer == .primary { press = event.location }
        }
    }

    /// Weighs the claims made so far (see the type's comment) and crowns one.
    private func decide(on event: PointerEvent?) {
        guard winner == nil else { return }
        let claims = members.filter { $0.standing == .undecided && $0.claimed != nil }
        guard !claims.isEmpty else { return }
        crown(choose(among: claims), on: event)
    }

    private func choose(among claims: [Member]) -> Member {
        let onPress = claims.filter { $0.claimed == .onPress }
        if !onPress.isEmpty { return onPress.first { $0.isScroll } ?? onPress[0] }
        if let recognized = claims.first(where: { $0.claimed == .recognized }) { return recognized }
        // Movement: direction locking.
        let locked = lockedAxis
        let preferred = claims.filter {
            if case .movement(let axes) = $0.claimed { return axes.contains(locked) }
            return false
        }
        let pool = preferred.isEmpty ? claims : preferred
        return pool.first { $0.isScroll } ?? pool[0]
    }

    /// The axis of the primary contact's travel from its press: the larger component
    /// (vertical on a tie: lists are mostly vertical).
    private var lockedAxis: ScrollAxes {
        guard let press, let current = pointers.first(where: { $0.id == .primary })?.location else { return .vertical }
        return abs(current.x - press.x) > abs(current.y - press.y) ? .horizontal : .vertical
    }

    private func crown(_ member: Member, on event: PointerEvent?) {
        winner = member
        member.standing = .won
        member.wakeTime = nil
        for other in members where other !== member && other.standing == .undecided {
            other.standing = .out
            other.recognizer.lost(other)
        }
        members = [member]
        member.recognizer.won(on: event, member)
    }

    /// With every contact up: members that neither claimed nor wait leave; once nobody
    /// waits, the innermost that accepts the sweep wins.
    private func sweep() {
        guard winner == nil else { return }
        for member in members where member.standing == .undecided && member.wakeTime == nil
            && !member.recognizer.acceptsSweep {
            member.fail()
        }
        guard nextWake == nil else {
            for member in members where member.standing == .undecided && member.wakeTime == nil {
                member.isDormant = true
            }
            return
        }
        if let first = members.first(where: { $0.standing == .undecided && $0.isMounted }) {
            crown(first, on: nil)
        }
        for member in members where member.standing == .undecided { member.fail() }
    }

    /// The winner's node left the tree mid-sequence: it is told it lost (a pan sends its
    /// cancel), and the sequence is over.
    private func cancelWinner() {
        guard let winner, winner.standing == .won else { return }
        winner.recognizer.lost(winner)
        winner.standing = .out
        pointers.removeAll()
    }
}
