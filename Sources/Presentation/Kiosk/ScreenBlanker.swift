import Dispatch

/// Turns a kiosk's display off after a time without input, and on again at the next
/// touch, click or key, which only wakes it (a tap on a dark screen must not press
/// whatever is under the finger). Without an idle time the display stays on.
///
/// Input only notes its time; the one timer, when it fires, blanks or sleeps again until
/// the idle time after the last input: a drag's hundred moves make no timer each.
@MainActor
public final class ScreenBlanker {
    public let idleTime: Duration
    public private(set) var isBlanked = false
    /// Called when the display turns off (true) or on again (false): the kiosk stops
    /// presenting frames meanwhile (`Presenter.isShown`).
    public var onBlankedChange: ((Bool) -> Void)?
    private let surface: any KioskSurface
    private let timer: any DispatchSourceTimer
    private var lastInput = ContinuousClock.now

    /// Blanks `surface` after `idleTime` without input (counted from now).
    public init(surface: any KioskSurface, idleTime: Duration) {
        self.surface = surface
        self.idleTime = idleTime
        timer = DispatchSource.makeTimerSource(queue: .main)
        timer.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.timerFired() } }
        schedule(after: idleTime)
        timer.resume()
    }

    /// Input arrived. Returns whether it should act: false when it only woke the display.
    public func noteInput() -> Bool {
        lastInput = ContinuousClock.now
        guard isBlanked else { return true }
        isBlanked = false
        surface.setBlanked(false)
        onBlankedChange?(false)
        schedule(after: idleTime)
        return false
    }

    public func stop() {
        timer.cancel()
    }

    private func timerFired() {
        let idle = ContinuousClock.now - lastInput
        if idle >= idleTime {
            isBlanked = true
            surface.setBlanked(true)
            onBlankedChange?(true)
        } else {
            schedule(after: idleTime - idle)
        }
    }

    private func schedule(after delay: Duration) {
        timer.schedule(deadline: .now() + .nanoseconds(Int(delay / .nanoseconds(1))))
    }
}
