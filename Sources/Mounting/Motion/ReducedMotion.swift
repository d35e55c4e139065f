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
