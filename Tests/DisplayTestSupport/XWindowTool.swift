import Foundation
import Geometry
import Glibc

/// Finds and drives windows on one X display through `xdotool`: waits for a process's
/// window, reads and changes its geometry, clicks in it and types into it.
///
/// Input goes through the XTEST extension, so the window receives the same events a real
/// mouse and keyboard would produce (not synthetic `SendEvent` ones, which some toolkits
/// ignore). Under a bare Xvfb there is no window manager: windows keep the position and
/// size they ask for, `resize` takes effect at once, and keyboard focus moves only when
/// `key` sets it. Coordinates are window pixels, relative to the window's top-left corner
/// inside its X border.
public struct XWindowTool: Sendable {
    /// An X pointer button.
    public enum Button: Int, Sendable {
        case left = 1, middle = 2, right = 3, wheelUp = 4, wheelDown = 5
    }

    /// The display the tool drives, `":N"`.
    public let display: String

    public init(display: String) {
        self.display = display
    }

    /// The id of the mapped (visible) window whose `_NET_WM_PID` is `pid`, polling until
    /// one appears or `timeout` passes. SDL, GTK and Qt set `_NET_WM_PID` on their
    /// top-level windows; when a process has several mapped windows, the first `xdotool`
    /// lists is returned. A window is mapped before its program draws into it: an SDL
    /// window reads back black until its first frame is presented. A program that ends
    /// without a window is reported at once; the limit is for one that never maps it (a
    /// debug build starting on a loaded machine takes seconds).
    public func waitForWindow(pid: Int32, timeout: Duration = .seconds(60)) throws(XToolError) -> UInt {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while true {
            let visible = try windows(["--onlyvisible", "--pid", String(pid)])
            if let window = visible.first { return window }
            let ended = kill(pid, 0) != 0 && errno == ESRCH
            if ended || clock.now >= deadline {
                let unmapped = try windows(["--pid", String(pid)])
                throw .windowNotFound(pid: pid, display: display, timeout: timeout, unmappedWindows: unmapped, processEnded: ended)
            }
            usleep(50_000)
        }
    }

    /// The window's frame on the screen: `x` and `y` of its top-left corner (outside its
    /// X border, which SDL windows do not have), `width` and `height` of its inside.
    public func geometry(window: UInt) throws(XToolError) -> PixelRect {
        let output = try XTool.xdotool.run(["getwindowgeometry", "--shell", String(window)], display: display)
        var values: [String: Int] = [:]
        for line in output.text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
        }
        guard let x = values["X"], let y = values["Y"], let width = values["WIDTH"], let height = values["HEIGHT"] else {
            throw .unexpectedOutput(command: "xdotool getwindowgeometry --shell \(window)", output: output.text)
        }
        return PixelRect(x: x, y: y, width: width, height: height)
    }

    /// Moves the pointer to (`x`, `y`) in the window (it enters the window if it was
    /// outside, and the window takes the focus, the server's focus following the pointer).
    public func movePointer(window: UInt, x: Int, y: Int) throws(XToolError) {
        try pointer(window: window, x: x, y: y, then: [])
    }

    /// Moves the pointer to (`x`, `y`) in the window, then presses and releases `button`.
    /// Without a window manager a click does not move the keyboard focus.
    public func click(window: UInt, x: Int, y: Int, button: Button = .left) throws(XToolError) {
        try pointer(window: window, x: x, y: y, then: ["click", String(button.rawValue)])
    }

    /// Moves the pointer to (`x`, `y`) in the window, then presses `button` (a drag starts
    /// here and ends with `mouseUp` elsewhere).
    public func mouseDown(window: UInt, x: Int, y: Int, button: Button = .left) throws(XToolError) {
        try pointer(window: window, x: x, y: y, then: ["mousedown", String(button.rawValue)])
    }

    /// Moves the pointer to (`x`, `y`) in the window (one motion event, with the button
    /// still held after `mouseDown`), then releases `button`.
    public func mouseUp(window: UInt, x: Int, y: Int, button: Button = .left) throws(XToolError) {
        try pointer(window: window, x: x, y: y, then: ["mouseup", String(button.rawValue)])
    }

    /// Moves the pointer to (`x`, `y`) in the window, then turns the wheel `notches`
    /// clicks: down (button 5, content moving up) when positive, up (button 4) when
    /// negative, `interval` apart. X has no wheel events: each notch is a press and a
    /// release of its button, which SDL turns into one wheel step.
    public func turnWheel(window: UInt, x: Int, y: Int, notches: Int,
                          interval: Duration = .milliseconds(20)) throws(XToolError) {
        guard notches != 0 else { return }
        let button = notches > 0 ? Button.wheelDown : Button.wheelUp
        try pointer(window: window, x: x, y: y, then: [
            "click", "--repeat", String(notches.magnitude), "--delay", String(Self.milliseconds(interval)),
            String(button.rawValue),
        ])
    }

    /// A drag with the left button as a hand makes it: a press at `from`, `steps` moves
    /// along the straight line to `to` (the last one at `to`), `interval` apart, and a
    /// release at `to` right after the last move. It is one `xdotool` run (its commands
    /// chained, with its own `sleep` between moves), so the moves are spaced by
    /// `interval` and not by how long starting a process takes on a loaded machine.
    public func drag(window: UInt, from: (x: Int, y: Int), to: (x: Int, y: Int), steps: Int,
                     interval: Duration) throws(XToolError) {
        precondition(steps >= 1, "drag(window:) needs at least one move")
        let milliseconds = Self.milliseconds(interval)
        let fraction = String(milliseconds % 1000)
        let pause = "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
        var commands = ["mousedown", "1"]
        for step in 1...steps {
            let x = from.x + (to.x - from.x) * step / steps
            let y = from.y + (to.y - from.y) * step / steps
            commands += ["sleep", pause, "mousemove", "--window", String(window), String(x), String(y)]
        }
        try pointer(window: window, x: from.x, y: from.y, then: commands + ["mouseup", "1"])
    }

    /// Resizes the window's inside to `width` x `height` pixels (both at least 1). With no
    /// window manager nothing intervenes: `geometry` reports the new size at once, and the
    /// program receives a `ConfigureNotify` (which it handles when it gets to it).
    public func resize(window: UInt, width: Int, height: Int) throws(XToolError) {
        _ = try XTool.xdotool.run(["windowsize", String(window), String(width), String(height)], display: display)
    }

    /// Gives the keyboard focus to the root window, away from every program's window
    /// (each gets `FocusOut`, as when the user turns to another application).
    public func focusRootWindow() throws(XToolError) {
        let root = try XTool.xdotool.run(["search", "--maxdepth", "0", "--name", ""], display: display).text
            .split(separator: "\n").first.map(String.init) ?? ""
        _ = try XTool.xdotool.run(["windowfocus", "--sync", root], display: display)
    }

    /// Gives `window` the keyboard focus, waiting until the server reports it.
    public func focus(window: UInt) throws(XToolError) {
        _ = try XTool.xdotool.run(["windowfocus", "--sync", String(window)], display: display)
    }

    /// Gives the window the keyboard focus, then presses and releases each of `keys` in
    /// turn: X keysym names (`"Right"`, `"Return"`, `"a"`, `"space"`) or chords
    /// (`"ctrl+a"`, `"shift+Tab"`). The focus stays on the window afterwards.
    ///
    /// Without a window manager nothing gives a window the focus (the server starts with
    /// it following the pointer), and `xdotool key --window` to a window without the focus
    /// sends synthetic events instead of XTEST input; so the focus is set first, with
    /// `xdotool windowfocus --sync`, which waits until the server reports it.
    public func key(window: UInt, _ keys: String...) throws(XToolError) {
        precondition(!keys.isEmpty, "key(window:) needs at least one key")
        _ = try XTool.xdotool.run(["windowfocus", "--sync", String(window), "key"] + keys, display: display)
    }

    /// Gives the window the keyboard focus (as `key(window:_:)` does), then types `text`
    /// key by key. Characters the keyboard map lacks (Hebrew, an emoji) are first bound to
    /// spare keycodes for good: `xdotool type` would bind each for its press alone and undo
    /// the binding at once, and a program slower to read its events than xdotool is to
    /// send them (one under AddressSanitizer) then looks the key up unbound and types
    /// nothing.
    public func type(window: UInt, _ text: String) throws(XToolError) {
        try bindKeysyms(for: text)
        _ = try XTool.xdotool.run(["windowfocus", "--sync", String(window), "type", "--delay", "30", text], display: display)
    }

    /// Binds each non-ASCII scalar of `text` to a keycode that has no symbols yet
    /// (`xmodmap -pke` lists them), as keysym `U+XXXX`.
    private func bindKeysyms(for text: String) throws(XToolError) {
        let scalars = Array(Set(text.unicodeScalars.filter { !$0.isASCII })).sorted { $0.value < $1.value }
        guard !scalars.isEmpty else { return }
        let map = try XTool.xmodmap.run(["-pke"], display: display).text
        let free = map.split(separator: "\n").compactMap { line -> Int? in
            // "keycode 200 =" with nothing after the sign is a spare keycode.
            let parts = line.split(separator: "=", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[1].trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            return Int(parts[0].split(separator: " ").last ?? "")
        }
        guard free.count >= scalars.count else {
            throw .unexpectedOutput(command: "xmodmap -pke", output: "\(free.count) spare keycodes for \(scalars.count) characters")
        }
        var expressions: [String] = []
        for (keycode, scalar) in zip(free, scalars) {
            expressions += ["-e", "keycode \(keycode) = U\(String(scalar.value, radix: 16, uppercase: true))"]
        }
        _ = try XTool.xmodmap.run(expressions, display: display)
    }

    private func pointer(window: UInt, x: Int, y: Int, then action: [String]) throws(XToolError) {
        _ = try XTool.xdotool.run(["mousemove", "--window", String(window), String(x), String(y)] + action, display: display)
    }

    /// Whole milliseconds in `duration` (xdotool's unit), rounded down.
    private static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }

    /// The windows `xdotool search` finds (exit status 1 means none).
    private func windows(_ criteria: [String]) throws(XToolError) -> [UInt] {
        let output = try XTool.xdotool.run(["search"] + criteria, display: display, successStatuses: [0, 1])
        var windows: [UInt] = []
        for line in output.text.split(separator: "\n") {
            guard let window = UInt(line) else {
                throw .unexpectedOutput(command: "xdotool search " + criteria.joined(separator: " "), output: output.text)
            }
            windows.append(window)
        }
        return windows
    }
}
