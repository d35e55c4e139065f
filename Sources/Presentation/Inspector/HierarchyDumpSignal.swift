import Dispatch
import Foundation
import LibC

/// SIGUSR1 in a running app writes its hierarchy dump (`HierarchyDump.text`) to a file,
/// and prints nothing: a kiosk has no terminal to print to. The file is
/// `$XDG_RUNTIME_DIR/tessera-<pid>-tree.txt`, else `/tmp/tessera-<pid>-tree.txt`
/// (`path`), replaced whole at each signal (written beside it, then renamed), so a
/// reader never sees half a dump.
///
/// The signal arrives through a dispatch source on the main queue, as SIGTERM does, so
/// the dump is built on the main actor between frames. The kiosk's console switching
/// uses real-time signals (`VirtualConsole`), so SIGUSR1 is free on every backend.
public enum HierarchyDumpSignal {
    /// Where the dump of process `pid` goes.
    public static func path(environment: [String: String] = ProcessInfo.processInfo.environment,
                            pid: Int32 = getpid()) -> String {
        let folder = environment["XDG_RUNTIME_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return (folder as NSString).appendingPathComponent("tessera-\(pid)-tree.txt")
    }

    /// Writes `presenter`'s dump to `path`, replacing what was there. Throws what writing
    /// threw (a missing or read-only folder).
    @MainActor
    public static func write(_ presenter: Presenter, to path: String = HierarchyDumpSignal.path()) throws {
        let text = HierarchyDump(of: presenter).text
        let partial = path + ".partial"
        try Data(text.utf8).write(to: URL(fileURLWithPath: partial))
        guard rename(partial, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(partial)
            throw HierarchyDumpError(path: path, reason: reason)
        }
    }

    /// Starts writing `presenter`'s dump on each SIGUSR1; cancel the source to stop. A
    /// dump that cannot be written says why in one line on standard error.
    @MainActor
    public static func watch(_ presenter: Presenter) -> any DispatchSourceSignal {
        // Dispatch sees the signal only if its default action (ending the process) is off.
        signal(SIGUSR1, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGUSR1, queue: .main)
        source.setEventHandler { [weak presenter] in
            MainActor.assumeIsolated {
                guard let presenter else { return }
                do {
                    try write(presenter)
                } catch {
                    FileHandle.standardError.write(Data("tessera: cannot write the hierarchy dump: \(error)\n".utf8))
                }
            }
        }
        source.resume()
        return source
    }
}

/// A hierarchy dump that could not be put in place.
public struct HierarchyDumpError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String

    public var description: String { "cannot write \(path): \(reason)" }
}
