import Foundation

/// How many threads a host paints its damage on (`ComponentHost.paintThreads`): a large
/// rectangle of damage (a page switch, a resize, a scrolled list's new rows) is cut into
/// that many horizontal bands, each painted on its own core; small damage (a press, a
/// caret) stays on the calling thread, where waking other threads would cost more than
/// it saves (`NodePainter.minimumBandedArea`). Between frames the threads are parked in
/// the system's pool: an idle app uses no CPU.
public enum PaintThreads {
    /// The most threads a host paints on: beyond 8 bands, a 1080p frame's bands are
    /// shorter than the cost of starting them.
    public static let limit = 8

    /// Every core, up to `limit`. (An app launched through `AppLauncher` takes
    /// `--paint-threads` or `TESSERA_PAINT_THREADS` instead: `AppLaunchOptions.paintThreads`.)
    public static let `default` = clamped(ProcessInfo.processInfo.activeProcessorCount)

    /// `value` as a thread count: a whole number from 1 to `limit`, else nil.
    public static func parse(_ value: String) -> Int? {
        guard let threads = Int(value.trimmingCharacters(in: .whitespaces)), (1...limit).contains(threads) else { return nil }
        return threads
    }

    /// `threads` within 1...`limit`.
    public static func clamped(_ threads: Int) -> Int { min(max(threads, 1), limit) }
}
