import CSDL2
import Foundation
import Components
import Geometry
import Graphics
import Mounting

/// A resizable SDL window showing a presenter's frames. Frames go into a streaming
/// texture in the framebuffer's pixel format (ARGB8888: no conversion), and only the
/// damaged rects are uploaded; each present then draws the texture and flips, with vsync
/// when asked. HiDPI: frames are drawn at the renderer's output size (the drawable), and
/// `scale` is device pixels per point for the presenter.
///
/// Opening the first window initialises SDL's video (throwing `.noDisplay` when there is
/// no display); `close()` destroys the window and shuts the video subsystem down again.
@MainActor
public final class WindowSurface: PresentationSurface {
    /// SDL's window, renderer and texture (`SDL_Window *` …).
    public let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureWidth = 0, textureHeight = 0

    /// Device pixels per point: what the presenter's host draws at.
    public let scale: Double
    /// SDL's id for the window (events carry it).
    public let windowID: UInt32
    /// The time between two refreshes of the window's display (1/60 s when it does not say).
    public let refreshInterval: Duration
    /// Whether presents wait for the vertical blank (the renderer may not support it).
    public let hasVSync: Bool

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
        let vsyncFlag = options.vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0
        // A GPU renderer when there is one, the software renderer otherwise. A GL context
        // belongs to the thread that made it, so off the process's main thread (where the
        // main actor runs on dispatch's worker threads, as under `dispatchMain()` or a
        // test runner) only the software renderer is safe.
        let mayUseGL = options.renderer == .automatic && Thread.isMainThread
        // SDL's software renderer would otherwise draw its window through a GL texture.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, mayUseGL ? "1" : "0")
        let accelerated = mayUseGL
            ? SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | vsyncFlag) : nil
        guard let renderer = accelerated
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue | vsyncFlag)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let message = String(cString: SDL_GetError())
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw PresentationError.sdl(call: "SDL_CreateRenderer", message: message)
        }
        self.window = window
        self.renderer = renderer
        windowID = SDL_GetWindowID(window)
        var info = SDL_RendererInfo()
        hasVSync = SDL_GetRendererInfo(renderer, &info) == 0 && info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        var mode = SDL_DisplayMode()
        let index = SDL_GetWindowDisplayIndex(window)
        let hz = index >= 0 && SDL_GetCurrentDisplayMode(index, &mode) == 0 && mode.refresh_rate > 0 ? Int(mode.refresh_rate) : 60
        refreshInterval = .nanoseconds(1_000_000_000 / hz)
        let sizes = Self.sizes(of: window, renderer)
        (windowWidth, windowHeight, pixelWidth, pixelHeight) = sizes
        // The pixel ratio: 1 on X11, 2 on a HiDPI Wayland output.
        scale = (sizes.windowWidth > 0 ? Double(sizes.pixelWidth) / Double(sizes.windowWidth) : 1) * unitsPerPoint
    }

    /// The window's size in window units and its renderer's output size in pixels.
    private static func sizes(of window: OpaquePointer, _ renderer: OpaquePointer)
        -> (windowWidth: Int, windowHeight: Int, pixelWidth: Int, pixelHeight: Int) {
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        return (Int(w), Int(h), Int(pw), Int(ph))
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
        (windowWidth, windowHeight, pixelWidth, pixelHeight) = Self.sizes(of: window, renderer)
    }

    public func present(_ framebuffer: Framebuffer, damage: [PixelRect]) throws {
        // An empty frame (a minimized window) has nothing to show, and SDL makes no empty texture.
        guard !isClosed, framebuffer.width > 0, framebuffer.height > 0 else { return }
        var damage = damage
        if texture == nil || textureWidth != framebuffer.width || textureHeight != framebuffer.height {
            try makeTexture(width: framebuffer.width, height: framebuffer.height)
            damage = [framebuffer.bounds]
        }
        for rect in damage {
            let rect = rect.intersection(framebuffer.bounds)
            guard !rect.isEmpty else { continue }
            var area = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
            let first = framebuffer.pixels + rect.y * framebuffer.stride + rect.x
            guard SDL_UpdateTexture(texture, &area, first, Int32(framebuffer.bytesPerRow)) == 0 else {
                throw PresentationError.sdl(call: "SDL_UpdateTexture", message: String(cString: SDL_GetError()))
            }
        }
        redisplay()
    }

    public func redisplay() {
        guard !isClosed, let texture else { return }
        // The back buffer's old contents are undefined after a flip: draw it all again
        // (on the GPU this is one quad; the upload above was the damage only).
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        var target = SDL_Rect(x: 0, y: 0, w: Int32(textureWidth), h: Int32(textureHeight))
        SDL_RenderCopy(renderer, texture, nil, &target)
        SDL_RenderPresent(renderer)
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
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        cursors.free()
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }

    private func makeTexture(width: Int, height: Int) throws {
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                    Int32(width), Int32(height))
        guard let texture else {
            throw PresentationError.sdl(call: "SDL_CreateTexture", message: String(cString: SDL_GetError()))
        }
        // The framebuffer is opaque where it matters; copy, never blend, its alpha.
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        textureWidth = width
        textureHeight = height
    }
}
