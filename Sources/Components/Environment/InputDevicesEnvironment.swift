/// Whether the device has a keyboard with letter keys: an app's launcher sets it (a kiosk
/// with a touch screen alone has none); an on-screen keyboard's automatic policy shows
/// itself only where there is none.
struct HasPhysicalKeyboardKey: EnvironmentKey {
    static let defaultValue = true
}

extension ComponentEnvironment {
    /// Whether a keyboard with letter keys is attached (true unless the launcher found none).
    public var hasPhysicalKeyboard: Bool {
        get { self[HasPhysicalKeyboardKey.self] }
        set { self[HasPhysicalKeyboardKey.self] = newValue }
    }
}
