import Glibc
@testable import DisplayTestSupport

/// A program the tests start (xev or xlogo on a private display, a busy shell), its standard
/// output captured. It is stopped when released.
final class RunningProgram: Sendable {
    let process: ChildProcess
    private let stdout: CaptureFile

    init(_ executable: String, _ arguments: [String] = [], display: String? = nil) throws {
        stdout = try CaptureFile()
        process = try ChildProcess(executable: executable, arguments: arguments,
                                   environment: XvfbServer.environment(display: display),
                                   descriptors: [1: stdout.descriptor])
    }

    var pid: Int32 { process.pid }

    /// What it printed so far.
    var output: String { stdout.text() }

    /// Waits (at most `timeout`) until its output satisfies `condition`; the output then.
    func waitForOutput(timeout: Duration = .seconds(10), until condition: (String) -> Bool) -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var text = output
        while !condition(text), clock.now < deadline {
            usleep(20_000)
            text = output
        }
        return text
    }
}

/// Runs an X client to completion against `display` (xsetroot, xprop, xdotool).
@discardableResult
func runX11(_ executable: String, _ arguments: [String], display: String) throws -> XTool.Output {
    try XTool(executable: executable, package: "the package that provides \(executable)").run(arguments, display: display)
}

/// The visible top-level window whose name is exactly `name`, waiting until it is mapped.
func visibleWindow(named name: String, display: String) throws -> UInt {
    let output = try runX11("xdotool", ["search", "--sync", "--onlyvisible", "--name", "^\(name)$"], display: display)
    guard let window = output.text.split(separator: "\n").first.flatMap({ UInt($0) }) else {
        throw XToolError.unexpectedOutput(command: "xdotool search --name \(name)", output: output.text)
    }
    return window
}
