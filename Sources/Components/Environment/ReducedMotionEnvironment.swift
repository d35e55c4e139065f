import Foundation

/// Whether motion is reduced, as CSS's `prefers-reduced-motion: reduce`: moves, resizes
/// and transforms jump to their end; fades (opacity) still run, as the cross-fade that
/// replaces motion. Set per host (`ComponentHost.reducesMotion`); the default is
/// `TESSERA_REDUCED_MOTION=1` in the environment, read once.
public enum ReducedMotion {
    /// `TESSERA_REDUCED_MOTION` is `1` (or `true`, `yes`).
    public static let isRequestedByEnvironment: Bool = {
        guard let value = ProcessInfo.processInfo.environment["TESSERA_REDUCED_MOTION"]?.lowercased() else { return false }
        return ["1", "true", "yes"].contains(value)
    }()
}

/// Reduced motion in the environment: `TESSERA_REDUCED_MOTION` unless something around
/// sets it.
struct ReducedMotionKey: EnvironmentKey {
    static let defaultValue = ReducedMotion.isRequestedByEnvironment
}

extension ComponentEnvironment {
    /// Whether the subtree's own motion is reduced: what components that move by
    /// themselves read (an animated image then shows its first frame and does not play).
    /// The process's `TESSERA_REDUCED_MOTION` unless `.environment(\.reducesMotion, ...)`
    /// set it around; mounting's transitions follow `ComponentHost.reducesMotion`.
    public var reducesMotion: Bool {
        get { self[ReducedMotionKey.self] }
        set { self[ReducedMotionKey.self] = newValue }
    }
}
