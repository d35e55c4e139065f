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

    public func nextEvent() -> WindowEvent? {
        guard !isStopped else { return nil }
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let translated = translator.translate(event) { return translated }
        }
        return nil
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
