/// Where an `EventLoop`'s input comes from: SDL's event queue on a desktop
/// (`SDLInputSource`), libinput's devices on a kiosk (`LibinputSource`). A source
/// translates its events into `WindowEvent`s in the presenter's points, and says which
/// clock their times are on, so frames and flings are timed on the same clock.
@MainActor
public protocol InputSource: AnyObject {
    /// How the loop learns that events wait.
    var wakeup: EventLoop.Wakeup { get }
    /// The next waiting event, translated; nil when none waits.
    func nextEvent() -> WindowEvent?
    /// Seconds now on the clock of the events' times.
    func now() -> Double
    /// The presenter's surface changed size (after a `.resized` event was handled):
    /// positions map to points differently now.
    func surfaceDidResize(_ presenter: Presenter)
    /// Set by the loop: call it when events wait that no descriptor announces (a key's
    /// repeats, made on a timer).
    var onEventsWaiting: (() -> Void)? { get set }
    /// Stops reading input (the loop ended). Later calls do nothing.
    func stop()
}
