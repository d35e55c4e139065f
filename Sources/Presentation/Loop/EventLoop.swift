import CSDL2
import Dispatch
import Foundation

/// When things happen: drains an `InputSource`'s events (SDL's on a desktop, libinput's on
/// a kiosk) into a presenter, and presents frames, at most one per display refresh, when
/// something changed.
///
/// The loop lives on the main dispatch queue, which is the main actor's executor: async
/// state updates and timers (main-actor tasks, dispatch timers) run there too, so one
/// thread sleeps until any of them has work. Input wakes it through a dispatch source on
/// the display connection's file descriptor; nothing polls. Events are also drained after
/// each frame, because presenting can read the connection and leave events in SDL's
/// (Xlib's) buffer without the descriptor becoming readable again.
///
/// An app starts it and turns the main thread's `RunLoop.main`, which drains the main
/// queue on that thread (see `Application.run`); a test starts it and awaits, and the
/// main actor's turns run it.
@MainActor
public final class EventLoop {
    /// How input wakes the loop.
    public enum Wakeup: Sendable {
        /// The window system's connection becomes readable (X11, Wayland).
        case fileDescriptor(Int32)
        /// No descriptor to wait on (SDL's KMS/DRM driver): drain the source this often.
        case polling(Duration)
        /// Only events given to `post` (a headless presenter).
        case postedEvents
    }

    public let presenter: Presenter
    /// The shortest time between two frames: the display's refresh interval.
    public let refreshInterval: Duration
    /// Called once, when the loop ends (window closed, SIGINT or SIGTERM), after the
    /// presenter closed (controllers invalidated).
    public var onQuit: (() -> Void)?
    /// Called with a failure the loop cannot go on from (a frame that cannot be drawn):
    /// the loop has stopped.
    public var onError: ((any Error) -> Void)?

    /// Where input comes from, and the clock frames are timed on.
    public let input: any InputSource
    private var sources: [any DispatchSourceProtocol] = []
    /// When the scheduled frame runs (nil: none scheduled), and which scheduling it is
    /// (a frame moved sooner leaves its earlier scheduling to fire as a no-op).
    private var scheduledFrame: ContinuousClock.Instant?
    private var frameGeneration = 0
    private var isPumpScheduled = false
    private var lastFrame: ContinuousClock.Instant?
    /// The time each frame shows (see `FrameClock`).
    private var frameClock: FrameClock
    private var isRunning = false
    private var hasEnded = false

    /// A loop for `presenter`, translating SDL's events of window `windowID` (0: any)
    /// (an `SDLInputSource`). Initialises SDL's event queue (released again when the loop
    /// ends).
    public convenience init(presenter: Presenter, windowID: UInt32 = 0, wakeup: Wakeup, refreshInterval: Duration) throws {
        let input = try SDLInputSource(presenter: presenter, windowID: windowID, wakeup: wakeup)
        self.init(presenter: presenter, input: input, refreshInterval: refreshInterval)
    }

    /// A loop for `presenter` with `input`, which it stops when it ends.
    public init(presenter: Presenter, input: any InputSource, refreshInterval: Duration) {
        self.presenter = presenter
        self.input = input
        self.refreshInterval = refreshInterval
        frameClock = FrameClock(interval: Double(refreshInterval / .nanoseconds(1)) / 1e9)
        presenter.onNeedsFrame = { [weak self] in self?.scheduleFrame() }
        input.onEventsWaiting = { [weak self] in self?.schedulePump() }
        presenter.onCloseRequested = { [weak self] in self?.quit() }
    }

    /// Starts waiting for input and shows the first frame. With `handlingSignals`,
    /// SIGINT and SIGTERM end the loop as closing the window does, and SIGUSR1 writes the
    /// hierarchy dump (`HierarchyDumpSignal`) (an app wants this; a test does not).
    public func start(handlingSignals: Bool = false) {
        guard !isRunning, !hasEnded else { return }
        isRunning = true
        switch input.wakeup {
        case .fileDescriptor(let descriptor):
            // On a copy of the descriptor: the input closes its own when it stops.
            if let source = DescriptorReadSource.watch(descriptor, queue: .main, handler: { [weak self] in
                MainActor.assumeIsolated { self?.pump() }
            }) {
                sources.append(source)
            } else {
                // No descriptor left to copy into: poll at the refresh rate instead.
                startPolling(every: refreshInterval)
            }
        case .polling(let interval):
            startPolling(every: interval)
        case .postedEvents:
            break
        }
        if handlingSignals {
            for signalNumber in [SIGINT, SIGTERM] {
                // Dispatch sees the signal only if its default action (ending the process) is off.
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
                source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.quit() } }
                source.resume()
                sources.append(source)
            }
            // SIGUSR1 writes the hierarchy dump to a file (`HierarchyDumpSignal`).
            sources.append(HierarchyDumpSignal.watch(presenter))
        }
        scheduleFrame()
        schedulePump()
    }

    private func startPolling(every interval: Duration) {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now(), repeating: max(interval, .milliseconds(1)).dispatchInterval)
        timer.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.pump() } }
        timer.resume()
        sources.append(timer)
    }

    /// Puts `event` on SDL's queue, as the window system would, and wakes the loop to
    /// handle it (synthetic input for tests and tools). Only for a loop whose input is
    /// SDL's (a programmer error otherwise: traps).
    public func post(_ event: SDL_Event) throws {
        guard let sdl = input as? SDLInputSource else { preconditionFailure("EventLoop.post: the loop's input is not SDL's") }
        try sdl.post(event)
        schedulePump()
    }

    /// Handles every event waiting at the input source now.
    public func pump() {
        guard isRunning else { return }
        while isRunning, let event = input.nextEvent() {
            do {
                try presenter.handle(event)
            } catch {
                fail(error)
                return
            }
            if event == .resized { input.surfaceDidResize(presenter) }
        }
    }

    /// Ends the loop: stops waiting, closes the presenter (controllers are invalidated)
    /// and calls `onQuit`. Only the first call does anything.
    public func quit() {
        guard end() else { return }
        presenter.close()
        onQuit?()
    }

    // MARK: internals

    /// Schedules a frame at the next refresh, or `notBefore` later (scroll indicators
    /// waiting to fade draw nothing new until then). A frame wanted sooner than the one
    /// scheduled (input during that wait) replaces it: the later one, when it fires,
    /// finds itself superseded and does nothing.
    private func scheduleFrame(notBefore: Duration = .zero) {
        guard isRunning else { return }
        // At most one frame per refresh: wait out the rest of the interval since the last.
        var delay = notBefore
        if let lastFrame {
            delay = max(delay, refreshInterval - (ContinuousClock.now - lastFrame))
        }
        let due = ContinuousClock.now + delay
        if let scheduled = scheduledFrame, scheduled <= due { return }
        scheduledFrame = due
        frameGeneration &+= 1
        let generation = frameGeneration
        let work: @Sendable () -> Void = { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.frameGeneration == generation else { return }
                self.runFrame()
            }
        }
        if delay == .zero {
            DispatchQueue.main.async(execute: work)
        } else {
            DispatchQueue.main.asyncAfter(deadline: .now() + delay.dispatchInterval, execute: work)
        }
    }

    private func runFrame() {
        scheduledFrame = nil
        guard isRunning else { return }
        // Nothing to see (hidden, minimized, blanked): no frame, and none asked for until
        // it is seen again (`Presenter.isShown` asks then).
        guard presenter.isShown else {
            frameClock.pause()
            return
        }
        lastFrame = ContinuousClock.now
        do {
            // The frame's time on the input's clock, the one its events are stamped with (a
            // fling runs from its release), spaced by whole refreshes (see `FrameClock`).
            // Frames are spaced from the start each reports, a moment after this one's, so
            // the interval holds between the instants `FrameReport.start` gives.
            let time = frameClock.tick(now: input.now())
            if let report = try presenter.presentFrame(at: time) { lastFrame = report.start }
        } catch {
            fail(error)
            return
        }
        pump()
        // While the display shows the frame: the text of list rows about to scroll in.
        presenter.host.layOutTextAhead()
        // A fling asks for the next frame itself; at rest nothing does, and the loop sleeps.
        // Between, indicators waiting to fade ask for the frame when their fade begins.
        if presenter.isAnimating {
            let now = input.now()
            let wait = max(0, (presenter.nextAnimationTime(after: now) ?? now) - now)
            scheduleFrame(notBefore: .nanoseconds(Int64((wait * 1e9).rounded())))
        }
    }

    private func schedulePump() {
        guard isRunning, !isPumpScheduled else { return }
        isPumpScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                self?.isPumpScheduled = false
                self?.pump()
            }
        }
    }

    private func fail(_ error: any Error) {
        guard end() else { return }
        onError?(error)
    }

    /// Stops the sources; false when the loop had already ended.
    private func end() -> Bool {
        guard !hasEnded else { return false }
        hasEnded = true
        isRunning = false
        for source in sources { source.cancel() }
        sources = []
        input.stop()
        return true
    }
}

extension Duration {
    /// The same span for dispatch's timers, to the nanosecond.
    fileprivate var dispatchInterval: DispatchTimeInterval { .nanoseconds(Int(self / .nanoseconds(1))) }
}
