import CSDL2
import CSDL2.SysWM
@testable import Presentation

/// SDL's event queue as SDL 2.26's X11 backend fills it when it reads the X connection,
/// with an `X11EventClock` watching each push as SDL's event watch does: a core X event's
/// system event goes before the mouse event made from it, an XInput 2 event's after the
/// events made from it (src/video/x11/SDL_x11events.c). Every push is stamped `now`, as
/// `SDL_PushEvent` stamps it; X events carry the X server's time of when they were made.
/// No display needed.
final class X11QueueSimulation {
    /// The XInput extension's opcode on this pretend server.
    static let xInputOpcode: Int32 = 131

    /// SDL's milliseconds now: when SDL reads the X connection, and stamps what it pushes.
    var now: UInt64 = 0
    /// The X server's clock minus SDL's, in milliseconds.
    let serverOffset: Int64
    /// Whether the server's clock is this machine's `CLOCK_MONOTONIC` (a local server);
    /// if not, that clock is somewhere else entirely (a server on another machine).
    let serverIsMonotonic: Bool
    private(set) var clock: X11EventClock!
    /// What SDL queued, in order, for the translator.
    private var queue: [SDL_Event] = []
    /// The system events' messages, which the queued events point to.
    private var messages: [UnsafeMutablePointer<SDL_SysWMmsg>] = []

    init(serverOffset: Int64 = 4_000_000_000, serverIsMonotonic: Bool = true) {
        self.serverOffset = serverOffset
        self.serverIsMonotonic = serverIsMonotonic
        clock = X11EventClock(
            xInputOpcode: Self.xInputOpcode,
            ticks: { [unowned self] in self.now },
            monotonic: { [unowned self] in
                UInt64(Int64(self.now) + self.serverOffset + (self.serverIsMonotonic ? 0 : 1_234_567_890))
            })
    }

    deinit {
        for message in messages { message.deallocate() }
    }

    /// The X server's time (32-bit milliseconds) of an event made at `made` (SDL milliseconds).
    func serverTime(_ made: UInt64) -> UInt {
        UInt(UInt32(truncatingIfNeeded: Int64(made) + serverOffset))
    }

    /// A core X event (`MotionNotify`, `ButtonPress`, ...) made at `made`, and the mouse
    /// event SDL made from it.
    func core(_ type: Int32, made: UInt64, then event: SDL_Event) {
        var x = XEvent()
        switch type {
        case MotionNotify:
            x.xmotion = XMotionEvent()
            x.xmotion.type = type
            x.xmotion.time = serverTime(made)
        case EnterNotify, LeaveNotify:
            x.xcrossing = XCrossingEvent()
            x.xcrossing.type = type
            x.xcrossing.time = serverTime(made)
        default:
            x.xbutton = XButtonEvent()
            x.xbutton.type = type
            x.xbutton.time = serverTime(made)
        }
        _ = pushSystemEvent(x)
        push(event)
    }

    /// The events SDL made from an XInput 2 event `evtype` made at `made`, then its
    /// system event, whose data (with the time) lives only while SDL pushes it.
    func xInput(_ evtype: Int32, made: UInt64, extension opcode: Int32 = xInputOpcode, after events: [SDL_Event]) {
        for event in events { push(event) }
        let data = UnsafeMutablePointer<XIDeviceEvent>.allocate(capacity: 1)
        defer { data.deallocate() }
        data.initialize(to: XIDeviceEvent())
        data.pointee.type = GenericEvent
        data.pointee.extension = opcode
        data.pointee.evtype = evtype
        data.pointee.time = serverTime(made)
        var x = XEvent()
        x.xcookie = XGenericEventCookie()
        x.xcookie.type = GenericEvent
        x.xcookie.extension = opcode
        x.xcookie.evtype = evtype
        x.xcookie.data = UnsafeMutableRawPointer(data)
        let message = pushSystemEvent(x)
        // SDL frees the data once it has pushed the system event.
        message.pointee.msg.x11.event.xcookie.data = nil
    }

    /// An event with no X event behind it (posted by a test or tool, made up by SDL).
    func posted(_ event: SDL_Event) {
        push(event)
    }

    /// Takes everything queued, in order (as `EventLoop.pump` does).
    func takeAll() -> [SDL_Event] {
        defer { queue = [] }
        return queue
    }

    private func pushSystemEvent(_ x: XEvent) -> UnsafeMutablePointer<SDL_SysWMmsg> {
        let message = UnsafeMutablePointer<SDL_SysWMmsg>.allocate(capacity: 1)
        message.initialize(to: SDL_SysWMmsg())
        message.pointee.subsystem = SDL_SYSWM_X11
        message.pointee.msg.x11.event = x
        messages.append(message)
        var event = SDL_Event()
        event.syswm = SDL_SysWMEvent(type: SDL_SYSWMEVENT.rawValue, timestamp: 0, msg: message)
        push(event)
        return message
    }

    private func push(_ event: SDL_Event) {
        var event = event
        event.common.timestamp = UInt32(truncatingIfNeeded: now)
        clock.observe(event)
        queue.append(event)
    }
}
