import Geometry
import Mounting

/// Where and how an app shows itself, from its command line and environment, as the
/// gallery reads them: `--backend auto|sdl|drm|fbdev|png` (or `TESSERA_BACKEND`), the
/// window's `--size WIDTHxHEIGHT`, `--scale`, `--fullscreen`, `--renderer auto|software`,
/// the kiosk display's `--device`, `--connector`, `--mode WIDTHxHEIGHT[@HZ]`, `--rotate`,
/// `--blank-after MINUTES`, `--allow-quit`, the folder PNG files go to, `--out` (or
/// `TESSERA_OUT`), and whether the inspector's overlay shows from the start, `--inspect`
/// (or `TESSERA_INSPECT=1`), and the threads large damage is painted on,
/// `--paint-threads N` (or `TESSERA_PAINT_THREADS`). Arguments it does not know are left
/// for the app. Built in code, it is what an app passes to `AppLauncher` to fix any of them.
public struct AppLaunchOptions: Equatable, Sendable {
    /// Where frames go; `.auto` picks a window, then DRM, then fbdev, then PNG files.
    public var backend: PresentationBackend = .auto
    /// The window (its title, size in points, scale, renderer). On a kiosk display the
    /// app fills the display and only `scale` is used (1 when nil).
    public var window: WindowOptions
    /// The kiosk display device (nil: the one `backend` resolves to), connector, mode and
    /// rotation.
    public var kioskDevice: String?
    public var connector: String?
    public var mode: DisplayModeRequest?
    public var rotation: DisplayRotation = .upright
    /// The kiosk's input, and when its display turns off without input (nil: never).
    public var kioskInput = KioskInputOptions()
    public var blankAfter: Duration?
    /// The folder PNG files are written to when there is no display.
    public var pngFolder = "out"
    /// Whether the inspector's overlay shows from the first frame (`Presenter.inspector`;
    /// F12 toggles it in any case).
    public var inspect = false
    /// The threads the app paints large damage on (`ComponentHost.paintThreads`); nil:
    /// every core up to `PaintThreads.limit`. A kiosk that shares a small board with other
    /// work caps it (`--paint-threads`, `TESSERA_PAINT_THREADS`).
    public var paintThreads: Int?

    /// The environment variable that sets `paintThreads`.
    public static let paintThreadsVariable = "TESSERA_PAINT_THREADS"

    /// The environment variable that turns the inspector on at launch (`1`; `0` or empty: off).
    public static let inspectVariable = "TESSERA_INSPECT"

    /// Options for a window of `window`, every other choice left to the machine.
    public init(window: WindowOptions = WindowOptions()) {
        self.window = window
    }

    /// `defaults`, changed by what `arguments` (without the program's name: `CommandLine
    /// .arguments.dropFirst()`) and `environment` ask for; the arguments win. Throws an
    /// `AppLaunchError` naming the argument and what it accepts; arguments it does not
    /// know are skipped.
    public init(arguments: some Sequence<String>, environment: [String: String] = [:],
                 defaults: AppLaunchOptions = AppLaunchOptions()) throws(AppLaunchError) {
        self = defaults
        if let value = environment["TESSERA_BACKEND"], !value.isEmpty {
            backend = try Self.backend(value, from: "TESSERA_BACKEND")
        }
        if let value = environment["TESSERA_OUT"], !value.isEmpty { pngFolder = value }
        if try Self.inspectorRequested(by: environment) { inspect = true }
        if let threads = try Self.paintThreadsRequested(by: environment) { paintThreads = threads }
        var rest = Array(arguments)[...]
        while let argument = rest.popFirst() {
            // `--name value` or `--name=value`.
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            func value() throws(AppLaunchError) -> String {
                if let inline { return inline }
                guard let next = rest.popFirst() else { throw .missingValue(name) }
                return next
            }
            switch name {
            case "--backend": backend = try Self.backend(try value(), from: name)
            case "--size": window.size = try Self.size(try value(), from: name)
            case "--scale":
                let text = try value()
                guard let scale = Double(text), scale.isFinite, scale > 0, scale <= 8 else {
                    throw .invalidValue(name, text, expected: "a number of device pixels per point in (0, 8]")
                }
                window.scale = scale
            case "--fullscreen": window.fullscreen = true
            case "--renderer":
                let text = try value()
                guard let renderer = WindowRenderer(rawValue: text) else {
                    throw .invalidValue(name, text, expected: WindowRenderer.allCases.map(\.rawValue).joined(separator: " or "))
                }
                window.renderer = renderer
            case "--out": pngFolder = try value()
            case "--device": kioskDevice = try value()
            case "--connector": connector = try value()
            case "--mode":
                let text = try value()
                do { mode = try DisplayModeRequest(parsing: text) } catch {
                    throw .invalidValue(name, text, expected: "WIDTHxHEIGHT or WIDTHxHEIGHT@HZ")
                }
            case "--rotate":
                let text = try value()
                guard let degrees = Int(text), let turned = try? DisplayRotation(degrees: degrees) else {
                    throw .invalidValue(name, text, expected: "0, 90, 180 or 270")
                }
                rotation = turned
            case "--blank-after":
                let text = try value()
                guard let minutes = Double(text), minutes > 0, minutes <= 1_440 else {
                    throw .invalidValue(name, text, expected: "minutes in (0, 1440]")
                }
                blankAfter = .milliseconds(Int64((minutes * 60_000).rounded()))
            case "--allow-quit": kioskInput.allowsQuit = true
            case "--inspect": inspect = true
            case "--paint-threads": paintThreads = try Self.threads(try value(), from: name)
            default: continue
            }
        }
    }

    /// The kiosk display's options for `device`.
    func kioskDisplayOptions(device: String) -> KioskDisplayOptions {
        KioskDisplayOptions(device: kioskDevice ?? device, connector: connector, mode: mode, rotation: rotation,
                            scale: window.scale ?? 1)
    }

    /// Whether `environment` asks for the inspector at launch: `TESSERA_INSPECT` is `1`
    /// (or `true`, `yes`); unset, empty, `0` (`false`, `no`) say no. Throws
    /// `AppLaunchError.invalidValue` naming the variable for anything else.
    public static func inspectorRequested(by environment: [String: String]) throws(AppLaunchError) -> Bool {
        guard let value = environment[inspectVariable] else { return false }
        switch value.lowercased() {
        case "1", "true", "yes": return true
        case "", "0", "false", "no": return false
        default: throw .invalidValue(inspectVariable, value, expected: "1 (on) or 0 (off)")
        }
    }

    /// The threads `environment` asks to paint on: `TESSERA_PAINT_THREADS`, nil when it is
    /// unset or empty. Throws `AppLaunchError.invalidValue` naming the variable unless it
    /// is a whole number from 1 to `PaintThreads.limit`.
    public static func paintThreadsRequested(by environment: [String: String]) throws(AppLaunchError) -> Int? {
        guard let value = environment[paintThreadsVariable], !value.isEmpty else { return nil }
        return try threads(value, from: paintThreadsVariable)
    }

    private static func threads(_ text: String, from source: String) throws(AppLaunchError) -> Int {
        guard let threads = PaintThreads.parse(text) else {
            throw .invalidValue(source, text, expected: "a whole number of threads from 1 to \(PaintThreads.limit)")
        }
        return threads
    }

    private static func backend(_ text: String, from source: String) throws(AppLaunchError) -> PresentationBackend {
        // "window" is what a user calls SDL's backend.
        guard let backend = text == "window" ? .sdl : PresentationBackend(rawValue: text) else {
            throw .invalidValue(source, text, expected: PresentationBackend.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return backend
    }

    private static func size(_ text: String, from source: String) throws(AppLaunchError) -> Size {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw .invalidValue(source, text, expected: "WIDTHxHEIGHT in points, both greater than 0 (1280x800)")
        }
        return Size(width: width, height: height)
    }
}

/// A launch option that cannot be used: which, what it was, and what it accepts.
public enum AppLaunchError: Error, Equatable, CustomStringConvertible {
    /// `--name` came last, without its value.
    case missingValue(String)
    /// `--name` (or the environment variable) has a value it does not accept.
    case invalidValue(String, String, expected: String)
    /// The backend asked for is not there, or its device cannot be opened.
    case backend(PresentationBackendError)

    public var description: String {
        switch self {
        case .missingValue(let name): "\(name) needs a value"
        case let .invalidValue(name, value, expected): "\(name) \"\(value)\" is invalid: expected \(expected)"
        case .backend(let error): error.description
        }
    }
}
