/// Where a kiosk's input comes from and what its keys may do: `--input`, `--encoder`,
/// `--calibration`, `--allow-quit`, `--vt-switching`.
public struct KioskInputOptions: Equatable, Sendable {
    /// Event devices to read (libinput's path backend: `/dev/input/event0`…); nil: every
    /// input device of seat `seat`, as udev adds and removes them (hotplug).
    public var devices: [String]?
    public var seat: String
    /// Rotary encoders' event devices: their turns move keyboard focus (REL_DIAL, read
    /// by `EncoderDials`; REL_WHEEL from these devices too), their push button (KEY_ENTER)
    /// activates, as LVGL's encoder input does.
    public var encoders: [String]
    /// A touch calibration matrix (libinput's six values `a b c d e f`, mapping normalized
    /// device coordinates: x' = a·x + b·y + c, y' = d·x + e·y + f) for every touch screen
    /// and absolute pointer; nil: each device's own (udev's `LIBINPUT_CALIBRATION_MATRIX`).
    public var calibration: [Float]?
    /// Whether Ctrl+Alt+Backspace ends the app (a kiosk normally has no way out).
    public var allowsQuit: Bool
    /// Whether Ctrl+Alt+F1…F12 switch virtual consoles (the console's keyboard is muted,
    /// so the kernel does not switch them itself).
    public var allowsConsoleSwitching: Bool

    public init(devices: [String]? = nil, seat: String = "seat0", encoders: [String] = [], calibration: [Float]? = nil,
                allowsQuit: Bool = false, allowsConsoleSwitching: Bool = false) {
        self.devices = devices
        self.seat = seat
        self.encoders = encoders
        self.calibration = calibration
        self.allowsQuit = allowsQuit
        self.allowsConsoleSwitching = allowsConsoleSwitching
    }

    /// Reads `--calibration`: six numbers separated by spaces or commas. Throws a
    /// `KioskError.unsupported` naming the text otherwise.
    public static func calibration(parsing text: String) throws -> [Float] {
        let values = text.split(whereSeparator: { $0 == " " || $0 == "," }).map { Float($0) }
        guard values.count == 6, values.allSatisfy({ $0 != nil && $0!.isFinite }) else {
            throw KioskError.unsupported(device: "--calibration",
                                         "\"\(text)\" is not six numbers a b c d e f (libinput's calibration matrix)")
        }
        return values.map { $0! }
    }
}
