import CSDL2
import Foundation
import Components
import Geometry
import Graphics
import Mounting

/// A resizable SDL window showing a presenter's frames, through a `WindowBacking`: SDL's
/// renderer and a streaming texture (GL, vsync), or the window's own surface with only
/// the damaged rectangles sent (`WindowRenderer` chooses). HiDPI: frames are drawn at the
/// drawable's size in pixels, and `scale` is device pixels per point for the presenter.
///
/// Opening the first window initialises SDL's video (throwing `.noDisplay` when there is
/// no display); `close()` destroys the window and shuts the video subsystem down again.
@MainActor
public final class WindowSurface: PresentationSurface {
    /// SDL's window (`SDL_Window *`).
    public let window: OpaquePointer
    private let backing: any WindowBacking
    /// How frames reach the screen: `.damage` or `.software` (or a GPU renderer's texture
    /// when `.automatic` found one).
    public let presentation: WindowPresentation

    /// Device pixels per point: what the presenter's host draws at.
    public let scale: Double
    /// SDL's id for the window (events carry it).
    public let windowID: UInt32
    /// The time between two refreshes of the window's display (1/60 s when it does not say).
    public let refreshInterval: Duration
    /// Whether presents wait for the vertical blank (the renderer may not support it).
    public let hasVSync: Bool

    /// Where the window's top-left corner is on the screen, in the screen's pixels
    /// (where assistive technologies place what they read).
    public var screenOrigin: Point {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return Point(x: Double(x), y: Double(y))
    }

    public private(set) var pixelWidth = 0
    public private(set) var pixelHeight = 0
    public private(set) var windowWidth = 0
    public private(set) var windowHeight = 0

    private var isClosed = false
    private let cursors = SystemCursors()

    /// Opens a window. Throws a `DimensionError` for options that fail
    /// `WindowOptions.check()`, `PresentationError.noDisplay` when SDL finds no display,
    /// `.sdl` when the window or its renderer cannot be made.
    public init(_ options: WindowOptions) throws {
        try options.check()
        // Keep the desktop's compositor on (SDL turns it off by default, for games).
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // A long composition comes whole (SDL_TEXTEDITING_EXT), not cut at 32 bytes.
        SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
        try Self.startVideo()
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if options.fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        // Window units are points × the scale asked for: on X11 a unit is a pixel.
        let unitsPerPoint = options.scale ?? Self.x11Scale
        let width = Int32(min((options.size.width * unitsPerPoint).rounded(.up), Double(Framebuffer.maxSide)))
        let height = Int32(min((options.size.height * unitsPerPoint).rounded(.up), Double(Framebuffer.maxSide)))
        let centered = Int32(bitPattern: 0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED (a macro Swift cannot import)
        guard let window = SDL_CreateWindow(options.title, centered, centered, width, height, flags) else {
            let message = String(cString: SDL_GetError())
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw PresentationError.sdl(call: "SDL_CreateWindow", message: message)
        }
        // A GL context belongs to the thread that made it, so off the process's main
        // thread (where the main actor runs on dispatch's worker threads, as under
        // `dispatchMain()` or a test runner) only software paths are safe.
        let mayUseGL = options.renderer == .automatic && Thread.isMainThread && options.vsync
        do {
            switch options.renderer {
            case .damage:
                backing = try WindowDamageBacking(window: window)
                presentation = .damage
            case .software:
                backing = try WindowTextureBacking(window: window, vsync: options.vsync, mayUseGL: false)
                presentation = .texture
            case .automatic:
                (backing, presentation) = try Self.automaticBacking(of: window, vsync: options.vsync, mayUseGL: mayUseGL)
            }
        } catch {
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw error
        }
        self.window = window
        windowID = SDL_GetWindowID(window)
        hasVSync = backing.hasVSync
        var mode = SDL_DisplayMode()
        let index = SDL_GetWindowDisplayIndex(window)
        let hz = index >= 0 && SDL_GetCurrentDisplayMode(index, &mode) == 0 && mode.refresh_rate > 0 ? Int(mode.refresh_rate) : 60
        refreshInterval = .nanoseconds(1_000_000_000 / hz)
        let sizes = Self.sizes(of: window, backing)
        (windowWidth, windowHeight, pixelWidth, pixelHeight) = sizes
        // The pixel ratio: 1 on X11, 2 on a HiDPI Wayland output.
        scale = (sizes.windowWidth > 0 ? Double(sizes.pixelWidth) / Double(sizes.windowWidth) : 1) * unitsPerPoint
    }

    /// `WindowRenderer.automatic`'s choice: a GPU texture for vsync, else the damage only
    /// (else SDL's software renderer, where the window has no surface). A renderer that
    /// is not chosen is destroyed: SDL allows a surface only on a window without one.
    private static func automaticBacking(of window: OpaquePointer, vsync: Bool, mayUseGL: Bool) throws
        -> (any WindowBacking, WindowPresentation) {
        if mayUseGL, let texture = try? WindowTextureBacking(window: window, vsync: true, mayUseGL: true) {
            if texture.isAccelerated { return (texture, .texture) }
            texture.close()
        }
        if let damage = try? WindowDamageBacking(window: window) { return (damage, .damage) }
        return (try WindowTextureBacking(window: window, vsync: vsync, mayUseGL: false), .texture)
    }

    /// The window's size in window units and its drawable's size in pixels.
    private static func sizes(of window: OpaquePointer, _ backing: any WindowBacking)
        -> (windowWidth: Int, windowHeight: Int, pixelWidth: Int, pixelHeight: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        let pixels = backing.pixelSize
        return (Int(w), Int(h), pixels.width, pixels.height)
    }

    /// Starts SDL's video on a real display. Without X11 or Wayland in the environment
    /// only KMS/DRM (a kiosk's screen) is tried, so Wayland's probe prints nothing; and
    /// SDL's last resorts (an offscreen or dummy window nobody sees) count as no display
    /// unless `SDL_VIDEODRIVER` asks for them.
    private static func startVideo() throws {
        let environment = ProcessInfo.processInfo.environment
        let requested = environment["SDL_VIDEODRIVER"]
        let onlyKMS = requested == nil && environment["DISPLAY"] == nil && environment["WAYLAND_DISPLAY"] == nil
        if onlyKMS { SDL_SetHint(SDL_HINT_VIDEODRIVER, "KMSDRM") }
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
            let reason = String(cString: SDL_GetError())
            throw PresentationError.noDisplay(onlyKMS ? "DISPLAY and WAYLAND_DISPLAY are not set; \(reason)" : reason)
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if ["offscreen", "dummy", "evdev"].contains(driver), requested?.contains(driver) != true {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw PresentationError.noDisplay("SDL found only its \(driver) driver")
        }
    }

    /// On X11 a window unit is a pixel and the window system states no scale: GTK's
    /// `GDK_SCALE` convention, else 1.
    private static var x11Scale: Double {
        guard let text = ProcessInfo.processInfo.environment["GDK_SCALE"], let value = Double(text),
              value > 0, value <= 8 else { return 1 }
        return value
    }

    public func updateSize() {
        guard !isClosed else { return }
        (windowWidth, windowHeight, pixelWidth, pixelHeight) = Self.sizes(of: window, backing)
    }

    public func present(_ framebuffer: Framebuffer, damage: [PixelRect]) throws {
        // An empty frame (a minimized window) has nothing to show, and SDL makes no empty texture.
        guard !isClosed, framebuffer.width > 0, framebuffer.height > 0 else { return }
        try backing.present(framebuffer, damage: damage)
    }

    public func redisplay() {
        guard !isClosed else { return }
        backing.redisplay()
    }

    /// How an `EventLoop` learns of this window's input: the display connection's file
    /// descriptor (X11, Wayland), or polling at the refresh rate where there is none.
    public var wakeup: EventLoop.Wakeup {
        DisplayConnection.fileDescriptor(of: window).map { .fileDescriptor($0) } ?? .polling(refreshInterval)
    }

    /// Shows `style` as the mouse pointer over the window.
    public func showPointerStyle(_ style: PointerStyle) {
        guard !isClosed else { return }
        cursors.show(style)
    }

    /// What `followTextInput` last set: nil while text input is off.
    private var textInput: FocusedTextInput?
    /// Whether SDL's text input is on (SDL starts with it on; the first call turns it off).
    private var isTextInputOn: Bool?

    public func followTextInput(_ input: FocusedTextInput?, scale: Double) {
        guard !isClosed else { return }
        if input == nil {
            if isTextInputOn != false { SDL_StopTextInput() }
            isTextInputOn = false
            textInput = nil
            return
        }
        guard let input, input != textInput || isTextInputOn != true else { return }
        // SDL wants window coordinates: points times the scale, over pixels per window unit.
        let factor = scale / pixelsPerWindowUnit
        var rect = SDL_Rect(x: Int32(clamping: Int((input.caret.minX * factor).rounded())),
                            y: Int32(clamping: Int((input.caret.minY * factor).rounded())),
                            w: Int32(clamping: Int(max(1, input.caret.width * factor).rounded())),
                            h: Int32(clamping: Int(max(1, input.caret.height * factor).rounded())))
        SDL_SetTextInputRect(&rect)
        if isTextInputOn != true { SDL_StartTextInput() }
        isTextInputOn = true
        textInput = input
    }

    /// Destroys the window and shuts SDL's video down (once; later calls do nothing).
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        backing.close()
        cursors.free()
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }
}
