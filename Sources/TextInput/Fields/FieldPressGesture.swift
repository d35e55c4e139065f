import Components
import Geometry

/// Which end of a field's selection a handle drags; a caret has one handle of its own.
enum FieldHandleEnd: Hashable, Sendable, CaseIterable {
    case start, end, caret
}

/// What a pointer does to a field, as `FieldPressGesture` reports it (locations in the
/// field's box, in points).
struct FieldPress: Action, Equatable {
    enum Phase: Hashable, Sendable {
        /// A mouse button went down on the text, or a finger or the mouse on a handle.
        case pressed
        /// A finger lifted where it touched, before a long press: the caret goes there.
        case tapped
        /// A finger rested still for a long press: the word under it is selected.
        case held
        /// The pointer moved while selecting, or rests past the text's edge: the text
        /// scrolls by `scroll` first, then the selection follows `location`.
        case dragged
        /// A finger drags a one-line field's text sideways: `scroll` is how far the
        /// text's offset moves (against the finger) since the last.
        case scrolled
        /// The pointer was lifted after a press, hold or drag.
        case released
        case cancelled
    }

    var phase: Phase
    var location: Point
    /// When (seconds on the events' clock): double and triple presses are counted by it.
    var time: Double
    var modifiers: KeyModifiers = []
    /// The handle pressed (nil: the text).
    var handle: FieldHandleEnd?
    var scroll: Point = .zero
}

/// A field's presses, for the text and for each selection handle: one recognizer that
/// knows the two kinds of pointer. A mouse takes the text at the press and drags a
/// selection; a finger's tap places the caret, its long press selects a word and drags
/// from there, and its drag is left to the scroll views (the field's own, a list's, the
/// page's) unless it runs along a one-line field, whose text it scrolls. A handle is
/// taken at the press by either. While a selection's drag rests past the text's edge
/// the recognizer wakes each frame, and the text scrolls on (as GTK and browsers do),
/// faster the farther past it is. Built on the public gesture API, as an app's would be.
struct FieldPressGesture: Gesture, Hashable {
    /// The handle this element is (nil: the field's box).
    var handle: FieldHandleEnd?
    /// A handle's hotspot in the box: the middle of the caret it drags. The selection
    /// follows the hotspot moved by the pointer's travel, so the finger below the line
    /// does not pull the caret down to where it covers.
    var hotspot: Point = .zero
    /// The text's area in the box; nil: the element's own box inset by `insets`.
    var textArea: Rect?
    var insets: EdgeInsets = .zero
    /// The axis the text scrolls along: sideways in a one-line field, down in a
    /// multi-line one.
    var scrollAxis: ScrollAxes

    func makeRecognizer() -> any GestureRecognizer { FieldPressRecognizer(self) }

    /// The speed (points per second) a selection's drag `overshoot` points past the
    /// text's edge scrolls at: proportional to it, within limits.
    static func autoScrollSpeed(_ overshoot: Double) -> Double {
        guard overshoot != 0 else { return 0 }
        let speed = min(max(abs(overshoot) * 12, 60), 2_400)
        return overshoot < 0 ? -speed : speed
    }

    /// How often a resting drag scrolls the text: each frame at 60 Hz.
    static let autoScrollInterval = 1.0 / 60
}

/// Runs a `FieldPressGesture`.
@MainActor
final class FieldPressRecognizer: GestureRecognizer {
    private enum Mode {
        case undecided, selecting, scrolling, done
    }

    private let gesture: FieldPressGesture
    private var mode = Mode.undecided
    /// The press: where (the host's coordinates, and its point in the box), the keys
    /// held, and the device.
    private var press: (host: Point, box: Point, modifiers: KeyModifiers, kind: PointerKind)?
    private var pointer = Point.zero
    /// The latest event's time.
    private var time = 0.0
    private var textArea = Rect.zero
    /// The travel a finger's scroll of the text has reported.
    private var scrolledTravel = Point.zero
    /// When the text last scrolled past its edge (nil: not scrolling).
    private var lastScroll: Double?

    init(_ gesture: FieldPressGesture) {
        self.gesture = gesture
    }

    func handle(_ event: PointerEvent, _ context: GestureContext) {
        time = event.time
        guard event.pointer == .primary else {
            // A second finger (a pinch, a two-finger scroll) is not the field's.
            if mode == .undecided { context.fail() }
            return
        }
        switch event.phase {
        case .down:
            guard press == nil else { return }
            let local = context.local(event.location)
            press = (event.location, gesture.handle == nil ? local : gesture.hotspot, event.modifiers, event.kind)
            pointer = event.location
            textArea = gesture.textArea ?? Rect(origin: .zero, size: context.size).inset(by: gesture.insets)
            if gesture.handle != nil || event.kind == .mouse {
                context.claim(.onPress)
            } else {
                context.wake(at: event.time + GestureThresholds.longPressDuration)
            }
        case .moved:
            guard press != nil else { return }
            pointer = event.location
            switch mode {
            case .selecting:
                context.send(action(.dragged))
                scrollPastEdge(at: event.time, context)
            case .scrolling:
                sendScroll(context)
            case .undecided:
                let travel = travel
                guard (travel.x * travel.x + travel.y * travel.y).squareRoot() > GestureThresholds.touchSlop else { return }
                // A finger's drag scrolls: along a one-line field its text; anything
                // else is for the scroll views around.
                if gesture.scrollAxis == .horizontal { context.claim(.movement(.horizontal)) } else { context.fail() }
                context.wake(at: nil)
            case .done:
                break
            }
        case .up:
            pointer = event.location
            switch mode {
            case .undecided:
                // Lifted within the slop before its time: a tap.
                context.wake(at: nil)
                context.claim(.recognized)
            case .selecting:
                context.send(action(.released))
                finish(context)
            case .scrolling:
                // The text stays where the finger left it.
                finish(context)
            case .done:
                break
            }
        case .cancelled:
            if mode == .undecided { return context.fail() }
            // A selection's drag ends; a scroll of the text stays where it was.
            if mode == .selecting { context.send(action(.cancelled)) }
            finish(context)
        }
    }

    func timeReached(_ time: Double, _ context: GestureContext) {
        self.time = time
        switch mode {
        case .undecided:
            // Held still for a long press.
            context.claim(.recognized)
        case .selecting:
            guard let last = lastScroll else { return }
            var dragged = action(.dragged)
            let step = min(time - last, 0.1)
            let overshoot = overshoot
            dragged.scroll = Point(x: FieldPressGesture.autoScrollSpeed(overshoot.x) * step,
                                   y: FieldPressGesture.autoScrollSpeed(overshoot.y) * step)
            context.send(dragged)
            lastScroll = nil
            scrollPastEdge(at: time, context)
        case .scrolling, .done:
            break
        }
    }

    func won(on event: PointerEvent?, _ context: GestureContext) {
        guard let press else { return }
        if gesture.handle != nil || press.kind == .mouse {
            mode = .selecting
            context.send(action(.pressed))
        } else if event?.phase == .up {
            mode = .done
            context.send(action(.tapped))
        } else if event == nil {
            mode = .selecting
            context.send(action(.held))
        } else {
            mode = .scrolling
            sendScroll(context)
        }
    }

    func lost(_ context: GestureContext) {
        // Won and then cancelled by the arena: the field's node left the tree.
        if mode == .selecting { context.send(action(.cancelled)) }
        finish(context)
    }

    private func finish(_ context: GestureContext) {
        mode = .done
        lastScroll = nil
        context.wake(at: nil)
    }

    /// The text moved with the finger since the last report: its scroll offset goes
    /// the other way.
    private func sendScroll(_ context: GestureContext) {
        let travel = travel
        context.send(FieldPress(phase: .scrolled, location: location, time: time,
                                scroll: Point(x: scrolledTravel.x - travel.x, y: scrolledTravel.y - travel.y)))
        scrolledTravel = travel
    }

    /// The pointer's travel since the press (the host's coordinates are points too).
    private var travel: Point {
        guard let press else { return .zero }
        return Point(x: pointer.x - press.host.x, y: pointer.y - press.host.y)
    }

    /// Where the pointer is in the box (a handle's: where its hotspot is dragged to).
    private var location: Point {
        guard let press else { return .zero }
        let travel = travel
        return Point(x: press.box.x + travel.x, y: press.box.y + travel.y)
    }

    private func action(_ phase: FieldPress.Phase) -> FieldPress {
        FieldPress(phase: phase, location: location, time: time, modifiers: press?.modifiers ?? [], handle: gesture.handle)
    }

    /// How far past the text's edge the pointer is, along the axis the text scrolls.
    private var overshoot: Point {
        let point = location
        func past(_ value: Double, _ low: Double, _ high: Double) -> Double {
            value < low ? value - low : value > high ? value - high : 0
        }
        return gesture.scrollAxis == .horizontal
            ? Point(x: past(point.x, textArea.minX, textArea.maxX), y: 0)
            : Point(x: 0, y: past(point.y, textArea.minY, textArea.maxY))
    }

    /// Asks for the next frame while the pointer is past the text's edge.
    private func scrollPastEdge(at time: Double, _ context: GestureContext) {
        guard overshoot != .zero else {
            lastScroll = nil
            return context.wake(at: nil)
        }
        guard lastScroll == nil else { return }
        lastScroll = time
        context.wake(at: time + FieldPressGesture.autoScrollInterval)
    }
}
