#if canImport(Glibc)
import Glibc
#endif

/// What a target checks beyond "no crash": a failed check stops the run as a crash
/// does, with a message, so libFuzzer saves the input.
public enum FuzzCheck {
    /// Stops the run when `condition` is false.
    public static func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() { fatalError("fuzz check failed: \(message())") }
    }

    /// True when the environment variable `name` is 1: checks a target makes only when
    /// asked, for properties another part of the project is still working towards.
    public static func isEnabled(_ name: String) -> Bool {
        guard let value = getenv(name) else { return false }
        return String(cString: value) == "1"
    }
}
