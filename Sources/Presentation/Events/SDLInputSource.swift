import CSDL2

/// SDL's event queue as an `InputSource`: the window system's input for one window,
/// through `SDLEventTranslator`, on SDL's clock (`SDL_GetTicks64`). Under X11, pointer
/// times come from the X server (`X11EventClock`).
@MainActor
public final class SDLInputSource: InputSource {
    public let wakeup: EventLoop.Wakeup
    /// SDL's queue is drained on its descriptor's wakeups and after each frame.
    public var onEventsWaiting: (() -> Void)?
    private var translator: SDLEventTranslator
    private let serverClock: X11EventClock?
    private var isStopped = false
    /// Whether the drain under way has read the window system's connection yet.
    private var hasPumped = false

    /// Translates the events of window `windowID` (0: any) for `presenter`. Initialises
    /// SDL's event queue (released again by `stop()`).
    public init(presenter: Presenter, windowID: UInt32 = 0, wakeup: EventLoop.Wakeup) throws {
        guard SDL_InitSubSystem(SDL_INIT_EVENTS) == 0 else {
            throw PresentationError.sdl(call: "SDL_InitSubSystem(SDL_INIT_EVENTS)", message: String(cString: SDL_GetError()))
        }
        self.wakeup = wakeup
        translator = presenter.eventTranslator(windowID: windowID)
        serverClock = (presenter.surface as? WindowSurface).flatMap { X11EventClock(window: $0.window) }
        translator.serverClock = serverClock
    }

    /// The next event on SDL's queue. A drain (calls until nil) reads the window system's
    /// connection once, when the queue first runs dry, and ends when it is dry again.
    ///
    /// Not `SDL_PollEvent`: it marks a drain's end with a sentinel event on SDL's
    /// process-wide queue and ends the next drain at whatever sentinel it finds first. A
    /// drain cut short (a loop that quit on an event, any other code that polled once)
    /// leaves its sentinel in the queue while something else keeps SDL's events alive (a
    /// window, a second loop), and the next poll then stops at that stale sentinel before
    /// the events behind it: a posted click stayed unread until some other wakeup came,
    /// which for a loop woken by posted events alone was never. `SDL_PeepEvents` takes
    /// events in order and drops sentinels, so no drain depends on another's.
    public func nextEvent() -> WindowEvent? {
        guard !isStopped else { return nil }
        if let pending = translator.takePending() { return pending }
        var event = SDL_Event()
        while true {
            while SDL_PeepEvents(&event, 1, SDL_GETEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == 1 {
                if let translated = translator.translate(event) { return translated }
            }
            guard !hasPumped else {
                hasPumped = false
                return nil
            }
            SDL_PumpEvents()
            hasPumped = true
        }
    }

    public func now() -> Double { SDLEventTranslator.seconds(ticks: SDL_GetTicks64()) }

    public func surfaceDidResize(_ presenter: Presenter) {
        let metrics = presenter.eventTranslator()
        translator.pointsPerWindowUnit = metrics.pointsPerWindowUnit
        translator.windowWidth = metrics.windowWidth
        translator.windowHeight = metrics.windowHeight
    }

    /// Puts `event` on SDL's queue, as the window system would.
    public func post(_ event: SDL_Event) throws {
        var event = event
        guard SDL_PushEvent(&event) >= 0 else {
            throw PresentationError.sdl(call: "SDL_PushEvent", message: String(cString: SDL_GetError()))
        }
    }

    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        serverClock?.stop()
        SDL_QuitSubSystem(SDL_INIT_EVENTS)
    }
}
