import CSDL2
import CSDL2.SysWM
import Foundation
import Locking

/// The X server's times for pointer events, under X11, where SDL 2 gives none.
///
/// Why: SDL 2 stamps each event with `SDL_GetTicks` as it reads it from the X connection
/// (`SDL_PushEvent`), not as it happened. The event loop reads after each frame, so the
/// moves made during a frame share one time: a frame longer than the velocity tracker's
/// 100 ms leaves the release one time to fit and no velocity, and the fling is lost;
/// shorter frames make velocities noisy (on a loaded machine, a 1,000 pt/s drag by
/// xdotool measured 330 to 1,060 pt/s). The X server stamps each input event as it happens (`time`, its clock's
/// milliseconds), and toolkits on X (GTK, Qt, Chromium) take event times from there.
///
/// How: with `SDL_SYSWMEVENT` enabled, SDL passes on each X event it handles, and this
/// clock watches events as SDL pushes them (`SDL_AddEventWatch`), pairing each mouse and
/// finger event with the X event it was made from. SDL 2.26's X11 backend
/// (src/video/x11/SDL_x11events.c, `X11_DispatchEvent`; SDL_x11xinput2.c) pushes
/// - a core event's (`MotionNotify`, `ButtonPress`, `ButtonRelease`, `EnterNotify`,
///   `LeaveNotify`) system event *before* the mouse event made from it. A drag's moves
///   are core events, since the core press grabs the pointer for its client;
/// - an XInput 2 event's (`XI_Motion`: moves without a button; `XI_TouchBegin`,
///   `XI_TouchUpdate`, `XI_TouchEnd`: touch screens) system event *after* the events
///   made from it, and its data (the `XIEvent` with the time) only while the watch
///   runs: SDL frees it before the app reads its queue.
/// So a core event's time goes to the next mouse event, and an XInput 2 event's time to
/// the pointer events pushed since the system event before it (`X11EventPairing`).
/// Times are put on SDL's clock by `X11ServerClock`. `SDLEventTranslator` takes each
/// pointer event's time as it translates it (`ticks(of:)`); an event no X event came
/// with (posted by tests and tools, made up by SDL) keeps SDL's stamp.
final class X11EventClock {
    /// What the watch has seen, under a lock: SDL calls the watch on whichever thread
    /// pushes an event (its X11 backend pushes on the thread that polls, the event loop's;
    /// an app may push from others), and the translator takes times on the loop's.
    private let pairing = Lock(X11EventPairing())
    /// The XInput extension's opcode, which its events carry; nil: no XInput 2 times.
    private let xInputOpcode: Int32?
    /// SDL's milliseconds (`SDL_GetTicks64`) and `CLOCK_MONOTONIC`'s, now.
    private let ticks: () -> UInt64
    private let monotonic: () -> UInt64
    /// SDL's setting for system events before the watch began, put back by `stop()`;
    /// nil when not watching.
    private var systemEventsBefore: UInt8?

    /// A clock fed by hand (`observe(_:)`): tests give their own clocks.
    init(xInputOpcode: Int32?, ticks: @escaping () -> UInt64, monotonic: @escaping () -> UInt64) {
        self.xInputOpcode = xInputOpcode
        self.ticks = ticks
        self.monotonic = monotonic
    }

    /// A clock for the events of `window`, watching SDL's queue until `stop()`; nil when
    /// the window is not on X11.
    @MainActor
    convenience init?(window: OpaquePointer) {
        guard let info = DisplayConnection.windowSystem(of: window), info.subsystem == SDL_SYSWM_X11,
              let display = info.info.x11.display else { return nil }
        self.init(xInputOpcode: DisplayConnection.xInputOpcode(of: display), ticks: { SDL_GetTicks64() },
                  monotonic: Self.monotonicMilliseconds)
        systemEventsBefore = SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_ENABLE)
        SDL_AddEventWatch(watchEvents, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit { stop() }

    /// Stops watching SDL's queue, and puts SDL's system events back as they were.
    func stop() {
        guard let before = systemEventsBefore else { return }
        systemEventsBefore = nil
        SDL_DelEventWatch(watchEvents, Unmanaged.passUnretained(self).toOpaque())
        SDL_EventState(SDL_SYSWMEVENT.rawValue, Int32(before))
    }

    /// Notes `event` as SDL pushes it onto its queue (the watch calls this for each).
    func observe(_ event: SDL_Event) {
        let serverTime = Self.isSystemEvent(event) ? self.serverTime(of: event) : nil
        pairing.withLock { pairing in
            guard let serverTime else { return pairing.observe(event) }
            let madeAt = pairing.serverClock.learn(serverTime: pairing.serverClock.unwrap(serverTime.time),
                                                   readAt: self.ticks(), monotonic: self.monotonic())
            pairing.observe(event, madeAt: madeAt, before: serverTime.isBeforeItsEvents)
        }
    }

    /// When pointer event `event`, taken from SDL's queue, happened: milliseconds on SDL's
    /// clock from the X event it was made from, or nil (not a pointer event, or no X time).
    /// Call it for every pointer event taken, in queue order.
    func ticks(of event: SDL_Event) -> Double? {
        guard X11EventPairing.isPointerEvent(event.type) else { return nil }
        return pairing.withLock { $0.take(event) }
    }

    // MARK: internals

    private static func isSystemEvent(_ event: SDL_Event) -> Bool {
        event.type == SDL_SYSWMEVENT.rawValue && event.syswm.msg?.pointee.subsystem == SDL_SYSWM_X11
    }

    /// The time of the pointer X event behind system event `event` (32-bit milliseconds),
    /// and whether SDL pushed the system event before the events it made (core events)
    /// or after (XInput 2); nil for other X events.
    private func serverTime(of event: SDL_Event) -> (time: UInt32, isBeforeItsEvents: Bool)? {
        guard let x = event.syswm.msg?.pointee.msg.x11.event else { return nil }
        // `Time` is 32-bit milliseconds in an `unsigned long`.
        switch x.type {
        case MotionNotify: return (UInt32(truncatingIfNeeded: x.xmotion.time), true)
        case ButtonPress, ButtonRelease: return (UInt32(truncatingIfNeeded: x.xbutton.time), true)
        case EnterNotify, LeaveNotify: return (UInt32(truncatingIfNeeded: x.xcrossing.time), true)
        case GenericEvent:
            // The data is SDL's until it has pushed the system event: read it now.
            let cookie = x.xcookie
            guard let xInputOpcode, cookie.extension == xInputOpcode, let data = cookie.data,
                  Self.xInputPointerEvents.contains(cookie.evtype) else { return nil }
            // Every XInput 2 event begins with the fields of `XIEvent`.
            return (UInt32(truncatingIfNeeded: data.assumingMemoryBound(to: XIEvent.self).pointee.time), false)
        default:
            return nil
        }
    }

    private static let xInputPointerEvents: Set<Int32> = [
        XI_Motion, XI_ButtonPress, XI_ButtonRelease, XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd,
        XI_RawMotion, XI_RawButtonPress, XI_RawButtonRelease, XI_RawTouchBegin, XI_RawTouchUpdate, XI_RawTouchEnd,
    ]

    /// `CLOCK_MONOTONIC` in milliseconds: a local X server's clock.
    private static func monotonicMilliseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1000 + UInt64(now.tv_nsec) / 1_000_000
    }
}

/// Pairs the pointer events SDL pushes with the X events they were made from, in the
/// order SDL pushes them (see `X11EventClock`), until the translator takes them.
struct X11EventPairing {
    /// A pointer event SDL pushed, and the time of the X event it was made from once known.
    private struct Entry {
        let type: UInt32
        let stamp: UInt32
        var ticks: Double?
    }

    var serverClock = X11ServerClock()
    /// Pointer events pushed and not yet taken, in SDL's queue order.
    private var entries: [Entry] = []
    /// Where the entries pushed since the last system event begin.
    private var sinceSystemEvent = 0
    /// The time of the core X event whose system event was pushed last: the next mouse event's.
    private var coreEventTicks: Double?

    /// More entries than this means the translator is not taking them: the oldest go.
    private static let entryLimit = 1024

    /// Notes `event` as SDL pushes it: a system event of a pointer X event made at
    /// `madeAt` (SDL milliseconds) and pushed `before` the events made from it or after;
    /// any other system event; or a pointer event.
    mutating func observe(_ event: SDL_Event, madeAt: Double? = nil, before: Bool = true) {
        switch SDL_EventType(event.type) {
        case SDL_SYSWMEVENT:
            coreEventTicks = nil
            if let madeAt {
                if before {
                    coreEventTicks = madeAt
                } else {
                    for index in sinceSystemEvent..<entries.count where entries[index].ticks == nil {
                        entries[index].ticks = madeAt
                    }
                }
            }
            sinceSystemEvent = entries.count
        case SDL_MOUSEMOTION, SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP, SDL_MOUSEWHEEL:
            // Only core events make mouse events after their system event.
            append(event, ticks: coreEventTicks)
            coreEventTicks = nil
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            append(event, ticks: nil)
        default:
            break
        }
    }

    /// The time of pointer event `event`, taken from SDL's queue. Entries before the one
    /// that matches (same type, same stamp) were never queued, and go.
    mutating func take(_ event: SDL_Event) -> Double? {
        guard let index = entries.firstIndex(where: { $0.type == event.type && $0.stamp == event.common.timestamp })
        else { return nil }
        let ticks = entries[index].ticks
        drop(index + 1)
        return ticks
    }

    static func isPointerEvent(_ type: UInt32) -> Bool {
        switch SDL_EventType(type) {
        case SDL_MOUSEMOTION, SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP, SDL_MOUSEWHEEL,
             SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP: true
        default: false
        }
    }

    private mutating func append(_ event: SDL_Event, ticks: Double?) {
        if entries.count >= Self.entryLimit { drop(Self.entryLimit / 2) }
        entries.append(Entry(type: event.type, stamp: event.common.timestamp, ticks: ticks))
    }

    private mutating func drop(_ count: Int) {
        entries.removeFirst(count)
        sinceSystemEvent = max(0, sinceSystemEvent - count)
    }
}

/// SDL's event watch: hands each event pushed to the `X11EventClock` in `userdata`.
private let watchEvents: SDL_EventFilter = { userdata, event in
    guard let userdata, let event else { return 0 }
    Unmanaged<X11EventClock>.fromOpaque(userdata).takeUnretainedValue().observe(event.pointee)
    return 0
}
