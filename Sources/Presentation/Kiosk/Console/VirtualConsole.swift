import CLinux
import Dispatch
import LibC

/// The virtual console a kiosk shows on, taken over while it runs and given back as it
/// was: switched to graphics mode (the kernel's text console stops drawing over the
/// frames, and its cursor stops blinking) with its keyboard muted (keys go only to
/// libinput, none leak into a shell behind), and switched back on `restore()`, on
/// SIGTERM (through the app's loop) and on a crash (a signal handler restores both modes
/// before the process dies).
///
/// Switching consoles: with `VT_PROCESS` the kernel asks before switching away
/// (`onRelease`: drop the display and input, then it switches) and says when the console
/// is back (`onAcquire`). Since the keyboard is muted, Ctrl+Alt+F*n* reaches the app,
/// which switches with `activate(_:)` only when the kiosk allows it.
@MainActor
public final class VirtualConsole {
    /// `/dev/tty1`…: the console that was showing when the app started.
    public let path: String
    /// Called before another console takes the display, and after it is back.
    public var onRelease: (() -> Void)?
    public var onAcquire: (() -> Void)?

    private let descriptor: Int32
    private let savedMode: Int32
    private let savedKeyboardMode: Int32
    private var signalSources: [any DispatchSourceSignal] = []
    private var isRestored = false

    /// Takes over the virtual console the process runs on (standard input, as a systemd
    /// unit with `TTYPath=/dev/tty1` and `StandardInput=tty` gives it: the process owns
    /// it, so no capability is needed), else the foreground console. Nil when the machine
    /// has none (`/dev/tty0` missing: a kernel without virtual consoles needs nothing
    /// done). Throws a `KioskError` when there is one and it cannot be opened or switched.
    public static func takeOver() throws -> VirtualConsole? {
        if let path = ttyname(0).map({ String(cString: $0) }), isVirtualConsole(path) {
            return try VirtualConsole(path: path)
        }
        guard access("/dev/tty0", F_OK) == 0 else { return nil }
        let current = open("/dev/tty0", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard current >= 0 else { throw KioskError.failed("open", on: "/dev/tty0") }
        var state = vt_stat()
        let found = tessera_ioctl_pointer(current, UInt(VT_GETSTATE), &state) == 0
        let error = KioskError.failed("VT_GETSTATE", on: "/dev/tty0")
        close(current)
        guard found else { throw error }
        return try VirtualConsole(path: "/dev/tty\(state.v_active)")
    }

    /// `/dev/tty1` to `/dev/tty63` (not `/dev/tty0`, the foreground alias, nor serial
    /// lines like `/dev/ttyS0`).
    static func isVirtualConsole(_ path: String) -> Bool {
        guard path.hasPrefix("/dev/tty"), let number = Int(path.dropFirst("/dev/tty".count)) else { return false }
        return (1...63).contains(number)
    }

    private init(path: String) throws {
        self.path = path
        descriptor = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw KioskError.failed("open", on: path) }
        var mode: Int32 = 0, keyboardMode: Int32 = 0
        guard tessera_ioctl_pointer(descriptor, UInt(KDGETMODE), &mode) == 0,
              tessera_ioctl_pointer(descriptor, UInt(KDGKBMODE), &keyboardMode) == 0 else {
            let error = KioskError.failed("KDGETMODE", on: path)
            close(descriptor)
            throw error
        }
        savedMode = mode
        savedKeyboardMode = keyboardMode
        CrashRestore.arm(descriptor: descriptor, mode: mode, keyboardMode: keyboardMode)
        guard tessera_ioctl_value(descriptor, UInt(KDSETMODE), UInt(KD_GRAPHICS)) == 0 else {
            let error = KioskError.failed("KDSETMODE(KD_GRAPHICS)", on: path)
            CrashRestore.disarm()
            close(descriptor)
            throw error
        }
        // Muting the keyboard can fail on a serial console; the display is what matters.
        _ = tessera_ioctl_value(descriptor, UInt(KDSKBMODE), UInt(K_OFF))
        watchSwitches()
    }

    /// Shows console `number` (Ctrl+Alt+F*n*).
    public func activate(_ number: Int) {
        guard !isRestored else { return }
        _ = tessera_ioctl_value(descriptor, UInt(VT_ACTIVATE), UInt(number))
    }

    /// Gives the console back: text mode, its keyboard, automatic switching. Later calls
    /// do nothing.
    public func restore() {
        guard !isRestored else { return }
        isRestored = true
        for source in signalSources { source.cancel() }
        signalSources = []
        var automatic = vt_mode()
        automatic.mode = CChar(VT_AUTO)
        _ = tessera_ioctl_pointer(descriptor, UInt(VT_SETMODE), &automatic)
        _ = tessera_ioctl_value(descriptor, UInt(KDSKBMODE), UInt(savedKeyboardMode))
        _ = tessera_ioctl_value(descriptor, UInt(KDSETMODE), UInt(savedMode))
        CrashRestore.disarm()
        close(descriptor)
    }

    /// The signals the kernel sends before switching away from the console and when it
    /// is back (`VT_PROCESS`'s `relsig` and `acqsig`): real-time signals, which nothing
    /// else uses, so SIGUSR1 stays free for the hierarchy dump (`HierarchyDumpSignal`) on
    /// every backend. The kernel takes any signal number there.
    public nonisolated static var switchSignals: (release: Int32, acquire: Int32) {
        (tessera_sigrtmin() + 1, tessera_sigrtmin() + 2)
    }

    /// `VT_PROCESS`: the kernel sends `switchSignals.release` before switching away and
    /// `switchSignals.acquire` on return.
    private func watchSwitches() {
        let signals = Self.switchSignals
        var processMode = vt_mode()
        processMode.mode = CChar(VT_PROCESS)
        processMode.relsig = Int16(signals.release)
        processMode.acqsig = Int16(signals.acquire)
        guard tessera_ioctl_pointer(descriptor, UInt(VT_SETMODE), &processMode) == 0 else { return }
        for (signalNumber, isRelease) in [(signals.release, true), (signals.acquire, false)] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, !self.isRestored else { return }
                    if isRelease {
                        self.onRelease?()
                        _ = tessera_ioctl_value(self.descriptor, UInt(VT_RELDISP), 1)
                    } else {
                        _ = tessera_ioctl_value(self.descriptor, UInt(VT_RELDISP), tessera_VT_ACKACQ)
                        self.onAcquire?()
                    }
                }
            }
            source.resume()
            signalSources.append(source)
        }
    }

    /// The console's mode as `gallery console-mode` reports it: "text" or "graphics" for
    /// the foreground console. Throws a `KioskError` without one.
    public static func foregroundMode() throws -> String {
        let current = open("/dev/tty0", O_RDONLY | O_NOCTTY | O_CLOEXEC)
        guard current >= 0 else { throw KioskError.failed("open", on: "/dev/tty0") }
        defer { close(current) }
        var mode: Int32 = 0
        guard tessera_ioctl_pointer(current, UInt(KDGETMODE), &mode) == 0 else {
            throw KioskError.failed("KDGETMODE", on: "/dev/tty0")
        }
        return mode == KD_TEXT ? "text" : "graphics"
    }
}

/// Gives the console back if the process crashes while a kiosk holds it: a text console
/// left in graphics mode with its keyboard off is a dead screen until reboot. The handler
/// only makes ioctl calls (async-signal-safe), then lets the signal end the process.
private enum CrashRestore {
    nonisolated(unsafe) static var descriptor: Int32 = -1
    nonisolated(unsafe) static var mode: Int32 = 0
    nonisolated(unsafe) static var keyboardMode: Int32 = 0
    static let signals = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

    static func arm(descriptor: Int32, mode: Int32, keyboardMode: Int32) {
        (Self.descriptor, Self.mode, Self.keyboardMode) = (descriptor, mode, keyboardMode)
        for signalNumber in signals {
            signal(signalNumber) { signalNumber in
                if CrashRestore.descriptor >= 0 {
                    _ = tessera_ioctl_value(CrashRestore.descriptor, UInt(KDSKBMODE), UInt(CrashRestore.keyboardMode))
                    _ = tessera_ioctl_value(CrashRestore.descriptor, UInt(KDSETMODE), UInt(CrashRestore.mode))
                }
                signal(signalNumber, SIG_DFL)
                raise(signalNumber)
            }
        }
    }

    static func disarm() {
        descriptor = -1
        for signalNumber in signals { signal(signalNumber, SIG_DFL) }
    }
}
