import Glibc
import Locking

/// A process started with `posix_spawnp`: its file descriptors are exactly the ones it is
/// given, its signal mask is empty and its signal handlers are the defaults (a process
/// spawned from a Dispatch worker thread would otherwise inherit that thread's blocked
/// signals and ignore `SIGTERM`). It is reaped exactly once, by `wait(timeout:)` or `stop()`.
final class ChildProcess: Sendable {
    /// How a process ended.
    enum Status: Hashable, Sendable, CustomStringConvertible {
        case exited(Int32)
        case signaled(Int32)
        /// Something else in this process reaped it, so how it ended is unknown.
        case reapedElsewhere

        var description: String {
            switch self {
            case let .exited(code): "exit status \(code)"
            case let .signaled(signal): "killed by signal \(signal)"
            case .reapedElsewhere: "ended, reaped by other code in this process"
            }
        }
    }

    /// Why a process could not be started.
    enum SpawnError: Error, Hashable, Sendable {
        /// No such executable (on `PATH`, or at the path given).
        case notFound
        /// `posix_spawnp` failed with this `errno`; the text is `strerror`'s.
        case failed(errno: Int32, reason: String)
    }

    let pid: pid_t
    /// The executable and its arguments, for messages.
    let commandLine: String
    private let status = Lock<Status?>(nil)

    /// Starts `executable` (looked up on `PATH` unless it contains a slash).
    /// `descriptors` maps a descriptor number in the child to one of ours it is a copy of;
    /// standard input, output and error not in it are /dev/null, and every other
    /// descriptor is closed in the child.
    init(executable: String, arguments: [String], environment: [String: String],
         descriptors: [Int32: Int32]) throws(SpawnError) {
        commandLine = ([executable] + arguments).joined(separator: " ")
        // Copies above every target number, so that one dup2 never overwrites the source of
        // another and none is a no-op dup2 onto itself (which would keep close-on-exec).
        var sources: [Int32: Int32] = [:]
        defer { for copy in sources.values { close(copy) } }
        for (target, source) in descriptors {
            let copy = fcntl(source, F_DUPFD_CLOEXEC, 64)
            guard copy >= 0 else {
                let code = errno
                throw .failed(errno: code, reason: "fcntl(F_DUPFD_CLOEXEC): " + Self.reason(code))
            }
            sources[target] = copy
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, copy) in sources { posix_spawn_file_actions_adddup2(&actions, copy, target) }
        for target: Int32 in 0...2 where sources[target] == nil {
            posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_RDWR, 0)
        }
        // Descriptors other code in this process opened without close-on-exec: a pipe's
        // write end held by a long-lived child (Xvfb) would keep its reader from ever
        // seeing the end. glibc has had closefrom for posix_spawn since 2.34.
        _ = Self.addCloseFrom?(&actions, max(3, (sources.keys.max() ?? 0) + 1))

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal: Int32 in 1..<32 where signal != SIGKILL && signal != SIGSTOP { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        var result = posix_spawnp(&pid, executable, &actions, &attributes, argv, envp)
        // ETXTBSY: the executable was just written, and a process another thread started
        // meanwhile still holds a copy of the writing descriptor until it execs.
        var retries = 0
        while result == ETXTBSY, retries < 50 {
            usleep(10_000)
            retries += 1
            result = posix_spawnp(&pid, executable, &actions, &attributes, argv, envp)
        }
        switch result {
        case 0: self.pid = pid
        case ENOENT: throw .notFound
        default: throw .failed(errno: result, reason: Self.reason(result))
        }
    }

    deinit {
        _ = stop(grace: .seconds(5))
    }

    /// The process's status once it has ended, waiting at most `timeout` for it; nil while
    /// it still runs. Never blocks longer than `timeout`.
    func wait(timeout: Duration) -> Status? {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var pause = Duration.milliseconds(1)
        while true {
            if let status = poll() { return status }
            let now = clock.now
            guard now < deadline else { return nil }
            let (seconds, attoseconds) = min(pause, deadline - now).components
            usleep(UInt32(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
            pause = min(pause * 2, .milliseconds(20))
        }
    }

    /// Sends `signal` unless the process has been reaped (after which its pid may belong to
    /// another process).
    func send(_ signal: Int32) {
        status.withLock { status in
            if status == nil { kill(pid, signal) }
        }
    }

    /// Ends the process: `SIGTERM`, then `SIGKILL` when it is still running after `grace`.
    /// Returns how it ended (at once when it already had).
    @discardableResult
    func stop(grace: Duration) -> Status {
        if let status = poll() { return status }
        send(SIGTERM)
        if let status = wait(timeout: grace) { return status }
        send(SIGKILL)
        while true {
            if let status = wait(timeout: .seconds(60)) { return status }
        }
    }

    /// Reaps the process if it has ended, without blocking.
    private func poll() -> Status? {
        status.withLock { status in
            if let status { return status }
            var raw: Int32 = 0
            let result = waitpid(pid, &raw, WNOHANG)
            guard result == pid else {
                // 0: still running. ECHILD: someone else reaped it; it is gone, so do not
                // wait forever.
                if result < 0, errno == ECHILD { status = .reapedElsewhere }
                return status
            }
            // The WIFEXITED/WTERMSIG macros, which Swift does not import.
            let signal = raw & 0x7F
            status = signal == 0 ? .exited((raw >> 8) & 0xFF) : .signaled(signal)
            return status
        }
    }

    /// `posix_spawn_file_actions_addclosefrom_np`, a GNU extension Swift's Glibc module
    /// does not declare.
    private static let addCloseFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
