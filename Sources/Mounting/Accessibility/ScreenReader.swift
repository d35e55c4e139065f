import Components
import Geometry

/// A screen reader for screens without one (a kiosk has no Orca): touch navigation as
/// phones do it, spoken through a `SpeechOutput`. While it is on, a host's pointer events
/// go to it (`ComponentHost.handle` hands them over), not to the app:
///
/// - a tap speaks the element under the finger and makes it the current one;
/// - a swipe right or left (a quick horizontal stroke) moves to the next or previous
///   element in reading order and speaks it;
/// - a double tap activates the current element (press, else toggle), and what the
///   activation changed is spoken once it shows (`didPaint()`): a count that went up, a
///   switch that turned on;
/// - a swipe up or down (a quick vertical stroke) steps the current element's value up
///   or down (a slider, a stepper), and the new value is spoken once it shows;
/// - a drag with two fingers scrolls (the first finger's drag goes to the app);
/// - keyboard and encoder focus moves speak the newly focused element.
///
/// The current element is outlined by the focus ring. Each gesture interrupts what is
/// being said. Elements without a name that only hold others (a scroll area, a list, a
/// tab list) are passed over.
@MainActor
public final class ScreenReader {
    /// How far a finger may move and still tap, in points.
    public static let tapSlop = 12.0
    /// The most time between a double tap's taps, in seconds.
    public static let doubleTapInterval = 0.35
    /// The least travel of a swipe along its direction, in points, and the most time it takes.
    public static let swipeDistance = 40.0
    public static let swipeDuration = 0.6

    public let speech: any SpeechOutput
    private unowned let host: ComponentHost
    /// The element gestures act on (nil: none yet), outlined by the focus ring.
    public private(set) var current: AccessibilityID? {
        didSet { if current != oldValue { host.updateFocusRing() } }
    }

    /// The node the current element came from.
    var currentNode: Node? { current.flatMap { host.accessibilityTracker?.nodes[$0] } }
    private var press: (start: Point, time: Double)?
    /// Where the first finger is while it is down.
    private var primary: Point?
    /// Two fingers went down: the first finger's drag goes to the app, which scrolls.
    private var isScrolling = false
    private var lastTap: (point: Point, time: Double)?
    private var announcesChanges = false
    private var focused: AccessibilityID?

    /// A screen reader of `host`, speaking to `speech`, for `host.screenReader`: it keeps
    /// `host`'s accessibility tree up to date from now on, and must not outlive `host`
    /// (it holds it unowned; the host holds it).
    public init(host: ComponentHost, speech: any SpeechOutput) {
        self.host = host
        self.speech = speech
        _ = host.takeAccessibilityChanges(for: self)
    }

    /// The elements navigation stops at, in reading order.
    private func stops(in tree: AccessibilityTree) -> [AccessibilityElement] {
        tree.inReadingOrder.filter { element in
            !element.name.isEmpty || ![.scrollArea, .list, .tabList, .group, .listItem].contains(element.role)
        }
    }

    /// Where a pointer event goes while the reader is on.
    public enum Route: Equatable {
        /// The reader took it (the app does not see it).
        case reader
        /// The app gets it as the first finger's (a two-finger drag scrolling the page).
        case app(InputEvent, at: Point)
    }

    /// Takes a pointer event of any finger: one finger explores, swipes and activates
    /// (`handle(_:at:time:)`); a second finger down makes the first finger's drag the
    /// app's, as phones' two-finger scroll does, until the first finger lifts.
    public func route(_ event: InputEvent, pointer: PointerID, at point: Point, time: Double) -> Route {
        guard pointer == .primary else {
            guard event == .pointerDown, let primary, !isScrolling else { return .reader }
            isScrolling = true
            press = nil
            lastTap = nil
            return .app(.pointerDown, at: primary)
        }
        if isScrolling {
            if event == .pointerUp || event == .pointerCancelled {
                isScrolling = false
                primary = nil
            }
            return .app(event, at: point)
        }
        switch event {
        case .pointerDown, .pointerMoved: primary = point
        case .pointerUp, .pointerCancelled: primary = nil
        default: break
        }
        handle(event, at: point, time: time)
        return .reader
    }

    /// A first finger's event while the reader is on; always taken (the app does not see it).
    public func handle(_ event: InputEvent, at point: Point, time: Double) {
        switch event {
        case .pointerDown:
            press = (point, time)
        case .pointerUp:
            guard let start = press else { return }
            press = nil
            let dx = point.x - start.start.x, dy = point.y - start.start.y
            let duration = time - start.time
            if abs(dx) >= Self.swipeDistance, abs(dx) > 2 * abs(dy), duration <= Self.swipeDuration {
                lastTap = nil
                move(forward: dx > 0)
            } else if abs(dy) >= Self.swipeDistance, abs(dy) > 2 * abs(dx), duration <= Self.swipeDuration {
                lastTap = nil
                adjust(up: dy < 0)
            } else if (dx * dx + dy * dy).squareRoot() <= Self.tapSlop {
                if let last = lastTap, time - last.time <= Self.doubleTapInterval,
                   (point.x - last.point.x) * (point.x - last.point.x) + (point.y - last.point.y) * (point.y - last.point.y)
                    <= 4 * Self.tapSlop * Self.tapSlop {
                    lastTap = nil
                    activate()
                } else {
                    lastTap = (point, time)
                    explore(at: point)
                }
            }
        case .pointerCancelled:
            press = nil
        default:
            break
        }
    }

    /// Speaks the element under `point` (the innermost one that is a stop).
    private func explore(at point: Point) {
        let tree = host.accessibilityTree()
        guard let element = stops(in: tree).last(where: { $0.frame.contains(point) }) else { return }
        current = element.id
        speech.speak(element.spoken, interrupting: true)
    }

    /// Moves to the next or previous stop in reading order and speaks it.
    private func move(forward: Bool) {
        let ordered = stops(in: host.accessibilityTree())
        guard !ordered.isEmpty else { return }
        let index = current.flatMap { id in ordered.firstIndex { $0.id == id } }
        let next: Int
        if let index {
            next = forward ? index + 1 : index - 1
            guard ordered.indices.contains(next) else {
                // At an end: a click-like word, and the current element stays.
                speech.speak(forward ? "end" : "start", interrupting: true)
                return
            }
        } else {
            next = forward ? 0 : ordered.count - 1
        }
        current = ordered[next].id
        speech.speak(ordered[next].spoken, interrupting: true)
    }

    /// Activates the current element; what changes is spoken after the next paint.
    private func activate() {
        guard let current, let element = host.accessibilityTree()[current] else {
            speech.speak("nothing selected", interrupting: true)
            return
        }
        let action: AccessibilityActions? = element.actions.contains(.press) ? .press
            : element.actions.contains(.toggle) ? .toggle : nil
        guard let action else {
            cannotActivate(element)
            return
        }
        do {
            try host.performAccessibilityAction(action, on: current)
            speech.stop()
            announcesChanges = true
        } catch {
            cannotActivate(element)
        }
    }

    /// Steps the current element's value up or down; the new value is spoken after the
    /// next paint.
    private func adjust(up: Bool) {
        guard let current, let element = host.accessibilityTree()[current] else {
            speech.speak("nothing selected", interrupting: true)
            return
        }
        let action: AccessibilityActions = up ? .increment : .decrement
        do {
            try host.performAccessibilityAction(action, on: current)
            speech.stop()
            announcesChanges = true
        } catch {
            sayWhyNot(element, otherwise: "not adjustable")
        }
    }

    /// Says why `element` was not activated (and how to change it, if it has a value
    /// that steps).
    private func cannotActivate(_ element: AccessibilityElement) {
        sayWhyNot(element, otherwise: element.actions.contains(.increment) ? "swipe up or down to adjust" : "no action")
    }

    /// Says that `element` did nothing: dimmed when disabled, else `reason`.
    private func sayWhyNot(_ element: AccessibilityElement, otherwise reason: String) {
        speech.speak("\(element.name), \(element.states.contains(.disabled) ? "dimmed" : reason)", interrupting: true)
    }

    /// To call after each paint: speaks what an activation changed (names, values and
    /// states of the elements it touched) and the element keyboard focus moved to.
    public func didPaint() {
        let changes = host.takeAccessibilityChanges(for: self)
        // The tree that update made (reading it through the host would update it again).
        let tree = host.updatedAccessibilityTree
        var spoken: [String] = []
        if announcesChanges {
            announcesChanges = false
            for id in changes.changed.keys.sorted() {
                guard let what = changes.changed[id], !what.isDisjoint(with: [.name, .value, .states]),
                      let element = tree[id], element.role != .scrollArea else { continue }
                // Focus alone is announced below.
                if what == .states, focused == id || element.states.contains(.focused) { continue }
                spoken.append(element.spoken)
            }
        }
        if let moved = focusMove(in: tree) { spoken.append(moved) }
        for (index, text) in spoken.enumerated() { speech.speak(text, interrupting: index == 0) }
    }

    /// To call when keyboard focus may have moved (the host does, after keys): reads the
    /// element it moved to, which becomes the current one.
    func focusMayHaveMoved() {
        // The tree follows focus at each update (a walk of the changed paths only).
        let tree = host.accessibilityTree()
        if let moved = focusMove(in: tree) { speech.speak(moved, interrupting: true) }
    }

    /// What to say of a focus move since the last look (nil: none, or onto the current
    /// element), making the focused element the current one.
    private func focusMove(in tree: AccessibilityTree) -> String? {
        let focusedNow = host.accessibilityTracker?.focusedID
        guard focusedNow != focused else { return nil }
        focused = focusedNow
        guard let focusedNow, focusedNow != current, let element = tree[focusedNow] else { return nil }
        current = focusedNow
        return element.spoken
    }
}
