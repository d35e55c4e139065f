import ArgumentParser
import Tessera

/// `gallery show`'s kiosk options: how the DRM or fbdev display is taken and turned, and
/// where input comes from.
struct KioskArguments: ParsableArguments {
    @Option(help: "The display device (default: the first usable /dev/dri/cardN, or /dev/fb0).")
    var device: String?

    @Option(help: "The DRM connector to show on, e.g. HDMI-A-1 (default: the first connected one).")
    var connector: String?

    @Option(help: "The DRM mode, WIDTHxHEIGHT or WIDTHxHEIGHT@HZ (default: the display's preferred one).")
    var mode: String?

    @Option(help: "Turn the picture and the input clockwise by 0, 90, 180 or 270 degrees.")
    var rotate = 0

    @Option(help: "Read only this input device (repeatable; default: every device of the seat, through udev).")
    var input: [String] = []

    @Option(help: "A rotary encoder's input device: its turns move keyboard focus, its button activates (repeatable).")
    var encoder: [String] = []

    @Option(help: "A touch calibration matrix \"a b c d e f\" (default: udev's LIBINPUT_CALIBRATION_MATRIX).")
    var calibration: String?

    @Option(help: "Turn the display off after this many minutes without input (default: keep it on).")
    var blankAfter: Double?

    @Flag(help: "Let Ctrl+Alt+Backspace end the gallery.")
    var allowQuit = false

    @Flag(help: "Let Ctrl+Alt+F1…F12 switch virtual consoles.")
    var consoleSwitching = false

    func validate() throws {
        if let blankAfter, !(blankAfter > 0 && blankAfter <= 1_440) {
            throw ValidationError("--blank-after must be minutes in (0, 1440], got \(blankAfter)")
        }
        do {
            _ = try DisplayRotation(degrees: rotate)
            if let mode { _ = try DisplayModeRequest(parsing: mode) }
            if let calibration { _ = try KioskInputOptions.calibration(parsing: calibration) }
        } catch let error as CustomStringConvertible & Error {
            throw ValidationError(error.description)
        }
    }

    /// Puts these choices into an app's launch options (checked by `validate()`).
    func configure(_ options: inout AppLaunchOptions) throws {
        options.kioskDevice = device
        options.connector = connector
        options.mode = try mode.map { try DisplayModeRequest(parsing: $0) }
        options.rotation = try DisplayRotation(degrees: rotate)
        options.kioskInput = try inputOptions()
        options.blankAfter = blankAfter.map { .milliseconds(Int64(($0 * 60_000).rounded())) }
    }

    func inputOptions() throws -> KioskInputOptions {
        KioskInputOptions(devices: input.isEmpty ? nil : input, encoders: encoder,
                          calibration: try calibration.map { try KioskInputOptions.calibration(parsing: $0) },
                          allowsQuit: allowQuit, allowsConsoleSwitching: consoleSwitching)
    }
}
