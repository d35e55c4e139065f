import Components

/// The key combination that turns a host's screen reader on and off
/// (`ComponentHost.screenReaderShortcut`), heard before anything focused does, so that a
/// user who cannot see the screen can start the spoken mode at any moment, as Orca's
/// Super+Alt+S does on a desktop. Ctrl+Alt+S by default; the app chooses another (a
/// kiosk's keypad key). `makeReader` makes the reader each time it is turned on, and
/// says that it is; turning it off says so through the reader going.
@MainActor
public struct ScreenReaderShortcut {
    public var key: Key
    public var modifiers: KeyModifiers
    let makeReader: (ComponentHost) -> ScreenReader

    public init(key: Key = .character("s"), modifiers: KeyModifiers = [.control, .alt],
                makeReader: @escaping (ComponentHost) -> ScreenReader) {
        self.key = key
        self.modifiers = modifiers
        self.makeReader = makeReader
    }

    /// Whether `event` is the combination going down (not held, not its release).
    func matches(_ event: KeyEvent) -> Bool {
        event.isDown && !event.isRepeat && event.modifiers == modifiers && Self.same(event.key, key)
    }

    /// Letters match in either case (Shift is a modifier of its own).
    private static func same(_ a: Key, _ b: Key) -> Bool {
        if case .character(let x) = a, case .character(let y) = b { return x.lowercased() == y.lowercased() }
        return a == b
    }
}
