/// When a controller's timer fires (`ComponentController.startTimer(_:_:)`).
public enum TimerSchedule: Sendable, Equatable {
    /// Once, `seconds` from now.
    case after(seconds: Double)
    /// Every `seconds`, the first `seconds` from now: a poll. Fires stay on the grid of
    /// multiples of the interval from the start (no drift); fires missed while the app was
    /// busy or asleep are skipped, not made up in a burst.
    case every(seconds: Double)
    /// Every `seconds` of the clock on the wall, on its boundaries: `.wallClock(seconds:
    /// 60)` fires at each minute's start, as a clock showing hours and minutes wants;
    /// `.wallClock(seconds: 1)` at each second's. Missed boundaries are skipped.
    case wallClock(seconds: Double)

    /// The interval, checked: finite and greater than 0 (a programmer error otherwise).
    var interval: Double {
        switch self {
        case .after(let seconds): max(0, seconds.isFinite ? seconds : 0)
        case .every(let seconds), .wallClock(let seconds): seconds
        }
    }
}
