/// Whether the device has a keyboard with letter keys (a kiosk with a touch screen alone
/// has none): an on-screen keyboard's automatic policy shows itself only where there is
/// none. The app sets it for now; the kiosk launcher is to find it from libinput's devices.
struct HasPhysicalKeyboardKey: EnvironmentKey {
    static let defaultValue = true
}

extension ComponentEnvironment {
    /// Whether a keyboard with letter keys is attached (true unless set otherwise).
    public var hasPhysicalKeyboard: Bool {
        get { self[HasPhysicalKeyboardKey.self] }
        set { self[HasPhysicalKeyboardKey.self] = newValue }
    }
}
