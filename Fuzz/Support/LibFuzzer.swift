import CLibFuzzer

#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's driver. A target file's top-level code hands the process to it with its
/// test function: `LibFuzzer.run(fuzzSomething)`.
///
/// SwiftPM gives every executable a `main` of its own (renamed, for testable
/// executables), so a target cannot leave `main` to libFuzzer as a C program would;
/// `LLVMFuzzerRunDriver` is libFuzzer's entry for that case.
public enum LibFuzzer {
    /// What libFuzzer calls with each input: its bytes. Returns 0 (other values are
    /// reserved by libFuzzer).
    public typealias Test = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// Runs libFuzzer on the process's command line and exits with its status.
    public static func run(_ test: Test) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, test))
    }
}
