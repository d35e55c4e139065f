import Components
import Foundation
import Geometry
import Graphics
import Mounting

/// One entry point for an app on any display: it resolves the backend from its options
/// (`--backend`, `TESSERA_BACKEND`, else what the machine has: a display server, a DRM
/// card, a framebuffer device) and runs the app there, in a window (`Application`), on a
/// kiosk display (`KioskApplication`), or, with no display at all, writes what the window
/// would show as a PNG file and says so in one line: what the gallery does, for any app.
///
/// ```swift
/// @main struct CheckIn {
///     static func main() throws {
///         let options = try AppLaunchOptions(arguments: CommandLine.arguments.dropFirst(),
///                                            environment: ProcessInfo.processInfo.environment,
///                                            defaults: AppLaunchOptions(window: WindowOptions(title: "Check-in")))
///         try MainActor.assumeIsolated {
///             try AppLauncher(options: options).run(name: "check-in") { size in CheckInScreen(size: size) }
///         }
///     }
/// }
/// ```
@MainActor
public struct AppLauncher {
    public var options: AppLaunchOptions
    /// What the machine offers (this machine's unless a test says otherwise).
    public var devices: DisplayDevices
    /// Where `TESSERA_INSPECT`, `TESSERA_COLOR_SCHEME` and the session bus's address are
    /// read, once, when the display opens (the process's environment unless a test says
    /// otherwise).
    public var environment: [String: String]

    public init(options: AppLaunchOptions, devices: DisplayDevices = .probe(),
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.options = options
        self.devices = devices
        self.environment = environment
    }

    /// Whether the inspector shows from the first frame: `options.inspect`, or
    /// `TESSERA_INSPECT=1` in `environment`. Throws `AppLaunchError.invalidValue` when
    /// the variable is neither on nor off.
    public func inspects() throws(AppLaunchError) -> Bool {
        if options.inspect { return true }
        return try AppLaunchOptions.inspectorRequested(by: environment)
    }

    /// The threads the app paints on: `options.paintThreads`, or `TESSERA_PAINT_THREADS`
    /// in `environment`, or nil (every core: `PaintThreads.default`). Throws
    /// `AppLaunchError.invalidValue` when the variable is not a whole number from 1 to
    /// `PaintThreads.limit`.
    public func paintThreads() throws(AppLaunchError) -> Int? {
        if let threads = options.paintThreads { return threads }
        return try AppLaunchOptions.paintThreadsRequested(by: environment)
    }

    /// The display the app goes to, opened, with `content` laid out at its size in points
    /// (and again at each new size); `.pngFiles` when there is none, with the reason.
    /// `content` is built in the desktop's color scheme (`SystemAppearance`:
    /// `ComponentEnvironment.colorScheme`), and made again when it changes.
    /// Throws an `AppLaunchError` when the backend asked for by name is not there or
    /// `TESSERA_COLOR_SCHEME` is invalid, and the window's or the kiosk's own errors when
    /// opening it fails.
    public func open(background: Color = .white, content: @escaping (Size) -> any Component) throws -> AppDisplay {
        let resolved: ResolvedBackend
        do {
            resolved = try options.backend.resolve(on: devices)
        } catch {
            throw AppLaunchError.backend(error)
        }
        let inspects = try inspects()
        let threads = try paintThreads()
        if case .png(let reason) = resolved { return .pngFiles(reason: reason) }
        // The desktop's light or dark preference (or TESSERA_COLOR_SCHEME), in the root's
        // environment from the first frame and again at each change.
        let appearance = try SystemAppearance(environment: environment)
        // A window's fields copy and paste through the desktop's clipboard; a kiosk's
        // keep the default, the app's own memory.
        let clipboard = resolved == .sdl ? SharedClipboard(SDLClipboard()) : nil
        let display = try open(resolved, background: background) { size in
            content(size).inColorScheme(appearance.colorScheme, clipboard: clipboard)
        }
        let presenter: Presenter
        switch display {
        case .window(let application): presenter = application.presenter
        case .kiosk(let application): presenter = application.presenter
        case .pngFiles:
            appearance.stop()
            return display
        }
        presenter.inspector.isEnabled = inspects
        if let threads { presenter.host.paintThreads = threads }
        // The presenter's content keeps the appearance; the appearance only points back.
        appearance.onChange = { [weak presenter] _ in presenter?.remakeContent() }
        if case .window(let application) = display { connectAccessibility(application) }
        return display
    }

    /// Puts the window on the AT-SPI accessibility bus, where screen readers find it
    /// (`ATSPIBridge`), unless `NO_AT_BRIDGE=1` (GTK's and Qt's switch) says not to. No
    /// bus is no error: the app runs unseen by screen readers, as a GTK app does.
    private func connectAccessibility(_ application: Application) {
        guard environment["NO_AT_BRIDGE"] != "1" else { return }
        let surface = application.surface
        application.presenter.accessibilityBridge = try? ATSPIBridge.connect(
            host: application.presenter.host, title: options.window.title,
            applicationName: ProcessInfo.processInfo.processName, environment: environment) { [surface] in
                (surface.screenOrigin, surface.scale)
            }
    }

    private func open(_ resolved: ResolvedBackend, background: Color,
                      content: @escaping (Size) -> any Component) throws -> AppDisplay {
        switch resolved {
        case .sdl:
            do {
                return .window(try Application(options: options.window, background: background, content: content))
            } catch PresentationError.noDisplay(let reason) {
                // A display server is named but cannot be reached: as with none at all.
                return .pngFiles(reason: reason)
            }
        case .drm(let card):
            return .kiosk(try KioskApplication(display: .drm, options: options.kioskDisplayOptions(device: card),
                                               input: options.kioskInput, background: background,
                                               blankAfter: options.blankAfter, content: content))
        case .fbdev(let device):
            return .kiosk(try KioskApplication(display: .fbdev, options: options.kioskDisplayOptions(device: device),
                                               input: options.kioskInput, background: background,
                                               blankAfter: options.blankAfter, content: content))
        case .png(let reason):
            return .pngFiles(reason: reason)
        }
    }

    /// Opens the display (`open`) and runs the app there until it ends; never returns.
    /// Without a display it writes `<pngFolder>/<name>.png` (`writePNG`), saying why in
    /// one line (nothing when PNG files were asked for), and exits with status 0.
    public func run(name: String, background: Color = .white, content: @escaping (Size) -> any Component) throws -> Never {
        switch try open(background: background, content: content) {
        case .window(let application):
            application.run()
        case .kiosk(let application):
            application.run()
        case .pngFiles(let reason):
            if options.backend != .png {
                print("No display available (\(reason)): writing \(name).png into \(options.pngFolder)/ instead.")
            }
            let path = try writePNG(name: name, background: background, content: content)
            print(path)
            exit(0)
        }
    }

    /// Writes what the window would show, at the window's size and scale (1 when nil),
    /// to `<pngFolder>/<name>.png` through a headless surface (the window's code path),
    /// once the work the app started on mounting has landed
    /// (`ComponentHost.finishPendingWork()`); returns the file's path. Creates the folder.
    /// The picture is light, or what `TESSERA_COLOR_SCHEME` says: never the desktop's.
    @discardableResult
    public func writePNG(name: String, background: Color = .white,
                         content: @escaping (Size) -> any Component) throws -> String {
        let scale = options.window.scale ?? 1
        let inspects = try inspects()
        let threads = try paintThreads()
        // The same picture on every machine: the desktop is not asked, the variable is.
        let scheme = try SystemAppearance.colorSchemeOverride(in: environment) ?? .light
        let pixels = try SizeCheck.pixels(of: options.window.size, scale: scale, maximum: Framebuffer.maxSide)
        try FileManager.default.createDirectory(atPath: options.pngFolder, withIntermediateDirectories: true)
        let path = (options.pngFolder as NSString).appendingPathComponent("\(name).png")
        let surface = try HeadlessSurface(width: pixels.width, height: pixels.height)
        let presenter = try Presenter(surface: surface, scale: scale, background: background) { size in
            content(size).inColorScheme(scheme)
        }
        defer { presenter.close() }
        presenter.inspector.isEnabled = inspects
        if let threads { presenter.host.paintThreads = threads }
        try presenter.presentSettledFrame()
        if inspects {
            // A still picture: outlines and the strip, no flash of the first frame.
            presenter.inspector.endFlashes()
            try presenter.presentFrame()
        }
        try PNG.write(surface.image(), toFile: path)
        return path
    }
}

/// Where an `AppLauncher` put the app.
@MainActor
public enum AppDisplay {
    /// A window on a desktop, not yet running (`Application.run()`).
    case window(Application)
    /// A kiosk display without a display server, not yet running (`KioskApplication.run()`).
    case kiosk(KioskApplication)
    /// No display: the app's frames can only go to PNG files (`AppLauncher.writePNG`), for
    /// `reason`.
    case pngFiles(reason: String)
}

extension Component {
    /// This component built in `scheme` (the root an app's content makes).
    func inColorScheme(_ scheme: ColorScheme, clipboard: SharedClipboard? = nil) -> any Component {
        guard let clipboard else { return environment(\.colorScheme, scheme) }
        return environment(\.colorScheme, scheme).environment(\.clipboard, clipboard)
    }
}
