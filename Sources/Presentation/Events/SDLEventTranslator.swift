import Foundation
import CSDL2
import Components
import Geometry

/// Turns SDL events into `WindowEvent`s for one window: positions into points, the left
/// mouse button and the first finger on a touch screen into the one pointer Tessera's
/// events know, SDL keycodes into `Key`s, window events into resizes, exposes and close
/// requests. A value, so tests can feed it hand-made SDL events without a display.
public struct SDLEventTranslator {
    /// The window whose events are translated (events of other windows give nothing);
    /// 0 takes every window's.
    public var windowID: UInt32
    /// Points per window unit: mouse positions are in window units.
    public var pointsPerWindowUnit: Double
    /// The window's size in window units: touch positions are fractions of it.
    public var windowWidth: Double
    public var windowHeight: Double
    /// How far one wheel step scrolls, in points.
    public static let pointsPerWheelStep = 40.0
    /// The milliseconds of `SDL_GetTicks64` now: what event stamps are unwrapped against
    /// (see `seconds(_:now:)`). Tests give a fixed clock.
    public var clock: @Sendable () -> UInt64 = { SDL_GetTicks64() }
    /// Under X11, the X server's times for pointer events (see `X11EventClock`), used
    /// instead of SDL's stamps where it has them; nil: SDL's stamps.
    var serverClock: X11EventClock?

    /// The finger acting as the pointer while it touches.
    private var activeFinger: (touch: SDL_TouchID, finger: SDL_FingerID)?
    /// The other fingers touching while it does (`WindowEvent.finger`).
    private var otherFingers = FingerTable<FingerKey>()
    private var isMouseDown = false
    private var lastLocation = Point(x: 0, y: 0)
    /// The last pointer event's time: a time from the X server is never earlier.
    private var lastPointerTime = -Double.infinity

    public init(windowID: UInt32 = 0, pointsPerWindowUnit: Double = 1, windowWidth: Double, windowHeight: Double) {
        self.windowID = windowID
        self.pointsPerWindowUnit = pointsPerWindowUnit
        self.windowWidth = windowWidth
        self.windowHeight = windowHeight
    }

    /// SDL's mouse id for mouse events it made up from touches (`SDL_TOUCH_MOUSEID`):
    /// those touches arrive as finger events too.
    private static let touchMouseID = UInt32.max

    /// The Tessera event `event` means, or nil when it means nothing here.
    /// An event one SDL event made besides the one `translate` returned (the window's
    /// deactivation after the cancel of a press it cut short): take it next.
    private var pending: WindowEvent?

    /// The event waiting after the last translation, if any (once).
    public mutating func takePending() -> WindowEvent? {
        defer { pending = nil }
        return pending
    }

    public mutating func translate(_ event: SDL_Event) -> WindowEvent? {
        // Taken for every pointer event, used or not, so the clock's pairs stay in step.
        let serverTicks = serverClock?.ticks(of: event)
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard isThisWindow(button.windowID), button.which != Self.touchMouseID,
                  button.button == UInt8(SDL_BUTTON_LEFT), activeFinger == nil else { return nil }
            let down = event.type == SDL_MOUSEBUTTONDOWN.rawValue
            guard down != isMouseDown else { return nil }
            isMouseDown = down
            return pointer(down ? .pointerDown : .pointerUp, at: windowPoint(button.x, button.y),
                           time: pointerTime(button.timestamp, serverTicks: serverTicks))
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard isThisWindow(motion.windowID), motion.which != Self.touchMouseID, activeFinger == nil else { return nil }
            guard isMouseDown else {
                return .hover(at: windowPoint(motion.x, motion.y), time: pointerTime(motion.timestamp, serverTicks: serverTicks))
            }
            return pointer(.pointerMoved, at: windowPoint(motion.x, motion.y),
                           time: pointerTime(motion.timestamp, serverTicks: serverTicks))
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            guard isThisWindow(wheel.windowID), wheel.which != Self.touchMouseID else { return nil }
            let flip: Double = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            // Wheel up (positive y) shows what is above: content moves down. SDL's
            // positive x is to the right: content moves left.
            // Ctrl with the wheel zooms (as browsers and image viewers do): away from the user, in.
            if SDL_GetModState().rawValue & KMOD_CTRL.rawValue != 0, wheel.preciseY != 0 {
                return .zoom(scale: pow(Self.zoomPerWheelStep, Double(wheel.preciseY) * flip),
                             at: windowPoint(wheel.mouseX, wheel.mouseY),
                             time: pointerTime(wheel.timestamp, serverTicks: serverTicks))
            }
            let dx = Double(wheel.preciseX) * flip * Self.pointsPerWheelStep
            let dy = -Double(wheel.preciseY) * flip * Self.pointsPerWheelStep
            return .pointer(.scroll(dx: dx, dy: dy, granularity: Self.granularity(wheel)),
                            at: windowPoint(wheel.mouseX, wheel.mouseY),
                            time: pointerTime(wheel.timestamp, serverTicks: serverTicks))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let finger = event.tfinger
            guard finger.windowID == 0 || isThisWindow(finger.windowID) else { return nil }
            let location = Point(x: Double(finger.x) * windowWidth * pointsPerWindowUnit,
                                 y: Double(finger.y) * windowHeight * pointsPerWindowUnit)
            let time = pointerTime(finger.timestamp, serverTicks: serverTicks)
            let key = FingerKey(touch: finger.touchId, finger: finger.fingerId)
            switch SDL_EventType(event.type) {
            case SDL_FINGERDOWN:
                guard !isMouseDown else { return nil }
                guard activeFinger == nil else {
                    return .finger(.pointerDown, otherFingers.add(key, at: location), at: location, time: time)
                }
                activeFinger = (finger.touchId, finger.fingerId)
                return pointer(.pointerDown, at: location, time: time, kind: .touch)
            case SDL_FINGERMOTION:
                guard isActive(finger) else {
                    return otherFingers.move(key, to: location).map { .finger(.pointerMoved, $0, at: location, time: time) }
                }
                return pointer(.pointerMoved, at: location, time: time, kind: .touch)
            default:
                guard isActive(finger) else {
                    return otherFingers.remove(key).map { .finger(.pointerUp, $0.id, at: location, time: time) }
                }
                activeFinger = nil
                return pointer(.pointerUp, at: location, time: time, kind: .touch)
            }
        case SDL_KEYDOWN, SDL_KEYUP:
            let key = event.key
            guard isThisWindow(key.windowID) else { return nil }
            return .key(KeyEvent(key: Key(sdlKeycode: key.keysym.sym), modifiers: KeyModifiers(sdlModifiers: key.keysym.mod),
                                 isDown: key.state == UInt8(SDL_PRESSED), isRepeat: key.repeat != 0),
                        time: Self.seconds(key.timestamp, now: clock()), keystroke: SystemKeystroke(sdl: key))
        case SDL_TEXTINPUT:
            guard isThisWindow(event.text.windowID) else { return nil }
            let text = withUnsafeBytes(of: event.text.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            return text.isEmpty ? nil : .text(TextInput(text))
        case SDL_TEXTEDITING:
            // SDL 2 counts the input method's caret and selection in characters.
            let edit = event.edit
            guard isThisWindow(edit.windowID) else { return nil }
            let text = withUnsafeBytes(of: edit.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            return .composition(TextComposition(text, caret: Int(edit.start), selectionLength: Int(edit.length)))
        case SDL_TEXTEDITING_EXT:
            // The hint's long form: SDL's string, which the receiver frees.
            let edit = event.editExt
            defer { SDL_free(edit.text) }
            guard isThisWindow(edit.windowID) else { return nil }
            let text = edit.text.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: strlen($0)), as: UTF8.self) } ?? ""
            return .composition(TextComposition(text, caret: Int(edit.start), selectionLength: Int(edit.length)))
        case SDL_WINDOWEVENT:
            let window = event.window
            guard isThisWindow(window.windowID) else { return nil }
            switch SDL_WindowEventID(UInt32(window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED: return .resized
            case SDL_WINDOWEVENT_EXPOSED: return .exposed
            case SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED: return .shown(false)
            case SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_MAXIMIZED: return .shown(true)
            case SDL_WINDOWEVENT_CLOSE: return .closeRequested
            case SDL_WINDOWEVENT_LEAVE:
                // The mouse left: nothing is hovered (a press in progress keeps its grab).
                return isMouseDown ? nil : .hover(at: nil, time: Self.seconds(window.timestamp, now: clock()))
            case SDL_WINDOWEVENT_FOCUS_GAINED:
                return .activated(true)
            case SDL_WINDOWEVENT_FOCUS_LOST:
                // A press cannot finish in a window that lost the pointer's grab.
                guard isMouseDown || activeFinger != nil else { return .activated(false) }
                pending = .activated(false)
                isMouseDown = false
                activeFinger = nil
                // The other fingers go with it: the gesture layer cancels the whole sequence.
                _ = otherFingers.removeAll()
                return .pointer(.pointerCancelled, at: lastLocation, time: Self.seconds(window.timestamp, now: clock()))
            default: return nil
            }
        case SDL_QUIT:
            return .closeRequested
        default:
            return nil
        }
    }

    /// SDL's key for one finger.
    struct FingerKey: Hashable, Sendable {
        let touch: SDL_TouchID
        let finger: SDL_FingerID
    }

    private func isThisWindow(_ id: UInt32) -> Bool { windowID == 0 || id == windowID }

    /// How much one wheel click with Ctrl zooms: 10% (Chromium's and Firefox's steps are
    /// about that).
    public static let zoomPerWheelStep = 1.1

    /// Whether a wheel event is a notched wheel's clicks (eased) or continuous deltas (shown
    /// at once). SDL 2 tells them apart only by value: a notched wheel reports whole clicks
    /// in `preciseX`/`preciseY` (on X11 every wheel does, as core buttons 4 to 7, touchpads
    /// too, which browsers there ease alike; on Wayland a wheel's discrete axis events),
    /// while a touchpad (Wayland, Windows, macOS) or a high-resolution wheel reports
    /// fractions of a click, many small ones a second.
    static func granularity(_ wheel: SDL_MouseWheelEvent) -> ScrollGranularity {
        let x = Double(wheel.preciseX), y = Double(wheel.preciseY)
        return x == x.rounded() && y == y.rounded() ? .step : .precise
    }

    private func isActive(_ finger: SDL_TouchFingerEvent) -> Bool {
        guard let active = activeFinger else { return false }
        return active.touch == finger.touchId && active.finger == finger.fingerId
    }

    private func windowPoint(_ x: Int32, _ y: Int32) -> Point {
        Point(x: Double(x) * pointsPerWindowUnit, y: Double(y) * pointsPerWindowUnit)
    }

    private mutating func pointer(_ event: InputEvent, at location: Point, time: Double,
                                  kind: PointerKind = .mouse) -> WindowEvent {
        lastLocation = location
        let modifiers = KeyModifiers(sdlModifiers: UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))
        return .pointer(event, at: location, time: time, modifiers: modifiers, kind: kind)
    }

    /// A pointer event's time in seconds: the X server's (`serverTicks`, SDL milliseconds)
    /// where there is one, kept from going back; else SDL's `stamp`.
    private mutating func pointerTime(_ stamp: UInt32, serverTicks: Double?) -> Double {
        let time = serverTicks.map { max($0 / 1000, lastPointerTime) } ?? Self.seconds(stamp, now: clock())
        lastPointerTime = time
        return time
    }

    /// An SDL event timestamp in seconds on `SDL_GetTicks64`'s clock, the one `EventLoop`
    /// times frames with, so a fling starts at its release. SDL 2 stamps events with the
    /// low 32 bits of the milliseconds, which wrap after 49.7 days, less than a kiosk runs:
    /// the event's age (`now`'s low bits minus the stamp, in wrapping arithmetic, as the
    /// event is younger than 49.7 days) is taken from `now`, so times keep rising across
    /// the wrap.
    public static func seconds(_ timestamp: UInt32, now: UInt64) -> Double {
        let age = UInt64(UInt32(truncatingIfNeeded: now) &- timestamp)
        return seconds(ticks: now >= age ? now - age : 0)
    }

    /// `SDL_GetTicks64` milliseconds in seconds.
    public static func seconds(ticks: UInt64) -> Double { Double(ticks) / 1000 }
}
